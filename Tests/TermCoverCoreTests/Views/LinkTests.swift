import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

@MainActor
@Suite("Link and openURL")
struct LinkTests {
    struct Links: View {
        @State var opened: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Link("TermCover", destination: URL(string: "https://example.com/termcover")!)
                Link(destination: URL(string: "https://example.com/two")!) { Text("Two") }
                Text("[\(opened.joined(separator: ","))]")
            }
            .environment(\.openURL, OpenURLAction { url in
                opened.append(url.lastPathComponent)
                return .handled
            })
        }
    }

    @Test("a link is underlined text; Tab focuses it and Enter (or Space) hands its destination to openURL")
    func opens() {
        let host = TestHost(Links(), size: Size(width: 20, height: 3))
        let x = host.lines[0].distance(from: host.lines[0].startIndex, to: host.lines[0].firstIndex(of: "T")!)
        #expect(host.screen[x + 1, 0].style.attributes.contains(.underline), "the label is underlined")
        // The first link has focus to begin with.
        host.press(.return)
        host.press(.tab)
        host.press(.space)
        #expect(host.lines[2].contains("[termcover,two]"))
    }

    @Test("the default openURL opens nothing and reports the URL as not handled")
    func defaultDoesNothing() {
        var accepted: Bool?
        EnvironmentValues().openURL(URL(string: "https://example.com")!) { accepted = $0 }
        #expect(accepted == false)
    }
}
