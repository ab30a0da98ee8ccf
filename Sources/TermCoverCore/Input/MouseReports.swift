/// Mouse reports as terminals send them once reporting is on (`ESC [ ? 1000 h`,
/// and `ESC [ ? 1006 h` for the SGR encoding, which has no 223-column limit
/// and says which button went up).
enum MouseReports {
    /// `ESC [ < b ; x ; y M` (press) or `… m` (release): the parameters
    /// after `<` and the final byte. Nil for garbage.
    static func sgr(params: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
        let numbers = params.dropFirst().split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard numbers.count == 3 else { return nil }
        let values = numbers.compactMap { digits -> Int? in
            guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard values.count == 3, values[1] >= 1, values[2] >= 1 else { return nil }
        return event(code: values[0], x: values[1] - 1, y: values[2] - 1, released: final == UInt8(ascii: "m"))
    }

    /// `ESC [ M` then three bytes, each its value plus 32 (X10/normal encoding,
    /// for terminals that ignore 1006). Nil for garbage.
    static func x10(_ b: UInt8, _ x: UInt8, _ y: UInt8) -> MouseEvent? {
        guard b >= 32, x > 32, y > 32 else { return nil }
        let code = Int(b) - 32
        // Button bits 3 is the encoding's only way to say "released".
        if code & 96 == 0, code & 3 == 3 {
            return MouseEvent(x: Int(x) - 33, y: Int(y) - 33, button: .none, kind: .release)
        }
        return event(code: code, x: Int(x) - 33, y: Int(y) - 33, released: false)
    }

    /// The button code's bits: 0–2 the button, 4/8/16 Shift/Meta/Ctrl
    /// (ignored), 32 motion, 64 the wheel. Motion with a button held
    /// (1002) is a `.drag` of that button; with none (3), a `.move`.
    private static func event(code: Int, x: Int, y: Int, released: Bool) -> MouseEvent? {
        if code & 32 != 0 {
            guard code & 64 == 0 else { return nil }
            switch code & 3 {
            case 0: return MouseEvent(x: x, y: y, button: .left, kind: .drag)
            case 1: return MouseEvent(x: x, y: y, button: .middle, kind: .drag)
            case 2: return MouseEvent(x: x, y: y, button: .right, kind: .drag)
            default: return MouseEvent(x: x, y: y, button: .none, kind: .move)
            }
        }
        if code & 64 != 0 {
            switch code & 3 {
            case 0: return MouseEvent(x: x, y: y, button: .none, kind: .wheelUp)
            case 1: return MouseEvent(x: x, y: y, button: .none, kind: .wheelDown)
            default: return nil  // sideways wheels
            }
        }
        let button: MouseEvent.Button
        switch code & 3 {
        case 0: button = .left
        case 1: button = .middle
        case 2: button = .right
        default: button = .none
        }
        return MouseEvent(x: x, y: y, button: button, kind: released ? .release : .press)
    }
}
