/// The colors a terminal really shows for its default foreground and
/// background and for its 16 ANSI colors.
///
/// `Color.primary` and the ANSI colors are names the terminal resolves; a
/// blend has to know what they look like. Live runs ask the terminal (see
/// the backend), recordings say which theme they assumed, and everything
/// else assumes `dark`.
///
/// The colors in force are `TerminalColors.current`, a task-local value: a
/// runner binds it around its frame loop, a test around the frames it draws,
/// so concurrent tests with different themes never see each other's.
public struct TerminalColors: Hashable, Sendable {
    /// A 24-bit color.
    public struct RGB: Hashable, Sendable {
        /// The channels, 0 to 255.
        public var red: UInt8, green: UInt8, blue: UInt8
        /// Creates a color from its three bytes.
        public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            self.red = red; self.green = green; self.blue = blue
        }
        /// The three bytes as a tuple.
        public var bytes: (UInt8, UInt8, UInt8) { (red, green, blue) }
        /// `#rrggbb`, as asciicast themes write colors.
        public var hex: String {
            "#" + [red, green, blue].map { b in
                let s = String(b, radix: 16)
                return s.count == 1 ? "0" + s : s
            }.joined()
        }
    }

    /// The default text color.
    public var foreground: RGB
    /// The default background color.
    public var background: RGB
    /// ANSI colors 0–15.
    public var palette: [RGB]

    /// Creates a set of terminal colors; a palette of other than 16 colors
    /// is completed (or cut) with xterm's.
    public init(foreground: RGB, background: RGB, palette: [RGB] = TerminalColors.xtermPalette) {
        self.foreground = foreground
        self.background = background
        let fixed = Array(palette.prefix(16))
        self.palette = fixed + TerminalColors.xtermPalette.dropFirst(fixed.count)
    }

    /// xterm's RGB for the 16 ANSI colors.
    public static let xtermPalette: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// Light gray text on black: the assumption when nothing better is known.
    public static let dark = TerminalColors(foreground: RGB(229, 229, 229), background: RGB(0, 0, 0))
    /// Black text on white, xterm's own default.
    public static let light = TerminalColors(foreground: RGB(0, 0, 0), background: RGB(255, 255, 255))

    /// True when the background is lighter than the text.
    public var isLight: Bool { Self.luminance(background) > Self.luminance(foreground) }

    private static func luminance(_ c: RGB) -> Double {
        0.2126 * Double(c.red) + 0.7152 * Double(c.green) + 0.0722 * Double(c.blue)
    }

    /// The colors blends use on the current task; `dark` unless a runner
    /// or a test bound others with `TerminalColors.$current.withValue`.
    @TaskLocal public static var current: TerminalColors = .dark
}
