/// How a `Picker` shows its choices, as SwiftUI's `PickerStyle`: set with
/// `.pickerStyle(_:)` on the picker or a view around it.
public protocol PickerStyle {
    /// What the picker draws.
    var kind: PickerKind { get }
}

/// The ways a picker is drawn here.
public enum PickerKind: Hashable, Sendable {
    /// The choice in a row, opening a pop-up list (`.menu`, the default).
    case menu
    /// A bar of segments (`.segmented`, `.palette`).
    case segmented
    /// The choices as rows, the chosen one checked (`.inline`, `.wheel`).
    case inline
    /// The choices as radio buttons (`.radioGroup`).
    case radioGroup
    /// A row that pushes a page of the choices (`.navigationLink`).
    case navigationLink
}

/// The platform's choice: a menu.
public struct DefaultPickerStyle: PickerStyle {
    /// A menu.
    public var kind: PickerKind { .menu }
}
/// The choice in a row that opens a pop-up list of the others.
public struct MenuPickerStyle: PickerStyle {
    /// A menu.
    public var kind: PickerKind { .menu }
}
/// A bar of segments, one per choice.
public struct SegmentedPickerStyle: PickerStyle {
    /// Segments.
    public var kind: PickerKind { .segmented }
}
/// The choices as rows, the chosen one checked.
public struct InlinePickerStyle: PickerStyle {
    /// Rows.
    public var kind: PickerKind { .inline }
}
/// The choices as radio buttons.
public struct RadioGroupPickerStyle: PickerStyle {
    /// Radio buttons.
    public var kind: PickerKind { .radioGroup }
}
/// A spinning wheel on iOS: rows here.
public struct WheelPickerStyle: PickerStyle {
    /// Rows.
    public var kind: PickerKind { .inline }
}
/// A row that pushes a page listing the choices, inside a `NavigationStack`.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// A navigation row.
    public var kind: PickerKind { .navigationLink }
}
/// A palette of choices: segments here.
public struct PalettePickerStyle: PickerStyle {
    /// Segments.
    public var kind: PickerKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's choice: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A row that opens a pop-up list.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A bar of segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// The choices as rows.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel on iOS: rows here.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes a page of the choices.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A palette: segments here.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerKindKey: EnvironmentKey { static let defaultValue = PickerKind.menu }

extension View {
    /// How the pickers inside are drawn, as SwiftUI's `pickerStyle(_:)`.
    public func pickerStyle(_ style: some PickerStyle) -> some View {
        let kind = style.kind
        return transformEnvironment(\.pickerKind) { $0 = kind }
    }
}

extension EnvironmentValues {
    /// How pickers here are drawn.
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
}
