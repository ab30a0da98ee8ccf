import CImageDecoding
import Foundation

/// Turns a PNG's or a JPEG's bytes into pixels with Debian's libpng and
/// libjpeg-turbo (the `CImageDecoding` module), told apart by their
/// signatures rather than by the file's name.
enum ImageDecoder {
    static func decode(_ data: Data, path: String) throws(ImageLoadError) -> DecodedImage {
        let bytes = [UInt8](data)
        let isPNG = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let isJPEG = bytes.starts(with: [0xFF, 0xD8, 0xFF])
        guard isPNG || isJPEG else { throw .unsupportedFormat(path: path) }
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let pixels = bytes.withUnsafeBytes { raw in
            message.withUnsafeMutableBufferPointer { text in
                isPNG
                    ? termcover_decode_png(raw.baseAddress, raw.count, &width, &height, text.baseAddress, text.count)
                    : termcover_decode_jpeg(raw.baseAddress, raw.count, &width, &height, text.baseAddress, text.count)
            }
        }
        guard let pixels else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .corrupt(path: path, reason: reason.isEmpty ? "undecodable" : reason)
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        return DecodedImage(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}
