import TermCover

/// The screen sizes `--size` and a script's `resize` accept: a bigger screen
/// is almost certainly a typo, and would cost megabytes a frame.
enum ScreenSizeText {
    static let largest = 1000

    /// Parses `COLSxROWS` with plain digits only (`Int` alone would take `+80`).
    static func parse(_ text: String) -> Size? {
        guard text.allSatisfy({ $0 == "x" || ("0"..."9").contains($0) }),
              let size = Size(parsing: text),
              (1...largest).contains(size.width), (1...largest).contains(size.height)
        else { return nil }
        return size
    }
}
