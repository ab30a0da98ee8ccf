/// Any `Equatable` value, compared with values of its own type: the
/// trigger an animator watches.
struct EquatableBox: Equatable {
    let value: any Equatable

    static func == (lhs: EquatableBox, rhs: EquatableBox) -> Bool {
        func equals<A: Equatable>(_ a: A, _ b: Any) -> Bool { (b as? A) == a }
        return equals(lhs.value, rhs.value)
    }
}
