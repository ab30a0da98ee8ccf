extension Color: ShapeStyle, KnownShapeStyle {
    var styleKind: StyleKind { .color(self) }
}

/// The named colors where a shape style is expected, as SwiftUI offers
/// them: `.fill(.red)`, `.foregroundStyle(.blue)`. `.primary` and
/// `.secondary` there are the foreground's levels (`HierarchicalShapeStyle`),
/// not `Color.primary` and `Color.secondary`.
extension ShapeStyle where Self == Color {
    /// `Color.clear`.
    public static var clear: Color { Color.clear }
    /// `Color.black`.
    public static var black: Color { Color.black }
    /// `Color.red`.
    public static var red: Color { Color.red }
    /// `Color.green`.
    public static var green: Color { Color.green }
    /// `Color.yellow`.
    public static var yellow: Color { Color.yellow }
    /// `Color.blue`.
    public static var blue: Color { Color.blue }
    /// `Color.magenta`.
    public static var magenta: Color { Color.magenta }
    /// `Color.purple`.
    public static var purple: Color { Color.purple }
    /// `Color.cyan`.
    public static var cyan: Color { Color.cyan }
    /// `Color.white`.
    public static var white: Color { Color.white }
    /// `Color.gray`.
    public static var gray: Color { Color.gray }
    /// `Color.orange`.
    public static var orange: Color { Color.orange }
    /// `Color.brightRed`.
    public static var brightRed: Color { Color.brightRed }
    /// `Color.brightGreen`.
    public static var brightGreen: Color { Color.brightGreen }
    /// `Color.brightYellow`.
    public static var brightYellow: Color { Color.brightYellow }
    /// `Color.brightBlue`.
    public static var brightBlue: Color { Color.brightBlue }
    /// `Color.brightMagenta`.
    public static var brightMagenta: Color { Color.brightMagenta }
    /// `Color.brightCyan`.
    public static var brightCyan: Color { Color.brightCyan }
    /// `Color.brightWhite`.
    public static var brightWhite: Color { Color.brightWhite }
}
