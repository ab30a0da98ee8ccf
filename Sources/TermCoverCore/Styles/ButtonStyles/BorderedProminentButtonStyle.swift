import Foundation

/// A button filled with its tint, as SwiftUI's
/// `BorderedProminentButtonStyle`: the label in white, or in black on a
/// light tint (red for a destructive button), with a column of
/// room on each side, on a capsule of the tint, dimmer while pressed and
/// gray while disabled. On a monochrome terminal it is bracketed: `[Save]`.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent style.
    public init() {}

    /// The label on a capsule of the tint, or in brackets.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: true)
    }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button filled with its tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The color of a prominent button's label.
enum ProminentLabel {
    /// White, or black on a `fill` whose relative luminance (WCAG's, on the
    /// terminal in force) is above `lightFill`: Apple keeps white on its
    /// blue (0.21) and orange (0.39), and black reads better on yellow (0.57)
    /// or ANSI green (0.44).
    static func contrast(on fill: Color, in colors: TerminalColors = .current) -> Color {
        let (r, g, b) = ColorSpace.rgb(of: fill, asBackground: true, in: colors)
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
        return luminance > lightFill ? .black : .brightWhite
    }

    /// The luminance above which a fill takes black text.
    static let lightFill = 0.4
}
