import Foundation

// The built-in transitions as `Transition` values, as iOS 17's SwiftUI
// names them. They are written once, here: the `AnyTransition` of the same
// name wraps the value (`AnyTransition(_:)`), so both forms move alike.

/// Fades in from and out to transparent.
public struct OpacityTransition: Transition {
    /// The fade.
    public init() {}
    /// Fully transparent except at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    /// A fade does not move.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales from `scale` about `anchor` before insertion and after removal.
public struct ScaleTransition: Transition {
    /// The scale away from rest.
    public var scale: Double
    /// The point the view scales about.
    public var anchor: UnitPoint
    /// Scales from `scale` about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// Scaled by `scale` except at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// Moves in from `edge` and out to it, by the view's own size.
public struct MoveTransition: Transition {
    /// The edge the view moves in from and out to.
    public var edge: Edge
    /// Moves to and from `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// Past `edge` except at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(MoveEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
    }
}

/// Moves in from `edge` while fading in, and out to the opposite edge while fading out.
public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge
    /// Pushes in from `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The insertion's move and fade inside, the removal's outside.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(MoveEffect(edge: edge, fraction: phase == .willAppear ? 1 : 0))
            .opacity(phase == .willAppear ? 0 : 1)
            .modifier(MoveEffect(edge: edge.opposite, fraction: phase == .didDisappear ? 1 : 0))
            .opacity(phase == .didDisappear ? 0 : 1)
    }
}

/// Offsets the view by a fixed amount (in points) before insertion and after removal.
public struct OffsetTransition: Transition {
    /// The offset away from rest, in points.
    public var offset: CGSize
    /// Offsets by `offset`.
    public init(_ offset: CGSize) { self.offset = offset }
    /// Offset except at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(x: phase.isIdentity ? 0 : offset.width, y: phase.isIdentity ? 0 : offset.height)
    }
}

/// Moves in from the leading edge and out to the trailing edge.
public struct SlideTransition: Transition {
    /// The slide.
    public init() {}
    /// The insertion's move inside, the removal's outside.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(MoveEffect(edge: .leading, fraction: phase == .willAppear ? 1 : 0))
            .modifier(MoveEffect(edge: .trailing, fraction: phase == .didDisappear ? 1 : 0))
    }
}

/// No change at all: the view appears and leaves in the frame of the change.
public struct IdentityTransition: Transition {
    /// No transition.
    public init() {}
    /// The content as it is, in every phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    /// Nothing moves.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == OpacityTransition {
    /// Fades in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales up from nothing and back down about the center (SwiftUI's 1e-5, which draws nothing).
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    /// Scales from `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == MoveTransition {
    /// Moves in from `edge` and out to it.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// Pushes in from `edge`, out to the opposite edge, fading.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Offsets by `offset` away from rest.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Offsets by (x, y) points away from rest.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == SlideTransition {
    /// In from the leading edge, out to the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    public static var identity: IdentityTransition { IdentityTransition() }
}
