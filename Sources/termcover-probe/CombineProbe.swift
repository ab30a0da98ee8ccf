import Combine
import Foundation
import TermCover

/// A view model as iOS apps write them: a search query debounced on the
/// main queue into the text searched for.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var searched = ""

    init() {
        $query
            .dropEmpty()
            .debounce(for: .milliseconds(150), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .assign(to: &$searched)
    }
}

extension Publisher where Output == String {
    /// The non-empty strings.
    fileprivate func dropEmpty() -> Publishers.Filter<Self> { filter { !$0.isEmpty } }
}

/// Combine inside a live app: a `Timer.publish` received with `onReceive`
/// ticks every 0.1 s; the third tick types "a", "ab", "abc" into a model
/// whose query is debounced on `DispatchQueue.main`; once "abc" arrives,
/// an `@AppStorage` counter in a suite of its own goes up and the app
/// quits. Logs "built" (its first body), "loaded N" (the counter as it
/// starts), "tick N", "searched Q", "stored N", each with the thread.
struct CombineProbe: View {
    @Environment(\.quit) private var quit
    @StateObject private var model = SearchModel()
    @State private var ticks = 0
    @AppStorage("runs", store: UserDefaults(suiteName: "termcover-probe-suite")) private var runs = 0
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    /// Whether "built" was logged: the first body, just before `onReceive` connects the timer.
    private static var built = false

    var body: some View {
        if !Self.built {
            Self.built = true
            ProbeLog.shared.write("built")
        }
        return Text("ticks \(ticks) searched \(model.searched)")
            .onAppear { ProbeLog.shared.write("loaded \(runs)") }
            .onReceive(timer) { _ in
                ticks += 1
                ProbeLog.shared.write("tick \(ticks) isMainThread=\(Thread.isMainThread)")
                if ticks == 3 {
                    for query in ["a", "ab", "abc"] { model.query = query }
                }
            }
            .onReceive(model.$searched) { searched in
                guard !searched.isEmpty else { return }
                ProbeLog.shared.write("searched \(searched) isMainThread=\(Thread.isMainThread)")
                runs += 1
                ProbeLog.shared.write("stored \(runs)")
                finish()
                quit?()
            }
    }
}

struct CombineApp: TerminalApp {
    var body: some View { CombineProbe() }
}
