import Foundation

/// Words drawn whole over a layer's picture as it nears its own size and
/// angle, so that scaled, zoomed and turning text resolves over several
/// frames instead of staying texture until the frame at rest, where it
/// would pop crisp all at once.
///
/// A picture (see `composePicture`) shows text as the shape of its lines:
/// right while the layer is far from rest, where whole words could not sit
/// at their places without overlapping. Near rest they nearly can. Each word
/// of the layer (a run of cells with glyphs that are not lines or blocks, a
/// wide character's two cells together) is drawn horizontally, letters and
/// style as in the layer, centered on where the transform takes its centre,
/// on the row that point falls in. It joins once the layer's `nearness` to
/// rest passes the word's own threshold, taken from a blue-noise order by
/// the word's place in the layer, so words join spread over the area and a
/// word that has joined stays while the layer keeps nearing rest. A word
/// that would touch another (no blank column between them), leave the
/// screen, or run into a letter already beside it is left as texture: no
/// frame shows letters of two words run together, nor part of a word.
extension CellGrid {
    /// How near `transform` is to mapping cells one to one: 0 at or beyond
    /// 15% off in scale along either axis or 40° off in angle, 1 within 5%
    /// and 3°, linear between. The angle's window is wider because a turn
    /// is quick at its end: the gallery's full turn in a linear second
    /// spends six frames in its last 40° (at 25° it was three frames of
    /// words, which read as a pop, not a resolve).
    static func wordNearness(of transform: LayerTransform) -> Double {
        func scaleNearness(_ s: Double) -> Double {
            let off = Swift.abs(s - 1)
            return min(1, max(0, (0.15 - off) / 0.10))
        }
        let degrees = Swift.abs(transform.rotation.degrees.truncatingRemainder(dividingBy: 360))
        let turned = min(degrees, 360 - degrees)
        let angle = min(1, max(0, (40 - turned) / 37))
        // A turn corrected for the cell's aspect keeps area, so its scale is
        // the determinant's root; otherwise each axis has its own.
        if transform.rotation.radians != 0 {
            return min(angle, scaleNearness(sqrt(Swift.abs(transform.determinant))))
        }
        return min(angle, scaleNearness(hypot(transform.a, transform.b)), scaleNearness(hypot(transform.c, transform.d)))
    }

    /// How near a blur of `radius` cells is to none, for words: 0 from
    /// half a cell on, where the box each sample averages spans a whole
    /// letter, 1 within a tenth of a cell, linear between.
    static func wordNearness(ofBlur radius: Double) -> Double {
        min(1, max(0, (0.5 - radius) / 0.4))
    }

    /// Draws the words of `layer` (top-left at (x, y) before effects) whole
    /// where `transform` takes them, those whose threshold `nearness` has
    /// passed (never more than `limit`, which a blur sets), at `opacity`.
    mutating func drawResolvingWords(_ layer: CellGrid, x originX: Int, y originY: Int, transform: LayerTransform,
                                     opacity: Double, colorSupport: ColorSupport, limit: Double = 1) {
        let inverse = transform.inverted
        drawResolvingWords(layer, x: originX, y: originY, nearness: min(limit, Self.wordNearness(of: transform)),
                           place: { transform.apply(to: $0) }, unplace: { inverse?.apply(to: $0) },
                           opacity: opacity, colorSupport: colorSupport)
    }

    /// How near a perspective map (`rotation3DEffect`) is to none, for
    /// words: as its linear part at the layer's centre (`size` in cells) is,
    /// and 0 where it mirrors: a turn past 90° shows the back, whose text
    /// no glyph can draw, as texture, as a mirroring affine turn does.
    static func wordNearness(of projection: Homography, size: Size) -> Double {
        let centre = Point(x: Double(size.width) / 2, y: Double(size.height) / 2)
        let j = projection.jacobian(at: centre)
        guard j.a * j.d - j.b * j.c > 0 else { return 0 }
        return wordNearness(of: LayerTransform(a: j.a, b: j.b, c: j.c, d: j.d, tx: 0, ty: 0))
    }

    /// Draws the words of `layer` whole where `projection` takes their
    /// centres, as the affine form does, near rest.
    mutating func drawResolvingWords(_ layer: CellGrid, x originX: Int, y originY: Int, projection: Homography,
                                     opacity: Double, colorSupport: ColorSupport, limit: Double = 1) {
        let nearness = min(limit, Self.wordNearness(of: projection, size: layer.size))
        let inverse = projection.inverted
        drawResolvingWords(layer, x: originX, y: originY, nearness: nearness, place: { projection.apply(to: $0) },
                           unplace: { inverse?.apply(to: $0) }, opacity: opacity, colorSupport: colorSupport)
    }

    private mutating func drawResolvingWords(_ layer: CellGrid, x originX: Int, y originY: Int, nearness: Double,
                                             place: (Point) -> Point?, unplace: (Point) -> Point?,
                                             opacity: Double, colorSupport: ColorSupport) {
        var alpha = min(1, max(0, opacity.isNaN ? 0 : opacity))
        guard nearness > 0, alpha > 0 else { return }
        // On 256 colors a nearly opaque layer's words are drawn opaque: blended
        // over the picture's mixed cells, each letter took a line of its own
        // and some letters of a word could not be seen while others could.
        if colorSupport == .palette256 && alpha >= 0.5 { alpha = 1 }
        let words = PictureWord.words(in: layer).filter { $0.threshold < nearness }.sorted { $0.threshold < $1.threshold }
        guard !words.isEmpty else { return }
        // Cells taken by a placed word, and the blank column each keeps on both sides.
        var taken = Set<Int>()
        var blends = BlendMemo()
        for word in words {
            guard let centre = place(Point(x: Double(word.column) + Double(word.length) / 2, y: Double(word.row) + 0.5)) else { continue }
            let x = originX + cellRound(centre.x - Double(word.length) / 2)
            let y = originY + clampedCell(centre.y.rounded(.down))
            guard y >= 0, y < height, x >= 0, x + word.length <= width else { continue }
            // Its cells wholly on its own paper: in a row the layer's painted
            // edge crosses (near rest, the top row of a scaled cover) the
            // cells between words show the edge, a strip of what is beneath,
            // and a word on the full paper there read as cut out of it. Each
            // corner, an `edgeSlack` inside, must fall on the layer where it
            // has the word's background. (Words on no paper have no edge to cut.)
            let paper = layer[word.column, word.row].style.background
            let e = Self.edgeSlack, right = Double(x + word.length) - e, bottom = Double(y + 1) - e
            let corners = [(Double(x) + e, Double(y) + e), (right, Double(y) + e), (Double(x) + e, bottom), (right, bottom)]
            guard paper.alpha == 0 || corners.allSatisfy({ corner in
                guard let p = unplace(Point(x: corner.0 - Double(originX), y: corner.1 - Double(originY))) else { return false }
                let cx = Int(p.x.rounded(.down)), cy = Int(p.y.rounded(.down))
                return cx >= 0 && cy >= 0 && cx < layer.width && cy < layer.height && layer[cx, cy].style.background == paper
            }) else { continue }
            let span = (x - 1)...(x + word.length)
            guard !span.contains(where: { taken.contains(y * width + $0) }) else { continue }
            // A letter just outside the span (beneath the picture, or left by
            // an earlier draw) would run into the word.
            if x > 0, Self.isWordGlyph(self[x - 1, y]) { continue }
            if x + word.length < width, Self.isWordGlyph(self[x + word.length, y]) { continue }
            for i in 0..<word.length { taken.insert(y * width + x + i) }
            var i = 0
            while i < word.length {
                let cell = layer[word.column + i, word.row]
                let wide = cell.width == 2
                // One background threshold for the whole word, so it never shows in part on 256 colors.
                drawFaded(cell, wide: wide, x: x + i, y: y, layerX: word.column + i, layerY: word.row, alpha: alpha,
                          paperAt: PaletteLine.threshold(x: x, y: y), colorSupport: colorSupport, blends: &blends)
                i += wide ? 2 : 1
            }
        }
    }

    /// How far, in cells, a resolving word may reach past its paper's edge:
    /// less than the eighth a picture's edge is drawn to.
    static let edgeSlack = 1.0 / 16

    /// True when `cell` shows a glyph that reads as part of a word: ink that
    /// is not a line, a block or a shade.
    static func isWordGlyph(_ cell: Cell) -> Bool {
        guard hasInk(cell) else { return false }
        if cell.width == 0 { return true }
        guard let scalar = cell.character?.unicodeScalars.first else { return false }
        // Box drawing, block elements and geometric shapes are drawn as the picture's lines and surfaces.
        return !(0x2500...0x25FF).contains(scalar.value) && !(0x1FB00...0x1FBFF).contains(scalar.value)
    }
}

/// A run of word glyphs in one row of a layer.
private struct PictureWord {
    let column: Int, row: Int, length: Int
    /// When it joins, in 0 ..< 1 of nearness.
    let threshold: Double

    static func words(in layer: CellGrid) -> [PictureWord] {
        var out: [PictureWord] = []
        for row in 0..<layer.height {
            var column = 0
            while column < layer.width {
                guard CellGrid.isWordGlyph(layer[column, row]), layer[column, row].width != 0 else { column += 1; continue }
                var end = column
                while end < layer.width, CellGrid.isWordGlyph(layer[end, row]) { end += 1 }
                // A wide glyph cut off at the layer's edge is not whole.
                if layer[end - 1, row].width == 2 { end -= 1 }
                if end > column {
                    out.append(PictureWord(column: column, row: row, length: end - column,
                                           threshold: BlueNoise.threshold(x: column, y: row)))
                }
                column = max(end, column + 1)
            }
        }
        return out
    }
}
