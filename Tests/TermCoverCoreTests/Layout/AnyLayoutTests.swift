import Foundation
import TermCoverTesting
import Testing

@MainActor
@Suite("HStackLayout, VStackLayout, ZStackLayout and AnyLayout draw as the stacks do")
struct AnyLayoutTests {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("n\(count)").onKeyPress(.character("c")) { count += 1; return .handled }
        }
    }

    private struct Adaptive: View {
        @State private var wide = true
        var body: some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout(alignment: .leading))
            layout {
                Counter()
                Text("b")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .onKeyPress(.character("t")) { wide.toggle(); return .handled }
        }
    }

    @Test("the layout values draw what their stacks draw")
    func sameAsStacks() {
        func lines<V: View>(_ v: V) -> [String] { TestHost(v, size: Size(width: 9, height: 3)).lines }
        #expect(lines(HStackLayout(alignment: .top, spacing: 24) { Text("a"); Text("bb") })
                == lines(HStack(alignment: .top, spacing: 24) { Text("a"); Text("bb") }))
        #expect(lines(VStackLayout(alignment: .trailing) { Text("a"); Text("bb") })
                == lines(VStack(alignment: .trailing) { Text("a"); Text("bb") }))
        #expect(lines(ZStackLayout(alignment: .bottomTrailing) { Color.clear.frame(width: 40, height: 48); Text("z") })
                == lines(ZStack(alignment: .bottomTrailing) { Color.clear.frame(width: 40, height: 48); Text("z") }))
    }

    @Test("AnyLayout switches from a row to a column, and the subviews keep their state")
    func switchesAndKeepsState() async {
        let host = TestHost(Adaptive(), size: Size(width: 6, height: 2))
        host.expectScreen(["n0  b ", "      "])
        host.press(.character("c"))
        await host.advance(by: 0.1)
        host.expectScreen(["n1  b ", "      "])
        host.press(.character("t"))
        await host.advance(by: 0.1)
        host.expectScreen(["n1    ", "b     "])
    }
}
