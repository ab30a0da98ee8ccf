import Foundation

/// A picture, as SwiftUI's `Image`.
///
/// `Image(_:bundle:)` shows a PNG or JPEG the app ships (SwiftPM resources,
/// or a file beside the executable; see `ImageStore`), decoded once and
/// drawn as a picture in the terminal's colors: each cell is two pixels of
/// the picture, one above the other (▀, its ink the upper, its paper the
/// lower). One point of the picture is one pixel at scale 1, so a cell of
/// 8 × 16 points covers 8 × 16 pixels, averaged in linear light into its two
/// halves. As in SwiftUI an image is its own size, whatever it is offered,
/// until `resizable(capInsets:resizingMode:)`; that size is rounded to whole
/// cells and the picture stretched by less than half a cell to fill them.
/// A name with no file, or a file that is not a picture, shows a box with
/// the name in it: never a crash, never a blank.
///
/// `Image(systemName:)` shows the glyph `Label` uses for an SF Symbol (one
/// table for both: `Label.glyphs`), or a small square for a name with none.
public struct Image: View, PrimitiveView {
    public typealias Body = Never

    enum Source {
        /// An SF Symbol's glyph.
        case symbol(Character)
        /// A picture by name, looked up where it is drawn.
        case named(String, bundle: Bundle?)
        /// Pixels already decoded (`AsyncImage`), at `scale` pixels a point.
        case decoded(DecodedImage, scale: CGFloat)
    }

    enum Label {
        /// The name is the label.
        case name
        case text(String)
        /// Hidden from accessibility.
        case decorative
    }

    let source: Source
    var label: Label = .name
    var resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
    var rendering: TemplateRenderingMode?
    var interpolationQuality: Interpolation = .high
    var isAntialiased = true

    /// The glyph drawn for a symbol name that has none.
    static let placeholder: Character = "▫"

    init(source: Source, label: Label = .name) {
        self.source = source
        self.label = label
    }

    /// An SF Symbol by name.
    public init(systemName: String) {
        self.init(source: .symbol(SymbolGlyphs.table[systemName] ?? Self.placeholder))
    }

    /// The picture named `name` in `bundle` (nil: the main bundle, the
    /// executable's directory and the SwiftPM resource bundles beside it),
    /// with `name` as its accessibility label. The name may carry its
    /// extension; without one, .png, .jpg and .jpeg are tried.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundle: bundle))
    }

    /// The picture named `name`, labelled `label` for accessibility.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(source: .named(name, bundle: bundle), label: .text(label.content))
    }

    /// The picture named `name`, which accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundle: bundle), label: .decorative)
    }

    /// Pixels decoded elsewhere (an `AsyncImage`'s), `scale` pixels a point.
    init(decoded: DecodedImage, scale: CGFloat) {
        self.init(source: .decoded(decoded, scale: scale > 0 && scale.isFinite ? scale : 1), label: .decorative)
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch source {
        case .symbol(let glyph):
            return context.resolve(Text(String(glyph)), at: .name("glyph"))
        case .named(let name, _):
            let picture = ImagePicture(image: self)
            switch label {
            case .name: return context.resolve(picture.accessibilityLabel(name).accessibilityAddTraits(.isImage), at: .name("picture"))
            case .text(let text): return context.resolve(picture.accessibilityLabel(text).accessibilityAddTraits(.isImage), at: .name("picture"))
            case .decorative: return context.resolve(picture.accessibilityHidden(true), at: .name("picture"))
            }
        case .decoded:
            return context.resolve(ImagePicture(image: self), at: .name("picture"))
        }
    }
}

extension Image {
    /// How a resizable image fills space larger or smaller than its own.
    public enum ResizingMode: Hashable, Sendable {
        /// Stretches (or shrinks) the picture to the space.
        case stretch
        /// Repeats the picture at its own size.
        case tile
    }

    /// Whether an image shows its own colors or only its shape, in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Each pixel in the foreground style, at the pixel's opacity.
        case template
        /// The picture's own colors.
        case original
    }

    /// How finely a resized picture is sampled.
    public enum Interpolation: Hashable, Sendable {
        /// Each half cell takes the one pixel at its center: hard pixel edges.
        case none
        /// Each half cell averages the pixels it covers (`low`, `medium` and
        /// `high` alike: a half cell is large next to a pixel).
        case low, medium, high
    }

    /// Lets the image take the size it is offered (`frame`, `aspectRatio`),
    /// as in SwiftUI. `capInsets` keep that many points at each edge at
    /// their own size; `resizingMode` stretches or repeats the rest. An SF
    /// Symbol keeps its one cell.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.resizing = (capInsets, resizingMode)
        return image
    }

    /// Shows the picture's own colors (`.original`, the default for a
    /// picture) or its shape in the foreground style (`.template`).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.rendering = renderingMode
        return image
    }

    /// How a resized picture is sampled: `.none` for hard pixel edges.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolationQuality = interpolation
        return image
    }

    /// Whether the picture is smoothed when resized: false samples it as
    /// `interpolation(.none)` does. A picture's edges are the cells' anyway.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }
}
