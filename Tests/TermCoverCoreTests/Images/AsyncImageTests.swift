import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

/// Draws frames until `done` holds for the screen (the load runs on another thread), for at most two seconds.
@MainActor
private func waitFor(_ host: TestHost, _ done: (CellGrid) -> Bool) async throws {
    for _ in 0..<400 where !done(host.screen) {
        await host.settle()
        try await Task.sleep(for: .milliseconds(5))
    }
}

@MainActor
@Suite("AsyncImage shows each phase of a load: a file loads, the network fails with a reason")
struct AsyncImageTests {
    let gray = Bundle.module.resourcePath! + "/Fixtures/gray.jpg"

    @Test("a file URL shows the placeholder, then the picture: gray.jpg's 16 × 32 pixels as 2 × 2 cells of gray 128")
    func fileLoads() async throws {
        let view = AsyncImage(url: URL(fileURLWithPath: gray)) { image in
            image
        } placeholder: {
            Text("wait")
        }
        let host = TestHost(view, size: Size(width: 4, height: 2))
        #expect(host.lines == ["wait", "    "])
        try await waitFor(host) { $0[1, 0].style.background == Color(.rgb(128, 128, 128)) }
        let gray = Color(.rgb(128, 128, 128))
        #expect(host.screen[1, 0] == Cell(" ", style: Style(foreground: gray, background: gray)))
        #expect(host.screen[2, 1] == Cell(" ", style: Style(foreground: gray, background: gray)))
    }

    @Test("an https URL is empty first, then fails with networkUnavailable, whose description says why")
    func networkFails() async throws {
        let view = AsyncImage(url: URL(string: "https://example.com/icon.png")) { phase in
            if let error = phase.error {
                Text((error as? ImageLoadError) == .networkUnavailable(url: "https://example.com/icon.png") ? "failed" : "other")
            } else if phase.image != nil {
                Text("image")
            } else {
                Text("empty")
            }
        }
        let host = TestHost(view, size: Size(width: 8, height: 1))
        #expect(host.lines == [" empty  "])
        try await waitFor(host) { $0.lines == [" failed "] }
        #expect(host.lines == [" failed "])
        let reason = ImageLoadError.networkUnavailable(url: "https://example.com/icon.png").localizedDescription
        #expect(reason.contains("not over the network"))
    }

    @Test("a file that is not there fails as unreadable, and the default content stays a gray placeholder")
    func missingFile() async throws {
        let view = AsyncImage(url: URL(fileURLWithPath: "/nonexistent/picture.png")) { phase in
            Text(phase.error.map { ($0 as? ImageLoadError).map { if case .unreadable = $0 { "unreadable" } else { "other" } } ?? "?" } ?? "empty")
        }
        let host = TestHost(view, size: Size(width: 10, height: 1))
        try await waitFor(host) { $0.lines == ["unreadable"] }
        #expect(host.lines == ["unreadable"])
        let placeholder = TestHost(AsyncImage(url: URL(fileURLWithPath: "/nonexistent/picture.png")).frame(width: 16, height: 16),
                                   size: Size(width: 2, height: 1))
        #expect(placeholder.screen[0, 0].style.background != Cell.blank.style.background, "a gray fill, not a blank")
    }
}
