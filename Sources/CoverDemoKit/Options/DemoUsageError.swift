/// A mistake on the command line. The executable prints `description` (one
/// line, starting `cover-demo:`) to standard error and exits with status 2.
package struct DemoUsageError: Error, Equatable, CustomStringConvertible {
    /// The whole message, on one line.
    package let description: String

    private init(_ message: String) { description = "cover-demo: " + message }

    static func unknownOption(_ option: String) -> Self {
        Self("unknown option '\(option.cutForMessage)' (try --help)")
    }
    static func unexpectedArgument(_ argument: String) -> Self {
        Self("unexpected argument '\(argument.cutForMessage)' (try --help)")
    }
    static func missingValue(_ flag: String) -> Self { Self("\(flag) needs a value (try --help)") }
    static func unexpectedValue(_ flag: String) -> Self { Self("\(flag) takes no value") }
    static func unknownTransition(_ name: String) -> Self {
        Self("unknown transition '\(name.cutForMessage)' (see --list)")
    }
    static func unknownAnimation(_ name: String) -> Self {
        Self("unknown animation '\(name.cutForMessage)' (see --list)")
    }
    static func badDuration(_ value: String) -> Self {
        Self("--duration must be seconds from 0.05 to 10, not '\(value.cutForMessage)'")
    }
    static func badFPS(_ value: String) -> Self {
        Self("--fps must be a whole number from 1 to 240, not '\(value.cutForMessage)'")
    }
    static func badSize(_ value: String) -> Self {
        Self("--size must be COLSxROWS from 1x1 to 1000x1000, not '\(value.cutForMessage)'")
    }
    static func badTheme(_ value: String) -> Self {
        Self("--theme must be dark, light or #rrggbb,#rrggbb (text, background), not '\(value.cutForMessage)'")
    }
    static func badColors(_ value: String) -> Self {
        Self("--colors must be truecolor, 256, 16 or none, not '\(value.cutForMessage)'")
    }
    static func badFormat(_ value: String) -> Self {
        Self("--format must be v2 or v3, not '\(value.cutForMessage)'")
    }
    static let recordToStandardOutput = Self("--record needs a file name, not '-'")
    static let sizeWithoutScript = Self("--size only works with --script")
    static let overwriteWithoutRecord = Self("--overwrite only works with --record")
    static let formatWithoutRecord = Self("--format only works with --record")
    static let noInputEventsWithoutRecord = Self("--no-input-events only works with --record")
}
