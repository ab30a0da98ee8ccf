import CoverDemoKit
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The gallery's list of transitions on the smallest screens it is recorded at.
@Suite("The gallery's transition list at 80x24")
@MainActor
struct GalleryListTests {
    @Test("At 80x24 the list scrolls to keep the selected transition in view, and both rows of key hints stay on screen")
    func listScrollsAndHintsFit() async {
        let size = Size(width: 80, height: 24)
        let host = TestHost(GalleryView(), size: size, fps: 60)
        func expectHints(_ what: String) {
            let lines = host.lines
            #expect(lines[size.height - 3].contains("⏎ present"), "\(what): \(lines[size.height - 3])")
            #expect(lines[size.height - 2].contains("? help · q quit"), "\(what): \(lines[size.height - 2])")
        }
        expectHints("at the top of the list")
        #expect(host.lines.contains { $0.hasPrefix(" cover ") })
        for _ in DemoTransition.allCases.dropFirst() {
            host.press(.downArrow)
            await host.advance(by: 0.05)
        }
        await host.advance(by: 1)
        let last = DemoTransition.allCases.last!.rawValue
        #expect(host.lines.contains { $0.hasPrefix(" \(last) ") }, "the last transition is in view once selected")
        expectHints("at the foot of the list")
    }
}
