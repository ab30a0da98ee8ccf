import Testing
@testable import TermCoverCore

@Suite("StructuralID: where a child of a view list sits")
struct StructuralIDTests {
    @Test("ids built apart from the same parts are equal, hash alike and list them in order")
    func equalWhenBuiltApart() {
        let parts: [AnyHashable] = [AnyHashable(0), AnyHashable("rows"), AnyHashable(7), AnyHashable(true)]
        let a = StructuralID(parts), b = StructuralID(parts)
        #expect(a == b)
        #expect(AnyHashable(a) == AnyHashable(b))
        #expect(a.hashValue == b.hashValue)
        #expect(a.parts == parts)
        #expect(a.last == AnyHashable(true))
        #expect(a.description == parts.description)
    }

    @Test("ids differing in one part, in its type, or in length are different")
    func differentIDs() {
        let a = StructuralID([AnyHashable(1), AnyHashable(7)])
        #expect(a != StructuralID([AnyHashable(1), AnyHashable(8)]))
        #expect(a != StructuralID([AnyHashable(1), AnyHashable("7")]))
        #expect(a != StructuralID([AnyHashable(1)]))
        #expect(a != StructuralID([AnyHashable(1), AnyHashable(7), AnyHashable(0)]))
        #expect(StructuralID([AnyHashable(true)]) != StructuralID([AnyHashable(1)]))
        #expect(StructuralID([]).last == nil)
    }
}
