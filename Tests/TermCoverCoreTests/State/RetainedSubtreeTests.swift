import Testing
import TermCoverTesting

private struct Base<Content: View>: View {
    let caption: ObservableCaption
    let cover: @MainActor @Sendable () -> Content
    @State private var show = false

    var body: some View {
        Text(caption.text)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .onKeyPress(.return) { withAnimation(.linear(duration: 1)) { show = true }; return .handled }
            .fullScreenCover(isPresented: $show, content: cover)
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Text("count \(count)")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .onKeyPress(.character("+")) { count += 1; return .handled }
    }
}

private struct Mover: View {
    @State private var moved = false
    var body: some View {
        Text("X")
            .offset(x: moved ? 32 : 0)
            .frame(maxWidth: .infinity, alignment: .leading)
            .onKeyPress(.character("m")) { withAnimation(.linear(duration: 1)) { moved = true }; return .handled }
    }
}

/// Subtrees whose nodes are reused from frame to frame while a cover moves
/// (`ViewGraph.retained`) must never show a stale frame.
@MainActor
@Suite("Reused subtrees never show stale content")
struct RetainedSubtreeTests {
    @Test("An observable change to the base shows under a cover that is still moving")
    func baseChangeUnderMovingCover() async {
        let caption = ObservableCaption()
        let host = TestHost(Base(caption: caption) { Text("COVER") }, size: Size(width: 10, height: 8), fps: 8)
        host.press(.return)
        await host.advance(by: 2 / 8)
        #expect(host.lines[0].hasPrefix("old"))
        caption.text = "new"
        await host.advance(by: 1 / 8)
        #expect(host.lines[0].hasPrefix("new"), "\(host.screen)")
        #expect(host.engine.host.needsFrame, "the cover is still moving")
    }

    @Test("State changed inside a cover's content shows while the cover moves")
    func coverStateWhileMoving() async {
        let host = TestHost(Base(caption: ObservableCaption()) { Counter() }, size: Size(width: 10, height: 8), fps: 8)
        host.press(.return)
        await host.advance(by: 2 / 8)
        #expect(host.lines.contains { $0.contains("count 0") })
        host.press(.character("+"))
        #expect(host.lines.contains { $0.contains("count 1") }, "\(host.screen)")
        await host.advance(by: 1 / 8)
        #expect(host.lines.contains { $0.contains("count 1") }, "\(host.screen)")
    }

    @Test("An animation inside a cover at rest moves every frame")
    func animationInsideRestingCover() async {
        let host = TestHost(Base(caption: ObservableCaption()) { Mover() }, size: Size(width: 10, height: 8), fps: 4)
        host.press(.return)
        await host.advance(by: 2)
        #expect(!host.engine.host.needsFrame)
        let row = host.lines.firstIndex { $0.contains("X") }
        #expect(row != nil)
        host.press(.character("m"))
        var columns: [Int] = []
        for _ in 0..<4 {
            await host.advance(by: 1 / 4)
            if let row, let x = host.lines[row].firstIndex(of: "X") {
                columns.append(host.lines[row].distance(from: host.lines[row].startIndex, to: x))
            }
        }
        #expect(columns == [1, 2, 3, 4], "\(columns)")
    }
}
