@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A plain enum, not a view and not on the main actor, that builds each
/// tab's view: common in real apps, and compiled against SwiftUI because
/// its `ViewBuilder` is not bound to the main actor.
private enum AppTab: CaseIterable {
    case list, about

    @ViewBuilder
    var view: some View {
        switch self {
        case .list: Text("List")
        case .about: Text("About")
        }
    }
}

@MainActor
@Suite("ViewBuilder outside the main actor")
struct ViewBuilderIsolationTests {
    @Test("a @ViewBuilder property of a plain enum builds its views, a switch choosing between them")
    func enumBuildsViews() {
        #expect(TestHost(AppTab.list.view, size: Size(width: 5, height: 1)).lines == ["List "])
        #expect(TestHost(AppTab.about.view, size: Size(width: 5, height: 1)).lines == ["About"])
    }
}
