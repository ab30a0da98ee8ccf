// A program written as a SwiftUI developer would write it, run live by the
// tests on a pseudo-terminal: what headless tests cannot show (which thread
// the main actor runs on, what a real `async` main does) shows here.
// Usage: termcover-probe SCENARIO LOGFILE. It logs what it saw, one event a line.
import Foundation
import Glibc
import CHeapStats
import Observation
import TermCover

/// Appends timed lines to the log file; times are seconds since start.
@MainActor
final class ProbeLog {
    static var shared: ProbeLog!
    private let file: UnsafeMutablePointer<FILE>
    private let start = ProcessInfo.processInfo.systemUptime
    init(path: String) {
        guard let f = fopen(path, "w") else { fatalError("cannot open \(path)") }
        file = f
    }
    var elapsed: Double { ProcessInfo.processInfo.systemUptime - start }
    func write(_ line: String) {
        fputs(String(format: "%.4f ", elapsed) + line + "\n", file)
        fflush(file)
    }
}

/// The thread running this code, to see which threads draw.
func threadID() -> UInt { UInt(pthread_self()) }

@Observable @MainActor
final class Model {
    var shown = false
    /// Set shortly after the animation completes.
    var finished = false
}

/// Shows its animated value and logs it each time its body runs.
struct Meter: View, Animatable {
    var value: Double
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        ProbeLog.shared.write("value \(value)")
        // Frames are evaluated and drawn (through ncurses) in one main-actor job.
        Probe.drawThreads.insert(threadID())
        return Text("meter \(Int((value * 100).rounded()))")
    }
}

struct AnimationProbe: View {
    let model: Model
    var body: some View { Meter(value: model.shown ? 1 : 0) }
}

/// The same change, started by `.task` from an `@Environment` model.
struct TaskProbe: View {
    @Environment(Model.self) private var model
    @Environment(\.quit) private var quit
    var body: some View {
        Meter(value: model.shown ? 1 : 0)
            .task {
                try? await Task.sleep(for: .milliseconds(300))
                animate(model)
            }
            .onChange(of: model.finished) {
                guard Probe.isApp else { return }
                finish()
                quit?()
            }
    }
}

/// The task probe as a `TerminalApp`, the way the README starts a program.
struct ProbeApp: TerminalApp {
    var body: some View { TaskProbe().environment(Model()) }
}

/// A Foundation `Timer` and `DispatchQueue.main.asyncAfter`, as apps use
/// them from a view's task: both must fire, on the main thread.
struct TimersProbe: View {
    @Environment(\.quit) private var quit
    var body: some View {
        Text("timers")
            .task {
                ProbeLog.shared.write("scheduled")
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    var ticks = 0
                    _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
                        let last = MainActor.assumeIsolated {
                            ticks += 1
                            ProbeLog.shared.write("timer \(ticks) isMainThread=\(Thread.isMainThread)")
                            return ticks == 3
                        }
                        if last {
                            timer.invalidate()
                            done.resume()
                        }
                    }
                }
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                        ProbeLog.shared.write("after isMainThread=\(Thread.isMainThread)")
                        done.resume()
                    }
                }
                finish()
                quit?()
            }
    }
}

struct TimersApp: TerminalApp {
    var body: some View { TimersProbe() }
}

/// A page that presents a cover on "p"; the cover dismisses itself on "d".
/// Every dismissal logs the count and the heap in use, so a test typing the
/// keys from outside sees whether each present/dismiss costs memory that
/// stays (the live path alone: keys read on the input thread, wake-ups,
/// frames drawn through ncurses).
struct CyclesProbe: View {
    @State private var shown = false
    @State private var dismissals = 0
    var body: some View {
        Text("page \(dismissals)")
            .onKeyPress("p") {
                // Without animation, so that a cycle costs two frames.
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { shown = true }
                return .handled
            }
            .fullScreenCover(isPresented: $shown, onDismiss: {
                dismissals += 1
                ProbeLog.shared.write("dismissed \(dismissals) heap \(mallinfo2().uordblks)")
            }) {
                CyclesCover()
            }
    }
}

struct CyclesCover: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("cover")
            .onAppear { ProbeLog.shared.write("presented") }
            .onKeyPress("d") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { dismiss() }
                return .handled
            }
    }
}

struct CyclesApp: TerminalApp {
    var body: some View { CyclesProbe() }
}

/// A text field with focus from the start; every change of its text is
/// logged with its length, and the text itself once it reaches
/// `TypingProbe.expected` characters, so a test typing a burst from outside
/// sees when it arrived and whether any character was lost.
struct TypingProbe: View {
    static let expected = 1000
    @State private var text = ""
    @FocusState private var focused: Bool
    var body: some View {
        VStack {
            TextField("type here", text: $text)
                .focused($focused)
            Text("\(text.count) characters")
        }
        .onAppear { focused = true }
        .onChange(of: focused) { ProbeLog.shared.write("focused \(focused)") }
        .onChange(of: text) {
            ProbeLog.shared.write("length \(text.count)")
            if text.count >= Self.expected { ProbeLog.shared.write("text \(text)") }
        }
    }
}

struct TypingApp: TerminalApp {
    var body: some View { TypingProbe() }
}

/// Dates an hour or more ago, shown relative: their words change once a
/// minute at most, so an idle run should sleep between.
struct RelativeDatesProbe: View {
    let start = Date()
    var body: some View {
        VStack {
            ForEach(1..<6) { hours in
                Text(start.addingTimeInterval(Double(-3600 * hours) - 0.2 * Double(hours)), style: .relative)
            }
        }
    }
}

struct RelativeDatesApp: TerminalApp {
    var body: some View { RelativeDatesProbe() }
}

/// An expense list kept in `UserDefaults`, as course apps keep theirs: "a"
/// adds an expense and stores the list at once; the app never calls
/// `synchronize()`. Logs "loaded N" when it appears and "saved N" after each.
struct ExpensesProbe: View {
    @State private var expenses = UserDefaults.standard.stringArray(forKey: "expenses") ?? []
    var body: some View {
        Text("expenses \(expenses.count)")
            .onAppear { ProbeLog.shared.write("loaded \(expenses.count)") }
            .onKeyPress("a") {
                expenses.append("lunch")
                UserDefaults.standard.set(expenses, forKey: "expenses")
                ProbeLog.shared.write("saved \(expenses.count)")
                return .handled
            }
    }
}

struct ExpensesApp: TerminalApp {
    var body: some View { ExpensesProbe() }
}

/// Shows the model animated over a linear second; stops once it completes.
@MainActor
func animate(_ model: Model) {
    ProbeLog.shared.write("start isMainThread=\(Thread.isMainThread)")
    withAnimation(.linear(duration: 1)) {
        model.shown = true
    } completion: {
        ProbeLog.shared.write("completion")
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(300))
            model.finished = true
        }
        stopSoon()
    }
}

/// Logs what the run saw once it is over.
/// A word made afresh, with a new id, on every body pass (issue 43): a
/// search field over such rows once repeated its results down the screen.
struct FreshWord: Identifiable {
    let id = UUID()
    let text: String
}

struct ListSearchProbe: View {
    @State private var search = ""
    var body: some View {
        let words = ["apple", "banana", "cherry", "mango"].filter { search.isEmpty || $0.contains(search) }
            .map { FreshWord(text: $0) }
        VStack(alignment: .leading) {
            TextField("Search", text: $search)
            List {
                ForEach(words) { Text($0.text) }
            }
        }
    }
}

@MainActor
func finish() {
    ProbeLog.shared.write("draw-threads \(Probe.drawThreads.count)")
    ProbeLog.shared.write("end")
}

@MainActor
func run<V: View>(_ view: V) async {
    do {
        try await TerminalRunner.run(view) { hooks in
            Probe.run = hooks
        }
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
}

@MainActor enum Probe {
    static var run: RunHooks?
    static var drawThreads = Set<UInt>()
    /// True when running as a `TerminalApp`, which quits through the environment.
    static var isApp = false
}

@MainActor
func stopSoon() {
    Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(300))
        Probe.run?.stop()

    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: termcover-probe SCENARIO LOGFILE\n".utf8))
    exit(2)
}
ProbeLog.shared = ProbeLog(path: arguments[2])

switch arguments[1] {
case "observable-animation":
    // The everyday way to drive a view from async work: a main-actor task
    // changes an @Observable model inside withAnimation.
    let model = Model()
    Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(300))
        animate(model)
    }
    await run(AnimationProbe(model: model))
case "task-animation":
    await run(TaskProbe().environment(Model()))
case "terminal-app":
    // Before any await: this is what `@main struct App: TerminalApp` runs.
    Probe.isApp = true
    ProbeApp.main()
case "foundation-timers":
    TimersApp.main()
case "cover-cycles":
    CyclesApp.main()
case "expenses":
    ExpensesApp.main()
case "list-search":
    await run(ListSearchProbe())
case "typing":
    TypingApp.main()
case "relative-dates":
    RelativeDatesApp.main()
case "combine":
    CombineApp.main()
default:
    FileHandle.standardError.write(Data("termcover-probe: unknown scenario \(arguments[1])\n".utf8))
    exit(2)
}
finish()
