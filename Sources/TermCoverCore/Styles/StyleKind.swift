/// A shape style reduced to what it is made of. Styles are resolved late,
/// where they are drawn, because what they mean depends on the environment
/// there (`.tint`, the current foreground) and on the role they play: the
/// ink of text, or the color of whole cells.
indirect enum StyleKind: Hashable, Sendable {
    /// A color, as it is.
    case color(Color)
    /// The environment's foreground style.
    case foreground
    /// A level of the foreground: 0 primary, 1 secondary, 2 tertiary, 3 quaternary.
    case hierarchical(Int)
    /// The environment's tint.
    case tint
    /// The terminal's background.
    case background
    /// A level of the background above the page (`.background.secondary`):
    /// the background with the text color showing through a little more each level.
    case backgroundLevel(Int)
    /// A translucent surface over what is behind.
    case material(Material)
    /// Another style made more see-through.
    case opacity(StyleKind, Double)
    /// A gradient, sampled where each cell is.
    case gradient(GradientStyle)

    /// The color text and lines drawn in this style take where `environment` holds.
    func ink(in environment: EnvironmentValues) -> Color {
        switch self {
        case .color(let color): color
        case .foreground: environment.foregroundColor ?? .primary
        case .hierarchical(let level):
            environment.foregroundLevels.color(at: level, base: environment.foregroundColor ?? .primary)
        case .tint: environment.tintColor
        case .background, .backgroundLevel: Paint.color(.primary).resolved(asInk: true)
        case .material(let material): material.ink
        case .opacity(let base, let opacity): base.ink(in: environment).opacity(opacity)
        // Text and lines take one color: the gradient's middle one.
        case .gradient(let gradient): gradient.color(at: 0.5)
        }
    }

    /// What whole cells filled with this style are painted with where `environment` holds.
    func paint(in environment: EnvironmentValues) -> Paint {
        switch self {
        case .color(let color): .color(color)
        case .background: .color(.primary)
        case .backgroundLevel(let level):
            Paint(ink: (environment.foregroundColor ?? .primary).opacity(Double(level) * StyleKind.backgroundLevelStep))
        case .material(let material): .material(material, opacity: 1)
        case .opacity(let base, let opacity): base.paint(in: environment).opacity(opacity)
        case .gradient(let gradient): .color(gradient.color(at: 0.5))
        case .foreground, .hierarchical, .tint: Paint(ink: ink(in: environment))
        }
    }
}
