/// A mouse report from the terminal: where, which button, what happened.
/// Positions are screen cells from the top-leading corner, (0, 0) first.
public struct MouseEvent: Hashable, Sendable {
    /// The button a press or release is about.
    public enum Button: Hashable, Sendable {
        /// The left (primary) button.
        case left
        /// The middle button.
        case middle
        /// The right (secondary) button.
        case right
        /// Wheel turns, and releases from terminals that do not say which button went up.
        case none
    }

    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button came up.
        case release
        /// The wheel turned away from the user: content scrolls back (up).
        case wheelUp
        /// The wheel turned towards the user: content scrolls on (down).
        case wheelDown
        /// The pointer moved with `button` held down (button-event
        /// tracking, `ESC [ ? 1002 h`): what a drag is made of.
        case drag
        /// The pointer moved with no button down (any-event tracking,
        /// `ESC [ ? 1003 h`, which TermCover does not turn on).
        case move
    }

    /// The cell the pointer is on.
    public var location: Point
    /// The button.
    public var button: Button
    /// What happened.
    public var kind: Kind

    /// Creates a report at column `x`, row `y`.
    public init(x: Int, y: Int, button: Button = .left, kind: Kind) {
        location = Point(x: Double(x), y: Double(y))
        self.button = button
        self.kind = kind
    }

    /// The column, as a whole cell.
    var column: Int { Int(location.x) }
    /// The row, as a whole cell.
    var row: Int { Int(location.y) }
}
