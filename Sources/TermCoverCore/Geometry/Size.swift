/// A size in terminal cells: columns wide, rows tall.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// The size as `COLSxROWS`, the form the demo's flags and scripts use.
    public var description: String { "\(width)x\(height)" }

    /// Parses `COLSxROWS`, for example `80x24`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 0, h >= 0 else { return nil }
        self.init(width: w, height: h)
    }
}
