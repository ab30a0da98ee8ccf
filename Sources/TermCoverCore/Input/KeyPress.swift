/// A key press delivered to an `onKeyPress` handler, as in SwiftUI.
public struct KeyPress: Hashable, Sendable {
    /// The key.
    public let key: Key

    /// The characters the key types, empty for keys that type nothing.
    public var characters: String {
        if case .character(let c) = key { return String(c) }
        return ""
    }

    /// What a handler did with a key press.
    public enum Result: Hashable, Sendable {
        /// The key is used up; nothing else sees it.
        case handled
        /// The key goes on to the next handler.
        case ignored
    }
}
