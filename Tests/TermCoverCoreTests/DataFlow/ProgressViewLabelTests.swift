@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("ProgressView's label and current value label")
struct ProgressViewLabelTests {
    @Test("a bar of 1 of 2 has its label above and its current value label under it")
    func labels() {
        let view = ProgressView(value: 1, total: 2) { Text("Load") } currentValueLabel: { Text("50%") }
        let host = TestHost(view.frame(width: .columns(8)), size: Size(width: 8, height: 3))
        host.expectScreen(["Load    ", "████    ", "50%     "])
    }

    @Test("a spinner with a label view shows it beside the spinner")
    func spinnerLabel() {
        let host = TestHost(ProgressView { Text("Wait") }, size: Size(width: 6, height: 1))
        host.expectScreen(["⠋ Wait"])
    }
}
