/// The event type the kitty keyboard protocol reports once flag 2 ("report
/// event types") is pushed: a sub-field of the modifiers field, the second
/// parameter of every CSI key form (`CSI code ; mods:type u`,
/// `CSI 1 ; mods:type A`, `CSI n ; mods:type ~`). 1 is a press, 2 a repeat,
/// 3 a release; with no sub-field (or no modifiers field at all) the key
/// was pressed. The protocol writes the modifiers as `1` when none are held
/// and the type is not a press, so `CSI 97 ; 1:3 u` is the release of `a`.
enum KittyEventType {
    /// The phase in `params` (the bytes between `CSI` and the final byte).
    /// Anything but 2 or 3 is a press: an unknown type is read as the key
    /// arriving, as a terminal without the protocol would send it.
    static func phase(params: ArraySlice<UInt8>) -> KeyPress.Phases {
        let fields = params.split(separator: UInt8(ascii: ";"), maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count > 1 else { return .down }
        let sub = fields[1].split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard sub.count > 1 else { return .down }
        switch Array(sub[1]) {
        case [UInt8(ascii: "2")]: return .repeat
        case [UInt8(ascii: "3")]: return .up
        default: return .down
        }
    }
}
