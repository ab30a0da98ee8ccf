import Foundation

/// RGB values behind terminal colors, and blending in OKLab so that a fade
/// passes through the colors the eye expects instead of muddy sRGB midpoints.
public enum ColorSpace {
    /// xterm's RGB for the 16 ANSI colors.
    static let ansiRGB: [(UInt8, UInt8, UInt8)] = TerminalColors.xtermPalette.map(\.bytes)
    /// The six levels of each channel in the 6x6x6 cube, indices 16–231.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The RGB of a 256-palette index, as xterm defines it; 0–15 come from `colors`.
    public static func rgb(palette index: UInt8, in colors: TerminalColors = .current) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16: return colors.palette[Int(index)].bytes
        case 16..<232:
            let i = Int(index) - 16
            return (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
        default:
            let v = UInt8(8 + 10 * (Int(index) - 232))
            return (v, v, v)
        }
    }

    /// The RGB of `color` on a terminal showing `colors`, taking the default
    /// color as the background or the text as `asBackground` decides.
    public static func rgb(of color: Color, asBackground: Bool,
                           in colors: TerminalColors = .current) -> (UInt8, UInt8, UInt8) {
        switch color.kind {
        case .terminalDefault: asBackground ? colors.background.bytes : colors.foreground.bytes
        case .ansi(let n): colors.palette[Int(n & 15)].bytes
        case .palette(let n): rgb(palette: n, in: colors)
        case .rgb(let r, let g, let b): (r, g, b)
        }
    }

    /// A color in OKLab (L, a, b).
    public struct Lab: Hashable, Sendable {
        /// Lightness (0 black to 1 white), green–red and blue–yellow.
        public var l: Double, a: Double, b: Double
        /// Creates a color from its three coordinates.
        public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
    }

    /// sRGB byte to linear light, tabulated: `pow` per channel was most of a fade's cost.
    private static let linearTable: [Double] = (0...255).map { c in
        let v = Double(c) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    @inline(__always)
    static func linear(_ c: UInt8) -> Double {
        linearTable.withUnsafeBufferPointer { $0[Int(c)] }
    }

    private static func gamma(_ v: Double) -> UInt8 {
        let c = max(0, min(1, v))
        let s = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        return UInt8((max(0, min(1, s)) * 255).rounded())
    }

    /// sRGB to OKLab (Björn Ottosson's matrices).
    public static func lab(_ rgb: (UInt8, UInt8, UInt8)) -> Lab {
        let r = linear(rgb.0), g = linear(rgb.1), b = linear(rgb.2)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return Lab(l: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                   a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                   b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// OKLab to sRGB, clamped into gamut.
    public static func rgb(_ lab: Lab) -> (UInt8, UInt8, UInt8) {
        let l = lab.l + 0.3963377774 * lab.a + 0.2158037573 * lab.b
        let m = lab.l - 0.1055613458 * lab.a - 0.0638541728 * lab.b
        let s = lab.l - 0.0894841775 * lab.a - 1.2914855480 * lab.b
        let l3 = l * l * l, m3 = m * m * m, s3 = s * s * s
        return (gamma(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
                gamma(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
                gamma(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3))
    }

    /// The color `fraction` of the way from `from` to `to`, mixed in OKLab,
    /// as an opaque RGB color. Fraction 0 and 1 return the ends unchanged.
    public static func mix(_ from: Color, _ to: Color, fraction: Double, asBackground: Bool = true,
                           in colors: TerminalColors = .current) -> Color {
        if fraction <= 0 { return Color(from.kind) }
        if fraction >= 1 { return Color(to.kind) }
        let a = lab(rgb(of: from, asBackground: asBackground, in: colors))
        let b = lab(rgb(of: to, asBackground: asBackground, in: colors))
        let t = fraction
        let m = Lab(l: a.l + (b.l - a.l) * t, a: a.a + (b.a - a.a) * t, b: a.b + (b.b - a.b) * t)
        let (r, g, bl) = rgb(m)
        return Color(.rgb(r, g, bl))
    }

    /// The 256-palette index that looks nearest to `rgb`: the candidates
    /// are the cube colors around it (each channel's two nearest levels)
    /// and the two nearest grays, compared by distance in OKLab, so a dark
    /// blue fades through blues rather than jumping to whichever index is
    /// nearest in raw bytes. Indices 0–15 are left out: their colors are
    /// the terminal's own choice.
    public static func nearestPaletteIndex(_ rgb: (UInt8, UInt8, UInt8)) -> UInt8 {
        func levels(_ v: UInt8) -> [Int] {
            let i = cubeLevels.lastIndex { $0 <= v } ?? 0
            return i < 5 && cubeLevels[i] != v ? [i, i + 1] : [i]
        }
        let target = lab(rgb)
        func distance(_ index: UInt8) -> Double {
            let c = lab(self.rgb(palette: index, in: .dark))
            let dl = c.l - target.l, da = c.a - target.a, db = c.b - target.b
            return dl * dl + da * da + db * db
        }
        var best: UInt8 = 16, bestDistance = Double.infinity
        func consider(_ index: UInt8) {
            let d = distance(index)
            if d < bestDistance { bestDistance = d; best = index }
        }
        for r in levels(rgb.0) {
            for g in levels(rgb.1) {
                for b in levels(rgb.2) { consider(UInt8(16 + 36 * r + 6 * g + b)) }
            }
        }
        let average = (Int(rgb.0) + Int(rgb.1) + Int(rgb.2)) / 3
        let k = max(0, min(23, (average - 8) / 10))
        consider(UInt8(232 + k))
        if k < 23 { consider(UInt8(233 + k)) }
        return best
    }

    /// The ANSI color (0–15) nearest to `rgb`.
    public static func nearestANSI(_ rgb: (UInt8, UInt8, UInt8), count: Int = 16) -> UInt8 {
        var best = 0, bestDist = Int.max
        for i in 0..<min(16, count) {
            let c = ansiRGB[i]
            let dr = Int(c.0) - Int(rgb.0), dg = Int(c.1) - Int(rgb.1), db = Int(c.2) - Int(rgb.2)
            let d = dr * dr + dg * dg + db * db
            if d < bestDist { bestDist = d; best = i }
        }
        return UInt8(best)
    }
}
