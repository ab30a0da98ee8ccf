/// A description of how a value changes over time, modeled using
/// keyframes, as SwiftUI's `KeyframeTimeline`: evaluate it at any time to
/// scrub through the keyframes. Its tracks run in parallel from the initial
/// value and write their properties in the order they are declared, so
/// the last of two tracks on the same property wins.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [ResolvedKeyframeTrack<Value>]

    /// Creates a timeline of `content` starting at `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, velocities: [:], keyframes: content())
    }

    /// A timeline whose tracks start with `velocities`: the keyframes of a
    /// re-triggered animator carry on the motion they interrupt.
    init(initialValue: Value, velocities: KeyframeVelocities, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframeTracks(of: keyframes, initialValue: initialValue, velocities: velocities)
    }

    /// The duration of the content in seconds: that of its longest track.
    public var duration: Double { tracks.lazy.map(\.duration).max() ?? 0 }

    /// Returns the interpolated value at `time` seconds.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// Returns the interpolated value at `progress` from 0 to 1 of the duration.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }

    /// Each track's velocity at `time`.
    func velocities(time: Double) -> KeyframeVelocities {
        var result: KeyframeVelocities = [:]
        for track in tracks { result[track.keyPath] = track.velocity(time) }
        return result
    }
}
