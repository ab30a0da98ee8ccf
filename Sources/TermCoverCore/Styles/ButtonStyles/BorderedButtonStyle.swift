/// A button on a faint wash of its tint, as iOS draws SwiftUI's
/// `BorderedButtonStyle`: the label in the tint (red for a destructive
/// button) with a column of room on each side, on a capsule of the same
/// color at 30% (45% while pressed; a faint gray while disabled), its ends
/// drawn at a fraction of a cell. A terminal that cannot blend colors (16 colors or fewer) would
/// show the wash as its background, so there the button is bracketed
/// instead: `[Save]`, as wide.
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}

    /// The label on a wash of its tint, or in brackets.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: false)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// A button on a faint wash of its tint.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The look of bordered buttons, prominent or not.
struct BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.colorSupport) private var colorSupport
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint

    /// The opacity of a bordered button's wash, and of a pressed one's.
    static let wash = (resting: 0.3, pressed: 0.45)
    /// The opacity of a pressed prominent button's fill.
    static let pressedFill = 0.7

    var body: some View {
        let color = configuration.role == .destructive ? Color.red : tint
        if prominent ? colorSupport == .monochrome : !colorSupport.canBlend {
            HStack(spacing: 0) {
                Text("[")
                configuration.label
                Text("]")
            }
            .foregroundStyle(prominent || !isEnabled ? AnyShapeStyle(.foreground) : AnyShapeStyle(color))
        } else if prominent {
            configuration.label
                .foregroundStyle(isEnabled ? AnyShapeStyle(ProminentLabel.contrast(on: color)) : AnyShapeStyle(.secondary))
                .padding(.horizontal, .columns(1))
                .background(isEnabled ? AnyShapeStyle(color.opacity(configuration.isPressed ? Self.pressedFill : 1))
                                      : AnyShapeStyle(.quaternary),
                            in: Capsule())
        } else {
            configuration.label
                .foregroundStyle(isEnabled ? AnyShapeStyle(color) : AnyShapeStyle(.secondary))
                .padding(.horizontal, .columns(1))
                .background(isEnabled ? AnyShapeStyle(color.opacity(configuration.isPressed ? Self.wash.pressed : Self.wash.resting))
                                      : AnyShapeStyle(.quaternary),
                            in: Capsule())
        }
    }
}
