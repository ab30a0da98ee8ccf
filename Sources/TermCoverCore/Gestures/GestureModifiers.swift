import Foundation

/// How an attached gesture ranks against the gestures of the views inside.
enum GesturePriority: Hashable {
    /// `gesture(_:)`: the subviews' gestures come first.
    case normal
    /// `highPriorityGesture(_:)`: this one comes before the subviews'.
    case high
    /// `simultaneousGesture(_:)`: runs beside whichever gesture wins.
    case simultaneous
}

extension View {
    /// Attaches `gesture`, with lower precedence than the gestures of the
    /// views inside; `mask` turns this one or theirs off.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture` when `isEnabled`.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches `gesture` under `name` (which only UIKit uses) when `isEnabled`.
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, isEnabled: isEnabled)
    }

    /// Attaches `gesture` with higher precedence than the gestures of the views inside.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches a high-priority `gesture` when `isEnabled`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a high-priority `gesture` under `name` when `isEnabled`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        highPriorityGesture(gesture, isEnabled: isEnabled)
    }

    /// Attaches `gesture` to run beside the gestures of the views inside.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Attaches a simultaneous `gesture` when `isEnabled`.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a simultaneous `gesture` under `name` when `isEnabled`.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, isEnabled: isEnabled)
    }

    /// Calls `action` with the click's location, in `coordinateSpace`
    /// points (a cell's centre), when the view is clicked `count` times.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping @MainActor (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Calls `action` with the click's location in `coordinateSpace`.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping @MainActor (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Calls `action` when the view is pressed for `minimumDuration` seconds
    /// without the pointer straying `maximumDistance` points, and
    /// `onPressingChanged` with true at the press and false when it ends.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping @MainActor () -> Void,
                                   onPressingChanged: (@MainActor (Bool) -> Void)? = nil) -> some View {
        gesture(PressingGesture(press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                perform: action, pressing: onPressingChanged))
    }

    /// The older spelling, with `pressing` before `perform`.
    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: (@MainActor (Bool) -> Void)? = nil,
                                   perform action: @escaping @MainActor () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                           perform: action, onPressingChanged: pressing)
    }
}

/// A long press that reports when pressing starts and stops.
struct PressingGesture: Gesture {
    typealias Value = Bool
    let press: LongPressGesture
    let perform: @MainActor () -> Void
    let pressing: (@MainActor (Bool) -> Void)?
    func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Bool> {
        let base = press._makeRecognizer(space)
        var down = false
        return ClosureRecognizer(wrapping: base) { event in
            let outcome = base.handle(event)
            switch outcome {
            case .changed:
                if !down { down = true; pressing?(true) }
            case .ended:
                perform()
                if down { down = false; pressing?(false) }
            case .failed:
                if down { down = false; pressing?(false) }
            case .possible: break
            }
            return outcome
        }
    }
}

struct GestureModifier<G: Gesture>: PrimitiveModifier {
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let gesture = self.gesture
        let attachment = GestureAttachment(key: GestureKey(path: context.path, priority: priority), mask: mask,
                                           enabled: context.environment.isEnabled, cells: context.cells) { space in
            GestureSession(gesture._makeRecognizer(space))
        }
        return [GestureNode(single(content.resolve(context)), attachment: attachment)]
    }
}

/// Which attached gesture a session follows, the same from frame to frame.
struct GestureKey: Hashable {
    let path: ViewPath
    let priority: GesturePriority
}

/// A gesture as the node that carries it knows it.
struct GestureAttachment {
    let key: GestureKey
    let mask: GestureMask
    let enabled: Bool
    let cells: CellMetrics
    let make: @MainActor (_GestureSpace) -> GestureSession
}

/// Carries a gesture for the host's `GestureArena`, which follows a press
/// through it; a tap among its gestures is recognized through the click
/// path (`handleClick`), in the order clicks go.
@MainActor
final class GestureNode: WrapperNode {
    let attachment: GestureAttachment
    /// The arena following the current press, set by the host before clicks go out.
    weak var arena: GestureArena?
    init(_ child: LayoutNode, attachment: GestureAttachment) {
        self.attachment = attachment
        super.init(child)
    }
    override func handleClick(at point: Point, count: Int) -> Bool {
        arena?.resolveTap(attachment.key) ?? false
    }
}
