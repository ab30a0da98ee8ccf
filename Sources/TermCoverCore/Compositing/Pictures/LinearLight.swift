import Foundation

/// Colors as light: pictures are averaged and blended in linear RGB (what
/// a shrinking picture physically does to light), premultiplied by alpha.
enum LinearLight {
    /// sRGB byte to linear light.
    static let fromByte: [Float] = (0...255).map { c in
        let v = Double(c) / 255
        return Float(v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
    }

    /// Linear light in 4096 steps to the nearest sRGB byte.
    static let toByte: [UInt8] = (0...4095).map { i in
        let v = Double(i) / 4095
        let s = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
        return UInt8((min(1, max(0, s)) * 255).rounded())
    }

    /// `color` as premultiplied linear (r, g, b, a); the terminal's default
    /// stands for its foreground or background color by `asBackground`.
    static func premultiplied(_ color: Color, asBackground: Bool) -> SIMD4<Float> {
        guard color.alpha > 0 else { return .zero }
        let (r, g, b) = ColorSpace.rgb(of: color, asBackground: asBackground)
        let a = Float(color.alpha)
        return SIMD4(fromByte[Int(r)] * a, fromByte[Int(g)] * a, fromByte[Int(b)] * a, a)
    }

    /// An opaque linear color as a terminal color. The terminal's default
    /// background is given back as itself, so that a picture's surroundings
    /// keep the user's real background.
    static func color(_ v: SIMD4<Float>) -> Color {
        color(v, primary: ColorSpace.rgb(of: .primary, asBackground: true))
    }

    /// `color(_:)` with the terminal's default background given: a picture
    /// reads it once, not for every cell (it is a task-local look-up).
    @inline(__always)
    static func color(_ v: SIMD4<Float>, primary: (UInt8, UInt8, UInt8)) -> Color {
        func byte(_ x: Float) -> UInt8 { toByte[Int(min(4095, max(0, x * 4095 + 0.5)))] }
        let rgb = (byte(v.x), byte(v.y), byte(v.z))
        if rgb == primary { return .primary }
        return Color(.rgb(rgb.0, rgb.1, rgb.2))
    }
}
