import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A custom dynamic property built from `@State`, as SwiftUI allows.
private struct Counter: DynamicProperty {
    @State var count = 0
}

private struct Counting: View {
    @State private var presses = 0
    private var counter = Counter()
    @Environment(\.screenSize) private var screen

    var body: some View {
        Text("\(presses) \(counter.count) \(screen.width)")
            .onKeyPress(.return) {
                presses += 1
                counter.count += 2
                return .handled
            }
    }
}

@MainActor
@Suite("Dynamic properties, by field layout and by Mirror")
struct DynamicPropertyPathTests {
    private func screens(readingFieldLayouts: Bool) async -> [[String]] {
        let host = TestHost(Counting(), size: Size(width: 12, height: 1))
        host.engine.host.graph.dynamicProperties.readsFieldLayouts = readingFieldLayouts
        var seen: [[String]] = []
        for _ in 0..<3 {
            host.renderIfNeeded()
            seen.append(host.lines)
            host.press(.return)
        }
        host.renderIfNeeded()
        seen.append(host.lines)
        return seen
    }

    @Test("@State, @Environment and a custom DynamicProperty connect the same way through Mirror, the public path")
    func mirrorPathMatches() async {
        let mirror = await screens(readingFieldLayouts: false)
        // Each Return adds 1 and 2; the width is the screen's 12.
        #expect(mirror == [["   0 0 12   "], ["   1 2 12   "], ["   2 4 12   "], ["   3 6 12   "]])
        #expect(await screens(readingFieldLayouts: true) == mirror)
    }
}
