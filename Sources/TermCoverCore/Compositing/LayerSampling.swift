import Foundation

/// Which layer cell each destination cell shows under a `LayerTransform`:
/// the one resampling step shared by offset, scale and rotation.
///
/// Maps that keep axes parallel (offset, scale, flips, quarter turns) are
/// sampled per axis (`AxisSampling`), which is exact for offsets and quarter
/// turns and keeps borders when scaling. Any other rotation maps each
/// destination cell's centre back through the inverse map and takes the
/// layer cell it lands in (nearest neighbour), so nothing is ever blurred or
/// invented: every drawn cell is a real cell of the layer.
struct LayerSampling: Sendable {
    /// The destination cells that may show the layer, clipped to the destination.
    let region: Rect
    /// Row-major over `region`: the layer cell index (y · width + x), or −1.
    let sources: [Int]

    /// Samples a layer of `size` placed at `origin` under `transform`,
    /// keeping only cells inside `clip`.
    init(layer size: Size, origin: (x: Int, y: Int), transform t: LayerTransform, clip: Rect) {
        let w = size.width, h = size.height
        let epsilon = 1e-9
        let visibleX = (clip.x - origin.x)..<(clip.maxX - origin.x)
        let visibleY = (clip.y - origin.y)..<(clip.maxY - origin.y)
        if abs(t.b) <= epsilon && abs(t.c) <= epsilon {
            let cols = AxisSampling(scale: t.a, translation: t.tx, length: w, visible: visibleX)
            let rows = AxisSampling(scale: t.d, translation: t.ty, length: h, visible: visibleY)
            self.init(cols: cols, rows: rows, origin: origin, clip: clip) { col, row in row * w + col }
        } else if abs(t.a) <= epsilon && abs(t.d) <= epsilon {
            // A quarter turn: destination columns come from layer rows and
            // destination rows from layer columns.
            let cols = AxisSampling(scale: t.c, translation: t.tx, length: h, visible: visibleX)
            let rows = AxisSampling(scale: t.b, translation: t.ty, length: w, visible: visibleY)
            self.init(cols: cols, rows: rows, origin: origin, clip: clip) { layerRow, layerCol in layerRow * w + layerCol }
        } else {
            self.init(general: t, size: size, origin: origin, clip: clip)
        }
    }

    /// Samples per axis: each destination cell takes its column's and its row's layer index.
    private init(cols: AxisSampling, rows: AxisSampling, origin: (x: Int, y: Int), clip: Rect,
                 index: (Int, Int) -> Int) {
        let covered = Rect(x: origin.x + cols.start, y: origin.y + rows.start,
                           width: cols.sources.count, height: rows.sources.count)
        region = covered.intersection(clip)
        var out = [Int](repeating: -1, count: max(0, region.width * region.height))
        var i = 0
        for y in region.y..<region.maxY {
            let r = rows.sources[y - covered.y]
            for x in region.x..<region.maxX {
                out[i] = index(cols.sources[x - covered.x], r)
                i += 1
            }
        }
        sources = out
    }

    /// Samples by mapping each destination cell's centre back into the layer.
    private init(general t: LayerTransform, size: Size, origin: (x: Int, y: Int), clip: Rect) {
        let w = Double(size.width), h = Double(size.height)
        // The same half-a-cell rule as AxisSampling, measured along the
        // layer's own (turned) edges, so scale 1e-5 stays empty when rotated.
        let edgeX = hypot(t.a * w, t.b * w), edgeY = hypot(t.c * h, t.d * h)
        guard size.width > 0, size.height > 0, edgeX >= 0.5, edgeY >= 0.5,
              let inverse = t.inverted else {
            region = Rect(x: 0, y: 0, width: 0, height: 0); sources = []; return
        }
        let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: w, y: h)].map(t.apply)
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        // Clamped before converting: a huge scale must not overflow Int.
        let x0 = clampedCell(minX.rounded(.down)), y0 = clampedCell(minY.rounded(.down))
        let box = Rect(x: origin.x + x0, y: origin.y + y0,
                       width: clampedCell(maxX.rounded(.up)) - x0, height: clampedCell(maxY.rounded(.up)) - y0)
        region = box.intersection(clip)
        var out = [Int](repeating: -1, count: max(0, region.width * region.height))
        var i = 0
        for y in region.y..<region.maxY {
            for x in region.x..<region.maxX {
                let p = inverse.apply(to: Point(x: Double(x - origin.x) + 0.5, y: Double(y - origin.y) + 0.5))
                let sx = Int(p.x.rounded(.down)), sy = Int(p.y.rounded(.down))
                if sx >= 0, sy >= 0, sx < size.width, sy < size.height { out[i] = sy * size.width + sx }
                i += 1
            }
        }
        sources = out
    }

    /// The layer index shown at destination (x, y), or −1.
    @inline(__always)
    func source(x: Int, y: Int) -> Int {
        guard x >= region.x, x < region.maxX, y >= region.y, y < region.maxY else { return -1 }
        return sources[(y - region.y) * region.width + (x - region.x)]
    }
}
