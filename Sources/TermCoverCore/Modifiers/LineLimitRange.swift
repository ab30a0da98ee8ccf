/// The fewest lines `lineLimit`'s range and `reservesSpace` forms ask for.
struct LineLimitFloor: Hashable, Sendable {
    /// The fewest lines a vertical text field or a reserving text takes.
    var lines = 0
    /// True when `Text` keeps room for `lines` too (`reservesSpace: true`);
    /// a range's lower bound sizes only vertical text fields, as in SwiftUI.
    var reservesSpace = false
}

struct LineLimitFloorKey: EnvironmentKey { static let defaultValue = LineLimitFloor() }

extension EnvironmentValues {
    /// The lower bound the `lineLimit` forms with a range or `reservesSpace` set.
    var lineLimitFloor: LineLimitFloor {
        get { self[LineLimitFloorKey.self] }
        set { self[LineLimitFloorKey.self] = newValue }
    }
}

extension View {
    /// Lines between `limit`'s bounds, as SwiftUI's `lineLimit(_:)` with a
    /// range: a vertical `TextField` is at least the lower bound tall and
    /// grows with its text to the upper bound, then scrolls; text is cut
    /// at the upper bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = limit.upperBound
            $0.lineLimitFloor = LineLimitFloor(lines: limit.lowerBound)
        })
    }

    /// At least `limit.lowerBound` lines and no most, as SwiftUI's `lineLimit(3...)`.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = nil
            $0.lineLimitFloor = LineLimitFloor(lines: limit.lowerBound)
        })
    }

    /// At most `limit.upperBound` lines, as SwiftUI's `lineLimit(...5)`.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = limit.upperBound
            $0.lineLimitFloor = LineLimitFloor()
        })
    }

    /// At most `limit` lines and, with `reservesSpace`, always as tall as
    /// `limit` lines, as SwiftUI's `lineLimit(_:reservesSpace:)`: a short
    /// text (or a vertical text field) keeps the room of the longest.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = limit
            $0.lineLimitFloor = reservesSpace ? LineLimitFloor(lines: limit, reservesSpace: true) : LineLimitFloor()
        })
    }
}
