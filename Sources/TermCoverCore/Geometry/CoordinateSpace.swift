import Foundation

/// A space that `GeometryProxy.frame(in:)` measures in, as SwiftUI's
/// `CoordinateSpace`: the whole screen, the view itself, or an ancestor
/// named with `coordinateSpace(name:)`. (A name is an immutable value,
/// which `AnyHashable` cannot promise the compiler: hence unchecked.)
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The screen's space: (0, 0) is its top-leading corner.
    case global
    /// The view's own space: (0, 0) is its top-leading corner.
    case local
    /// The space of the ancestor named `name`.
    case named(AnyHashable)
}

/// A coordinate space given as a value of its own type, as SwiftUI's
/// `CoordinateSpaceProtocol` (iOS 17): `.global`, `.local`, `.named(_:)`.
public protocol CoordinateSpaceProtocol: Sendable {
    /// The space as a `CoordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

/// The screen's space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The global space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The local space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The space of an ancestor named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
    /// The space named `name`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpace {
    /// True for `.global`.
    public var isGlobal: Bool { self == .global }
    /// True for `.local`.
    public var isLocal: Bool { self == .local }
}

/// The names every `ScrollView` gives its own space (its visible frame):
/// one for any scroll view, one for each axis it scrolls along.
enum ScrollViewSpaceName: Hashable, Sendable {
    case any
    case axis(Axis)
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the ancestor named `name`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }

    /// The space of the innermost scroll view around the view: its visible
    /// frame, so a row's place in it changes as it scrolls.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName.any)) }

    /// The space of the innermost scroll view around the view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName.axis(axis)))
    }
}

extension View {
    /// Names this view's space, for `GeometryProxy.frame(in: .named(name))`
    /// and the gestures (`DragGesture(coordinateSpace: .named(name))`) below it.
    public func coordinateSpace(name: some Hashable) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's space, as SwiftUI's `coordinateSpace(_:)` (iOS 17).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}

struct CoordinateSpaceModifier: PrimitiveModifier {
    let name: AnyHashable
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let space = CoordinateSpaces.Key(path: context.path, name: name)
        var inner = context
        inner.environment[EnclosingCoordinateSpacesKey.self][name] = space
        return [CoordinateSpaceNode(single(content.resolve(inner)), name: name, key: space, spaces: context.graph.coordinateSpaces)]
    }
}

/// Records where the named view was placed, in screen cells.
@MainActor
final class CoordinateSpaceNode: WrapperNode {
    let name: AnyHashable
    /// This very space, among others of the same name.
    let key: CoordinateSpaces.Key
    let spaces: CoordinateSpaces
    init(_ child: LayoutNode, name: AnyHashable, key: CoordinateSpaces.Key, spaces: CoordinateSpaces) {
        self.name = name
        self.key = key
        self.spaces = spaces
        super.init(child)
    }
    override func place(in rect: Rect) {
        spaces.frames[key] = rect
        super.place(in: rect)
    }
}

/// Where each named coordinate space was placed last, in screen cells,
/// by the view that named it: two views may give the same name, and a view
/// measures in the nearest one around it, as in SwiftUI.
@MainActor
final class CoordinateSpaces {
    /// One naming of a space: the path of the view that named it, and the name.
    struct Key: Hashable {
        let path: ViewPath
        let name: AnyHashable
    }
    var frames: [Key: Rect] = [:]

    /// The frames of the spaces around a view whose environment is
    /// `environment`, by name: of two of one name, the nearer.
    func frames(around environment: EnvironmentValues) -> [AnyHashable: Rect] {
        environment[EnclosingCoordinateSpacesKey.self].compactMapValues { frames[$0] }
    }
}

/// The named spaces around a view, each name's nearest: set by
/// `coordinateSpace(name:)` and scroll views for what they hold.
struct EnclosingCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: CoordinateSpaces.Key] { [:] }
}
