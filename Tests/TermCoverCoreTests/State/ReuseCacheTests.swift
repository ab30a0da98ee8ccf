import Observation
import Testing
import TermCoverTesting

/// A target held outside the tree, so that the test can move it while a cover has the keys.
@MainActor
private final class Target: Observable {
    private let registrar = ObservationRegistrar()
    private var _value = 0.0
    var value: Double {
        get { registrar.access(self, keyPath: \.value); return _value }
        set { registrar.withMutation(of: self, keyPath: \.value) { _value = newValue } }
    }
}

/// Shows its interpolated value through a child that an `if` inserts with a transition.
private struct Readout: View, Animatable {
    var value: Double
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        if value >= 0 {
            Text("v\(Int(value.rounded()))").transition(.opacity)
        }
    }
}

/// Presents a cover whose content is built from its interpolated value.
private struct CoverReadout: View, Animatable {
    var value: Double
    let transitionInside: Bool
    @State private var shown = false
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        let text = "c\(Int(value.rounded()))"
        let inside = transitionInside
        return Text("base")
            .onKeyPress(.character("p")) { shown = true; return .handled }
            .fullScreenCover(isPresented: $shown) {
                if inside {
                    Text(text).transition(.opacity)
                } else {
                    Text(text)
                }
            }
    }
}

/// Hands a child the target's value.
private struct Driver<Content: View>: View {
    let target: Target
    let content: (Double) -> Content
    var body: some View {
        content(target.value)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A reused subtree never shows values its parent has moved on from: the
/// reuse cache holds a subtree only while everything it was built from is
/// in its key, or the subtree around it was reused too.
@MainActor
@Suite("The reuse cache never shows stale values")
struct ReuseCacheTests {
    @Test("A child inserted with a transition shows its animated parent's value on every frame")
    func transitionedChildFollowsAnimatedParent() async {
        let target = Target()
        let host = TestHost(Driver(target: target) { Readout(value: $0) }, size: Size(width: 6, height: 1), fps: 4)
        host.expectScreen(["v0    "])
        withAnimation(.linear(duration: 1)) { target.value = 100 }
        host.renderIfNeeded()
        var seen: [String] = []
        for _ in 0..<4 {
            await host.advance(by: 0.25)
            seen.append(host.lines[0].trimmingCharacters(in: .whitespaces))
        }
        #expect(seen == ["v25", "v50", "v75", "v100"])
        await host.advance(by: 1)
        host.expectScreen(["v100  "])
    }

    @Test("A cover's content built from the presenter's animated value follows it", arguments: [false, true])
    func coverContentFollowsAnimatedPresenter(transitionInside: Bool) async {
        let target = Target()
        let host = TestHost(Driver(target: target) { CoverReadout(value: $0, transitionInside: transitionInside) },
                            size: Size(width: 6, height: 2), fps: 4)
        host.press(.character("p"))
        await host.advance(by: 2)
        #expect(host.lines[0].contains("c0"))
        withAnimation(.linear(duration: 1)) { target.value = 100 }
        host.renderIfNeeded()
        var seen: [String] = []
        for _ in 0..<4 {
            await host.advance(by: 0.25)
            seen.append(host.lines.joined().trimmingCharacters(in: .whitespaces))
        }
        #expect(seen == ["c25", "c50", "c75", "c100"])
    }
}
