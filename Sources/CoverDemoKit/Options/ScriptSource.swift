/// Where `--script` reads its steps from.
package enum ScriptSource: Equatable, Sendable {
    /// Standard input, written `--script -`.
    case standardInput
    /// A file, by the path given on the command line.
    case file(String)
}
