import Testing
@testable import TermCoverCore
import TermCoverTesting

@MainActor
@Suite("Image(systemName:) and Label draw SF Symbols from one table of glyphs")
struct SymbolGlyphTests {
    /// The symbols the "Everyday screens" issue lists as the common ones.
    private let common = [
        "folder", "folder.fill", "doc", "doc.fill", "doc.text", "tray", "tray.fill", "envelope", "gear", "gearshape",
        "person", "person.fill", "person.circle", "bell", "bell.fill", "magnifyingglass", "plus", "minus", "xmark",
        "checkmark", "star", "star.fill", "heart", "heart.fill", "trash", "pencil", "square.and.pencil",
        "square.and.arrow.up", "arrow.up", "arrow.down", "arrow.left", "arrow.right", "chevron.up", "chevron.down",
        "chevron.left", "chevron.right", "ellipsis", "ellipsis.circle", "info.circle", "exclamationmark.triangle",
        "lock", "lock.fill", "key", "house", "house.fill", "calendar", "clock", "photo", "music.note", "play.fill",
        "pause.fill", "stop.fill", "number", "list.bullet", "line.3.horizontal", "slider.horizontal.3", "paperplane",
        "cloud", "sun.max", "moon", "bolt", "wifi", "globe", "link", "tag", "bookmark", "flag", "cart", "creditcard",
    ]

    @Test("every common SF Symbol has a glyph")
    func commonSymbols() {
        for name in common { #expect(Label<Text, Text>.glyphs[name] != nil, "\(name)") }
    }

    @Test("every glyph is one column wide and none is an emoji, whose width terminals disagree on")
    func predictableWidths() {
        for (name, glyph) in Label<Text, Text>.glyphs {
            #expect(CharacterWidth.of(glyph) == 1, "\(name)")
            #expect(glyph.unicodeScalars.count == 1 && !glyph.unicodeScalars.first!.properties.isEmojiPresentation, "\(name)")
        }
    }

    @Test("Image(systemName:) draws the glyph Label draws, in the foreground style")
    func imagesAndLabels() {
        for name in ["gear", "bell", "arrow.clockwise", "person.fill"] {
            let glyph = Label<Text, Text>.glyphs[name]!
            #expect(TestHost(Image(systemName: name), size: Size(width: 1, height: 1)).lines == [String(glyph)])
            #expect(TestHost(Label("x", systemImage: name), size: Size(width: 3, height: 1)).lines == ["\(glyph) x"])
        }
        let tinted = TestHost(Image(systemName: "star.fill").foregroundStyle(.tint), size: Size(width: 1, height: 1))
        #expect(tinted.screen[0, 0].style.foreground == Color.accentColor)
    }

    @Test("a name with no glyph shows the placeholder square as an image and no icon in a label, never a crash")
    func unknownNames() {
        #expect(TestHost(Image(systemName: "no.such.symbol"), size: Size(width: 1, height: 1)).lines == ["▫"])
        #expect(TestHost(Image(systemName: ""), size: Size(width: 1, height: 1)).lines == ["▫"])
        #expect(TestHost(Label("Odd", systemImage: "no.such.symbol"), size: Size(width: 3, height: 1)).lines == ["Odd"])
    }
}
