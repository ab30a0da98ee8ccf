import Testing
import TermCoverTesting

@MainActor
@Suite("Lengths given as Double are whole cells")
struct CellLengthTests {
    @Test("padding given as a Double rounds to the nearest cell, halves away from zero")
    func doublePadding() {
        let screen = { (view: AnyView) in
            TestHost(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                     size: Size(width: 6, height: 5)).lines
        }
        // 1.6 is 2 cells; 2.4 is 2; 0.5 is 1.
        #expect(screen(AnyView(Text("a").padding(1.6))) == ["      ", "      ", "  a   ", "      ", "      "])
        #expect(screen(AnyView(Text("a").padding(.leading, 2.4))) == ["  a   ", "      ", "      ", "      ", "      "])
        #expect(screen(AnyView(Text("a").padding(.top, 0.5))) == ["      ", "a     ", "      ", "      ", "      "])
    }

    @Test("stack spacing given as a Double rounds the same way: 2.5 columns are 3, 0.4 rows are none")
    func doubleSpacing() {
        let h = TestHost(HStack(spacing: 2.5) { Text("a"); Text("b") }, size: Size(width: 5, height: 1))
        #expect(h.lines == ["a   b"])
        let v = TestHost(VStack(spacing: 0.4) { Text("a"); Text("b") }, size: Size(width: 1, height: 2))
        #expect(v.lines == ["a", "b"])
    }
}
