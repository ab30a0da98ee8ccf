/// Why a recording could not start. The executable prints `description`
/// (one line) to standard error before it touches the terminal.
package struct RecordingError: Error, Equatable, CustomStringConvertible {
    /// The whole message, on one line.
    package let description: String

    init(_ description: String) { self.description = description }
}
