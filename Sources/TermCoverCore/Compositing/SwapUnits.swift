/// The runs of cells a cross-fade swaps together, so that no
/// frame shows a word made of letters from two layers, or a line in pieces.
///
/// A cell holds one glyph, so a cross-fade swaps the glyph beneath for the
/// layer's somewhere between the ends. Swapped cell by cell, a row of
/// "SwiftUI's" under a row of "from the" read "SroftUI'n" half-way. Here the
/// unit of a swap is a cluster: a run of cells of one row that shows
/// letters (`isWordGlyph`) or lines (`isLineGlyph`) of either layer. Overlapping words of the two layers fall
/// into one cluster, which is the smallest unit whose every frame shows each
/// word whole: before its swap it shows only the glyphs beneath (and blanks
/// where the layer's letters will be), after it only the layer's.
///
/// - A cluster with ink of one layer only needs no swap: each glyph stays
///   and only its color moves (`drawBlended`). One with ink of both, even
///   side by side over blanks ("push" beside "with"), swaps whole.
/// - A cluster that swaps does so when the opacity passes the threshold of
///   its first word of the layer (blue noise over the middle half of the
///   fade, by the word's place in its layer), so clusters swap at times
///   spread over the fade and the screen, and a word moving with its layer
///   keeps its time.
/// - A cluster that goes on past where the layer draws (the layer's edge,
///   or a cell it leaves undrawn) shows glyphs beneath that will never
///   swap; its cells keep the glyphs beneath until the layer is opaque,
///   when they are simply covered.
struct SwapUnits {
    /// Per column of the row: the opacity at which the cell's cluster
    /// swaps, or nil where the cell decides alone.
    private(set) var thresholds: [Double?]
    /// Per column of the row, on a 256-color terminal: the threshold at
    /// which the background under the cell's cluster, one layer's ink or
    /// both, turns to the layer's (see `PaletteLine`), so a word's letters
    /// all stand on the same color and it never shows in part.
    private(set) var paperThresholds: [Double?]

    init(width: Int) {
        thresholds = Array(repeating: nil, count: max(0, width))
        paperThresholds = thresholds
    }

    /// The background threshold of column `x`.
    @inline(__always)
    func paper(_ x: Int) -> Double? { x >= 0 && x < paperThresholds.count ? paperThresholds[x] : nil }

    /// The threshold of column `x`.
    @inline(__always)
    subscript(x: Int) -> Double? { x >= 0 && x < thresholds.count ? thresholds[x] : nil }

    /// Finds the clusters of row `y` of `canvas` (what is beneath) with
    /// `layer` drawn through `sampling`. `threshold` gives the swap time of
    /// the layer's word that starts at a layer cell (x, y).
    mutating func find(row y: Int, beneath canvas: CellGrid, layer: CellGrid, sampling: LayerSampling,
                       paper: Bool = false,
                       threshold: (_ layerX: Int, _ layerY: Int) -> Double) {
        let width = canvas.width
        if thresholds.count != width { thresholds = Array(repeating: nil, count: width) }
        if paperThresholds.count != width { paperThresholds = Array(repeating: nil, count: width) }
        for x in 0..<width { thresholds[x] = nil; paperThresholds[x] = nil }
        let region = sampling.region
        guard y >= region.y, y < region.maxY else { return }
        var x = 0
        while x < width {
            // The layer's source cell at x, if it draws there.
            func source(_ x: Int) -> Int? {
                guard x >= region.x, x < region.maxX else { return nil }
                let s = sampling.source(x: x, y: y)
                return s >= 0 && !layer.cells[s].isTransparent ? s : nil
            }
            func beneathWord(_ x: Int) -> Bool {
                Self.isUnitCell(canvas.cells, at: y * width + x, column: x, width: width)
            }
            func layerWord(_ s: Int) -> Bool {
                Self.isUnitCell(layer.cells, at: s, column: s % layer.width, width: layer.width)
            }
            func inked(_ x: Int) -> Bool {
                beneathWord(x) || source(x).map(layerWord) ?? false
            }
            guard inked(x) else { x += 1; continue }
            let start = x
            // Ink of the layer, and ink beneath that the layer does not repeat.
            var layerSide = false, beneathSide = false, pastLayer = false
            var first: Double?
            // The threshold of the layer's cell over the cluster's start, for clusters with ink beneath only.
            var over: Double?
            var previousLayerInk = false
            while x < width, inked(x) {
                let under = canvas[x, y]
                if let s = source(x) {
                    let cell = layer.cells[s]
                    let layerInk = layerWord(s)
                    let same = cell.glyph == under.glyph && cell.width == under.width
                    if layerInk { layerSide = true }
                    if beneathWord(x) && !(layerInk && same) { beneathSide = true }
                    // A line over other ink beneath (dots, say) swaps whole rather than in pieces among it.
                    if Self.isLineGlyph(cell) && !same && CellGrid.hasInk(under) { beneathSide = true }
                    if over == nil { over = threshold(s % layer.width, s / layer.width) }
                    if layerInk && !previousLayerInk && first == nil {
                        first = threshold(s % layer.width, s / layer.width)
                    }
                    previousLayerInk = layerInk
                } else {
                    pastLayer = true
                    beneathSide = true
                    previousLayerInk = false
                }
                x += 1
            }
            let at = pastLayer ? 1 : first ?? over ?? 1
            if paper {
                // The blank on either side turns with the cluster: a word's
                // box keeps a margin, and the gap between two words is never
                // a cell of the veil (`PaletteLine.shade`) between them.
                if start > 0, paperThresholds[start - 1] == nil { paperThresholds[start - 1] = at }
                for column in start..<x { paperThresholds[column] = at }
                if x < width { paperThresholds[x] = at }
            }
            guard layerSide && beneathSide else { continue }
            for column in start..<x { thresholds[column] = at }
        }
    }

    /// True when the cell at `index` (in `column` of rows `width` long) is
    /// part of a word or a line.
    @inline(__always)
    static func isUnitCell(_ cells: [Cell], at index: Int, column: Int, width: Int) -> Bool {
        isLineGlyph(cells[index]) || isWordCell(cells, at: index, column: column, width: width)
    }

    /// True for box drawing (U+2500–U+257F): a run of it is a line, which
    /// swapped cell by cell would read as fragments among the other layer's
    /// glyphs, so it swaps whole like a word.
    @inline(__always)
    static func isLineGlyph(_ cell: Cell) -> Bool {
        cell.width == 1 && cell.glyph >= 0x2500 && cell.glyph <= 0x257F
    }

    /// True when the cell at `index` (in `column` of rows `width` long) is
    /// part of a word: a word glyph, or a joiner (`- _ . / :`) between two,
    /// as in "full-screen", "1.0" or "present/dismiss".
    @inline(__always)
    static func isWordCell(_ cells: [Cell], at index: Int, column: Int, width: Int) -> Bool {
        let cell = cells[index]
        if isWordGlyph(cell) { return true }
        guard column > 0, column + 1 < width, cell.width == 1 else { return false }
        switch cell.glyph {
        case 0x2D, 0x5F, 0x2E, 0x2F, 0x3A:
            return isWordGlyph(cells[index - 1]) && isWordGlyph(cells[index + 1])
        default:
            return false
        }
    }

    /// True for a cell that is part of a word: a letter or digit of any
    /// script, an apostrophe, or either half of a wide character (most are
    /// CJK; an emoji's halves too, so they swap together). Dots, ASCII rules
    /// and blocks are not: they swap cell by cell, so a stage's dots fade as
    /// a texture. (Box drawing swaps in runs, as lines: `isLineGlyph`.)
    @inline(__always)
    static func isWordGlyph(_ cell: Cell) -> Bool {
        if cell.width != 1 { return true }
        let g = cell.glyph
        if g == GlyphCode.none { return false }
        if g < 0x80 {
            return (g >= 0x30 && g <= 0x39) || (g >= 0x41 && g <= 0x5A) || (g >= 0x61 && g <= 0x7A) || g == 0x27
        }
        // An interned grapheme is a base and its marks: nearly always a letter.
        if g & GlyphCode.internedFlag != 0 { return true }
        guard let scalar = Unicode.Scalar(g) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || g == 0x2019
    }
}
