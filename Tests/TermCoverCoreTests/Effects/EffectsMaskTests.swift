import Testing
@testable import TermCoverCore

@Suite("Effects: dissolve and wipe masks")
struct EffectsMaskTests {
    typealias F = EffectsFixture
    static let solid = CellGrid(lines: ["XXXX", "XXXX", "XXXX", "XXXX"])
    static let letters = CellGrid(lines: ["ABCD", "EFGH"])

    func shown(_ masked: CellGrid, width: Int = 4, x: Int = 0) -> [String] {
        F.composed(masked, onto: F.dots(width, masked.height), x: x, .identity).lines
    }

    @Test("dissolve 0 shows nothing and 1 shows everything")
    func dissolveEnds() {
        #expect(shown(Self.solid.masked(dissolve: 0)) == ["....", "....", "....", "...."])
        #expect(Self.solid.masked(dissolve: 1) == Self.solid)
        #expect(Self.solid.masked(dissolve: 0.999) == Self.solid)
    }

    static let big = CellGrid(size: Size(width: 64, height: 64), fill: Cell("X"))

    @Test("dissolve at k/4096 shows exactly k cells of a 64×64 layer: 4096 levels")
    func dissolveLevels() {
        for k in [1, 64, 100, 2048, 4000] {
            let out = Self.big.masked(dissolve: Double(k) / 4096)
            #expect(out.cells.filter { $0.character == "X" }.count == k, "level \(k)")
        }
    }

    @Test("dissolve grows: every cell shown at one level is shown at every higher one")
    func dissolveGrows() {
        var before = Self.big.masked(dissolve: 0.01)
        for p in stride(from: 0.05, through: 1, by: 0.05) {
            let now = Self.big.masked(dissolve: p)
            #expect(zip(before.cells, now.cells).allSatisfy { $0.character == nil || $1.character == "X" })
            before = now
        }
    }

    @Test("the dissolve order has no short period: thresholds 1 to 16 cells apart are uncorrelated")
    func dissolveNoShortPeriod() {
        // A period shows as a positive correlation, 1 at the period: a 4×4
        // Bayer order has 1 at a distance of 4. Blue noise is negatively
        // correlated with its nearest neighbours and near 0 beyond.
        let n = 64
        let t = (0..<n * n).map { BlueNoise.threshold(x: $0 % n, y: $0 / n) }
        let mean = t.reduce(0, +) / Double(t.count)
        let variance = t.map { ($0 - mean) * ($0 - mean) }.reduce(0, +)
        for d in 1...16 {
            var alongX = 0.0, alongY = 0.0
            for y in 0..<n {
                for x in 0..<n {
                    alongX += (t[y * n + x] - mean) * (t[y * n + (x + d) % n] - mean)
                    alongY += (t[y * n + x] - mean) * (t[((y + d) % n) * n + x] - mean)
                }
            }
            #expect(alongX / variance < 0.2, "distance \(d) across: \(alongX / variance)")
            #expect(alongY / variance < 0.2, "distance \(d) down: \(alongY / variance)")
        }
    }

    @Test("the dissolve is blue noise: at 1/16 no two shown cells touch, and no 4×4 block repeats")
    func dissolveBlueNoise() {
        let out = Self.big.masked(dissolve: 1.0 / 16)
        func on(_ x: Int, _ y: Int) -> Bool { out[(x + 64) % 64, (y + 64) % 64].character == "X" }
        for y in 0..<64 {
            for x in 0..<64 where on(x, y) {
                #expect(!on(x + 1, y) && !on(x, y + 1) && !on(x + 1, y + 1) && !on(x - 1, y + 1), "(\(x), \(y))")
            }
        }
        let half = Self.big.masked(dissolve: 0.5)
        let tiles = Set((0..<16).flatMap { ty in (0..<16).map { tx in
            (0..<16).map { half[tx * 4 + $0 % 4, ty * 4 + $0 / 4].character == "X" }
        } })
        #expect(tiles.count > 200, "4×4 tiles at 0.5 are nearly all different: \(tiles.count) of 256")
    }

    @Test("dissolve follows the layer, so the pattern moves with the view")
    func dissolveLayerRelative() {
        let at0 = shown(Self.solid.masked(dissolve: 0.5), width: 5, x: 0)
        let at1 = shown(Self.solid.masked(dissolve: 0.5), width: 5, x: 1)
        #expect(at1 == at0.map { "." + $0.dropLast() })
    }

    @Test("wipe at 0 shows nothing and at 1 everything, from every edge")
    func wipeEnds() {
        for edge in Edge.allCases {
            #expect(shown(Self.letters.masked(wipe: 0, from: edge)) == ["....", "...."])
            #expect(Self.letters.masked(wipe: 1, from: edge) == Self.letters)
        }
    }

    static let row = CellGrid(lines: [String(repeating: "W", count: 20), String(repeating: "W", count: 20)])

    @Test("wipe has a soft edge: a band of 4 columns whose colors are part way, its glyphs changing in its middle")
    func wipeSoftEdge() {
        // p 0.5 over 20 columns and a band of 4: the band's front is at
        // 0.5 · 24 = 12; a column d in is revealed (12 − d − ½) / 4, clamped.
        let out = Self.row.masked(wipe: 0.5, from: .leading)
        let expected: [Double] = Array(repeating: 1, count: 8) + [0.875, 0.625, 0.375, 0.125] + Array(repeating: 0, count: 8)
        for x in 0..<20 {
            let cell = out[x, 0]
            if expected[x] >= 0.5 {
                #expect(cell.character == "W", "column \(x)")
                #expect(cell.style.foreground.alpha == expected[x], "column \(x)")
            } else {
                #expect(cell.character == nil, "column \(x): ahead of the glyph front")
                // Default background at the amount, or nothing at all.
                #expect(cell.style.background.alpha == expected[x], "column \(x)")
            }
        }
    }

    @Test("composed, the soft edge grades from the layer's colors to the ones beneath")
    func wipeSoftEdgeComposed() {
        var layer = Self.row
        for y in 0..<2 { for x in 0..<20 { layer[x, y].style = Style(foreground: .rgb255, background: .rgb255) } }
        let beneath = CellGrid(size: Self.row.size, fill: Cell(".", style: Style(foreground: .black0, background: .black0)))
        let out = F.composed(layer.masked(wipe: 0.5, from: .leading), onto: beneath, .identity)
        let levels = (0..<20).map { x -> Int in
            guard case .rgb(let r, _, _) = out[x, 0].style.background.kind else { return out[x, 0].style.background == .black0 ? 0 : -1 }
            return Int(r)
        }
        #expect(levels[0..<8].allSatisfy { $0 == 255 })
        #expect(levels[12..<20].allSatisfy { $0 == 0 })
        #expect(zip(levels[7..<12], levels[8..<13]).allSatisfy { $0 > $1 }, "strictly darker across the band: \(levels)")
    }

    @Test("wipe only ever reveals more as it goes")
    func wipeGrows() {
        for edge in Edge.allCases {
            var before = Self.row.masked(wipe: 0, from: edge)
            for p in stride(from: 0.05, through: 1, by: 0.05) {
                let now = Self.row.masked(wipe: p, from: edge)
                #expect(zip(before.cells, now.cells).allSatisfy { $0.style.background.alpha <= $1.style.background.alpha })
                before = now
            }
        }
    }
}

private extension Color {
    static let rgb255 = Color(.rgb(255, 255, 255))
    static let black0 = Color(.rgb(0, 0, 0))
}
