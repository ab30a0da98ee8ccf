/// How finely TermCover draws the edges of moving, scaled and rotated
/// surfaces inside a cell.
///
/// A terminal cell can be split with block elements (▁▂▃▄▅▆▇ and ▏▎▍▌▋▊▉),
/// so with a foreground and a background color an edge can stand at an
/// eighth of a cell. That turns a 1 s move over 28 rows from 28 jumps into
/// 224 steps. Terminals with few colors cannot color the two parts well,
/// and fonts that draw these glyphs two columns wide (some CJK setups)
/// misplace them: there, whole cells are the safe choice.
public enum SubcellPrecision: Int, Hashable, Sendable, CaseIterable {
    /// Edges and pictures snap to whole cells.
    case wholeCells = 1
    /// Edges stand at half a cell (▄, ▌) and pictures use quadrants.
    case halves = 2
    /// Edges stand at an eighth of a cell; pictures use quadrants and eighths.
    case eighths = 8

    /// The default for a terminal: whole cells on monochrome and 8-color
    /// terminals, eighths on the rest.
    public static func automatic(for colorSupport: ColorSupport) -> SubcellPrecision {
        colorSupport <= .ansi8 ? .wholeCells : .eighths
    }

    /// Where content moved by `offset` cells lands, on whole cells.
    ///
    /// Content rounds half up (`cellRound`), as every effect does, unless it
    /// sits on a surface of its own color (`onSurface`) and edges are finer
    /// than cells: then the moving edge carries the fraction, and content
    /// lands on the far side of it from where it rests (rounded away from
    /// rest), so that the row or column the edge crosses is never one of the
    /// content's own. An edge crossed by a title bar's text would show each
    /// letter standing out of it. Within half a cell of rest it rounds as
    /// usual, so a spring settling there does not jump. Both rules are
    /// monotonic: content never steps against the motion.
    func placement(_ offset: Double, onSurface: Bool) -> Int {
        guard onSurface, self != .wholeCells, abs(offset) >= 0.5 else { return cellRound(offset) }
        return clampedCell(offset > 0 ? offset.rounded(.up) : offset.rounded(.down))
    }

    /// `fraction` (0...1) of a cell, in steps of this precision, as eighths.
    func eighths(_ fraction: Double) -> Int {
        let steps = Double(rawValue)
        let snapped = (min(1, max(0, fraction)) * steps + 0.5).rounded(.down) / steps
        return Int((snapped * 8).rounded())
    }
}

struct SubcellPrecisionKey: EnvironmentKey {
    static let defaultValue: SubcellPrecision? = nil
}

extension EnvironmentValues {
    /// How finely moving, scaled and rotated surfaces are drawn inside a
    /// cell; nil (the default) picks `SubcellPrecision.automatic(for:)` from
    /// the terminal's colors. Read where each effect is applied.
    public var subcellPrecision: SubcellPrecision? {
        get { self[SubcellPrecisionKey.self] }
        set { self[SubcellPrecisionKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// `subcellPrecision`, or the default for `colorSupport` when it is nil.
    var resolvedSubcellPrecision: SubcellPrecision {
        subcellPrecision ?? .automatic(for: colorSupport)
    }
}

extension View {
    /// Sets how finely the effects inside this view draw edges and pictures
    /// within a cell (see `SubcellPrecision`). An `Image`'s picture is drawn
    /// in half blocks unless this sets a precision: `.eighths` fits block
    /// glyphs to 2 × 4 samples a cell, `.wholeCells` gives each cell one color.
    public func subcellPrecision(_ precision: SubcellPrecision?) -> some View {
        environment(\.subcellPrecision, precision)
    }
}
