/// Parses `wait`'s argument: digits, an optional fraction, and `ms` or `s`,
/// with no sign, space or exponent, so `-1s`, `1.5` and `1e3ms` are refused.
enum WaitDuration {
    static func seconds(_ text: String) -> Double? {
        let (number, exponent) = text.hasSuffix("ms") ? (text.dropLast(2), "e-3") : (text.dropLast(), "")
        guard text.hasSuffix("s"), !number.isEmpty else { return nil }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        let digits: (Substring) -> Bool = { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
        guard parts.count <= 2, parts.allSatisfy(digits) else { return nil }
        // Scaling in the literal, not by dividing, keeps 0.1ms the same Double as 0.0001.
        return Double(number + exponent).flatMap { $0.isFinite ? $0 : nil }
    }
}
