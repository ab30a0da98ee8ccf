import Foundation

/// Line-drawing glyphs follow a rotation: a box turned by 90° must draw its
/// new top edge with `-`, not with the `|` that was its left edge, or it
/// looks like a lattice rather than a turned box. Letters are left alone:
/// there is no rotated "A".
enum GlyphTurn {
    /// Straight strokes by their on-screen angle in degrees (clockwise from
    /// horizontal, mod 180). `\` spans a cell corner to corner, and a cell is
    /// about twice as tall as wide, so it draws a 63° line, not a 45° one.
    private static let asciiStrokes: [(Double, Character)] = [(0, "-"), (63.4, "\\"), (90, "|"), (116.6, "/")]
    private static let lightStrokes: [(Double, Character)] = [(0, "─"), (63.4, "╲"), (90, "│"), (116.6, "╱")]

    /// Box-drawing junctions as arms (bit 0 up, 1 right, 2 down, 3 left) per family.
    private static let junctions: [[UInt8: Character]] = [
        [0b0110: "┌", 0b1100: "┐", 0b0011: "└", 0b1001: "┘", 0b0111: "├", 0b1101: "┤",
         0b1110: "┬", 0b1011: "┴", 0b1111: "┼", 0b1010: "─", 0b0101: "│"],
        [0b0110: "╭", 0b1100: "╮", 0b0011: "╰", 0b1001: "╯"],
        [0b0110: "╔", 0b1100: "╗", 0b0011: "╚", 0b1001: "╝", 0b0111: "╠", 0b1101: "╣",
         0b1110: "╦", 0b1011: "╩", 0b1111: "╬", 0b1010: "═", 0b0101: "║"],
        [0b0110: "┏", 0b1100: "┓", 0b0011: "┗", 0b1001: "┛", 0b0111: "┣", 0b1101: "┫",
         0b1110: "┳", 0b1011: "┻", 0b1111: "╋", 0b1010: "━", 0b0101: "┃"],
        [0b0001: "↑", 0b0010: "→", 0b0100: "↓", 0b1000: "←"],
    ]

    /// False for glyph codes `turned` surely leaves alone, so that letters
    /// never become `Character`s just to be looked at.
    @inline(__always)
    static func mayTurn(_ glyph: UInt32) -> Bool {
        switch glyph {
        case 0x2D, 0x2F, 0x5C, 0x7C, 0x2190...0x2193, 0x2500...0x257F: true
        default: false
        }
    }

    /// `character` as drawn after turning the layer clockwise by `radians`.
    static func turned(_ character: Character, by radians: Double) -> Character {
        // Most cells hold letters: leave them without searching the tables.
        guard let scalar = character.unicodeScalars.first else { return character }
        switch scalar.value {
        case 0x2D, 0x2F, 0x5C, 0x7C, 0x2190...0x2193, 0x2500...0x257F: break
        default: return character
        }
        var degrees = (radians * 180 / .pi).truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        if degrees < 1e-7 || 360 - degrees < 1e-7 { return character }
        if let c = stroke(character, degrees, asciiStrokes) ?? stroke(character, degrees, lightStrokes) { return c }
        // Junctions only have quarter-turn versions: use the nearest one.
        let quarter = Int((degrees / 90).rounded()) % 4
        guard quarter != 0 else { return character }
        for family in junctions {
            guard let arms = family.first(where: { $0.value == character })?.key else { continue }
            let turned = ((arms << quarter) | (arms >> (4 - quarter))) & 0b1111
            return family[turned] ?? character
        }
        return character
    }

    /// The stroke of `strokes` nearest to `character`'s direction turned by `degrees`.
    private static func stroke(_ character: Character, _ degrees: Double, _ strokes: [(Double, Character)]) -> Character? {
        guard let angle = strokes.first(where: { $0.1 == character })?.0 else { return nil }
        let target = (angle + degrees).truncatingRemainder(dividingBy: 180)
        func distance(_ a: Double) -> Double { let d = abs(a - target); return min(d, 180 - d) }
        return strokes.min { distance($0.0) < distance($1.0) }!.1
    }
}
