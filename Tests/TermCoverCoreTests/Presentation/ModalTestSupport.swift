@testable import TermCoverCore
import TermCoverTesting
import Testing

// Shared fixtures for sheets, alerts and confirmation dialogs.
//
// Modals move with `.linear(duration: 1.25)` at 8 fps: every frame is
// exactly 1/8 s, and k frames into a presentation a panel of h rows is
// still h·(1 − k/10) rows below its rest, so it is on a whole row every
// other frame (a five-row sheet: 3 rows down after 4 frames).

let modalFPS = 8.0
let modalFrame = 1.0 / modalFPS
let modalSlide = Animation.linear(duration: 1.25)

/// `text` padded with spaces to `width` columns.
func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

/// `text` centered in `width` columns (an even difference, so the halves are equal).
func centered(_ text: String, in width: Int) -> String {
    let left = (width - text.count) / 2
    return String(repeating: " ", count: left) + text + String(repeating: " ", count: width - left - text.count)
}

/// Rows saying "base 0", "base 1", … at the top left of the screen: the presenter of most modal tests.
struct ModalBaseRows: View {
    let count: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<count) { Text("base \($0)") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The screen `ModalBaseRows` draws.
func modalBase(width: Int, height: Int) -> [String] {
    (0..<height).map { padded("base \($0)", to: width) }
}

/// `count` rows "sheet0", "sheet1", …: content that fills a sheet of that many rows.
struct SheetRows: View {
    let count: Int
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count) { Text("sheet\($0)") }
        }
    }
}
