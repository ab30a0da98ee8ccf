@testable import TermCoverCore
import TermCoverTesting

/// How much of `cell` shows `color`, read from what Unicode defines each
/// block element to cover: 1 for a blank cell of that background, k/8 for
/// the lower or left k eighths (▁…▇, ▏…▉) in that ink, 1/2 for halves,
/// 1/4, 1/2 or 3/4 for quadrants. In reverse video the ink is the
/// background color and the rest the foreground.
func share(of color: Color, in cell: Cell) -> Double {
    guard let glyph = cell.character?.unicodeScalars.first?.value else { return 0 }
    let reversed = cell.style.attributes.contains(.reverse)
    let ink = reversed ? cell.style.background : cell.style.foreground
    let paper = reversed ? cell.style.foreground : cell.style.background
    let inked: Double
    switch glyph {
    case 0x20: inked = 0
    case 0x2588: inked = 1
    case 0x2581...0x2587: inked = Double(glyph - 0x2580) / 8
    case 0x2589...0x258F: inked = Double(8 - (glyph - 0x2588)) / 8
    case 0x2580, 0x2590, 0x259A, 0x259E: inked = 0.5
    case 0x2596, 0x2597, 0x2598, 0x259D: inked = 0.25
    case 0x2599, 0x259B, 0x259C, 0x259F: inked = 0.75
    default: return 0
    }
    return (ink == color ? inked : 0) + (paper == color ? 1 - inked : 0)
}

/// The area, in cells, that `color` covers on `screen`.
func area(of color: Color, on screen: CellGrid) -> Double {
    var total = 0.0
    for y in 0..<screen.height { for x in 0..<screen.width { total += share(of: color, in: screen[x, y]) } }
    return total
}

/// True for the block elements and quadrants a shape's edge is drawn with.
func isBlockElement(_ cell: Cell) -> Bool {
    guard let glyph = cell.character?.unicodeScalars.first?.value else { return false }
    return (0x2580...0x259F).contains(glyph)
}

/// The terminal's default text color on the dark theme tests assume, as an RGB cell color.
let darkForeground = Color(.rgb(229, 229, 229))
