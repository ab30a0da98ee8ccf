import TermCover

// Usage: cover-live-scene [--scene=slide-up|--scene=slide-in] [--whole-cells] [--async]
// `--async` starts it as an `async` main awaiting `TerminalRunner.run`, as
// apps written that way do; otherwise through the `@main TerminalApp` entry
// (`CoverLiveScene.main()` before anything awaits is what `@main` runs).
let arguments = Set(CommandLine.arguments.dropFirst())
let scene = LiveScene(edge: arguments.contains("--scene=slide-in") ? .trailing : .bottom,
                      precision: arguments.contains("--whole-cells") ? .wholeCells : nil)

struct CoverLiveScene: TerminalApp {
    var body: some View { scene }
}

if arguments.contains("--async") {
    try await TerminalRunner.run(scene)
} else {
    CoverLiveScene.main()
}
