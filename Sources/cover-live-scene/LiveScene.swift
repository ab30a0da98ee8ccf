import TermCover

// The live benchmark's scenes, written as a user would write them against
// the public API: a page of prose, and a bordered cover that moves over it
// and back, each way a 1 s linear `.move(edge:)` (up from the bottom, or in
// from the trailing edge), driven by `await proxy.present()` and
// `dismiss()`. It starts, paints and ends by itself; `bench/live.py` runs it
// on a pty beside `bench/reference.py`, a Python curses program drawing the
// same scene. See main.swift for the arguments.

/// The filler prose both programs draw; a row shows it rotated by a multiple of its number.
let filler = Array(("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
    + "incididunt ut labore et dolore magna aliqua ut enim ad minim veniam quis nostrud ").utf8)

/// `count` characters of the filler, starting `shift` characters in and wrapping around.
func prose(shiftedBy shift: Int, count: Int) -> String {
    String(decoding: (0..<max(0, count)).map { filler[(shift + $0) % filler.count] }, as: UTF8.self)
}

/// `n` as three digits, zero-padded.
func padded(_ n: Int, _ digits: Int) -> String {
    let s = String(n)
    return String(repeating: "0", count: max(0, digits - s.count)) + s
}

struct BackgroundPage: View {
    @Environment(\.screenSize) private var screen

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<screen.height, id: \.self) { row in
                let head = "bg \(padded(row, 3)) | "
                Text(head + prose(shiftedBy: 7 * row, count: screen.width - head.count)).lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .foregroundColor(Color(palette: 250))
        .background { Color(palette: 17) }
    }
}

struct CoverPage: View {
    @Environment(\.screenSize) private var screen

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<max(0, screen.height - 2), id: \.self) { row in
                let head = " cover \(padded(row, 2)) | "
                Text(head + prose(shiftedBy: 11 * row, count: screen.width - 2 - head.count)).lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .border(Color(palette: 16), style: .single)
        .foregroundColor(Color(palette: 16))
        .background { Color(palette: 254) }
    }
}

struct LiveScene: View {
    /// The edge the cover comes in from.
    let edge: Edge
    /// How finely its edge is drawn; nil: the terminal's default (eighths of a cell).
    let precision: SubcellPrecision?
    @Environment(\.quit) private var quit

    var body: some View {
        PresentationCoordinator { proxy in
            BackgroundPage()
                .task {
                    try? await Task.sleep(for: .milliseconds(300))
                    try? await proxy.present()
                    try? await Task.sleep(for: .milliseconds(300))
                    try? await proxy.dismiss()
                    try? await Task.sleep(for: .milliseconds(300))
                    quit?()
                }
                .fullScreenCover(presentation: proxy, animation: .linear(duration: 1.0)) {
                    CoverPage().transition(.move(edge: edge))
                }
        }
        .subcellPrecision(precision)
    }
}
