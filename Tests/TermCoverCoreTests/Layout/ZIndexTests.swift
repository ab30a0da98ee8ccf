import Testing
import TermCoverTesting

@MainActor
@Suite("zIndex")
struct ZIndexTests {
    @Test("in a ZStack a higher zIndex draws on top, whatever the declaration order")
    func higherOnTop() {
        let host = TestHost(ZStack {
            Text("AAA").zIndex(1)
            Text("B")
        }, size: Size(width: 3, height: 1))
        host.expectScreen(["AAA"])
        let plain = TestHost(ZStack {
            Text("AAA")
            Text("B")
        }, size: Size(width: 3, height: 1))
        #expect(plain.lines == ["ABA"])
    }

    @Test("equal zIndex keeps declaration order; negative goes below the default 0; it passes through modifiers")
    func tiesAndNegative() {
        let host = TestHost(ZStack {
            Text("CCC").zIndex(2)
            Text("DD").padding(.leading, 8).zIndex(2)
            Text("E").zIndex(-1)
        }, size: Size(width: 3, height: 1))
        host.expectScreen(["CDD"])
        let through = TestHost(ZStack {
            Text("FFF").zIndex(1).padding(.cells(0))
            Text("G")
        }, size: Size(width: 3, height: 1))
        #expect(through.lines == ["FFF"])
    }

    @Test("the view on top by zIndex takes the click")
    func clicks() {
        struct Tapped: View {
            @State var log = "-"
            var body: some View {
                VStack {
                    ZStack {
                        Text("top").onTapGesture { log = "t" }.zIndex(1)
                        Text("low").onTapGesture { log = "l" }
                    }
                    Text(log)
                }
            }
        }
        let host = TestHost(Tapped(), size: Size(width: 3, height: 2))
        host.click(x: 1, y: 0)
        host.expectScreen(["top", " t "])
    }
}
