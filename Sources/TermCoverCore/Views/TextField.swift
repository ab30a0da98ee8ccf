/// A one-line text editor bound to a string, as in SwiftUI. It takes focus
/// (Tab); while focused, every printable key types into it, even one that a
/// list or an `onKeyPress` around it would take. Left/Right, Home/End (and
/// Ctrl-A/Ctrl-E) move the cursor, Backspace and Delete erase, a paste is
/// inserted whole (line breaks as spaces), and Return runs the `onSubmit`
/// actions around it. The binding is written on every edit; characters
/// typed together (a run the input hands over at once, see `KeyPacer`) are
/// one edit, so a burst of a thousand costs one write and one frame.
///
/// The cursor is a reverse-video cell rather than the terminal's own cursor:
/// the canvas is all a frame is made of, so a cell moves with the field under
/// a cover's transition, shows in recordings and tests, and needs no cursor
/// position threaded through the backend. When empty, the prompt (or the
/// title) shows dim. Text wider than the field scrolls sideways to keep the
/// cursor in view; CJK and emoji take two cells. Disabled, it takes no focus.
///
/// A field holds at most `TextField.characterLimit` characters: typing
/// past it does nothing and a paste keeps only what fits, so a megabyte
/// pasted by mistake costs neither seconds nor memory. Every edit and
/// every frame costs time linear in the text, never more.
public struct TextField: View, PrimitiveView {
    /// The most characters a field holds (100,000); a longer paste is cut there.
    public static let characterLimit = 100_000

    public typealias Body = Never
    let placeholder: String
    let text: Binding<String>
    /// `.vertical` for a field that grows with its text (`axis:`).
    var axis: Axis = .horizontal
    /// For a field bound to a value (`value:format:`), how it reads and writes it.
    var value: ValueEditing?

    /// Creates a field whose placeholder is `titleKey`, as SwiftUI shows a
    /// text field's title where there is no separate label.
    public init(_ titleKey: String, text: Binding<String>) {
        placeholder = titleKey
        self.text = text
    }

    /// Creates a field showing `prompt` (or, without one, the title) while it is empty.
    public init(_ titleKey: String, text: Binding<String>, prompt: Text?) {
        placeholder = prompt?.content ?? titleKey
        self.text = text
    }

    /// Creates a field that scrolls (`.horizontal`) or grows (`.vertical`)
    /// along `axis`, as SwiftUI's `TextField(_:text:axis:)`. A vertical field
    /// wraps its text and grows a row at a time, between the bounds of a
    /// `lineLimit` around it (`lineLimit(3...5)`; no most without one), then
    /// scrolls. In it Return inserts a line break, as the Return key of
    /// iOS's keyboard does in a vertical field, and `onSubmit` actions do not run.
    public init(_ titleKey: String, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
        self.axis = axis
    }

    /// A field along `axis` showing `prompt` while it is empty.
    public init(_ titleKey: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A field described by a label view (its text is the placeholder
    /// where there is no prompt), as SwiftUI's `TextField(text:prompt:label:)`.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(Self.title(label()), text: text, prompt: prompt)
    }

    /// A field along `axis` described by a label view.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(Self.title(label()), text: text, prompt: prompt, axis: axis)
    }

    /// A label's words, when it is a `Text`.
    static func title<Label: View>(_ label: Label) -> String { (label as? Text)?.content ?? "" }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if let value { return value.makeNodes(context, placeholder: placeholder) }
        if axis == .vertical {
            return context.multilineTextNodes(text: text, placeholder: placeholder, fillsHeight: false)
        }
        return context.textFieldNodes(text: text, placeholder: placeholder, secure: false)
    }
}

extension ResolveContext {
    /// A text field's node here: plain, or masked for a `SecureField`.
    func textFieldNodes(text: Binding<String>, placeholder: String, secure: Bool,
                        submit: [@MainActor () -> Void]? = nil) -> [LayoutNode] {
        let context = self
        let enabled = context.environment.isEnabled
        let focused = enabled && context.focusedPath == context.path
        let cursor = context.graph.stateBox(at: context.path.appending(.name("cursor")), initial: Int.max)
        let scrollPath = context.path.appending(.name("scroll"))
        let scroll = context.graph.exchangeMemory(at: scrollPath, 0) as? Int ?? 0
        var style = context.environment.textStyle
        if !enabled { style.attributes.insert(.dim) }
        let node = TextFieldNode(text: text, placeholder: placeholder, cursor: cursor, scroll: scroll,
                                 focused: focused, style: style, path: enabled ? context.path : nil,
                                 submit: submit ?? context.environment.submitActions)
        node.secure = secure
        node.onScroll = { [graph = context.graph] s in _ = graph.exchangeMemory(at: scrollPath, s) }
        return [node]
    }
}

@MainActor
final class TextFieldNode: LayoutNode {
    let text: Binding<String>
    let placeholder: String
    let cursor: StateBox<Int>
    let focused: Bool
    let style: Style
    let path: ViewPath?
    let submit: [@MainActor () -> Void]
    var onScroll: (@MainActor (Int) -> Void)?
    /// True for a `SecureField`: every character is drawn as a bullet, so
    /// the text is never on the canvas (nor in a frame, nor a recording).
    var secure = false
    /// The first character shown.
    private var scroll: Int

    private static let bullet: Character = "•"
    private func shown(_ c: Character) -> Character { secure ? Self.bullet : ControlCharacters.visible(c) }
    private func width(_ c: Character) -> Int { secure ? 1 : CharacterWidth.of(c) }

    init(text: Binding<String>, placeholder: String, cursor: StateBox<Int>, scroll: Int, focused: Bool,
         style: Style, path: ViewPath?, submit: [@MainActor () -> Void]) {
        self.text = text
        self.placeholder = placeholder
        self.cursor = cursor
        self.scroll = scroll
        self.focused = focused
        self.style = style
        self.path = path
        self.submit = submit
    }

    override var focusPath: ViewPath? { path }

    /// The characters and the cursor's index among them.
    private var state: (characters: [Character], cursor: Int) {
        let characters = Array(text.wrappedValue)
        return (characters, min(max(0, cursor.value), characters.count))
    }

    override func computeSize(_ p: CellProposal) -> Size {
        // Greedy sideways as SwiftUI's field is; its ideal width fits the
        // text or the placeholder and the cursor's cell.
        let textWidth = secure ? text.wrappedValue.count : text.wrappedValue.terminalWidth
        let ideal = max(textWidth, placeholder.terminalWidth) + 1
        let width = p.width.map { $0 == .max ? ideal : $0 } ?? ideal
        return Size(width: width, height: 1)
    }

    override func place(in rect: Rect) {
        frame = rect
        let (characters, at) = state
        scroll = min(scroll, at)
        // The cursor's own cell (a character's, or one past the end) must fit
        // too. The first character that may show is found walking back from
        // the cursor, over at most a field's width of characters.
        var used = at < characters.count ? width(characters[at]) : 1
        var first = at
        while first > scroll, used + width(characters[first - 1]) <= rect.width {
            first -= 1
            used += width(characters[first])
        }
        scroll = max(scroll, first)
        onScroll?(scroll)
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        guard frame.height > 0, frame.width > 0 else { return }
        let (characters, at) = state
        if characters.isEmpty {
            var dim = style
            dim.attributes.insert(.dim)
            canvas.put(placeholder, x: frame.x, y: frame.y, style: dim, clip: frame)
        }
        var x = frame.x
        var i = scroll
        while i < characters.count, x < frame.maxX {
            let w = width(characters[i])
            canvas.put(shown(characters[i]), width: w, x: x, y: frame.y,
                       style: focused && i == at ? reversed : style, clip: frame)
            x += w
            i += 1
        }
        if focused && at == characters.count {
            // Past the end the cursor is a blank cell (over the placeholder's first).
            let shown: Character = characters.isEmpty ? placeholder.first ?? " " : " "
            let onPlaceholder = characters.isEmpty && CharacterWidth.of(shown) == 1
            canvas.put(onPlaceholder ? shown : " ", width: 1, x: x, y: frame.y, style: reversed, clip: frame)
        }
    }

    private var reversed: Style {
        var s = style
        s.attributes.insert(.reverse)
        return s
    }

    /// A run of typed characters is one edit: what typing them one by one
    /// would leave, at the cost of one (a field takes every printable key
    /// while focused, so nothing between them could have gone elsewhere).
    override func handleFocusedText(_ run: [Character]) -> Bool {
        guard path != nil else { return false }
        var (characters, at) = state
        let typed = run.prefix(max(0, TextField.characterLimit - characters.count))
        characters.insert(contentsOf: typed, at: at)
        at += typed.count
        let edited = String(characters)
        if edited != text.wrappedValue { text.wrappedValue = edited }
        if at != cursor.value { cursor.set(at) }
        return true
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard path != nil else { return false }
        var (characters, at) = state
        switch key {
        case .character(let c):
            guard characters.count < TextField.characterLimit else { return true }
            characters.insert(c, at: at)
            at += 1
        case .paste(let s):
            let room = TextField.characterLimit - characters.count
            let line = s.prefix(room).map { $0 == "\n" || $0 == "\r\n" ? " " : $0 }
            characters.insert(contentsOf: line, at: at)
            at += line.count
        case .delete:
            guard at > 0 else { return true }
            characters.remove(at: at - 1)
            at -= 1
        case .deleteForward:
            guard at < characters.count else { return true }
            characters.remove(at: at)
        case .leftArrow: at = max(0, at - 1)
        case .rightArrow: at = min(characters.count, at + 1)
        case .home, .control("a"): at = 0
        case .end, .control("e"): at = characters.count
        case .return:
            // With no submit action, Return goes on: a default-action button may take it.
            guard !submit.isEmpty else { return false }
            for action in submit { action() }
            return true
        default: return false
        }
        let edited = String(characters)
        if edited != text.wrappedValue { text.wrappedValue = edited }
        if at != cursor.value { cursor.set(at) }
        return true
    }
}
