/// What `.refreshable` puts in the environment, as SwiftUI's
/// `RefreshAction`: calling it runs the refresh and returns when it ends.
public struct RefreshAction: Sendable {
    let action: @MainActor @Sendable () async -> Void

    /// Runs the refresh, showing the progress indicator while it runs.
    @MainActor
    public func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// The refresh `.refreshable` set above, or nil.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Lets the user refresh this view's content, as SwiftUI's
    /// `refreshable(action:)`: where iOS pulls a list down, Ctrl-R or F5
    /// pressed while the view (or a view in it) has focus, or nothing has,
    /// runs `action`, with a spinner above the content until it returns.
    /// A key pressed while a refresh runs is taken and ignored. The action
    /// is also `@Environment(\.refresh)` inside, for a button to call.
    /// It is cancelled if the view goes away.
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}

/// The keys that refresh: Ctrl-R and F5.
let refreshKeys: Set<Key> = [.control("r"), .function(5)]

struct RefreshableModifier: PrimitiveModifier {
    let action: @MainActor @Sendable () async -> Void

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let box = graph.stateBox(at: context.path.appending(.name("refresh")), initial: RefreshRun())
        let run = box.value
        run.graph = graph
        let action = self.action
        let refresh = RefreshAction { [weak run] in await run?.start(action)?.value }
        var inner = context
        inner.environment.refresh = refresh
        let spinner: [LayoutNode] = run.isRunning
            ? inner.resolve(ProgressView(), at: .name("refreshing")) : []
        let body = content.resolve(inner)
        let stacked = spinner.isEmpty ? single(body)
            : context.resolveHere(VStack(spacing: 0) { ResolverView { _ in spinner }; ResolverView { _ in body } })[0]
        return [KeyHandlerNode(stacked) { press in
            guard refreshKeys.contains(press.key) else { return .ignored }
            if !run.isRunning { _ = run.start(action) }
            return .handled
        }]
    }
}

/// A refreshable view's refresh: running or not, and its task, cancelled
/// when the view goes away.
@MainActor
final class RefreshRun: GraphDisposable {
    private(set) var isRunning = false
    private var task: Task<Void, Never>?
    weak var graph: ViewGraph?

    /// Starts `action` unless one runs; the running task either way.
    func start(_ action: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never>? {
        if isRunning { return task }
        isRunning = true
        graph?.invalidate()
        task = Task { @MainActor [weak self] in
            await action()
            guard let self else { return }
            self.isRunning = false
            self.task = nil
            self.graph?.invalidate()
        }
        return task
    }

    nonisolated func dispose() {
        MainActor.assumeIsolated { task?.cancel() }
    }
}
