/// Names one animation started on an `AnimationTrack`, so that completion
/// callbacks can ask about that animation alone. Unique within its track.
package struct AnimationID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt64

    /// "animation#N", for logs.
    package var description: String { "animation#\(rawValue)" }
}
