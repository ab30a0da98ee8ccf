/// How a scrollable view bounces at the end of its content, as SwiftUI's
/// `ScrollBounceBehavior`. A terminal's scroll views stop at their ends
/// without a bounce, so every behavior scrolls the same; the value is kept
/// in the environment for views that read it.
public struct ScrollBounceBehavior: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    /// Always bounces.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    /// Bounces only when the content is larger than the view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

/// How scrolling dismisses the software keyboard, as SwiftUI's
/// `ScrollDismissesKeyboardMode`: a terminal has no software keyboard, so
/// every mode is accepted and scrolling leaves focus where it is.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
    /// Dismissed as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
    /// Dismissed along with a drag.
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "interactively") }
    /// Never dismissed by scrolling.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}

struct VerticalScrollBounceKey: EnvironmentKey { static let defaultValue: ScrollBounceBehavior = .automatic }
struct HorizontalScrollBounceKey: EnvironmentKey { static let defaultValue: ScrollBounceBehavior = .automatic }
struct ScrollDismissesKeyboardKey: EnvironmentKey { static let defaultValue: ScrollDismissesKeyboardMode = .automatic }

extension EnvironmentValues {
    /// The bounce behavior of scroll views inside the view, vertically.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceKey.self] }
        set { self[VerticalScrollBounceKey.self] = newValue }
    }
    /// The bounce behavior of scroll views inside the view, across.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceKey.self] }
        set { self[HorizontalScrollBounceKey.self] = newValue }
    }
    /// How scrolling inside the view dismisses the keyboard.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
}

extension View {
    /// Sets how scroll views inside the view bounce along `axes`, as
    /// SwiftUI's `scrollBounceBehavior(_:axes:)`: kept in the environment;
    /// a terminal's scroll views never bounce.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.self) { values in
            if axes.contains(.vertical) { values.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { values.horizontalScrollBounceBehavior = behavior }
        }
    }

    /// Sets how scrolling dismisses the keyboard, as SwiftUI's
    /// `scrollDismissesKeyboard(_:)`: accepted, a terminal having no
    /// software keyboard to dismiss.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}
