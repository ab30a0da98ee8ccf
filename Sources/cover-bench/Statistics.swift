/// Median, 95th and 99th percentiles, mean and maximum of a sample.
struct Summary {
    var median = 0.0
    var p95 = 0.0
    var p99 = 0.0
    var mean = 0.0
    var max = 0.0

    init(_ values: [Double]) {
        guard !values.isEmpty else { return }
        let sorted = values.sorted()
        median = Self.percentile(sorted, 0.5)
        p95 = Self.percentile(sorted, 0.95)
        p99 = Self.percentile(sorted, 0.99)
        mean = values.reduce(0, +) / Double(values.count)
        max = sorted[sorted.count - 1]
    }

    /// Nearest rank: the value at or below which `q` of the sample lies.
    /// With 42 frames, p99 is the worst frame, which is what a dropped frame looks like.
    private static func percentile(_ sorted: [Double], _ q: Double) -> Double {
        if q == 0.5, sorted.count % 2 == 0 {
            return (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        let rank = Int((q * Double(sorted.count)).rounded(.up))
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
    }
}

/// Numbers for the table and JSON: fixed decimals, no locale.
func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if text.hasSuffix(".0"), decimals == 0 { text.removeLast(2) }
    if let dot = text.firstIndex(of: ".") {
        let have = text.distance(from: dot, to: text.endIndex) - 1
        if have < decimals { text += String(repeating: "0", count: decimals - have) }
    } else if decimals > 0 {
        text += "." + String(repeating: "0", count: decimals)
    }
    return text
}

/// Right-aligns `text` in `width` columns.
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

/// `value` with a comma between each group of three digits, as 100,000.
func grouped(_ value: Int) -> String {
    var digits = Array(String(value.magnitude))
    var i = digits.count - 3
    while i > 0 {
        digits.insert(",", at: i)
        i -= 3
    }
    return (value < 0 ? "-" : "") + String(digits)
}
