/// Where a child sits horizontally inside the space its parent gives it.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Against the leading (left) edge.
    case leading
    /// In the middle.
    case center
    /// Against the trailing (right) edge.
    case trailing

    /// The offset of a child `child` wide inside `available` columns.
    func offset(child: Int, in available: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: centered(child, in: available)
        case .trailing: available - child
        }
    }
}

/// The offset that centers `child` in `available`. A child larger than
/// its space (which SwiftUI never shrinks) overhangs both sides; an odd
/// cell over goes past the far side, so the first rows and columns show.
private func centered(_ child: Int, in available: Int) -> Int {
    (available - child) / 2
}

/// Where a child sits vertically inside the space its parent gives it.
public enum VerticalAlignment: Hashable, Sendable {
    /// Against the top edge.
    case top
    /// In the middle.
    case center
    /// Against the bottom edge.
    case bottom

    /// The offset of a child `child` tall inside `available` rows.
    func offset(child: Int, in available: Int) -> Int {
        switch self {
        case .top: 0
        case .center: centered(child, in: available)
        case .bottom: available - child
        }
    }
}

/// A horizontal and a vertical alignment, as in SwiftUI.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centered horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centered horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `child` size sits inside `container`.
    func origin(of child: Size, in container: Size) -> (x: Int, y: Int) {
        (horizontal.offset(child: child.width, in: container.width),
         vertical.offset(child: child.height, in: container.height))
    }
}
