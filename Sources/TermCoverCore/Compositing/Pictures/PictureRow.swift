/// What a picture (`composePicture`) does to each cell of one screen row,
/// decided for the whole row before any cell is drawn, so that a word
/// beneath the picture is kept or hidden as one.
///
/// Where the picture is see-through and plain, a glyph beneath it is kept
/// and veiled; where it draws texture or an edge, the glyph beneath gives
/// way to a block glyph. Decided cell by cell, a turning card whose plain
/// middle lay over "Preview" and whose text lay over its ends showed "rev".
/// Here a word beneath (a run of `SwapUnits.isWordCell`) that the picture
/// hides anywhere is hidden everywhere: its veiled cells are drawn as the
/// plain veil and its cells the picture does not reach lose their glyphs,
/// keeping their colors. A veil so dense that a glyph keeps under a seventh
/// of its contrast covers it. A word kept whole takes the densest veil over
/// it and one threshold for all its cells, so its letters look alike (on
/// 256 colors, they stand on one color).
struct PictureRow {
    enum Outcome {
        /// Not reached by the picture: kept as it is.
        case untouched
        /// The glyph beneath kept (or, with `blank`, left out), seen
        /// through `veil`, the picture's mean light there; `paper` and
        /// `ink` are the light of the cell beneath (linear, premultiplied).
        case veiled(veil: SIMD4<Float>, paper: SIMD4<Float>, ink: SIMD4<Float>, blank: Bool)
        /// Drawn by the picture.
        case drawn(Cell)
    }

    /// The veil's coverage from which a glyph beneath counts as covered.
    static let covering: Float = 0.85

    var outcomes: [Outcome]
    /// Per column, the threshold a veiled cell's paper turns at on 256 colors (nil: its own).
    private(set) var thresholds: [Double?]

    init(width: Int) {
        outcomes = Array(repeating: .untouched, count: max(0, width))
        thresholds = Array(repeating: nil, count: max(0, width))
    }

    mutating func reset() {
        for x in outcomes.indices { outcomes[x] = .untouched; thresholds[x] = nil }
    }

    /// Makes every word of row `y` of `canvas` (what is beneath) kept or hidden whole.
    mutating func keepWordsWhole(beneath canvas: CellGrid, y: Int) {
        let width = canvas.width
        var x = 0
        while x < width {
            guard SwapUnits.isWordCell(canvas.cells, at: y * width + x, column: x, width: width) else { x += 1; continue }
            let start = x
            var hidden = false, veiled = false
            // The densest veil over the word, which all its veiled cells take.
            var densest = SIMD4<Float>.zero
            while x < width, SwapUnits.isWordCell(canvas.cells, at: y * width + x, column: x, width: width) {
                switch outcomes[x] {
                case .drawn: hidden = true
                case .veiled(let veil, _, _, _):
                    veiled = true
                    if veil.w > densest.w { densest = veil }
                    // So dense that the glyph keeps under a seventh of its contrast: covered.
                    if veil.w >= Self.covering { hidden = true }
                case .untouched: break
                }
                x += 1
            }
            if hidden {
                for column in start..<x {
                    switch outcomes[column] {
                    case .drawn: break
                    case .veiled(let veil, let paper, let ink, _):
                        outcomes[column] = .veiled(veil: veil, paper: paper, ink: ink, blank: true)
                    case .untouched:
                        // A space in the same style shows the same paper.
                        outcomes[column] = .drawn(Cell(" ", style: canvas[column, y].style))
                    }
                }
            } else if veiled {
                let at = PaletteLine.threshold(x: start, y: y)
                for column in start..<x {
                    thresholds[column] = at
                    if case .veiled(_, let paper, let ink, _) = outcomes[column] {
                        outcomes[column] = .veiled(veil: densest, paper: paper, ink: ink, blank: false)
                    }
                }
            }
        }
    }
}
