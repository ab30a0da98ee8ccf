/// A type that defines changes to a value over time, as SwiftUI's
/// `Keyframes`: one or more `KeyframeTrack`s, each animating one property
/// of the value (or the whole value) in parallel with the others.
public protocol Keyframes<Value> {
    /// The type of value animated by these keyframes.
    associatedtype Value = Body.Value
    /// The keyframes these are made of.
    associatedtype Body: Keyframes
    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// The velocity each track's property had when a new set of keyframes
/// takes over, by key path, as that property's animatable data.
typealias KeyframeVelocities = [AnyKeyPath: Any]

/// One track laid out from an initial value: it writes its property into
/// a root value for a time.
struct ResolvedKeyframeTrack<Root> {
    let keyPath: AnyKeyPath
    let duration: Double
    /// Sets the property in `root` to the track's value at a time.
    let apply: (_ root: inout Root, _ time: Double) -> Void
    /// The property's velocity at a time, as its animatable data.
    let velocity: (_ time: Double) -> Any
}

/// Keyframes built into TermCover: they lay their tracks out directly.
protocol PrimitiveKeyframes {
    /// The tracks, as `[ResolvedKeyframeTrack<Value>]`, starting from
    /// `initialValue` (a `Value`) with `velocities`.
    func erasedTracks(initialValue: Any, velocities: KeyframeVelocities) -> [Any]
}

/// The tracks of `keyframes` laid out from `initialValue`, in declaration order.
func keyframeTracks<K: Keyframes>(of keyframes: K, initialValue: K.Value,
                                  velocities: KeyframeVelocities) -> [ResolvedKeyframeTrack<K.Value>] {
    if let primitive = keyframes as? any PrimitiveKeyframes {
        return primitive.erasedTracks(initialValue: initialValue, velocities: velocities)
            .map { $0 as! ResolvedKeyframeTrack<K.Value> }
    }
    return keyframeTracks(of: keyframes.body, initialValue: initialValue as! K.Body.Value, velocities: velocities)
        .map { $0 as Any as! ResolvedKeyframeTrack<K.Value> }
}

/// Tracks side by side, as `KeyframesBuilder` joins them.
struct KeyframeTrackGroup<Value>: Keyframes, PrimitiveKeyframes {
    let parts: [(Value, KeyframeVelocities) -> [ResolvedKeyframeTrack<Value>]]
    var body: Self { self }
    func erasedTracks(initialValue: Any, velocities: KeyframeVelocities) -> [Any] {
        let tracks: [ResolvedKeyframeTrack<Value>] = parts.flatMap { $0(initialValue as! Value, velocities) }
        return tracks
    }
}

extension KeyframeTrackGroup {
    /// The tracks of `keyframes`, as a part of a group.
    static func part<K: Keyframes>(_ keyframes: K) -> (Value, KeyframeVelocities) -> [ResolvedKeyframeTrack<Value>]
        where K.Value == Value {
        { keyframeTracks(of: keyframes, initialValue: $0, velocities: $1) }
    }
}
