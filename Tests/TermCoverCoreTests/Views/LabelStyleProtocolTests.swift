@testable import TermCoverCore
import TermCoverTesting
import Testing

/// The title, then the icon, with a colon between: a style of the app's own.
private struct TitleFirst: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { configuration.title; Text(":"); configuration.icon }
    }
}

/// A style written as SwiftUI's documentation shows one, in a VStack.
private struct Stacked: LabelStyle {
    func makeBody(configuration: LabelStyleConfiguration) -> some View {
        VStack(spacing: 0) { configuration.icon; configuration.title }
    }
}

@MainActor
@Suite("LabelStyle as a protocol")
struct LabelStyleProtocolTests {
    @Test("a custom LabelStyle gets the label's title and icon as views and lays them out itself")
    func custom() {
        let label = Label("Fav", systemImage: "star")   // "star" is ☆ here
        TestHost(label.labelStyle(TitleFirst()), size: Size(width: 5, height: 1)).expectScreen(["Fav:☆"])
        TestHost(label.labelStyle(Stacked()), size: Size(width: 3, height: 2)).expectScreen([" ☆ ", "Fav"])
    }

    @Test("a style applies to every label inside the view, the innermost labelStyle winning")
    func inheritance() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Label("Fav", systemImage: "star")
            Label("Fav", systemImage: "star").labelStyle(.titleOnly)
        }.labelStyle(TitleFirst())
        TestHost(view, size: Size(width: 5, height: 2)).expectScreen(["Fav:☆", "Fav  "])
    }

    @Test("the built-in styles still show the title, the icon or both, by their static names and their types")
    func builtIns() {
        let label = Label("Fav", systemImage: "star")
        TestHost(label.labelStyle(TitleOnlyLabelStyle()), size: Size(width: 5, height: 1)).expectScreen([" Fav "])
        TestHost(label.labelStyle(IconOnlyLabelStyle()), size: Size(width: 5, height: 1)).expectScreen(["  ☆  "])
        TestHost(label.labelStyle(.titleAndIcon), size: Size(width: 5, height: 1)).expectScreen(["☆ Fav"])
        TestHost(label.labelStyle(.automatic), size: Size(width: 5, height: 1)).expectScreen(["☆ Fav"])
        TestHost(label.labelStyle(DefaultLabelStyle()), size: Size(width: 5, height: 1)).expectScreen(["☆ Fav"])
    }
}
