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

    @Test("a branch and an id that is itself a StructuralID (a Form's own rows) compare as themselves")
    func branchesAndNestedIDs() {
        let inner = StructuralID([AnyHashable(3), AnyHashable(false)])
        let a = StructuralID([AnyHashable(0), AnyHashable(inner)])
        #expect(a == StructuralID([AnyHashable(0), AnyHashable(StructuralID([AnyHashable(3), AnyHashable(false)]))]))
        #expect(a != StructuralID([AnyHashable(0), AnyHashable(StructuralID([AnyHashable(3), AnyHashable(true)]))]))
        #expect(a != StructuralID([AnyHashable(0), AnyHashable(3), AnyHashable(false)]))
        #expect(a.last == AnyHashable(inner))
        #expect(a.parts == [AnyHashable(0), AnyHashable(inner)])
    }
}
