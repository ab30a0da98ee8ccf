import Foundation

extension Color {
    /// The color spaces SwiftUI's component initializers take, as `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, as terminals take 24-bit colors: components are written as sent.
        case sRGB
        /// sRGB's primaries with linear components (light, not its encoding).
        case sRGBLinear
        /// Display P3's wider primaries; colors outside sRGB are clipped to it.
        case displayP3
    }

    /// A 24-bit color from components in 0...1 in `colorSpace`, as SwiftUI's
    /// `Color(_:red:green:blue:opacity:)`; components outside 0...1 are
    /// clipped, since a terminal shows sRGB.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Self.sRGB(colorSpace, red, green, blue)
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v.isNaN ? 0 : v)) * 255).rounded()) }
        self.init(.rgb(byte(r), byte(g), byte(b)), alpha: opacity)
    }

    /// A gray of `white` (0 black, 1 white) in `colorSpace`, as SwiftUI's `Color(_:white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from hue, saturation and brightness (HSB, also called HSV),
    /// each 0...1, as SwiftUI's `Color(hue:saturation:brightness:opacity:)`:
    /// hue 0 is red, 1/3 green, 2/3 blue.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(.sRGB, red: r, green: g, blue: b, opacity: opacity)
    }

    /// Components in `space` as sRGB components.
    private static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(max(0, v), 1 / 2.4) - 0.055 }
        func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        switch space {
        case .sRGB: return (r, g, b)
        case .sRGBLinear: return (encode(r), encode(g), encode(b))
        case .displayP3:
            // Display P3 shares sRGB's transfer curve and white point; its
            // linear components map to sRGB's by this matrix.
            let lr = decode(r), lg = decode(g), lb = decode(b)
            return (encode(1.2249 * lr - 0.2247 * lg),
                    encode(-0.0420 * lr + 1.0419 * lg),
                    encode(-0.0197 * lr - 0.0786 * lg + 1.0979 * lb))
        }
    }

    /// SwiftUI's mint, as the palette color nearest Apple's (0, 199, 190).
    public static let mint = Color(.palette(ColorSpace.nearestPaletteIndex((0, 199, 190))))
    /// SwiftUI's teal, as the palette color nearest Apple's (48, 176, 199).
    public static let teal = Color(.palette(ColorSpace.nearestPaletteIndex((48, 176, 199))))
    /// SwiftUI's indigo, as the palette color nearest Apple's (88, 86, 214).
    public static let indigo = Color(.palette(ColorSpace.nearestPaletteIndex((88, 86, 214))))
    /// SwiftUI's brown, as the palette color nearest Apple's (162, 132, 94).
    public static let brown = Color(.palette(ColorSpace.nearestPaletteIndex((162, 132, 94))))
    /// SwiftUI's pink, as the palette color nearest Apple's (255, 45, 85).
    public static let pink = Color(.palette(ColorSpace.nearestPaletteIndex((255, 45, 85))))
}

extension ShapeStyle where Self == Color {
    /// `Color.mint`.
    public static var mint: Color { Color.mint }
    /// `Color.teal`.
    public static var teal: Color { Color.teal }
    /// `Color.indigo`.
    public static var indigo: Color { Color.indigo }
    /// `Color.brown`.
    public static var brown: Color { Color.brown }
    /// `Color.pink`.
    public static var pink: Color { Color.pink }
}
