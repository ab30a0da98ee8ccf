import Foundation

/// Where each point of a drawn picture takes its pixels from, along one
/// axis: stretched, or tiled at its own size, with caps at the ends kept
/// at their own size (`resizable(capInsets:resizingMode:)`).
struct ImageAxis {
    /// The picture's length in points and in pixels.
    let points: Double, pixels: Int
    /// The length it is drawn at, in points.
    let drawn: Double
    /// Points kept whole at the start and at the end.
    let leadingCap: Double, trailingCap: Double
    let tiles: Bool

    /// The pixel coordinate (fractional) of the drawn point `x`.
    func pixel(at x: Double) -> Double {
        let p: Double
        let middle = points - leadingCap - trailingCap
        if drawn <= 0 || points <= 0 {
            p = 0
        } else if drawn < leadingCap + trailingCap || middle <= 0 {
            p = x * points / drawn
        } else if x < leadingCap {
            p = x
        } else if x >= drawn - trailingCap {
            p = points - (drawn - x)
        } else if tiles {
            p = leadingCap + (x - leadingCap).truncatingRemainder(dividingBy: middle)
        } else {
            p = leadingCap + (x - leadingCap) * middle / (drawn - leadingCap - trailingCap)
        }
        return p * Double(pixels) / points
    }

    /// How many sub-samples a span of `length` points needs so that each
    /// covers about one pixel: at most 8.
    func subsamples(over length: Double) -> Int {
        let perPoint = tiles || drawn <= 0 ? Double(pixels) / max(points, 1e-9)
            : Double(pixels) / max(drawn, 1e-9)
        return max(1, min(8, Int((length * perPoint - 1e-9).rounded(.up))))
    }
}

/// Reads a decoded picture in linear light.
enum ImageSampling {
    /// sRGB byte to linear light.
    static var linear: [Float] { LinearLight.fromByte }

    /// Linear light to an sRGB byte.
    static func byte(_ v: Float) -> UInt8 {
        let c = Double(min(1, max(0, v)))
        let s = c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        return UInt8((s * 255).rounded())
    }

    /// The mean of the picture over the box [x0, x1) × [y0, y1) of drawn
    /// points, premultiplied, in linear light (alpha last): `nearest` takes
    /// the one pixel at the box's center, otherwise each of a grid of
    /// sub-samples takes the pixel it falls in, about one per pixel.
    static func mean(_ image: DecodedImage, across: ImageAxis, down: ImageAxis,
                     x0: Double, x1: Double, y0: Double, y1: Double, nearest: Bool) -> SIMD4<Float> {
        let nx = nearest ? 1 : across.subsamples(over: x1 - x0)
        let ny = nearest ? 1 : down.subsamples(over: y1 - y0)
        var sum = SIMD4<Float>.zero
        let linear = LinearLight.fromByte
        image.rgba.withUnsafeBufferPointer { px in
            for j in 0..<ny {
                let y = y0 + (Double(j) + 0.5) * (y1 - y0) / Double(ny)
                let row = max(0, min(image.height - 1, Int(down.pixel(at: y).rounded(.down))))
                for i in 0..<nx {
                    let x = x0 + (Double(i) + 0.5) * (x1 - x0) / Double(nx)
                    let column = max(0, min(image.width - 1, Int(across.pixel(at: x).rounded(.down))))
                    let k = (row * image.width + column) * 4
                    let a = Float(px[k + 3]) / 255
                    sum += SIMD4(linear[Int(px[k])] * a, linear[Int(px[k + 1])] * a, linear[Int(px[k + 2])] * a, a)
                }
            }
        }
        return sum / Float(nx * ny)
    }
}
