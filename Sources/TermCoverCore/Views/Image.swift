/// A picture, as SwiftUI's `Image`. A terminal draws SF Symbols as glyphs:
/// `Image(systemName:)` shows the glyph `Label` uses for the name (one
/// table for both: `Label.glyphs`), and a name with none shows a small square instead, as
/// a missing picture, never a crash. Images from an app's assets show that
/// square too.
public struct Image: View, PrimitiveView {
    public typealias Body = Never
    let glyph: Character

    /// The glyph drawn for a name that has none.
    static let placeholder: Character = "▫"

    /// An SF Symbol by name.
    public init(systemName: String) {
        glyph = SymbolGlyphs.table[systemName] ?? Self.placeholder
    }

    /// An image from the app's assets: a terminal has none to show.
    public init(_ name: String) { glyph = Self.placeholder }

    /// SwiftUI's resizable image: a glyph keeps its one cell.
    public func resizable() -> Image { self }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolve(Text(String(glyph)), at: .name("glyph"))
    }
}
