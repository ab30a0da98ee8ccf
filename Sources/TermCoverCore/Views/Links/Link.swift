import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: it takes focus like a
/// button, and Enter, Space or a click hands its destination to
/// `@Environment(\.openURL)` (which by default opens nothing: see
/// `OpenURLAction`). Its label is underlined, the look a terminal gives
/// links; see docs/TERMINAL-CAPABILITIES.md for OSC 8 hyperlinks.
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
        Button(action: { openURL(destination) }) { label.underline() }
            .buttonStyle(.plain)
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
