import CVTerm
import TermCoverCore

/// libvterm as a stand-in for a real terminal: replays the bytes a
/// terminal was sent and reads back what a user would see.
package final class VTermScreen {
    /// A color as libvterm stores it. Indices, not RGB: libvterm's
    /// 256-color table differs from xterm's.
    package enum ScreenColor: Hashable, CustomStringConvertible {
        case terminalDefault
        case index(Int)
        case rgb(UInt8, UInt8, UInt8)

        package var description: String {
            switch self {
            case .terminalDefault: "default"
            case .index(let i): "\(i)"
            case .rgb(let r, let g, let b): "rgb(\(r),\(g),\(b))"
            }
        }
    }

    /// One cell as shown.
    package struct ScreenCell: Hashable {
        package var text: String
        package var width: Int
        package var foreground: ScreenColor
        package var background: ScreenColor
        package var bold: Bool
        package var italic: Bool
        package var underline: Bool
        package var reverse: Bool
    }

    /// Terminal properties the byte stream set, as libvterm reports them.
    package final class Properties {
        package var altScreen = false
        package var cursorVisible = true
        /// Window and icon titles set by OSC 0/1/2; nil when never set.
        package var title: String?
        package var iconName: String?
        package var bells = 0
    }

    private let vt: OpaquePointer
    private let screen: OpaquePointer
    package private(set) var size: Size
    /// What the stream did to the terminal besides its cells.
    package let properties = Properties()
    private let callbacks: UnsafeMutablePointer<VTermScreenCallbacks>

    /// A blank emulator of `size`, UTF-8, with an alternate screen like xterm's.
    package init(size: Size) {
        self.size = size
        vt = vterm_new(Int32(size.height), Int32(size.width))
        vterm_set_utf8(vt, 1)
        screen = vterm_obtain_screen(vt)
        vterm_screen_enable_altscreen(screen, 1)
        callbacks = .allocate(capacity: 1)
        callbacks.initialize(to: VTermScreenCallbacks())
        callbacks.pointee.settermprop = { prop, value, user in
            guard let user, let value else { return 1 }
            let p = Unmanaged<Properties>.fromOpaque(user).takeUnretainedValue()
            switch prop {
            case VTERM_PROP_ALTSCREEN: p.altScreen = value.pointee.boolean != 0
            case VTERM_PROP_CURSORVISIBLE: p.cursorVisible = value.pointee.boolean != 0
            case VTERM_PROP_TITLE: p.title = value.pointee.string.map { String(cString: $0) } ?? ""
            case VTERM_PROP_ICONNAME: p.iconName = value.pointee.string.map { String(cString: $0) } ?? ""
            default: break
            }
            return 1
        }
        callbacks.pointee.bell = { user in
            guard let user else { return 1 }
            Unmanaged<Properties>.fromOpaque(user).takeUnretainedValue().bells += 1
            return 1
        }
        vterm_screen_set_callbacks(screen, callbacks, Unmanaged.passUnretained(properties).toOpaque())
        vterm_screen_reset(screen, 1)
    }

    deinit {
        vterm_free(vt)
        callbacks.deallocate()
    }

    /// True while the alternate screen is shown.
    package var isAltScreen: Bool { properties.altScreen }
    /// True while the cursor is shown.
    package var isCursorVisible: Bool { properties.cursorVisible }

    /// Replays `bytes` as if they had been written to the terminal.
    package func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { _ = vterm_input_write(vt, $0.baseAddress, $0.count) }
        }
        vterm_screen_flush_damage(screen)
    }

    /// Resizes the emulator, as a window manager resizes a terminal window.
    package func resize(to newSize: Size) {
        size = newSize
        vterm_set_size(vt, Int32(newSize.height), Int32(newSize.width))
    }

    /// The cell at column `x`, row `y`.
    package func cell(x: Int, y: Int) -> ScreenCell {
        var c = VTermScreenCell()
        _ = vterm_screen_get_cell(screen, VTermPos(row: Int32(y), col: Int32(x)), &c)
        let chars = withUnsafeBytes(of: c.chars) { Array($0.bindMemory(to: UInt32.self)) }
        var text = ""
        for value in chars {
            guard value != 0, value != UInt32.max, let scalar = Unicode.Scalar(value) else { break }
            text.unicodeScalars.append(scalar)
        }
        return ScreenCell(text: text.isEmpty ? " " : text, width: Int(c.width),
                          foreground: Self.color(c.fg, defaultFlag: 0x02), background: Self.color(c.bg, defaultFlag: 0x04),
                          bold: c.attrs.bold != 0, italic: c.attrs.italic != 0,
                          underline: c.attrs.underline != 0, reverse: c.attrs.reverse != 0)
    }

    private static func color(_ color: VTermColor, defaultFlag: UInt8) -> ScreenColor {
        if color.type & defaultFlag != 0 { return .terminalDefault }
        if color.type & 0x01 == 0x01 { return .index(Int(color.indexed.idx)) }
        return .rgb(color.rgb.red, color.rgb.green, color.rgb.blue)
    }

    /// The text of each row, a wide character once, blanks as spaces.
    package var lines: [String] {
        (0..<size.height).map { y in
            var row = ""
            var x = 0
            while x < size.width {
                let c = cell(x: x, y: y)
                row += c.text
                x += max(1, c.width)
            }
            return row
        }
    }

    /// Where the cursor is.
    package var cursor: (x: Int, y: Int) {
        var pos = VTermPos()
        vterm_state_get_cursorpos(vterm_obtain_state(vt), &pos)
        return (Int(pos.col), Int(pos.row))
    }
}
