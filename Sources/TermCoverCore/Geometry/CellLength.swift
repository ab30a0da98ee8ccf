/// A length given as SwiftUI gives one in points, taken as terminal cells:
/// rounded to the nearest whole cell, halves away from zero (2.5 is 3).
/// Infinity is unbounded. Porting code written in points, divide widths by
/// about 8 and heights by about 16 (a cell of a 14-point monospaced font):
/// SwiftUI's `padding(16)` is about 2 columns and 1 row.
func wholeCells(_ length: Double) -> Int {
    if length.isNaN { return 0 }
    if length.isInfinite { return length > 0 ? .max : .min }
    return Int(length.rounded())
}
