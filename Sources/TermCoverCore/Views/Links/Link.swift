import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: it takes focus like a
/// button, and Enter, Space or a click hands its destination to
/// `@Environment(\.openURL)` (which by default opens nothing: see
/// `OpenURLAction`). Its label is underlined, the look a terminal gives
/// links, and its cells are an OSC 8 hyperlink where the terminal shows
/// them (see docs/TERMINAL-CAPABILITIES.md).
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` with a label of your own.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The link's content: a plain button, underlined.
    public var body: some View {
        let destination = self.destination, openURL = self.openURL
        Button(action: { openURL(destination) }) { label.underline().modifier(HyperlinkModifier(url: destination.absoluteString)) }
            .buttonStyle(.plain)
    }
}

/// Marks the cells a view draws as one hyperlink to `url` (see `LinkTable`):
/// a terminal that shows OSC 8 hyperlinks opens it when they are clicked.
struct HyperlinkModifier: PrimitiveModifier {
    let url: String
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [HyperlinkNode(single(content.resolve(context)), link: LinkTable.number(for: url))]
    }
}

/// Draws its child, then marks what the child drew in its frame as the link.
@MainActor
final class HyperlinkNode: WrapperNode {
    let link: UInt16
    init(_ child: LayoutNode, link: UInt16) {
        self.link = link
        super.init(child)
    }
    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        child.draw(into: &canvas, context)
        canvas.link(frame, to: link)
    }
}

extension Link where Label == Text {
    /// A link titled by a `LocalizedStringKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by any string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
