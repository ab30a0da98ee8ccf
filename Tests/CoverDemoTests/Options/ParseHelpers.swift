import CoverDemoKit

/// Parses `args` with an empty environment.
func command(_ args: String..., environment: [String: String] = [:]) throws -> DemoCommand {
    try DemoOptions.parse(args, environment: environment)
}

/// The options `args` run with, or nil when they ask for something else.
func runOptions(_ args: String..., environment: [String: String] = [:]) throws -> DemoOptions? {
    guard case .run(let options) = try DemoOptions.parse(args, environment: environment) else { return nil }
    return options
}

/// The one-line message `args` are refused with, or nil when they parse.
func usageError(_ args: String...) -> String? {
    do {
        _ = try DemoOptions.parse(args, environment: [:])
        return nil
    } catch {
        return error.description
    }
}
