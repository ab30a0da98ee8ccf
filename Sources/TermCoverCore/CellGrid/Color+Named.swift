import Foundation

extension Color {
    /// A color from an asset catalog, as SwiftUI's `init(_:bundle:)`. A
    /// terminal app has no asset catalog: a name that is one of SwiftUI's
    /// colors ("red", "AccentColor" for the tint's blue) gives that color,
    /// any other the terminal's text color.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = Color.named[name.lowercased()] ?? .primary
    }

    private static let named: [String: Color] = [
        "red": .red, "green": .green, "yellow": .yellow, "blue": .blue, "purple": .purple, "cyan": .cyan,
        "white": .white, "gray": .gray, "grey": .gray, "black": .black, "orange": .orange, "mint": .mint,
        "teal": .teal, "indigo": .indigo, "brown": .brown, "pink": .pink, "accentcolor": .accentColor,
    ]
}
