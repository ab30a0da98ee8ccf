import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

@MainActor
@Suite("Shape styles: the foreground's levels, the tint and materials")
struct ShapeStyleTests {
    /// The ink of column `x` of `view` drawn from the left of a 2 × 1 screen.
    private func ink(_ view: some View, x: Int = 0) -> Color {
        TestHost(view.frame(width: 16, alignment: .leading), size: Size(width: 2, height: 1)).screen[x, 0].style.foreground
    }

    @Test("text in .secondary draws as Color.secondary does: the text color at 60%, dimmer than the text around it")
    func secondaryText() {
        let secondary = ink(Text("a").foregroundStyle(.secondary))
        #expect(secondary == ink(Text("a").foregroundColor(Color.secondary)))
        #expect(secondary != ink(Text("a")))
        #expect(ink(VStack { Text("a") }.foregroundStyle(.secondary)) == secondary, "on any view, for the text inside")
        let (r, g, b) = ColorSpace.rgb(of: secondary, asBackground: false)
        #expect(r == g && g == b && r < 229 && r > 0, "a gray between the dark theme's text (229) and its background (0)")
    }

    @Test("the levels are 100%, 60%, 30% and 18% of the foreground, as Apple's label colors")
    func levels() {
        #expect(ink(Text("a").foregroundStyle(.primary)) == ink(Text("a")))
        #expect(ink(Text("a").foregroundStyle(.tertiary)) == ink(Text("a").foregroundColor(Color.primary.opacity(0.3))))
        #expect(ink(Text("a").foregroundStyle(.quaternary)) == ink(Text("a").foregroundColor(Color.primary.opacity(0.18))))
    }

    @Test("a level is of the foreground in force: under foregroundColor(.red), .secondary is red at 60%")
    func levelsOfTheForeground() {
        let secondary = VStack { Text("a").foregroundStyle(.secondary) }.foregroundColor(.red)
        #expect(ink(secondary) == ink(Text("a").foregroundColor(Color.red.opacity(0.6))))
    }

    @Test("foregroundStyle(_:_:) names what .secondary is; foregroundColor inside gives the levels back to its color")
    func namedLevels() {
        let view = HStack(spacing: 0) { Text("a"); Text("b").foregroundStyle(.secondary) }.foregroundStyle(.red, .blue)
        #expect(ink(view, x: 0) == .red && ink(view, x: 1) == .blue)
        let reset = HStack(spacing: 0) { Text("b").foregroundStyle(.secondary) }.foregroundColor(.green).foregroundStyle(.red, .blue)
        #expect(ink(reset) == ink(Text("b").foregroundColor(Color.green.opacity(0.6))))
    }

    @Test("Text.foregroundStyle stays Text: it joins with +, each piece in its own style")
    func joinedText() {
        let text = Text("a").foregroundStyle(.red) + Text("b").foregroundStyle(.tint)
        #expect(ink(text, x: 0) == .red && ink(text, x: 1) == Color.accentColor)
    }

    @Test(".tint is SwiftUI's system blue (0, 122, 255) until .tint(_:) sets another; nil goes back")
    func tint() {
        #expect(Color.accentColor == Color(.rgb(0, 122, 255)))
        #expect(ink(Text("a").foregroundStyle(.tint)) == Color(.rgb(0, 122, 255)))
        #expect(ink(Text("a").foregroundStyle(.tint).tint(.green)) == .green)
        #expect(ink(Text("a").foregroundStyle(.tint).tint(nil).tint(.green)) == Color.accentColor)
    }

    @Test("a fill in .quaternary is the terminal's text color at 18% over the background, on dark and light terminals")
    func quaternaryFill() {
        func fill(_ colors: TerminalColors) -> Color {
            TerminalColors.$current.withValue(colors) {
                TestHost(Color.clear.background(.quaternary), size: Size(width: 2, height: 1)).screen[0, 0].style.background
            }
        }
        func expected(_ colors: TerminalColors) -> Color {
            TerminalColors.$current.withValue(colors) {
                let fg = colors.foreground
                return TestHost(Color(.rgb(fg.red, fg.green, fg.blue), alpha: 0.18), size: Size(width: 2, height: 1)).screen[0, 0].style.background
            }
        }
        #expect(fill(.dark) == expected(.dark))
        #expect(fill(.light) == expected(.light))
        let dark = ColorSpace.rgb(of: fill(.dark), asBackground: true), light = ColorSpace.rgb(of: fill(.light), asBackground: true)
        #expect(dark.0 > 0 && dark.0 < 100, "a dark gray on black")
        #expect(light.0 < 255 && light.0 > 155, "a light gray on white")
    }

    @Test("a Color keeps its meaning as a view: .background(Color.primary) is the terminal's background, .background(.primary) its text color")
    func colorAndPrimary() {
        let color = TestHost(Color.clear.background(Color.primary), size: Size(width: 1, height: 1)).screen[0, 0]
        #expect(color.style.background == .primary)
        let primary = TestHost(Color.clear.background(.primary), size: Size(width: 1, height: 1)).screen[0, 0]
        #expect(primary.style.background == darkForeground)
        #expect(TestHost(Text("a").background(.blue), size: Size(width: 1, height: 1)).screen[0, 0].style.background == .blue)
    }

    @Test("a material veils what is behind: the text stays, its cells turn toward a shade off the background, thicker hides more")
    func materials() {
        func cell(_ material: Material) -> Cell {
            TestHost(Text("a").overlay(material), size: Size(width: 1, height: 1)).screen[0, 0]
        }
        let thin = cell(.ultraThin), regular = cell(.regular), thick = cell(.ultraThick)
        #expect([thin, regular, thick].allSatisfy { $0.character == "a" })
        func lightness(_ c: Color, _ background: Bool) -> Double { ColorSpace.lab(ColorSpace.rgb(of: c, asBackground: background)).l }
        // The text (0.91 lightness on the dark theme) sinks toward the background as the material thickens.
        #expect(lightness(thin.style.foreground, false) > lightness(regular.style.foreground, false))
        #expect(lightness(regular.style.foreground, false) > lightness(thick.style.foreground, false))
        // The background rises from black toward the surface.
        #expect(lightness(thin.style.background, true) > 0)
        #expect(lightness(thin.style.background, true) < lightness(thick.style.background, true))
        let panel = TestHost(Color.clear.background(.ultraThickMaterial), size: Size(width: 1, height: 1)).screen[0, 0]
        #expect(lightness(panel.style.background, true) < 0.5, "a panel a little lighter than black, not gray text")
        #expect(TestHost(Color.clear.background(.bar), size: Size(width: 1, height: 1)).screen
                == TestHost(Color.clear.background(.thickMaterial), size: Size(width: 1, height: 1)).screen)
    }

    @Test("background(_:in:) fills the shape behind the view: a capsule around a one-row label has half-round ends")
    func backgroundInShape() {
        let host = TestHost(Text("Save").padding(.horizontal, 8).background(Color.blue, in: Capsule()), size: Size(width: 6, height: 1))
        #expect(host.lines[0].dropFirst().prefix(4) == "Save")
        for x in 1...4 { #expect(host.screen[x, 0].style.background == .blue) }
        for x in [0, 5] {
            // The end is half a disc of radius 1 column, π/4 of its cell.
            #expect(abs(share(of: .blue, in: host.screen[x, 0]) - Double.pi / 4) <= 1.0 / 8)
        }
        let translucent = TestHost(Text("Hi").background(Color.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 80)),
                                   size: Size(width: 2, height: 1)).screen
        #expect(translucent.lines == ["Hi"], "a translucent wash keeps the text")
    }

    @Test("a shape is a background view too, and .background is the terminal's background as a fill and as ink")
    func shapeBackgrounds() {
        let pill = TestHost(Text("ab").padding(.horizontal, 8).background(Capsule().fill(.gray)), size: Size(width: 4, height: 1)).screen
        #expect(pill[1, 0].style.background == .gray && pill[2, 0].style.background == .gray)
        #expect(pill == TestHost(Text("ab").padding(.horizontal, 8).background(Color.gray, in: Capsule()), size: Size(width: 4, height: 1)).screen)
        let disc = TestHost(Color.clear.frame(width: 32, height: 32).background(Circle()), size: Size(width: 4, height: 2)).screen
        #expect(abs(area(of: darkForeground, on: disc) - Double.pi * 2 * 1) < 0.5, "a circle of 4 columns, 2 rows across, in the foreground")
        let cleared = TestHost(Color.red.overlay(.background, in: Rectangle()), size: Size(width: 1, height: 1)).screen[0, 0]
        #expect(cleared.style.background == .primary)
        #expect(ink(Text("a").foregroundStyle(.background)) == Color(.rgb(0, 0, 0)), "the dark theme's background, black")
    }

    @Test("overlay(shape.strokeBorder) draws a box around the view without covering it")
    func overlayStroke() {
        let view = Text("hi").padding(.cells(1)).overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(.gray))
        let host = TestHost(view, size: Size(width: 4, height: 3))
        host.expectScreen(["╭──╮", "│hi│", "╰──╯"])
        #expect(host.screen[0, 0].style.foreground == .gray)
    }

    @Test("clipShape(Circle()) cuts a colored view to a disc; glyphs stay where the shape covers most of their cell")
    func clipShape() {
        let disc = TestHost(Color.blue.clipShape(Circle()), size: Size(width: 20, height: 10)).screen
        #expect(abs(area(of: .blue, on: disc) - 50 * Double.pi) < 2)
        #expect(disc[0, 0] == .blank && disc[19, 9] == .blank)
        let text = Text(String(repeating: "x", count: 40)).frame(width: 80, height: 64).clipShape(Ellipse())
        let lines = TestHost(text, size: Size(width: 10, height: 4)).lines
        #expect(lines[0].first == " " && lines[3].last == " ", "the corners are cut")
        #expect(lines[1].contains("xxxxxxxx"), "the middle stays")
        #expect(TestHost(Color.blue.cornerRadius(16), size: Size(width: 10, height: 4)).screen
                == TestHost(Color.blue.clipShape(RoundedRectangle(cornerRadius: 16)), size: Size(width: 10, height: 4)).screen)
    }

    @Test("contentShape changes nothing a terminal shows")
    func contentShape() {
        #expect(TestHost(Text("hi").contentShape(Rectangle()), size: Size(width: 2, height: 1)).lines == ["hi"])
    }

    @Test("AnyShapeStyle and opacity(_:) carry a style: .tint.opacity(0.5) is the tint at half")
    func erasedAndOpacity() {
        let style: AnyShapeStyle = Bool.random() ? AnyShapeStyle(.red) : AnyShapeStyle(Color.red)
        #expect(ink(Text("a").foregroundStyle(style)) == .red)
        #expect(ink(Text("a").foregroundStyle(.tint.opacity(0.5))) == ink(Text("a").foregroundColor(Color.accentColor.opacity(0.5))))
    }
}
