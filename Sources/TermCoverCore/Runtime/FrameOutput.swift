/// What drawing a frame cost the terminal.
public struct FrameOutput: Sendable {
    /// Bytes sent to the terminal for the frame.
    public var bytes: Int
    /// Seconds spent emitting.
    public var seconds: Double
    /// What emitting a frame cost: `bytes` written in `seconds`.
    public init(bytes: Int, seconds: Double) { self.bytes = bytes; self.seconds = seconds }
}
