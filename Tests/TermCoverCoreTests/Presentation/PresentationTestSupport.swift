@testable import TermCoverCore
import Observation
import TermCoverTesting
import Testing

// Shared fixtures for the presentation specification.
//
// Screens are 8×8 at 8 fps and covers move with `.linear(duration: 1)`, so
// every frame is exactly 1/8 s (no rounding drift on the manual clock) and a
// cover moving from the bottom travels exactly one row a frame: k frames
// into a presentation it sits 8 − k rows down, k frames into a dismissal
// k rows down. One row a frame is the animation's own per-frame step.

/// How a call awaited by a test ended.
enum Outcome: Equatable, CustomStringConvertible {
    case returned
    case cancelled
    case failed(String)

    var description: String {
        switch self {
        case .returned: "returned"
        case .cancelled: "cancelled"
        case .failed(let e): "failed(\(e))"
        }
    }
}

/// A task running `present()`/`dismiss()` (or anything async) while the
/// test moves the clock, recording how and when it ended.
@MainActor
final class Waiter {
    private(set) var outcome: Outcome?
    private(set) var task: Task<Void, Never>?

    init(_ operation: @escaping @MainActor () async throws -> Void) {
        task = Task { @MainActor in
            do {
                try await operation()
                self.outcome = .returned
            } catch is CancellationError {
                self.outcome = .cancelled
            } catch {
                self.outcome = .failed("\(error)")
            }
        }
    }

    var isDone: Bool { outcome != nil }
    func cancel() { task?.cancel() }
}

/// Yields to other tasks until `condition` holds, at most `limit` times:
/// a waiter resumed by a signal runs once the main actor has a turn for
/// it, which takes more than a few yields when the tests run side by side.
@MainActor
func yield(until condition: () -> Bool, limit: Int = 10_000) async {
    for _ in 0..<limit where !condition() { await Task.yield() }
}

/// Things that happened, in order.
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func add(_ event: String) { events.append(event) }
}

let coverSize = Size(width: 8, height: 8)
let coverFPS = 8.0
let frame = 1.0 / coverFPS
let oneSecond = Animation.linear(duration: 1)

/// Eight rows that say where they are: the base view of most tests.
struct BaseRows: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<8) { Text("base \($0)  ") }
        }
    }
}

/// Eight rows that fill the cover, so its offset can be read off the screen.
struct CoverRows: View {
    var label: Character = "C"
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<8) { Text("\(label)\($0)>>>>>>") }
        }
    }
}

let baseScreen = (0..<8).map { "base \($0)  " }
func coverScreen(_ label: Character = "C") -> [String] { (0..<8).map { "\(label)\($0)>>>>>>" } }

/// The screen with a cover `rows` rows down from the top (0: fully shown,
/// 8: gone) over `base`.
func screen(coverAt rows: Int, cover: [String] = coverScreen(), base: [String] = baseScreen) -> [String] {
    Array(base.prefix(rows)) + Array(cover.prefix(max(0, base.count - rows)))
}

/// How many rows down the cover labelled `label` is: the row showing its
/// first line, or the height of the screen when it is not on screen.
func coverOffset(_ lines: [String], label: Character = "C") -> Int {
    lines.firstIndex { $0.hasPrefix("\(label)0>") } ?? lines.count
}

/// A cover driven by `proxy` over the base rows.
@MainActor
func proxyHost(_ proxy: PresentationProxy, animation: Animation? = oneSecond) -> TestHost {
    TestHost(BaseRows().fullScreenCover(presentation: proxy, animation: animation) { CoverRows() },
             size: coverSize, fps: coverFPS)
}

/// State held outside the view tree, observed by the views that read it:
/// tests change it directly, inside `withAnimation` when they want to.
@MainActor
final class Model: Observable {
    private let registrar = ObservationRegistrar()
    private var _show = false
    private var _item: Item?
    private var _present = true

    var show: Bool {
        get { registrar.access(self, keyPath: \.show); return _show }
        set { registrar.withMutation(of: self, keyPath: \.show) { _show = newValue } }
    }
    var item: Item? {
        get { registrar.access(self, keyPath: \.item); return _item }
        set { registrar.withMutation(of: self, keyPath: \.item) { _item = newValue } }
    }
    /// Whether the presenting view is in the tree at all.
    var presenterInTree: Bool {
        get { registrar.access(self, keyPath: \.presenterInTree); return _present }
        set { registrar.withMutation(of: self, keyPath: \.presenterInTree) { _present = newValue } }
    }

    var showBinding: Binding<Bool> { Binding(get: { self.show }, set: { self.show = $0 }) }
    var itemBinding: Binding<Item?> { Binding(get: { self.item }, set: { self.item = $0 }) }
}

/// An item for `fullScreenCover(item:)`: its id is the identity, its label
/// what the cover shows.
struct Item: Identifiable, Equatable {
    let id: Int
    let label: Character
}

extension TestHost {
    /// Advances frame by frame for `frames` frames, recording the offset of
    /// the cover labelled `label` after each.
    func offsets(frames: Int, label: Character = "C") async -> [Int] {
        var result: [Int] = []
        for _ in 0..<frames {
            await advance(by: frame)
            result.append(coverOffset(lines, label: label))
        }
        return result
    }

    /// The screen the terminal shows, rebuilt from the diffs alone, is the
    /// one the host composed, in the terminal's colors (blends become
    /// palette colors on a 256-color terminal).
    var terminalMatches: Bool { terminal.screen == screen.quantized(for: terminal.colorSupport) }
}

/// True when no two consecutive offsets differ by more than `step` rows.
func isSmooth(_ offsets: [Int], from start: Int, step: Int = 1) -> Bool {
    zip([start] + offsets, offsets).allSatisfy { abs($1 - $0) <= step }
}
