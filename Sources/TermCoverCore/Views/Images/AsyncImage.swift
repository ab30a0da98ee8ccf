import Foundation

/// A picture loaded from a URL, as SwiftUI's `AsyncImage`: its content is
/// shown for each phase of the load (`AsyncImagePhase`). A file URL is read
/// and decoded off the main thread (once per file, as `Image(_:)`'s are);
/// an http(s) URL shows the placeholder, then fails with
/// `ImageLoadError.networkUnavailable`: TermCover fetches nothing over the
/// network. A nil URL stays empty.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let transaction: Transaction
    private let content: (AsyncImagePhase) -> Content
    @State private var phase: AsyncImagePhase = .empty
    @State private var loaded: URL?

    /// Shows each phase of the load of `url` with `content`; changes of phase
    /// happen in `transaction` (give it an animation to animate them).
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    /// The content for the phase the load is in.
    public var body: some View {
        content(loaded == url ? phase : .empty)
            .task(id: url) { await load() }
    }

    private func load() async {
        guard let url else { return }
        let scale = scale
        let result: Result<DecodedImage, ImageLoadError>
        if url.isFileURL {
            result = await Task.detached(priority: .userInitiated) { ImageStore.image(atPath: url.path) }.value
        } else {
            // The placeholder shows for a frame first, as a real load's would.
            await Task.yield()
            result = .failure(.networkUnavailable(url: url.absoluteString))
        }
        guard !Task.isCancelled else { return }
        withTransaction(transaction) {
            loaded = url
            switch result {
            case .success(let decoded): phase = .success(Image(decoded: decoded, scale: scale))
            case .failure(let error): phase = .failure(error)
            }
        }
    }
}

extension AsyncImage where Content == _AsyncImageDefaultContent {
    /// Shows the picture at `url` at its own size once loaded, and until
    /// then (or if it fails) a gray placeholder that fills its space.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in _AsyncImageDefaultContent(image: phase.image) }
    }
}

extension AsyncImage {
    /// Shows `content` with the loaded image, and `placeholder` until then
    /// and if the load fails.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { return _ConditionalContent<I, P>(storage: .trueContent(content(image))) }
            return _ConditionalContent<I, P>(storage: .falseContent(placeholder()))
        }
    }
}

/// What `AsyncImage(url:scale:)` shows: the image, or a gray placeholder.
public struct _AsyncImageDefaultContent: View {
    let image: Image?
    /// The image, or the placeholder.
    public var body: some View {
        if let image {
            image
        } else {
            Rectangle().fill(Color.gray.opacity(0.35))
        }
    }
}
