/// What an element is, for assistive technology, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: UInt32
    /// The traits `rawValue`'s bits stand for.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading that divides content.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected (a row, a tab).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary read when the app starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Its value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Activating it turns a page.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// A modal view: elements outside it are ignored.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A toggle (iOS 17).
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar's tab (iOS 17.4).
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How an element's children are presented, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are hidden; the element stands alone.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children stay elements of their own, inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's labels are read as one.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    let id: String
    private init(id: String) { self.id = id }
    /// The element's own action (Enter, Space).
    public static let `default` = AccessibilityActionKind(id: "default")
    /// Dismiss or go back (Esc).
    public static let escape = AccessibilityActionKind(id: "escape")
    /// The app's most important action.
    public static let magicTap = AccessibilityActionKind(id: "magicTap")
    /// An action named by the app.
    @MainActor
    public init(named name: Text) { id = "named:" + name.content }
}

/// How important a heading is, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// Not given.
    case unspecified
    /// A first-level heading.
    case h1
    /// A second-level heading.
    case h2
    /// A third-level heading.
    case h3
    /// A fourth-level heading.
    case h4
    /// A fifth-level heading.
    case h5
    /// A sixth-level heading.
    case h6
}
