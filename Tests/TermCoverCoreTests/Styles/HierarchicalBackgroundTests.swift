import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

@MainActor
@Suite("Levels of any shape style: .background.secondary and the others, .red.secondary, .quinary")
struct HierarchicalBackgroundTests {
    private func fill(_ style: some ShapeStyle, _ colors: TerminalColors = .dark) -> Color {
        TerminalColors.$current.withValue(colors) {
            TestHost(Color.clear.background(style), size: Size(width: 1, height: 1)).screen[0, 0].style.background
        }
    }

    /// The terminal's text color at `opacity` over its background, as a fill: worked without the styles under test.
    private func textAt(_ opacity: Double, _ colors: TerminalColors = .dark) -> Color {
        TerminalColors.$current.withValue(colors) {
            let fg = colors.foreground
            return TestHost(Color(.rgb(fg.red, fg.green, fg.blue), alpha: opacity), size: Size(width: 1, height: 1)).screen[0, 0].style.background
        }
    }

    @Test("the background's levels step up from the page: the text color showing through at 6%, 12%, 18% and 24%")
    func backgroundLevels() {
        #expect(fill(.background) == fill(Color.primary), "the first level is the background itself")
        #expect(fill(.background.secondary) == textAt(0.06))
        #expect(fill(.background.tertiary) == textAt(0.12))
        #expect(fill(.background.quaternary) == textAt(0.18))
        #expect(fill(.background.quinary) == textAt(0.24))
        #expect(fill(.background.secondary, .light) == textAt(0.06, .light), "on a light terminal, a shade darker than white")
        #expect(fill(.background.secondary) != fill(.background))
    }

    @Test("a color's levels are the color at the foreground levels' opacities: .red.secondary is red at 60%")
    func colorLevels() {
        #expect(fill(Color.red.secondary) == fill(Color.red.opacity(0.6)))
        #expect(fill(Color.red.tertiary) == fill(Color.red.opacity(0.3)))
        #expect(fill(.tint.quaternary) == fill(Color.accentColor.opacity(0.18)))
    }

    @Test(".quinary is the foreground at 10%")
    func quinary() {
        #expect(fill(.quinary) == textAt(0.1))
    }

    @Test("text in .background.tertiary takes the background's color as ink, as text on a filled capsule does")
    func backgroundAsInk() {
        let host = TestHost(Text("a").foregroundStyle(.background.tertiary).background(.primary), size: Size(width: 1, height: 1))
        let plain = TestHost(Text("a").foregroundStyle(.background).background(.primary), size: Size(width: 1, height: 1))
        #expect(host.screen[0, 0].style.foreground == plain.screen[0, 0].style.foreground)
    }
}

/// A sheet's toolbar, as Apple's documentation writes it for iOS 26's roles.
private struct NewContact: View {
    let log: EventLog
    var body: some View {
        HStack {
            Button(role: .close) { log.add("close") }
            Button(role: .confirm) { log.add("confirm") }
            Button(role: .cancel) { log.add("cancel") }
        }
    }
}

@MainActor
@Suite("Item 7 of issue 45: roles, control size, fonts, scrolling and the color scheme")
struct DataAppsAppearanceTests {
    @Test("Button(role:action:) shows its role's word: Close, Done, Cancel; each performs its action")
    func roleButtons() {
        let log = EventLog()
        let host = TestHost(NewContact(log: log), size: Size(width: 20, height: 1))
        // "Close Done Cancel" is 17 columns with stack spacing of one column: centred in 20 from column 1.
        host.expectScreen([" Close Done Cancel  "])
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(log.events == ["close", "confirm"])
    }

    @Test("controlSize(_:) reaches \\.controlSize inside; outside it is .regular")
    func controlSize() {
        struct Reader: View {
            @Environment(\.controlSize) var size
            var body: some View { Text("\(size)") }
        }
        // Centred in 8 columns: "small" from column 1, "regular" from column 0.
        #expect(TestHost(Reader().controlSize(.small), size: Size(width: 8, height: 1)).lines == [" small  "])
        #expect(TestHost(Reader(), size: Size(width: 8, height: 1)).lines == ["regular "])
    }

    @Test("\\.colorScheme is the terminal's own: .dark on a dark background, .light on a light one; colorScheme(_:) sets it")
    func colorScheme() {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        #expect(TerminalColors.$current.withValue(.dark) { TestHost(Reader(), size: Size(width: 5, height: 1)).lines } == ["dark "])
        #expect(TerminalColors.$current.withValue(.light) { TestHost(Reader(), size: Size(width: 5, height: 1)).lines } == ["light"])
        #expect(TestHost(Reader().colorScheme(.light), size: Size(width: 5, height: 1)).lines == ["light"])
    }

    @Test("fontDesign, fontWidth, Font.custom, scrollBounceBehavior and scrollDismissesKeyboard draw as without them")
    func acceptedModifiers() {
        let plain = TestHost(ScrollView { Text("Title").font(.body) }, size: Size(width: 8, height: 2)).screen
        let dressed = TestHost(ScrollView { Text("Title").font(.custom("Avenir", size: 17)).fontDesign(.rounded).fontWidth(.condensed) }
            .scrollBounceBehavior(.basedOnSize).scrollDismissesKeyboard(.interactively), size: Size(width: 8, height: 2)).screen
        #expect(plain == dressed)
        #expect(Font.custom("Avenir", size: 30, relativeTo: .title) == .title)
    }

    @Test("Color(_:bundle:) with a color's name gives that color; any other name the text color")
    func namedColors() {
        #expect(Color("red") == .red)
        #expect(Color("AccentColor") == .accentColor)
        #expect(Color("BrandTeal") == .primary)
    }
}
