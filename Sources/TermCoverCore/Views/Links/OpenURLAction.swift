import Foundation

/// What opens a URL, as SwiftUI's `@Environment(\.openURL)`: a `Link`
/// calls it on Enter or a click. Replace it with
/// `.environment(\.openURL, OpenURLAction { url in … })`.
///
/// The default does nothing and reports the URL as not handled: a program
/// in a terminal has no browser of its own to hand a URL to, and starting
/// one (with `xdg-open`, say) on whatever machine the terminal is attached
/// to, maybe over ssh, is not something a library should do unasked. A
/// terminal that shows OSC 8 hyperlinks lets the user open them itself.
@MainActor
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL, as in SwiftUI.
    public struct Result: Sendable, Equatable {
        enum Kind: Equatable { case handled, discarded, system(URL?) }
        let kind: Kind
        /// The handler opened it.
        public static let handled = Result(kind: .handled)
        /// The handler chose not to open it.
        public static let discarded = Result(kind: .discarded)
        /// Leave it to the system: in a terminal, the default, which opens nothing.
        public static let systemAction = Result(kind: .system(nil))
        /// Leave `url` to the system instead: the default again.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: @MainActor @Sendable (URL) -> Result

    /// An action that hands each URL to `handler`.
    public nonisolated init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { _ = perform(url) }

    /// Opens `url`, then tells `completion` whether it was handled.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(perform(url))
    }

    /// Runs the handler; a `.systemAction` goes to the default, which accepts nothing.
    private func perform(_ url: URL) -> Bool { handler(url) == .handled }
}

struct OpenURLActionKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
    /// Opens a URL; a `Link` calls it. By default it does nothing (see `OpenURLAction`).
    public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set { self[OpenURLActionKey.self] = newValue }
    }
}
