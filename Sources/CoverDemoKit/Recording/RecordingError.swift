/// Why a recording could not start. The executable prints `description`
/// (one line) to standard error before it touches the terminal.
public struct RecordingError: Error, Equatable, CustomStringConvertible {
    /// The whole message, on one line.
    public let description: String

    init(_ description: String) { self.description = description }
}
