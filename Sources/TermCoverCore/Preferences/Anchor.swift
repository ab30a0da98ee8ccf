import Foundation

/// A geometric value of a view, such as its bounds or a point in it, that
/// another view resolves in its own coordinates with `GeometryProxy`'s
/// subscript, as SwiftUI's `Anchor`. Made by `anchorPreference(key:value:transform:)`.
///
/// An anchor reads where its view was placed in the last frame laid out;
/// when the view moves, the frame after shows the new place.
public struct Anchor<Value>: @unchecked Sendable {
    let box: AnchorBox
    let source: Source

    /// What an anchor measures of its view: its bounds, a rectangle or a point in them.
    public struct Source {
        /// The value, from the view's bounds in points.
        let measure: (CGRect) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Whether both resolve to the same value.
    public static func == (a: Anchor, b: Anchor) -> Bool {
        a.resolved(in: .zero) == b.resolved(in: .zero)
    }
}

extension Anchor {
    /// The value in a space whose origin is `origin`, global points.
    func resolved(in origin: CGPoint) -> Value {
        let bounds = box.bounds
        return source.measure(CGRect(x: bounds.minX - origin.x, y: bounds.minY - origin.y,
                                     width: bounds.width, height: bounds.height))
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }

    /// `rect`, in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        .init { CGRect(x: $0.minX + rect.minX, y: $0.minY + rect.minY, width: rect.width, height: rect.height) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `point`, in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
    }

    /// The point at `unitPoint` of the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
    }

    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this view's coordinates, in points.
    @MainActor
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolved(in: CGPoint(x: cells.points(columns: placed.x), y: cells.points(rows: placed.y)))
    }
}

/// Where an anchored view was placed in the last frame, in global points.
/// Written and read on the main actor only (by layout and by views).
final class AnchorBox: @unchecked Sendable {
    var bounds: CGRect = .zero
}
