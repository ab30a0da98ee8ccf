import Testing
@testable import TermCoverCore
import TermCoverTesting

@MainActor
@Suite("Label")
struct LabelTests {
    @Test("a known system image is drawn as its glyph before the title; an unknown one leaves the title alone")
    func glyphs() {
        #expect(TestHost(Label("Fav", systemImage: "star.fill"), size: Size(width: 5, height: 1)).lines == ["★ Fav"])
        #expect(TestHost(Label("Bin", systemImage: "trash"), size: Size(width: 5, height: 1)).lines == ["✕ Bin"])
        #expect(TestHost(Label("Odd", systemImage: "no.such.symbol"), size: Size(width: 5, height: 1)).lines == [" Odd "])
    }

    @Test("every glyph is one column wide")
    func widths() {
        for (name, glyph) in Label<Text, Text>.glyphs {
            #expect(CharacterWidth.of(glyph) == 1, "\(name)")
        }
    }

    @Test("labelStyle shows the title only, the icon only, or both; iconOnly with no glyph shows the title")
    func styles() {
        let label = Label("Fav", systemImage: "star")
        #expect(TestHost(label.labelStyle(.titleOnly), size: Size(width: 5, height: 1)).lines == [" Fav "])
        #expect(TestHost(label.labelStyle(.iconOnly), size: Size(width: 5, height: 1)).lines == ["  ☆  "])
        #expect(TestHost(label.labelStyle(.titleAndIcon), size: Size(width: 5, height: 1)).lines == ["☆ Fav"])
        let unknown = Label("Odd", systemImage: "no.such.symbol").labelStyle(.iconOnly)
        #expect(TestHost(unknown, size: Size(width: 5, height: 1)).lines == [" Odd "])
    }

    @Test("Label { title } icon: { icon } lays out the icon view, then the title view")
    func views() {
        let label = Label { Text("Mail").bold() } icon: { Text("@") }
        let host = TestHost(label, size: Size(width: 6, height: 1))
        host.expectScreen(["@ Mail"])
        #expect(host.screen[2, 0].style.attributes == .bold)
    }
}
