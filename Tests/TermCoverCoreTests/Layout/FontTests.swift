import Testing
import TermCoverTesting

@MainActor
@Suite("Fonts come down to bold, dim and italic")
struct FontTests {
    func attributes(_ view: some View) -> TextAttributes {
        TestHost(view, size: Size(width: 1, height: 1)).screen[0, 0].style.attributes
    }

    @Test("titles and the headline are bold; footnotes and captions dim; body, callout and subheadline plain")
    func textStyles() {
        for font in [Font.largeTitle, .title, .title2, .title3, .headline] {
            #expect(attributes(Text("x").font(font)) == .bold)
        }
        for font in [Font.footnote, .caption, .caption2] {
            #expect(attributes(Text("x").font(font)) == .dim)
        }
        for font in [Font.body, .callout, .subheadline, .system(size: 30, design: .monospaced)] {
            #expect(attributes(Text("x").font(font)) == [])
        }
    }

    @Test("bold() and weight(.semibold) and heavier make any font bold; a lighter weight takes a title's bold away; italic() is italic")
    func weights() {
        #expect(attributes(Text("x").font(.body.bold())) == .bold)
        #expect(attributes(Text("x").font(.system(size: 12, weight: .semibold))) == .bold)
        #expect(attributes(Text("x").font(.caption.weight(.heavy))) == [.bold, .dim])
        #expect(attributes(Text("x").font(.body.weight(.medium))) == [])
        #expect(attributes(Text("x").font(.title.weight(.regular))) == [])
        #expect(attributes(Text("x").font(.body.italic())) == .italic)
        #expect(attributes(Text("x").fontWeight(.bold)) == .bold)
    }

    @Test(".font on a container reaches its texts; a text's own font wins; .bold() adds to a font")
    func environment() {
        #expect(attributes(VStack { Text("x") }.font(.headline)) == .bold)
        #expect(attributes(VStack { Text("x").font(.body) }.font(.headline)) == [])
        #expect(attributes(VStack { Text("x") }.font(.caption).bold()) == [.bold, .dim])
        #expect(attributes(VStack { Text("x") }.font(.body).fontWeight(.black)) == .bold)
    }
}

extension FontTests {
    @Test("fontWeight applies to whatever font the text ends up in, from outside or inside")
    func weightOverFont() {
        #expect(attributes(VStack { Text("x").fontWeight(.bold) }.font(.caption)) == [.bold, .dim])
        #expect(attributes(VStack { Text("x").font(.title) }.fontWeight(.light)) == [])
    }
}
