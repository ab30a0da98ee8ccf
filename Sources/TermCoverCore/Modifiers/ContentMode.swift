import Foundation

/// How content fits a frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// All of it shows, inside the frame.
    case fit
    /// It covers the frame, cut where it spills.
    case fill
}

extension View {
    /// Fits the view to a ratio of width to height, as SwiftUI's
    /// `aspectRatio(_:contentMode:)`: accepted. A terminal's pictures are
    /// glyphs of one cell and its views text, which take the room they
    /// need; the ratio is not imposed.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }

    /// `aspectRatio(_:contentMode:)` with the ratio of a size: accepted.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }

    /// Scales the view to fit its frame, keeping its ratio: accepted (see `aspectRatio(_:contentMode:)`).
    public func scaledToFit() -> some View { self }

    /// Scales the view to fill its frame, keeping its ratio: accepted (see `aspectRatio(_:contentMode:)`).
    public func scaledToFill() -> some View { self }
}

extension Image {
    /// How an image is drawn, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// In the foreground style.
        case template
        /// In its own colors.
        case original
    }

    /// Draws the image in the foreground style or its own colors: a glyph
    /// always takes the foreground style, so this is accepted.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}
