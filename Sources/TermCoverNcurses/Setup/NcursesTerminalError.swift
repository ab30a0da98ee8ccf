import Foundation

/// Why a terminal could not be opened. The description is one line that
/// names the program and the problem, ready to print to standard error.
public struct NcursesTerminalError: Error, CustomStringConvertible, Sendable {
    /// The problem, without the program's name.
    public let problem: String

    /// Creates an error describing `problem`.
    public init(_ problem: String) { self.problem = problem }

    /// `program: problem`.
    public var description: String { "\(ProcessInfo.processInfo.processName): \(problem)" }
}
