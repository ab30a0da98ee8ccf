/// A container that animates its content with keyframes, as SwiftUI's
/// `KeyframeAnimator`. The `content` closure is called every frame while
/// animating, with the value the keyframes give for that frame's time.
///
/// With a trigger, the keyframes play each time the trigger changes,
/// starting from the value the animator shows then (the initial value
/// when the view first appears, then the end of the previous animation);
/// a change while they play replaces them with new keyframes from the
/// interpolated value, keeping its velocity. When the keyframes finish,
/// the animator remains at their end value. Repeating, the keyframes loop
/// for as long as the view is shown; not repeating, the content gets the
/// value at the start of the timeline.
///
/// It moves only while it plays: at rest it asks for no frames.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
    where Value == KeyframePath.Value {
    public typealias Body = Never

    enum Mode {
        case trigger(EquatableBox)
        case repeating(Bool)
    }

    let initialValue: Value
    let mode: Mode
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays `keyframes` each time `trigger` changes, updating the view `content` builds.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        mode = .trigger(EquatableBox(value: trigger))
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops `keyframes` continuously while `repeating`, updating the view `content` builds.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        mode = .repeating(repeating)
        self.content = content
        self.keyframes = keyframes
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let state = graph.stateBox(at: context.path.appending(.name("keyframes")),
                                   initial: KeyframePlayer(resting: initialValue)).value
        let now = graph.now
        var clockDuration: Double?
        switch mode {
        case .trigger(let trigger):
            if let last = state.trigger, last != trigger { state.play(keyframes, at: now) }
            state.trigger = trigger
            state.finishIfEnded(at: now)
            clockDuration = state.playing?.timeline.duration
        case .repeating(true):
            if state.playing == nil { state.play(keyframes, from: initialValue, at: now) }
            state.loop(keyframes, at: now)
            if let duration = state.playing?.timeline.duration, duration > 0 { clockDuration = .infinity }
        case .repeating(false):
            if state.playing != nil { state.stop() }
            state.resting = KeyframeTimeline(initialValue: initialValue, velocities: [:],
                                             keyframes: keyframes(initialValue)).value(time: 0)
        }
        graph.animations.motionClock(for: context.path, run: state.runs, duration: clockDuration)
        return context.resolve(content(state.value(at: now)), at: .name("content"))
    }
}

/// What a keyframe animator remembers between frames: the trigger it saw
/// last, the keyframes playing and since when, and the value it rests at.
@MainActor
final class KeyframePlayer<Value> {
    struct Playing {
        let timeline: KeyframeTimeline<Value>
        var start: Double
    }

    var trigger: EquatableBox?
    var resting: Value
    var playing: Playing?
    /// Starts and stops so far (see `ViewGraph.motionClock`).
    var runs = 0

    init(resting: Value) { self.resting = resting }

    func value(at time: Double) -> Value {
        guard let playing else { return resting }
        return playing.timeline.value(time: time - playing.start)
    }

    /// Plays new keyframes from what is shown now, with the velocity it has.
    func play<K: Keyframes>(_ keyframes: (Value) -> K, at time: Double) where K.Value == Value {
        let velocities = playing.map { $0.timeline.velocities(time: time - $0.start) } ?? [:]
        play(keyframes, from: value(at: time), velocities: velocities, at: time)
    }

    func play<K: Keyframes>(_ keyframes: (Value) -> K, from value: Value, velocities: KeyframeVelocities = [:],
                            at time: Double) where K.Value == Value {
        playing = Playing(timeline: KeyframeTimeline(initialValue: value, velocities: velocities,
                                                     keyframes: keyframes(value)), start: time)
        runs += 1
    }

    /// Comes to rest at the end of keyframes that have finished.
    func finishIfEnded(at time: Double) {
        guard let playing, time - playing.start >= playing.timeline.duration else { return }
        resting = playing.timeline.value(time: playing.timeline.duration)
        self.playing = nil
    }

    /// Starts the keyframes again, from the end of the last loop, for each
    /// loop that has finished by `time`.
    func loop<K: Keyframes>(_ keyframes: (Value) -> K, at time: Double) where K.Value == Value {
        // A frame long after the last (a stalled terminal) can span many
        // loops; past a few, whole loops are skipped to stay in step.
        for _ in 0..<64 {
            guard let current = playing else { return }
            let duration = current.timeline.duration
            guard duration > 0, time - current.start >= duration else { return }
            let end = current.timeline.value(time: duration)
            playing = Playing(timeline: KeyframeTimeline(initialValue: end, velocities: [:], keyframes: keyframes(end)),
                              start: current.start + duration)
        }
        if let current = playing, current.timeline.duration > 0 {
            let loops = ((time - current.start) / current.timeline.duration).rounded(.down)
            playing?.start += loops * current.timeline.duration
        }
    }

    func stop() {
        playing = nil
        runs += 1
    }
}
