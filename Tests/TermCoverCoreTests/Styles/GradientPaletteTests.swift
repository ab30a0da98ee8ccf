import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

/// xterm's RGB for a palette index of the cube (16–231) or the gray ramp, by its formula.
private func xterm(_ index: Int) -> (UInt8, UInt8, UInt8) {
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    if index >= 232 { let v = UInt8(8 + 10 * (index - 232)); return (v, v, v) }
    let i = index - 16
    return (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
}

private func distance(_ p: ColorSpace.Lab, _ q: ColorSpace.Lab) -> Double {
    let d = (p.l - q.l, p.a - q.a, p.b - q.b)
    return (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
}

/// A gradient's course through colors of the palette, worked out here from
/// the stops: its colors mixed straight in sRGB between evenly spaced stops
/// (SwiftUI's device mixing), followed in 600 steps.
private struct Course {
    let points: [(t: Double, lab: ColorSpace.Lab)]

    init(_ indices: [Int]) { self.init(rgbs: indices.map(xterm)) }

    init(rgbs: [(UInt8, UInt8, UInt8)]) {
        let spans = rgbs.count - 1
        points = (0...600).map { k in
            let t = Double(k) / 600
            let i = min(spans - 1, Int(t * Double(spans))), f = t * Double(spans) - Double(i)
            let a = rgbs[i], b = rgbs[i + 1]
            func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
            return (t, ColorSpace.lab((mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))))
        }
    }

    /// How far `lab` is from the course, and the fraction where the course passes nearest.
    func nearest(_ lab: ColorSpace.Lab) -> (distance: Double, t: Double) {
        var best = (distance: Double.infinity, t: 0.0)
        for p in points {
            let d = distance(p.lab, lab)
            if d < best.distance { best = (d, p.t) }
        }
        return best
    }

    /// The fractions of the palette colors within `reach` of the course.
    func stops(within reach: Double) -> [Double] {
        (16...255).compactMap { i -> Double? in
            let n = nearest(ColorSpace.lab(xterm(i)))
            return n.distance <= reach ? n.t : nil
        }.sorted()
    }
}

/// How much of a cell a block element inks, from Unicode's charts: the
/// eighth blocks, halves, quadrants and sextants (a sextant's pattern is
/// its number among the patterns 1–62 other than the halves, 21 and 42).
private func inkShare(_ glyph: Character) -> Double {
    let c = Int(glyph.unicodeScalars.first!.value)
    switch c {
    case 0x2581...0x2588: return Double(c - 0x2580) / 8
    case 0x2589...0x258F: return Double(0x2590 - c) / 8
    case 0x2580, 0x2584, 0x258C, 0x2590, 0x259A, 0x259E: return 0.5
    case 0x2594, 0x2595: return 1.0 / 8
    case 0x2596...0x2598, 0x259D: return 0.25
    case 0x2599, 0x259B, 0x259C, 0x259F: return 0.75
    case 0x1FB00...0x1FB3B:
        var pattern = c - 0x1FB00 + 1
        if pattern >= 21 { pattern += 1 }
        if pattern >= 42 { pattern += 1 }
        return Double(pattern.nonzeroBitCount) / 6
    default: return 0.5
    }
}

/// What a 256-color terminal shows of `view`.
@MainActor
private func shown(_ view: some View, _ size: Size) -> CellGrid {
    TestHost(view, size: size, colorSupport: .palette256).screen.quantized(for: .palette256)
}

/// The cells of `screen` painted by the gradient (palette colors of its own,
/// whole or as the ink or paper of a block glyph at an edge), each with the
/// fraction `fraction(x, y)` of the gradient at its center, checked against
/// the course: on it (within `reach` and a hair for the 600 steps) and
/// between the two palette colors that bracket the fraction along it.
private func offCourse(_ screen: CellGrid, _ course: Course, fraction: (Int, Int) -> Double) -> [String] {
    let near = course.stops(within: 0.019)
    var problems: [String] = []
    for y in 0..<screen.height {
        for x in 0..<screen.width {
            let t = min(1, max(0, fraction(x, y)))
            let before = near.last { $0 <= t } ?? 0, after = near.first { $0 >= t } ?? 1
            for color in [screen[x, y].style.background, screen[x, y].style.foreground] {
                guard case .palette(let index) = color.kind else { continue }
                let n = course.nearest(ColorSpace.lab(xterm(Int(index))))
                if n.distance > 0.022 {
                    problems.append("(\(x),\(y)) \(index) is \(n.distance) off the course at \(t)")
                } else if n.t < before - 0.03 || n.t > after + 0.03 {
                    problems.append("(\(x),\(y)) \(index) sits at \(n.t), outside \(before)...\(after) around \(t)")
                }
            }
        }
    }
    return problems
}

@MainActor
@Suite("In 256 colors a gradient shows only palette colors on its own course, dithered between the two around each point")
struct GradientPaletteTests {
    // Palette colors as stops: pink 197 (255, 0, 95) and indigo 62 (95, 95, 215); teal 37 (0, 175, 175),
    // azure 27 (0, 95, 255) and violet 129 (175, 0, 255). Dithered per channel of the cube, a blend between
    // them mixes the cube's corners around it (pink to indigo: (255, 95, 215), (95, 0, 95)), off the course.
    let pinkIndigo = [197, 62], tealAzureViolet = [37, 27, 129]

    func colors(_ indices: [Int]) -> [Color] { indices.map { Color(.palette(UInt8($0))) } }

    @Test("a linear gradient across 64 columns: every cell on the course between its two neighbours there, and each 8 × 8 tile's mean moving on along it")
    func linear() {
        let screen = shown(Rectangle().fill(LinearGradient(colors: colors(pinkIndigo), startPoint: .leading, endPoint: .trailing)),
                           Size(width: 64, height: 8))
        let course = Course(pinkIndigo)
        let problems = offCourse(screen, course) { x, _ in (Double(x) + 0.5) / 64 }
        #expect(problems.isEmpty, "\(problems.count) cells off: \(problems.prefix(6))")
        // The mean of a tile, in OKLab, lies on the course near the tile's own middle, and moves on tile by tile
        // (a cell split by a block glyph counts its ink by the glyph's share of the cell, its paper by the rest).
        var last = -1.0
        for tile in 0..<8 {
            var sum = (0.0, 0.0, 0.0)
            for y in 0..<8 {
                for x in (tile * 8)..<(tile * 8 + 8) {
                    let cell = screen[x, y]
                    let split = cell.hasCharacter && cell.character != " "
                    let ink = split ? inkShare(cell.character ?? " ") : 0
                    for (color, w) in [(cell.style.background, 1 - ink), (cell.style.foreground, ink)] where w > 0 {
                        guard case .palette(let i) = color.kind else { Issue.record("(\(x),\(y)) not a palette color"); return }
                        let lab = ColorSpace.lab(xterm(Int(i)))
                        sum = (sum.0 + w * lab.l, sum.1 + w * lab.a, sum.2 + w * lab.b)
                    }
                }
            }
            let mean = course.nearest(ColorSpace.Lab(l: sum.0 / 64, a: sum.1 / 64, b: sum.2 / 64))
            #expect(mean.t > last, "tile \(tile) at \(mean.t) after \(last)")
            #expect(abs(mean.t - (Double(tile) + 0.5) / 8) < 0.08, "tile \(tile)'s mean at \(mean.t)")
            last = mean.t
        }
    }

    /// The drawing example's star: five points, inner radius 0.8 of the outer.
    private struct Star: Shape {
        func path(in rect: CGRect) -> Path {
            let center = CGPoint(x: rect.midX, y: rect.midY), outer = min(rect.width, rect.height) / 2
            var path = Path()
            for i in 0..<10 {
                let angle = Double(i) * .pi / 5 - .pi / 2, r = i.isMultiple(of: 2) ? outer : outer * 0.8
                let p = CGPoint(x: center.x + CGFloat(cos(angle)) * r, y: center.y + CGFloat(sin(angle)) * r)
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
            return path
        }
    }

    @Test("the drawing example's yellow-to-orange star: its edge cells, in sub-cell glyphs, take the same two colors around their point as the cells inside, so its outline is not ragged")
    func starEdges() {
        // 120 × 120 points: 15 × 7.5 cells, in 15 × 8. Top to bottom, the fraction at a cell's center is (y + 0.5) · 16 / 120.
        let screen = shown(Star().fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
            .frame(width: 120, height: 120), Size(width: 15, height: 8))
        let course = Course(rgbs: [ColorSpace.rgb(of: .yellow, asBackground: true), xterm(208)])
        let problems = offCourse(screen, course) { _, y in (Double(y) + 0.5) * 16 / 120 }
        #expect(problems.isEmpty, "\(problems.count) cells off: \(problems.prefix(6))")
        let edges = (0..<8).flatMap { y in (0..<15).map { screen[$0, y] } }.filter { $0.hasCharacter && $0.character != " " }
        #expect(edges.count >= 10, "the outline is drawn in block glyphs")
    }

    @Test("a radial gradient filling a circle, its edge cells in sub-cell glyphs too: every gradient color on the course between its neighbours")
    func radial() {
        // 40 × 16 cells of 8 × 16 points: the center (160, 128), the end radius 120 points.
        let screen = shown(Circle().fill(RadialGradient(colors: colors(pinkIndigo), center: .center, startRadius: 0, endRadius: 120)),
                           Size(width: 40, height: 16))
        let problems = offCourse(screen, Course(pinkIndigo)) { x, y in
            hypot((Double(x) + 0.5) * 8 - 160, (Double(y) + 0.5) * 16 - 128) / 120
        }
        #expect(problems.isEmpty, "\(problems.count) cells off: \(problems.prefix(6))")
        let glyphs = (0..<16).flatMap { y in (0..<40).map { screen[$0, y] } }.filter { $0.hasCharacter && $0.character != " " }
        #expect(!glyphs.isEmpty, "the circle's edge is drawn in block glyphs")
    }

    @Test("an angular gradient through three colors, clockwise from 3 o'clock: every cell on the course between its neighbours")
    func angular() {
        let gradient = AngularGradient(colors: colors(tealAzureViolet), center: .center, startAngle: .zero, endAngle: .degrees(360))
        let screen = shown(Rectangle().fill(gradient), Size(width: 40, height: 20))
        let problems = offCourse(screen, Course(tealAzureViolet)) { x, y in
            var a = atan2((Double(y) + 0.5) * 16 - 160, (Double(x) + 0.5) * 8 - 160)
            if a < 0 { a += 2 * .pi }
            return a / (2 * .pi)
        }
        #expect(problems.isEmpty, "\(problems.count) cells off: \(problems.prefix(6))")
    }

    @Test("an elliptical gradient stretched to an ellipse: every cell on the course between its neighbours")
    func elliptical() {
        let screen = shown(Ellipse().fill(EllipticalGradient(colors: colors(tealAzureViolet))), Size(width: 48, height: 12))
        let problems = offCourse(screen, Course(tealAzureViolet)) { x, y in
            hypot((Double(x) + 0.5) / 48 - 0.5, (Double(y) + 0.5) / 12 - 0.5) / 0.5
        }
        #expect(problems.isEmpty, "\(problems.count) cells off: \(problems.prefix(6))")
    }
}
