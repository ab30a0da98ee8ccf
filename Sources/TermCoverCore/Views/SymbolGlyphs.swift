/// The SF Symbols a terminal can show, by name, as one glyph each: the one
/// table `Label(_:systemImage:)` and `Image(systemName:)` draw from.
///
/// Every glyph is one column wide in every terminal: none is an emoji (their
/// width differs between terminals and fonts), and all but ⓘ are in
/// DejaVu Sans Mono, the monospaced font most Linux terminals fall back on.
/// A symbol's variants (`.fill`, `.circle`) share a glyph where the font
/// has no filled or circled form. Names not here show no icon in a label
/// and a small square as an image.
enum SymbolGlyphs {
    static let table: [String: Character] = {
        var table: [String: Character] = [:]
        for group in [files, people, controls, arrows, chevrons, media, places, things, keys, shapes] {
            table.merge(group) { first, _ in first }
        }
        return table
    }()

    private static let files: [String: Character] = [
        "folder": "▸", "folder.fill": "▸", "doc": "▤", "doc.fill": "▤", "doc.text": "▤", "doc.text.fill": "▤",
        "doc.richtext": "▤", "doc.on.doc": "❐", "doc.on.clipboard": "❐", "tray": "⊔", "tray.fill": "⊔",
        "tray.full": "⊔", "tray.full.fill": "⊔", "archivebox": "⊔", "book": "▥", "book.fill": "▥",
        "books.vertical": "▥", "newspaper": "▤", "list.bullet": "≡", "list.dash": "≡", "list.number": "≡",
        "line.3.horizontal": "≡", "line.horizontal.3": "≡", "checklist": "☑", "calendar": "▦",
        "square.grid.2x2": "⊞", "square.grid.3x3": "▦", "photo": "▨", "photo.fill": "▨",
        "paperplane": "➤", "paperplane.fill": "➤", "envelope": "✉", "envelope.fill": "✉", "envelope.open": "✉",
        "link": "∞", "tag": "⌑", "tag.fill": "⌑", "bookmark": "⚑", "bookmark.fill": "⚑",
        "flag": "⚑", "flag.fill": "⚑",
    ]

    private static let people: [String: Character] = [
        "person": "☺", "person.fill": "☻", "person.circle": "☺", "person.circle.fill": "☻",
        "person.crop.circle": "☺", "person.crop.circle.fill": "☻", "person.2": "☺", "person.2.fill": "☻",
        "star": "☆", "star.fill": "★", "star.circle": "✪", "heart": "♡", "heart.fill": "♥",
        "sparkles": "✦", "sparkle": "✦", "wand.and.stars": "✧",
    ]

    private static let controls: [String: Character] = [
        "plus": "+", "minus": "−", "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus.circle": "⊖",
        "minus.circle.fill": "⊖", "plus.square": "⊞", "plus.app": "⊞", "xmark": "✗", "xmark.circle": "⊗",
        "xmark.circle.fill": "⊗", "xmark.square": "☒", "checkmark": "✓", "checkmark.circle": "✓",
        "checkmark.circle.fill": "✓", "checkmark.square": "☑", "checkmark.square.fill": "☑",
        "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙", "gearshape.2": "⚙", "slider.horizontal.3": "⊸",
        "magnifyingglass": "⌕", "trash": "✕", "trash.fill": "✕", "pencil": "✎", "pencil.circle": "✎",
        "square.and.pencil": "✎", "square.and.arrow.up": "⍐", "square.and.arrow.down": "⍗",
        "ellipsis": "…", "ellipsis.circle": "⋯", "ellipsis.circle.fill": "⋯", "number": "#",
        "info.circle": "ⓘ", "info.circle.fill": "ⓘ", "info": "ⓘ", "questionmark": "?",
        "questionmark.circle": "⍰", "exclamationmark": "!", "exclamationmark.circle": "❢",
        "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠", "lock": "⍝", "lock.fill": "⍝",
        "lock.open": "⍝", "key": "⊸", "key.fill": "⊸", "eye": "◉", "eye.slash": "⊘", "scissors": "✁",
        "at": "@",
    ]

    private static let arrows: [String: Character] = [
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→", "arrow.backward": "←",
        "arrow.forward": "→", "arrow.up.right": "↗", "arrow.up.left": "↖", "arrow.down.right": "↘",
        "arrow.down.left": "↙", "arrow.up.right.square": "↗", "arrow.clockwise": "↻",
        "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "↻", "arrow.2.circlepath": "↻",
        "arrow.left.arrow.right": "⇄", "arrow.right.arrow.left": "⇄", "arrow.up.arrow.down": "⇅",
        "arrow.up.and.down": "↕", "arrow.left.and.right": "↔", "arrow.uturn.left": "↶",
        "arrow.uturn.backward": "↶", "arrow.uturn.right": "↷", "arrow.uturn.forward": "↷",
        "arrow.right.to.line": "⇥", "arrow.left.to.line": "⇤", "arrow.up.to.line": "↥",
        "arrow.down.to.line": "↧", "arrow.turn.down.left": "↵", "arrow.right.circle": "➲",
    ]

    private static let chevrons: [String: Character] = [
        "chevron.up": "⌃", "chevron.down": "⌄", "chevron.left": "‹", "chevron.right": "›",
        "chevron.backward": "‹", "chevron.forward": "›", "chevron.compact.up": "⌃", "chevron.compact.down": "⌄",
        "chevron.compact.left": "‹", "chevron.compact.right": "›", "chevron.up.chevron.down": "⇕",
        "chevron.left.2": "«", "chevron.right.2": "»",
    ]

    private static let media: [String: Character] = [
        "play": "▷", "play.fill": "▶", "pause": "‖", "pause.fill": "‖", "stop": "□", "stop.fill": "■",
        "forward.fill": "»", "backward.fill": "«", "record.circle": "◉", "eject": "⏏", "eject.fill": "⏏",
        "music.note": "♪", "music.note.list": "♫", "camera": "◙", "camera.fill": "◙",
    ]

    private static let places: [String: Character] = [
        "house": "⌂", "house.fill": "⌂", "globe": "◍", "location": "◎", "location.fill": "◎",
        "airplane": "✈", "phone": "✆", "phone.fill": "✆", "cart": "⊍", "cart.fill": "⊍",
        "creditcard": "▭", "creditcard.fill": "▬",
    ]

    private static let things: [String: Character] = [
        "clock": "◷", "clock.fill": "◷", "timer": "◷", "stopwatch": "◷", "bell": "⌓", "bell.fill": "⌓",
        "cloud": "☁", "cloud.fill": "☁", "sun.max": "☼", "sun.max.fill": "☼", "sun.min": "☼",
        "moon": "☾", "moon.fill": "☾", "moon.stars": "☾", "bolt": "☇", "bolt.fill": "☇",
        "snowflake": "❄", "wifi": "⌔", "hammer": "⚒",
    ]

    private static let keys: [String: Character] = [
        "command": "⌘", "option": "⌥", "shift": "⇧", "control": "⌃", "capslock": "⇪",
        "delete.left": "⌫", "delete.right": "⌦", "return": "⏎", "escape": "⎋", "keyboard": "⌨", "space": "␣",
    ]

    private static let shapes: [String: Character] = [
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "rectangle": "▭", "rectangle.fill": "▬", "triangle": "△", "triangle.fill": "▲",
        "diamond": "◇", "diamond.fill": "◆",
    ]
}
