/// What a fill paints whole cells with, turned into a `Color` only when it
/// is drawn, against the terminal colors in force then
/// (`TerminalColors.current`).
///
/// The terminal's default color is two colors: as a cell's color it is the
/// background, as ink the text. A `Color` keeps the meaning it has as a
/// view (`Color.primary` fills with the background), while a style that
/// stands for content (the foreground and its levels, the tint) fills with
/// the text color, as SwiftUI's shapes fill with the foreground.
enum Paint: Hashable, Sendable {
    /// A cell color, as `Color` views fill.
    case color(Color)
    /// The terminal's default text color at `alpha`, as a cell color.
    case foreground(alpha: Double)
    /// A material, made more see-through by `opacity`.
    case material(Material, opacity: Double)

    /// The paint of content drawn in `ink`.
    init(ink: Color) {
        self = ink.kind == .terminalDefault ? .foreground(alpha: ink.alpha) : .color(ink)
    }

    /// The same paint, more see-through.
    func opacity(_ opacity: Double) -> Paint {
        switch self {
        case .color(let color): .color(color.opacity(opacity))
        case .foreground(let alpha): .foreground(alpha: alpha * opacity)
        case .material(let material, let o): .material(material, opacity: o * opacity)
        }
    }

    /// The cell color now.
    var color: Color { resolved(asInk: false) }

    /// The color now, for a cell or, with `asInk`, for a glyph: the
    /// terminal's own colors are named by their RGB where the role would
    /// turn the default into the other color.
    func resolved(asInk: Bool, in colors: TerminalColors = .current) -> Color {
        switch self {
        case .color(let color):
            guard asInk, color.kind == .terminalDefault else { return color }
            return Color(.rgb(colors.background.red, colors.background.green, colors.background.blue), alpha: color.alpha)
        case .foreground(let alpha):
            if asInk { return Color(.terminalDefault, alpha: alpha) }
            return Color(.rgb(colors.foreground.red, colors.foreground.green, colors.foreground.blue), alpha: alpha)
        case .material(let material, let opacity):
            let surface = material.surface(in: colors)
            return surface.opacity(opacity)
        }
    }
}
