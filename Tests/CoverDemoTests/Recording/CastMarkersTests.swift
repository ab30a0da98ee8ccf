import Testing
@testable import CoverDemoKit
import TermCover

@Suite("CastMarkers: where a scripted recording's markers go")
struct CastMarkersTests {
    @Test("a level that starts presenting or dismissing gets one marker, and none while it animates or rests")
    func presentAndDismiss() {
        let markers = CastMarkers()
        #expect(markers.labels(after: []) == [])
        #expect(markers.labels(after: [.presenting]) == ["present"])
        #expect(markers.labels(after: [.presenting]) == [])
        #expect(markers.labels(after: [.presented]) == [])
        #expect(markers.labels(after: [.presented, .presenting]) == ["present level 2"])
        #expect(markers.labels(after: [.presented, .dismissing]) == ["dismiss level 2"])
        #expect(markers.labels(after: [.presented]) == [])
        #expect(markers.labels(after: [.dismissing]) == ["dismiss"])
        #expect(markers.labels(after: []) == [])
    }

    @Test("an instant present or dismiss, and a dismissal turned back, are marked too")
    func instantAndInterrupted() {
        let markers = CastMarkers()
        #expect(markers.labels(after: [.presented]) == ["present"])
        #expect(markers.labels(after: [.dismissing]) == ["dismiss"])
        #expect(markers.labels(after: [.presenting]) == ["present"])
        #expect(markers.labels(after: [.presented, .presented]) == ["present level 2"])
        // Both levels gone in one frame, with no dismissing phase seen.
        #expect(markers.labels(after: []) == ["dismiss", "dismiss level 2"])
    }
}
