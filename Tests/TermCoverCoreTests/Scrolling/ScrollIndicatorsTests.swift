import Testing
import TermCoverTesting

@MainActor
@Suite("scrollIndicators(_:) shows or hides the thumb")
struct ScrollIndicatorsTests {
    private func rows(_ visibility: ScrollIndicatorVisibility) -> some View {
        ScrollView {
            VStack(alignment: .leading) { ForEach(0..<10, id: \.self) { Text("row \($0)") } }
        }
        .scrollIndicators(visibility)
        .frame(width: 48, height: 48)
    }

    @Test("hidden, the content takes the thumb's column; visible, the thumb shows")
    func hidden() {
        #expect(TestHost(rows(.hidden), size: Size(width: 6, height: 3)).lines == ["row 0 ", "row 1 ", "row 2 "])
        #expect(TestHost(rows(.visible), size: Size(width: 6, height: 3)).lines == ["row 0▐", "row 1 ", "row 2 "])
    }

    @Test("hidden along the other axis only, the vertical thumb still shows")
    func otherAxis() {
        let view = ScrollView {
            VStack(alignment: .leading) { ForEach(0..<10, id: \.self) { Text("row \($0)") } }
        }
        .scrollIndicators(.hidden, axes: .horizontal)
        .frame(width: 48, height: 48)
        #expect(TestHost(view, size: Size(width: 6, height: 3)).lines == ["row 0▐", "row 1 ", "row 2 "])
    }
}
