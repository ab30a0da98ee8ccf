import Testing
@testable import TermCoverCore

/// Small helpers shared by the effect suites.
enum EffectsFixture {
    /// A destination of `width`×`height` dots, so undrawn places are visible.
    static func dots(_ width: Int, _ height: Int) -> CellGrid {
        CellGrid(size: Size(width: width, height: height), fill: Cell("."))
    }

    /// A layer from quoted rows where a space means "nothing drawn".
    static func layer(_ lines: [String]) -> CellGrid {
        let opaque = CellGrid(lines: lines)
        var out = CellGrid(size: opaque.size, fill: .transparent)
        for y in 0..<opaque.height {
            for x in 0..<opaque.width where opaque[x, y].character != " " { out[x, y] = opaque[x, y] }
        }
        return out
    }

    /// `layer` composed at (x, y) over `dest` through `transform`.
    static func composed(_ layer: CellGrid, onto dest: CellGrid, x: Int = 0, y: Int = 0,
                         _ transform: LayerTransform, opacity: Double = 1,
                         colorSupport: ColorSupport = .trueColor) -> CellGrid {
        var out = dest
        out.compose(layer, x: x, y: y, transform: transform, opacity: opacity, colorSupport: colorSupport)
        return out
    }

    /// True when every wide lead has its continuation right after it and
    /// every continuation has its lead right before it.
    static func wideCharactersAreWhole(_ canvas: CellGrid) -> Bool {
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                if cell.width == 2 && (x + 1 >= canvas.width || canvas[x + 1, y].width != 0) { return false }
                if cell.width == 0 && (x == 0 || canvas[x - 1, y].width != 2) { return false }
            }
        }
        return true
    }

    /// The column of the first `character` on row `y`, if any.
    static func column(of character: Character, in canvas: CellGrid, row y: Int) -> Int? {
        (0..<canvas.width).first { canvas[$0, y].character == character }
    }
}
