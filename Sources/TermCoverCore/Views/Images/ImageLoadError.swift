import Foundation

/// Why a picture could not be shown: what `AsyncImagePhase.failure` holds,
/// and what a missing or broken `Image` says in its placeholder.
public enum ImageLoadError: Error, LocalizedError, Hashable, Sendable {
    /// No file of that name (with .png, .jpg or .jpeg) where images are looked for.
    case notFound(name: String)
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The bytes are neither a PNG nor a JPEG.
    case unsupportedFormat(path: String)
    /// The decoder refused the bytes: a truncated or corrupt file.
    case corrupt(path: String, reason: String)
    /// A network URL: a terminal app has no network loader, so nothing is fetched.
    case networkUnavailable(url: String)

    /// A sentence for the user.
    public var errorDescription: String? {
        switch self {
        case .notFound(let name): "No image named “\(name)” (looked for .png, .jpg and .jpeg in the bundle, beside the executable and in its resource bundles)"
        case .unreadable(let path, let reason): "Cannot read \(path): \(reason)"
        case .unsupportedFormat(let path): "\(path) is neither a PNG nor a JPEG"
        case .corrupt(let path, let reason): "\(path) is damaged: \(reason)"
        case .networkUnavailable(let url): "Cannot load \(url): TermCover loads images from files only, not over the network"
        }
    }
}
