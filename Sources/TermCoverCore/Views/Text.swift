import Foundation

/// Text, as in SwiftUI: it wraps at word boundaries to the width it is
/// offered, truncates with "…" when it runs out of rows, and measures CJK
/// and emoji as two columns.
public struct Text: View, PrimitiveView {
    public typealias Body = Never
    /// The text's pieces, one per `Text` joined with `+`, each with its own style.
    var runs: [Run]

    /// A piece of text with the style its own modifiers gave it.
    struct Run: Hashable {
        var string: String
        var attributes: TextAttributes = []
        /// The style its own `foregroundColor` or `foregroundStyle` gave,
        /// resolved where the text is.
        var foreground: StyleKind?
        var font: Font?
        var weight: Font.Weight?
        /// A date shown in a `DateStyle`: its words depend on when the text
        /// is drawn, so `string` is empty until then. Kept on the piece, so
        /// a date joined with `+` shows wherever it is in the text.
        var date: DatePiece?
        /// The URL of a Markdown link (`[text](url)`), drawn as a hyperlink.
        var link: String?
    }

    /// A date and the style it is shown in, as `Text(_:style:)` made it.
    struct DatePiece: Hashable {
        var date: Date
        var style: DateStyle
    }

    /// The whole text, unstyled.
    nonisolated var content: String { runs.map(\.string).joined() }

    /// Creates text that shows `content` verbatim, as SwiftUI shows a
    /// string that is not a literal (control characters are shown as
    /// symbols, never sent to the terminal). A literal goes to
    /// `init(_: LocalizedStringKey)`, whose literal parts are Markdown.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// Text in bold.
    public func bold() -> Text { with(.bold) }
    /// Text in italics.
    public func italic() -> Text { with(.italic) }
    /// Text in a different color; nil keeps the color around it.
    public func foregroundColor(_ color: Color?) -> Text { map { $0.foreground = color.map { .color($0) } } }
    /// Text in a shape style, as in SwiftUI: a color, `.secondary` (the
    /// color around it at 60%), `.tint`. It stays `Text`, so it joins with `+`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let kind = style.shapeStyleKind
        return map { $0.foreground = kind }
    }
    /// Text in `font` (see `Font` for what a terminal shows), whatever font is around it.
    public func font(_ font: Font?) -> Text { map { $0.font = font } }
    /// Text at a weight: semibold and heavier are bold.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        map { $0.weight = weight }
    }

    private func with(_ attribute: TextAttributes) -> Text { map { $0.attributes.insert(attribute) } }

    /// The text with `change` made to every piece: a modifier on joined text styles all of it.
    private func map(_ change: (inout Run) -> Void) -> Text {
        var t = self
        for i in t.runs.indices { change(&t.runs[i]) }
        return t
    }

    /// Joins two texts into one, as in SwiftUI: each piece keeps its own
    /// style, and the whole wraps as one text.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.runs += rhs.runs
        return t
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if context.environment.textSelectionEnabled, context.environment.isEnabled {
            return [SelectableTextNode.make(self, context)]
        }
        let environment = context.environment
        var runs = self.runs
        // Distances are read to a hundredth of a second (`distance(to:from:)`).
        let now = environment.clockOrigin.addingTimeInterval(context.graph.now)
        for i in runs.indices {
            if let piece = runs[i].date { runs[i].string = Self.string(for: piece.date, style: piece.style, now: now) }
        }
        var live: [DatePiece] = []
        for run in runs { if let piece = run.date, piece.style.isLive { live.append(piece) } }
        if !live.isEmpty {
            // Drawn again when the words of one of the joined dates can next change, not before.
            let next = context.graph.now + live.map { Self.secondsUntilChange(of: $0.date, style: $0.style, now: now) }.min()!
            let tickPath = context.path.appending(.name("tick"))
            let tick = context.graph.stateBox(at: tickPath, initial: 0)
            context.graph.wakeUps.schedule(at: next, for: context.path, alive: tickPath) { tick.set(tick.value &+ 1) }
            _ = tick.value
        }
        if let textCase = environment.textCase {
            for i in runs.indices { runs[i].string = textCase == .uppercase ? runs[i].string.uppercased() : runs[i].string.lowercased() }
        }
        let strikesAll = environment.textAttributes.contains(.strikethrough)
        for i in runs.indices where strikesAll || runs[i].attributes.contains(.strikethrough) {
            runs[i].string = Self.struck(runs[i].string)
            runs[i].attributes.remove(.strikethrough)
        }
        // A placeholder (`.redacted(reason: .placeholder)`) keeps the text's shape, not its words.
        let placeholder = environment.redactionReasons.contains(.placeholder)
        if placeholder {
            for i in runs.indices { runs[i].string = runs[i].string.redactedAsPlaceholder }
        }
        // Appended, not `joined()`: that walked each run's string twice.
        var content = runs[0].string
        for run in runs.dropFirst() { content += run.string }
        // Read once, not per run: each is a few environment lookups, and an
        // interpolated literal is a run per piece.
        let textStyle = environment.textStyle
        let environmentFont = environment.resolvedFont(nil, weight: nil)
        // A loop, not `map`: a closure here checks the main actor at every run.
        var styles: [Style] = []
        styles.reserveCapacity(runs.count)
        for run in runs {
            var style = textStyle
            style.attributes.formUnion(run.attributes)
            let font = run.font == nil && run.weight == nil ? environmentFont : environment.resolvedFont(run.font, weight: run.weight)
            if let font { style.attributes.formUnion(font.attributes) }
            if let foreground = run.foreground { style.foreground = foreground.ink(in: environment) }
            if placeholder { style.foreground = .placeholderInk }
            styles.append(style)
        }
        // Links are numbered once the text is built; a text without one costs nothing more.
        // One style for every run (most texts, interpolated or not): compared,
        // not hashed into a set; loops, as closures here check the main actor.
        var hasLink = false, oneStyle = true
        for (run, style) in zip(runs, styles) {
            if run.link != nil { hasLink = true }
            if style != styles[0] { oneStyle = false }
        }
        let links = hasLink ? runs.map { $0.link.map(LinkTable.number(for:)) ?? LinkTable.none } : nil
        let node = TextNode(text: content, style: styles[0], lineLimit: environment.lineLimit,
                            alignment: environment.multilineTextAlignment,
                            runs: links != nil || !oneStyle ? zip(runs, styles).map { ($0.string, $1) } : nil,
                            links: links)
        node.truncationMode = environment.truncationMode
        if environment.lineLimitFloor.reservesSpace { node.minimumLines = environment.lineLimitFloor.lines }
        if links == nil, oneStyle { node.change = TextChange.current(content, style: styles[0], context) }
        // Runs in a gradient were inked with its middle color; their glyphs take the color where they land.
        for run in runs {
            guard case .gradient(let gradient)? = run.foreground else { continue }
            return [GradientInkNode(node, gradient: gradient, ink: gradient.color(at: 0.5), cells: context.cells)]
        }
        return [node]
    }
}

@MainActor
final class TextNode: LayoutNode {
    let text: String
    let style: Style
    let lineLimit: Int?
    let alignment: TextAlignment
    /// Where a line that does not fit is cut.
    var truncationMode = Text.TruncationMode.tail
    /// Lines the text takes however short it is (`lineLimit(_:reservesSpace:)`).
    var minimumLines = 0
    private var laidOut: [String] = []
    /// The style of each character of `text`, for joined texts with more than one style.
    private let characterStyles: [Style]?
    /// A change of content in flight, under a content transition.
    var change: TextChange?

    /// The link of each character of `text` (`LinkTable`), when a piece is a Markdown link.
    private let characterLinks: [UInt16]?

    init(text: String, style: Style, lineLimit: Int?, alignment: TextAlignment, runs: [(String, Style)]? = nil,
         links: [UInt16]? = nil) {
        self.text = text
        self.style = style
        self.lineLimit = lineLimit
        self.alignment = alignment
        characterStyles = runs.map { runs in runs.flatMap { run in Array(repeating: run.1, count: run.0.count) } }
        characterLinks = runs.flatMap { runs in links.map { links in
            zip(runs, links).flatMap { run, link in Array(repeating: link, count: run.0.count) }
        } }
    }

    private func lines(for p: CellProposal) -> [String] {
        let width = p.width.map { $0 == .max ? Int.max : max(0, $0) }
        var rows = TextWrapping.wrap(text, width: width)
        var limit = lineLimit ?? Int.max
        if let h = p.height, h != .max { limit = min(limit, max(1, h)) }
        if rows.count > limit {
            // The last row shows as much of the rest as fits, then "…".
            // One line cuts the text itself: rows of a word split to fit lose where it was split.
            let rest = limit == 1 ? text.replacingOccurrences(of: "\n", with: " ") : rows[(limit - 1)...].joined(separator: " ")
            rows = Array(rows.prefix(limit - 1))
            rows.append(TextWrapping.truncate(rest, width: width ?? Int.max, mode: truncationMode))
        }
        return rows
    }

    override func computeSize(_ p: CellProposal) -> Size {
        let rows = lines(for: p)
        return Size(width: rows.map(\.terminalWidth).max() ?? 0, height: max(rows.count, minimumLines))
    }

    override func place(in rect: Rect) {
        frame = rect
        laidOut = lines(for: CellProposal(rect.size))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        for (i, line) in laidOut.enumerated() where i < frame.height {
            let w = line.terminalWidth
            let dx: Int
            switch alignment {
            case .leading: dx = 0
            case .center: dx = max(0, (frame.width - w) / 2)
            case .trailing: dx = max(0, frame.width - w)
            }
            if characterStyles == nil {
                if let change, laidOut.count == 1 {
                    drawChanging(line, change, x: frame.x + dx, y: frame.y, into: &canvas, context)
                } else {
                    canvas.put(line, x: frame.x + dx, y: frame.y + i, style: style, clip: frame)
                }
            }
        }
        if let characterStyles { drawStyled(characterStyles, into: &canvas) }
    }

    /// Draws a one-line text whose content is changing: changed characters
    /// roll (numbers lined up by their last digit), or the old content
    /// shows until half-way, in its style moving towards the new one.
    private func drawChanging(_ line: String, _ change: TextChange, x: Int, y: Int, into canvas: inout CellGrid,
                              _ context: DrawContext) {
        guard change.rolls else {
            canvas.put(change.progress < 0.5 ? change.from : line, x: x, y: y, style: change.style(style), clip: frame)
            return
        }
        canvas.put(line, x: x, y: y, style: style, clip: frame)
        let new = Array(line), old = Array(change.from)
        let lead = new.count - old.count
        for (i, c) in new.enumerated() where x + i < frame.maxX {
            let o: Character = i - lead >= 0 && i - lead < old.count ? old[i - lead] : " "
            guard o != c, String(c).terminalWidth == 1, String(o).terminalWidth == 1 else { continue }
            canvas.drawRoll(from: Cell(o, style: change.fromStyle), to: Cell(c, style: style), eighths: change.eighths,
                            x: x + i, y: y, blends: context.colorSupport.canBlend)
        }
    }

    /// Draws joined text piece by piece. Wrapping only drops the spaces and
    /// line breaks it breaks at (and adds "…" where it truncates), so each
    /// drawn character is found by walking the text forward from the last.
    private func drawStyled(_ styles: [Style], into canvas: inout CellGrid) {
        let characters = Array(text)
        var cursor = 0
        for (i, line) in laidOut.enumerated() where i < frame.height {
            let w = line.terminalWidth
            var x = frame.x + (alignment == .leading ? 0 : alignment == .center ? max(0, (frame.width - w) / 2) : max(0, frame.width - w))
            for c in line {
                var found = cursor
                while found < characters.count, characters[found] != c, !(c == " " && characters[found] == "\n") { found += 1 }
                let style: Style
                var link = LinkTable.none
                if found < characters.count {
                    style = styles[min(found, styles.count - 1)]
                    if let characterLinks, found < characterLinks.count { link = characterLinks[found] }
                    cursor = found + 1
                } else {
                    // The "…" of a truncated row, or a character wrapping changed: the style before it.
                    style = styles[max(0, min(cursor - 1, styles.count - 1))]
                }
                let advance = canvas.put(String(c), x: x, y: frame.y + i, style: style, clip: frame)
                if link != LinkTable.none { canvas.link(Rect(x: x, y: frame.y + i, width: advance, height: 1).intersection(frame), to: link) }
                x += advance
            }
        }
    }
}
