/// A color for text and backgrounds, and a view that fills its space with it,
/// as in SwiftUI. Terminals know colors in four ways, so a color is one of
/// them plus an opacity.
public struct Color: Hashable, Sendable {
    /// How the terminal is asked for the color.
    public enum Kind: Hashable, Sendable {
        /// The terminal's own default (foreground or background, by use).
        case terminalDefault
        /// One of the 16 ANSI colors, 0–15.
        case ansi(UInt8)
        /// An index into the 256-color palette.
        case palette(UInt8)
        /// A 24-bit color.
        case rgb(UInt8, UInt8, UInt8)
    }

    /// How the terminal is asked for the color.
    public var kind: Kind {
        get { Kind(packed: packedKind) }
        set { packedKind = newValue.packed }
    }
    /// `kind` as one number (see `Kind.packed`): every frame compares the
    /// colors of whole screens of cells, and two integers compare in one
    /// instruction where two enums with payloads took a call each.
    @usableFromInline var packedKind: UInt32
    /// 1 is opaque, 0 lets everything beneath show through.
    public var alpha: Double {
        get { Double(storedAlpha) }
        set { storedAlpha = Float(newValue) }
    }
    /// A Float, which is finer than any terminal's color steps: every cell
    /// holds two colors, and with a Double each a cell took 48 bytes instead
    /// of 24, which every frame's copies and comparisons paid for.
    @usableFromInline var storedAlpha: Float

    /// True when both are the same kind at the same opacity.
    @inlinable
    public static func == (a: Color, b: Color) -> Bool {
        a.packedKind == b.packedKind && a.storedAlpha == b.storedAlpha
    }

    /// Creates a color of `kind` with `alpha`.
    public init(_ kind: Kind, alpha: Double = 1) {
        self.packedKind = kind.packed
        self.storedAlpha = Float(min(1, max(0, alpha)))
    }


    /// A color from the 256-color palette.
    public init(palette index: UInt8) { self.init(.palette(index)) }

    /// The same color with its opacity multiplied by `opacity`, as in SwiftUI.
    public func opacity(_ opacity: Double) -> Color {
        Color(kind, alpha: alpha * opacity)
    }

    /// True for a 24-bit color; read from the packed kind, without
    /// building the enum (every frame asks it of every cell in 256 colours).
    @inline(__always)
    var isRGB: Bool { Self.isRGB(packedKind: packedKind) }

    /// `isRGB` of a color whose `packedKind` is `packed`, read where the color lies in memory.
    @inline(__always)
    static func isRGB(packedKind packed: UInt32) -> Bool { packed >> 24 == 3 }

    /// True when nothing of the color shows.
    public var isClear: Bool { alpha <= 0 }

    /// The terminal's default color.
    public static let primary = Color(.terminalDefault)
    /// Secondary content, as SwiftUI's `Color.secondary`: the terminal's
    /// default color at 60%, which text shows as a dimmer shade of its own.
    public static let secondary = Color(.terminalDefault, alpha: 0.6)
    /// Nothing: whatever is beneath shows through.
    public static let clear = Color(.terminalDefault, alpha: 0)
    /// ANSI black.
    public static let black = Color(.ansi(0))
    /// ANSI red.
    public static let red = Color(.ansi(1))
    /// ANSI green.
    public static let green = Color(.ansi(2))
    /// ANSI yellow.
    public static let yellow = Color(.ansi(3))
    /// ANSI blue.
    public static let blue = Color(.ansi(4))
    /// ANSI magenta.
    public static let magenta = Color(.ansi(5))
    /// SwiftUI's name for magenta.
    public static let purple = Color(.ansi(5))
    /// ANSI cyan.
    public static let cyan = Color(.ansi(6))
    /// ANSI white, which most terminals show as light gray.
    public static let white = Color(.ansi(7))
    /// ANSI bright black.
    public static let gray = Color(.ansi(8))
    /// ANSI bright red.
    public static let brightRed = Color(.ansi(9))
    /// ANSI bright green.
    public static let brightGreen = Color(.ansi(10))
    /// ANSI bright yellow.
    public static let brightYellow = Color(.ansi(11))
    /// ANSI bright blue.
    public static let brightBlue = Color(.ansi(12))
    /// ANSI bright magenta.
    public static let brightMagenta = Color(.ansi(13))
    /// ANSI bright cyan.
    public static let brightCyan = Color(.ansi(14))
    /// ANSI bright white: most terminals' white.
    public static let brightWhite = Color(.ansi(15))
    /// SwiftUI's orange, as a palette color.
    public static let orange = Color(.palette(208))
}

extension Color.Kind {
    /// The case in the top byte, its payload in the low three: distinct
    /// kinds are distinct numbers, so equal numbers mean equal kinds.
    var packed: UInt32 {
        switch self {
        case .terminalDefault: return 0
        case .ansi(let n): return 1 << 24 | UInt32(n)
        case .palette(let n): return 2 << 24 | UInt32(n)
        case .rgb(let r, let g, let b): return 3 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
    }

    /// The kind `packed` stands for.
    init(packed: UInt32) {
        let payload = UInt8(truncatingIfNeeded: packed)
        switch packed >> 24 {
        case 1: self = .ansi(payload)
        case 2: self = .palette(payload)
        case 3: self = .rgb(UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), payload)
        default: self = .terminalDefault
        }
    }
}
