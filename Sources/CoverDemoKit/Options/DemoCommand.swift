/// What a command line asks `cover-demo` to do. The texts are complete
/// outputs without a final newline: print them with `print(_:)`.
package enum DemoCommand: Equatable, Sendable {
    /// Print the usage text and exit 0.
    case help(String)
    /// Print `cover-demo <version>` and exit 0.
    case version(String)
    /// Print the transition names, then the animation names, one a line, and exit 0.
    case list(String)
    /// Run the gallery (or the script) with these options.
    case run(DemoOptions)
}
