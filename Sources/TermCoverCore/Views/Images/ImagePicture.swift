import Foundation

/// What an `Image` of a picture resolves to under its accessibility
/// modifiers: the picture's node, or a placeholder naming what is missing.
struct ImagePicture: View, PrimitiveView {
    typealias Body = Never
    let image: Image

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let resizable = image.resizing != nil
        let loaded: Result<(DecodedImage, CGFloat), ImageLoadError>
        let name: String
        switch image.source {
        case .named(let n, let bundle):
            name = n
            loaded = ImageStore.image(named: n, bundle: bundle).map { ($0, 1) }
        case .decoded(let decoded, let scale):
            name = "image"
            loaded = .success((decoded, scale))
        case .symbol:
            return []
        }
        switch loaded {
        case .success(let (decoded, scale)):
            var tint: Color?
            if image.rendering == .template { tint = StyleKind.foreground.ink(in: context.environment) }
            let style = ImageNode.Style(
                resizable: resizable,
                capInsets: image.resizing?.capInsets ?? EdgeInsets(),
                tiles: image.resizing?.mode == .tile,
                nearest: image.interpolationQuality == .none || !image.isAntialiased,
                tint: tint,
                inverted: context.environment.textAttributes.contains(.reverse),
                // Only a precision set on purpose changes a picture: half blocks otherwise.
                precision: context.environment.subcellPrecision ?? .halves)
            return [ImageNode(decoded, scale: scale, style: style, cells: context.cells)]
        case .failure:
            return [ImagePlaceholderNode(name: name, resizable: resizable,
                                         ink: StyleKind.hierarchical(1).ink(in: context.environment))]
        }
    }
}
