/// The label of the return key of a software keyboard, as SwiftUI's
/// `SubmitLabel`. A terminal's Return key has no label: the value is
/// accepted, so code written for iOS compiles, and changes nothing.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// The return key's label, as SwiftUI's `submitLabel(_:)`: accepted.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
