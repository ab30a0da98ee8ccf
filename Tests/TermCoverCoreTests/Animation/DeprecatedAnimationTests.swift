@testable import TermCoverCore
import TermCoverTesting
import Testing

/// iOS 13's `animation(_:)`, as older course code writes it: no value named.
private struct Slider: View {
    @State private var moved = false
    var body: some View {
        Text("x")
            .offset(x: moved ? 80 : 0)
            .animation(.linear(duration: 1))
            .frame(maxWidth: .infinity, alignment: .leading)
            .onKeyPress(.character("m")) { moved.toggle(); return .handled }
    }
}

@MainActor
@Suite("animation(_:) without a value, as SwiftUI's deprecated form")
struct DeprecatedAnimationTests {
    @Test("a change inside animates with the animation given: linear over a second, 80 points (10 columns) is 5 columns at half a second")
    func animatesEveryChange() async {
        let host = TestHost(Slider(), size: Size(width: 12, height: 1))
        #expect(host.lines == ["x           "])
        host.press(.character("m"))
        await host.advance(by: 0.5)
        #expect(host.lines == ["     x      "])
        await host.advance(by: 0.6)
        #expect(host.lines == ["          x "])
    }
}
