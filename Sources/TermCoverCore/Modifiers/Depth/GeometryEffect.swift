import Foundation

/// An effect that changes where a view is drawn by a projective transform
/// of its own making, as SwiftUI's `GeometryEffect`: `effectValue(size:)`
/// returns the transform, in points, for the view's size (known only when
/// it is laid out), and the view is drawn through it without changing its
/// layout. An effect's `animatableData` animates as any modifier's: an
/// effect whose value changes inside `withAnimation` is asked again each
/// frame with the value in between, so it moves the view frame by frame.
/// Apply it with `.modifier(_:)`. An effect's type is not isolated to the
/// main actor (see `_RemovesGlobalActorIsolation`), so its `animatableData`
/// and `effectValue(size:)` satisfy `Animatable`'s requirements in Swift 6
/// as written for SwiftUI.
public protocol GeometryEffect: Animatable, ViewModifier, _RemovesGlobalActorIsolation where Body == Never {
    /// The transform, in points about the view's top-leading corner, for a view of `size` points.
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// A geometry effect as a render effect keeps it: asked for its transform
/// when the view is drawn, at the size it was laid out at.
struct GeometryEffectSpec: Equatable {
    let effectValue: @MainActor (CGSize) -> ProjectionTransform
    let cells: CellMetrics

    /// The transform as a map of the cells of a view of `size`.
    @MainActor func homography(in size: Size) -> Homography {
        effectValue(cells.points(size)).inCells(cells)
    }

    /// Effects hold closures, which cannot be compared: never equal, so
    /// nothing that compares effects takes one as unchanged.
    static func == (lhs: GeometryEffectSpec, rhs: GeometryEffectSpec) -> Bool { false }
}

/// A global actor nothing runs on: see `_RemovesGlobalActorIsolation`.
@globalActor
public actor _NoIsolationActor {
    /// The actor.
    public static let shared = _NoIsolationActor()
}

/// A protocol that a type may conform to alongside a main-actor protocol
/// (`ViewModifier`) so that it is inferred to have no global actor: two
/// protocols of different global actors leave the type nonisolated. An
/// effect's `Animatable` conformance then does not cross into main-actor code.
@_marker @_NoIsolationActor
public protocol _RemovesGlobalActorIsolation {}

extension GeometryEffect {
    /// The effect around the nodes of `content`.
    @MainActor func makeEffectNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        let spec = GeometryEffectSpec(effectValue: { [self] in effectValue(size: $0) }, cells: context.cells)
        return [EffectNode(single(nodes), effect: .geometry(spec), context)]
    }
}
