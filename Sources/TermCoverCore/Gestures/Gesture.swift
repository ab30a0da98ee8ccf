import Foundation

/// An input the pointer makes over time, recognized from mouse reports, as
/// SwiftUI's `Gesture`: a value that produces `Value`s while it runs, with
/// `onChanged`, `onEnded`, `updating` and the combinators on top.
///
/// Write a gesture of your own as in SwiftUI, giving a `body` made of others.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports while it runs and when it ends.
    associatedtype Value
    /// The gesture a custom gesture is made of; `Never` for the built-in ones.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
    /// Makes what follows one press of the pointer. Built-in gestures
    /// answer it; a custom gesture gets its body's.
    func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    /// A custom gesture is recognized as its body is.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> {
        body._makeRecognizer(space)
    }
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

extension Never: Gesture {
    /// Never reports anything.
    public typealias Value = Never
}

/// Where a recognizer measures locations: the frame of the view the gesture
/// is attached to, in points of the screen (the origin of `.local`).
public struct _GestureSpace {
    /// The top-leading corner of the view's frame on the screen, in points.
    var localOrigin: CGPoint
    /// Origins of named coordinate spaces around the view, in points.
    var named: [AnyHashable: CGPoint] = [:]

    /// `point` (screen points) in `space`.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return point
        case .local: return CGPoint(x: point.x - localOrigin.x, y: point.y - localOrigin.y)
        case .named(let name):
            let o = named[name] ?? .zero
            return CGPoint(x: point.x - o.x, y: point.y - o.y)
        }
    }
}
