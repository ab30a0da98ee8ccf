import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

private struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct BoundsKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct Totals: View {
    @State var total = -1
    var outer: Int?
    var doubles = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Group {
                VStack(spacing: 0) {
                    Text("a").preference(key: SumKey.self, value: 2)
                    Text("b").preference(key: SumKey.self, value: 3)
                    Text("c")
                }
                .transformPreference(SumKey.self) { if doubles { $0 *= 2 } }
            }
            .modifier(OuterPreference(value: outer))
            .onPreferenceChange(SumKey.self) { total = $0 }
            Text("total \(total)")
        }
    }
}

private struct OuterPreference: ViewModifier {
    let value: Int?
    func body(content: Content) -> some View {
        if let value { content.preference(key: SumKey.self, value: value) } else { content }
    }
}

private struct Anchored: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("top")
            Text("Hello").padding(.leading, 16).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Text("\(Int(r.minX)) \(Int(r.minY)) \(Int(r.width)) \(Int(r.height))").offset(y: 48)
                }
            }
        }
    }
}

@MainActor
@Suite("Preferences flow from views to their ancestors")
struct PreferenceTests {
    @Test("onPreferenceChange gets the values set below, folded in view order by the key's reduce")
    func sums() async {
        let host = TestHost(Totals(), size: Size(width: 10, height: 4))
        await host.settle()
        #expect(host.lines[3].trimmingCharacters(in: .whitespaces) == "total 5")
    }

    @Test("a preference set on a view replaces the values its subtree set")
    func replaces() async {
        let host = TestHost(Totals(outer: 10), size: Size(width: 10, height: 4))
        await host.settle()
        #expect(host.lines[3].trimmingCharacters(in: .whitespaces) == "total 10")
    }

    @Test("transformPreference changes the value its subtree produced")
    func transforms() async {
        let host = TestHost(Totals(doubles: true), size: Size(width: 10, height: 4))
        await host.settle()
        #expect(host.lines[3].trimmingCharacters(in: .whitespaces) == "total 10")
    }

    @Test("overlayPreferenceValue draws what the key's value makes, over the view")
    func overlay() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("x").preference(key: NamesKey.self, value: ["x"])
            Text("y").preference(key: NamesKey.self, value: ["y"])
            Text("   ")
        }
        .overlayPreferenceValue(NamesKey.self, alignment: .bottomLeading) { names in Text(names.joined(separator: ",")) }
        let host = TestHost(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                            size: Size(width: 6, height: 3))
        #expect(host.lines == ["x     ", "y     ", "x,y   "])
        // iOS 13's form, centred, and the background form.
        let centred = VStack(spacing: 0) {
            Text("ab").preference(key: NamesKey.self, value: ["q"])
            Text("cd")
        }
        .overlayPreferenceValue(NamesKey.self) { names in Text(names.joined()) }
        .backgroundPreferenceValue(NamesKey.self) { _ in Color.clear }
        // "q" centred on 2x2: half a cell in each way, an exact half towards zero: (0, 0).
        #expect(TestHost(centred, size: Size(width: 2, height: 2)).lines == ["qb", "cd"])
    }

    @Test("an anchor's bounds read through a GeometryProxy are the anchored view's frame in the reader's points")
    func anchorBounds() async {
        let host = TestHost(Anchored(), size: Size(width: 20, height: 5))
        await host.settle()
        // "Hello" with 16 points (two columns) of leading padding, on the
        // second row: x 0, y 16 (one row), 7 columns (56 points) by 1 row (16).
        #expect(host.lines[3] == "0 16 56 16          ")
    }
}
