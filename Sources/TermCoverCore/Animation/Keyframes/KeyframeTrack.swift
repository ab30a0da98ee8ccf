/// A sequence of keyframes animating a single property of a root type, as
/// SwiftUI's `KeyframeTrack`: the keyframes play one after another from the
/// property's value in the initial value; once they end the property holds
/// the last one's value, however long the other tracks last.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes
    where Value == Content.Value {
    // The member names the root as the value of these keyframes: a track
    // is part of keyframes on the root, whatever property it animates.
    /// The value these keyframes animate: the root.
    public typealias Value = Root

    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Creates a track that animates the entire value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \Root.self
        self.content = content()
    }

    /// Creates a track that animates the property of the root value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// A track is its own body.
    public var body: Self { self }

    func erasedTracks(initialValue: Any, velocities: KeyframeVelocities) -> [Any] {
        let root = initialValue as! Root
        let keyPath = self.keyPath
        let start = root[keyPath: keyPath].animatableData
        let velocity = velocities[keyPath] as? Value.AnimatableData ?? .zero
        let curve = KeyframeCurve(keyframeSegments(of: content), initial: start, initialVelocity: velocity)
        return [ResolvedKeyframeTrack<Root>(
            keyPath: keyPath, duration: curve.duration,
            apply: { root, time in root[keyPath: keyPath].animatableData = curve.value(at: time) },
            velocity: { curve.velocity(at: $0) })]
    }
}
