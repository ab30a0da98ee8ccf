/// Where a child of a view list sits: the position in each builder block
/// and the id of each `ForEach` element on the way down to it, outermost
/// first. It names a Form's or List's row, a Picker's option, a lazy
/// stack's segment, and lies on the path of everything inside them, so it
/// is compared at every lookup of such a path. The parts of the kinds
/// every list has (positions and the ids of a `ForEach` over a range, which
/// are `Int`s, the branches of an `if`, and the ids a Form gives its own
/// rows, which are `StructuralID`s) are compared as themselves; as an
/// `[AnyHashable]` each of them went through `AnyHashable`'s dynamic
/// casts, about a twentieth of a Form's keystroke.
struct StructuralID: Hashable, CustomStringConvertible, @unchecked Sendable {
    private enum Part: Hashable {
        case integer(Int)
        case flag(Bool)
        case nested(StructuralID)
        case other(AnyHashable)

        init(_ part: AnyHashable) {
            let base = part.base
            if let i = base as? Int {
                self = .integer(i)
            } else if let b = base as? Bool {
                self = .flag(b)
            } else if let id = base as? StructuralID {
                self = .nested(id)
            } else {
                self = .other(part)
            }
        }

        var value: AnyHashable {
            switch self {
            case .integer(let i): AnyHashable(i)
            case .flag(let b): AnyHashable(b)
            case .nested(let id): AnyHashable(id)
            case .other(let other): other
            }
        }
    }

    private let kept: [Part]

    /// The id of the child reached through `parts`.
    init(_ parts: [AnyHashable]) {
        kept = parts.map(Part.init)
    }

    /// The parts, outermost first.
    var parts: [AnyHashable] { kept.map(\.value) }

    /// As the parts' array prints, which a path's description shows.
    var description: String { parts.description }

    /// The innermost part: for a `ForEach` element's own view, its id.
    var last: AnyHashable? { kept.last?.value }
}
