import Foundation

/// A drag: the left button pressed, the pointer moved at least
/// `minimumDistance` points with it held, then released, as SwiftUI's
/// `DragGesture`. Motion comes from the terminal's button-event tracking
/// (`ESC [ ? 1002 h`); locations are cell centres in points (a cell is
/// 8 × 16), so a translation moves by whole cells of points, which an
/// `offset` draws exactly.
public struct DragGesture: Gesture {
    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// When the latest report came.
        public var time: Date
        /// Where the pointer is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How fast the pointer moves, in points per second, over the last
        /// tenth of a second.
        public var velocity: CGSize
        /// `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the pointer would come to rest if released now and left to
        /// slow down as a scroll view does (UIKit's normal deceleration
        /// rate, 0.998 a millisecond: the velocity times about half a second).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.projection, y: location.y + velocity.height * Self.projection)
        }
        /// `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
        /// Seconds of travel a release keeps: r / (1 − r) ms for r = 0.998.
        static let projection = 0.998 / (1 - 0.998) / 1000

        /// A value at `location` (the tests and previews make these).
        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.time = time; self.location = location; self.startLocation = startLocation; self.velocity = velocity
        }
    }

    /// How far, in points, the pointer moves before the drag begins.
    public var minimumDistance: CGFloat
    /// The space the locations are in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points (10 by default).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag measured in `coordinateSpace` (`.local`, `.global`, `.named(_:)`).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Follows one press.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, convert: { space.convert($0, to: coordinateSpace) })
    }
}

final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let convert: (CGPoint) -> CGPoint
    private var start: GestureSample?
    /// Recent samples, for the velocity.
    private var recent: [GestureSample] = []

    init(minimumDistance: CGFloat, convert: @escaping (CGPoint) -> CGPoint) {
        self.minimumDistance = minimumDistance
        self.convert = convert
    }

    override func receive(_ event: GestureEvent) -> GestureOutcome<DragGesture.Value> {
        switch event {
        case .began(let s):
            start = s
            recent = [s]
            if minimumDistance <= 0 { claims = true; return .changed(value(at: s)) }
            return .possible
        case .moved(let s):
            guard let start else { return .failed }
            recent.append(s)
            if recent.count > 32 { recent.removeFirst(recent.count - 32) }
            if !claims, s.distance(from: start) >= minimumDistance { claims = true }
            return claims ? .changed(value(at: s)) : .possible
        case .ended(let s):
            guard claims else { return .failed }
            if recent.last?.location != s.location { recent.append(s) }
            return .ended(value(at: s))
        case .tick:
            return .possible
        case .cancelled:
            return .failed
        }
    }

    /// The value at `s`: velocity from the oldest sample of the last tenth of a second.
    private func value(at s: GestureSample) -> DragGesture.Value {
        let first = recent.first { s.time - $0.time <= 0.1 && $0.time < s.time } ?? recent.last { $0.time < s.time }
        var velocity = CGSize.zero
        if let first, s.time > first.time {
            let dt = s.time - first.time
            velocity = CGSize(width: (s.location.x - first.location.x) / dt, height: (s.location.y - first.location.y) / dt)
        }
        return DragGesture.Value(time: s.date, location: convert(s.location),
                                 startLocation: convert(start?.location ?? s.location), velocity: velocity)
    }
}
