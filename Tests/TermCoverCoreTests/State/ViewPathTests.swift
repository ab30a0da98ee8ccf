import Testing
@testable import TermCoverCore

@Suite("ViewPath: where a view sits")
struct ViewPathTests {
    private func path(_ parts: [ViewPath.Component]) -> ViewPath {
        parts.reduce(ViewPath.root) { $0.appending($1) }
    }

    @Test("paths built apart from the same components are equal, hash alike and list them in order")
    func equalWhenBuiltApart() {
        let parts: [ViewPath.Component] = [.name("root"), .index(2), .key(AnyHashable("row 7")), .name("content")]
        let a = path(parts), b = path(parts)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.components == parts)
        #expect(a.depth == 4)
        #expect(Set([a, b]).count == 1)
    }

    @Test("paths differing in one component, or in length, are different")
    func differentPaths() {
        let a = path([.name("root"), .index(2), .name("content")])
        #expect(a != path([.name("root"), .index(3), .name("content")]))
        #expect(a != path([.name("root"), .index(2)]))
        #expect(a != path([.name("root"), .index(2), .name("content"), .index(0)]))
        #expect(a != ViewPath.root)
    }

    @Test("an index, a type, a name and a key holding the same value are four different components")
    func componentKindsDiffer() {
        let type = ObjectIdentifier(Int.self)
        let kinds: [ViewPath.Component] = [.index(3), .key(AnyHashable(3)), .type(type), .key(AnyHashable(type)),
                                           .name("row"), .key(AnyHashable("row"))]
        let paths = kinds.map { path([.name("root"), $0, .name("content")]) }
        for (i, a) in paths.enumerated() {
            for (j, b) in paths.enumerated() {
                #expect((a == b) == (i == j), "\(kinds[i]) against \(kinds[j])")
            }
            // Built apart, the same kind and value match, down to the root.
            #expect(a == path([.name("root"), kinds[i], .name("content")]))
        }
        #expect(path([.type(type)]) != path([.type(ObjectIdentifier(String.self))]))
        #expect(path([.name("row")]) != path([.name("rows")]))
    }

    @Test("keys that are Ints (a ForEach over a range) match equal Ints only, built apart or not")
    func integerKeys() {
        let a = path([.name("root"), .key(AnyHashable(7)), .name("row")])
        let b = path([.name("root"), .key(AnyHashable(7)), .name("row")])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.components == [.name("root"), .key(AnyHashable(7)), .name("row")])
        #expect(a != path([.name("root"), .key(AnyHashable(8)), .name("row")]))
        #expect(a != path([.name("root"), .key(AnyHashable("7")), .name("row")]))
        #expect(a != path([.name("root"), .index(7), .name("row")]))
        // Two ForEach elements of one view never mix id types; a key of
        // another integer type is a different identity, and hashes apart.
        #expect(a != path([.name("root"), .key(AnyHashable(UInt8(7))), .name("row")]))
    }

    @Test("keys that are a view list child's StructuralID match equal ids only, built apart or not")
    func structuralKeys() {
        func row(_ parts: [AnyHashable]) -> ViewPath {
            path([.name("form"), .key(AnyHashable(StructuralID(parts))), .name("row")])
        }
        let a = row([AnyHashable(2), AnyHashable(7)])
        #expect(a == row([AnyHashable(2), AnyHashable(7)]))
        #expect(a.hashValue == row([AnyHashable(2), AnyHashable(7)]).hashValue)
        #expect(a != row([AnyHashable(2), AnyHashable(8)]))
        #expect(a != row([AnyHashable(2), AnyHashable("7")]))
        #expect(a != path([.name("form"), .key(AnyHashable(7)), .name("row")]))
    }

    @Test("keys that are a branch's Bool or another path match equal ones only")
    func flagAndPathKeys() {
        let presenter = path([.name("root"), .index(1)])
        let a = path([.name("root"), .key(AnyHashable(true)), .key(AnyHashable(presenter))])
        let b = path([.name("root"), .key(AnyHashable(true)), .key(AnyHashable(path([.name("root"), .index(1)])))])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != path([.name("root"), .key(AnyHashable(false)), .key(AnyHashable(presenter))]))
        #expect(a != path([.name("root"), .key(AnyHashable(true)), .key(AnyHashable(path([.name("root"), .index(2)])))]))
        #expect(a != path([.name("root"), .key(AnyHashable(1)), .key(AnyHashable(presenter))]))
    }

    @Test("a path has itself, its ancestors and the root as prefixes, and not its siblings or descendants")
    func prefixes() {
        let row = path([.name("root"), .key(AnyHashable(4)), .name("row")])
        let control = row.appending(.name("link"))
        let rebuilt = path([.name("root"), .key(AnyHashable(4)), .name("row"), .name("link")])
        #expect(control.hasPrefix(row))
        #expect(rebuilt.hasPrefix(row), "built apart, it shares no links with the prefix")
        #expect(control.hasPrefix(control))
        #expect(control.hasPrefix(ViewPath.root))
        #expect(!row.hasPrefix(control))
        #expect(!control.hasPrefix(path([.name("root"), .key(AnyHashable(5)), .name("row")])))
        #expect(!control.hasPrefix(path([.name("root"), .key(AnyHashable(4)), .name("other")])))
    }
}
