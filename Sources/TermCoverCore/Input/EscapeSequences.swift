/// The keys behind the CSI and SS3 sequences terminals send. Modifier
/// parameters (`ESC [ 1 ; 5 A` for Ctrl-Up) are read past and ignored:
/// an arrow with Ctrl held is still an arrow. The kitty keyboard
/// protocol's `ESC [ code ; mods u` is read too (see `KittyKeys`): there
/// modifiers make Ctrl-digit and Ctrl-Shift-letter keys of their own. The
/// protocol's event type (`:2` repeat, `:3` release, after the modifiers)
/// is read by the decoder for every key form here (`KittyEventType`).
enum EscapeSequences {
    /// What a complete CSI sequence means.
    enum Meaning: Equatable {
        case key(Key)
        case pasteStart
        case mouse(MouseEvent)
        /// Focus reporting: the window gained (true) or lost (false) focus.
        case focus(Bool)
        /// Known or not, nothing the app needs: motion reports, replies, stray paste ends.
        case ignored
    }

    /// The meaning of `ESC [ params final`.
    static func csi(params: ArraySlice<UInt8>, final: UInt8) -> Meaning {
        if params.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return MouseReports.sgr(params: params, final: final).map(Meaning.mouse) ?? .ignored
        }
        // A private marker (`<`, `=`, `>`, `?`) starts replies and mouse reports, never keys.
        if let first = params.first, (0x3C...0x3F).contains(first) { return .ignored }
        switch final {
        case UInt8(ascii: "A"): return .key(.upArrow)
        case UInt8(ascii: "B"): return .key(.downArrow)
        case UInt8(ascii: "C"): return .key(.rightArrow)
        case UInt8(ascii: "D"): return .key(.leftArrow)
        case UInt8(ascii: "H"): return .key(.home)
        case UInt8(ascii: "F"): return .key(.end)
        case UInt8(ascii: "Z"): return .key(.backTab)
        // xterm's modified F1–F4: ESC [ 1 ; 2 P.
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .key(.function(Int(final) - 0x50 + 1))
        case UInt8(ascii: "~"): return tilde(firstParameter(params))
        // Focus reporting (mode 1004), only ever with no parameters.
        case UInt8(ascii: "I") where params.isEmpty: return .focus(true)
        case UInt8(ascii: "O") where params.isEmpty: return .focus(false)
        case UInt8(ascii: "u"): return KittyKeys.key(params: params).map(Meaning.key) ?? .ignored
        default: return .ignored
        }
    }

    /// The meaning of `ESC [ n ~`, xterm and VT220 numbering.
    private static func tilde(_ n: Int?) -> Meaning {
        guard let n else { return .ignored }
        return switch n {
        case 1, 7: .key(.home)
        case 4, 8: .key(.end)
        case 2: .key(.insert)
        case 3: .key(.deleteForward)
        case 5: .key(.pageUp)
        case 6: .key(.pageDown)
        case 11...15: .key(.function(n - 10))
        case 17...21: .key(.function(n - 11))
        case 23, 24: .key(.function(n - 12))
        case 200: .pasteStart
        default: .ignored
        }
    }

    /// The key behind `ESC O final`, including the application keypad.
    static func ss3(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .upArrow
        case UInt8(ascii: "B"): .downArrow
        case UInt8(ascii: "C"): .rightArrow
        case UInt8(ascii: "D"): .leftArrow
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final) - 0x50 + 1)
        case UInt8(ascii: "M"): .return
        case UInt8(ascii: "p")...UInt8(ascii: "y"): .character(Character(Unicode.Scalar(final - 0x40)))
        case UInt8(ascii: "j"): .character("*")
        case UInt8(ascii: "k"): .character("+")
        case UInt8(ascii: "m"): .character("-")
        case UInt8(ascii: "n"): .character(".")
        case UInt8(ascii: "o"): .character("/")
        case UInt8(ascii: "X"): .character("=")
        default: nil
        }
    }

    /// The first numeric parameter, nil when absent or absurdly long.
    private static func firstParameter(_ params: ArraySlice<UInt8>) -> Int? {
        var value = 0, digits = 0
        for byte in params {
            guard (0x30...0x39).contains(byte) else { break }
            value = value * 10 + Int(byte - 0x30)
            digits += 1
            if digits > 6 { return nil }
        }
        return digits == 0 ? nil : value
    }

    /// The key for a C0 control or DEL; nil for the ones that mean nothing
    /// here (NUL and Ctrl-\ ] ^ _), which are dropped.
    static func control(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: .return
        case 0x09: .tab
        case 0x7F, 0x08: .delete
        case 0x01...0x1A: .control(Character(Unicode.Scalar(0x60 + byte)))
        default: nil
        }
    }
}
