/// Where a child of a view list sits: the position in each builder block
/// and the id of each `ForEach` element on the way down to it, outermost
/// first. It names a Form's or List's row, a Picker's option, a lazy
/// stack's segment, and lies on the path of everything inside them, so it
/// is compared at every lookup of such a path. The parts that are `Int`s
/// (every position, and the ids of a `ForEach` over a range) are compared
/// as numbers; as an `[AnyHashable]` each of them went through
/// `AnyHashable`'s dynamic casts, a tenth of a Form's keystroke.
struct StructuralID: Hashable, CustomStringConvertible, @unchecked Sendable {
    private enum Part: Hashable {
        case integer(Int)
        case other(AnyHashable)
    }

    private let kept: [Part]

    /// The id of the child reached through `parts`.
    init(_ parts: [AnyHashable]) {
        kept = parts.map { part in (part.base as? Int).map(Part.integer) ?? .other(part) }
    }

    /// The parts, outermost first.
    var parts: [AnyHashable] {
        kept.map { part in
            switch part {
            case .integer(let i): AnyHashable(i)
            case .other(let other): other
            }
        }
    }

    /// As the parts' array prints, which a path's description shows.
    var description: String { parts.description }

    /// The innermost part: for a `ForEach` element's own view, its id.
    var last: AnyHashable? {
        switch kept.last {
        case .integer(let i): AnyHashable(i)
        case .other(let other): other
        case nil: nil
        }
    }
}
