/// A picture decoded once: 8-bit RGBA pixels, top row first, straight
/// alpha. Shared by every `Image` of the same file (see `ImageStore`), and
/// never changed, so a class compared by identity keys the drawn cells.
final class DecodedImage: Sendable {
    /// Size in pixels.
    let width: Int, height: Int
    /// `width · height · 4` bytes.
    let rgba: [UInt8]

    init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RGBA bytes do not match the size")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
