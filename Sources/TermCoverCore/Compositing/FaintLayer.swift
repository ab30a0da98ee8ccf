/// A fade where colors cannot blend (16 colors, 8, none): a layer below
/// half opacity is drawn whole in the dim attribute, and from half on
/// normally, as Textual draws a faded widget under an ANSI theme.
///
/// The stipple it replaces showed a mix of the two layers' cells in every
/// frame mid-fade, which no colour could carry: words came and went in
/// pieces, and with `NO_COLOR` the screen read as noise. Dim is the one
/// faintness every terminal has, colour or none, so every frame shows one
/// layer's words whole: the layer beneath until the fade starts, then the
/// layer faint, then the layer itself. (A three-step cross-fade, beneath dim
/// then the layer dim, was the other candidate: it hides the layer for the
/// first quarter, so a short `opacity(0.3)` would show nothing of it, where
/// SwiftUI shows the view faint.)
enum FaintLayer {
    /// The opacity at and above which the layer is drawn normally.
    static let normalFrom = 0.5

    /// True when a layer at `alpha` is drawn dim: above 0, below half.
    @inline(__always)
    static func isFaint(_ alpha: Double) -> Bool { alpha > 0 && alpha < normalFrom }

    /// `cell` as a layer at `alpha` draws it: dim while faint.
    @inline(__always)
    static func cell(_ cell: Cell, alpha: Double) -> Cell {
        guard isFaint(alpha) else { return cell }
        var faint = cell
        faint.style.attributes.insert(.dim)
        return faint
    }
}

extension CellGrid {
    /// `composePicture` on a terminal showing `colorSupport`: where colors
    /// cannot blend, the picture is drawn opaque and, below half opacity,
    /// every cell it changed dim (see `FaintLayer`), rather than blended
    /// into colours the terminal rounds to a patchwork.
    mutating func composePicture(_ layer: CellGrid, picture: LayerPicture, x: Int, y: Int, projection: Homography,
                                 opacity: Double, precision: SubcellPrecision, colorSupport: ColorSupport,
                                 blur: Double = 0) {
        let monochrome = colorSupport == .monochrome
        guard !colorSupport.canBlend, opacity > 0, opacity < 1 else {
            composePicture(layer, picture: picture, x: x, y: y, projection: projection, opacity: opacity,
                           precision: precision, monochrome: monochrome, palette: colorSupport == .palette256, blur: blur)
            return
        }
        let before = FaintLayer.isFaint(opacity) ? self : nil
        composePicture(layer, picture: picture, x: x, y: y, projection: projection, opacity: 1,
                       precision: precision, monochrome: monochrome, blur: blur)
        if let before { dimCells(changedSince: before) }
    }

    /// The affine form of `composePicture(_:picture:x:y:projection:opacity:precision:colorSupport:blur:)`.
    mutating func composePicture(_ layer: CellGrid, picture: LayerPicture, x: Int, y: Int, transform: LayerTransform,
                                 opacity: Double, precision: SubcellPrecision, colorSupport: ColorSupport,
                                 blur: Double = 0) {
        composePicture(layer, picture: picture, x: x, y: y, projection: Homography(transform), opacity: opacity,
                       precision: precision, colorSupport: colorSupport, blur: blur)
    }

    /// Adds the dim attribute to every cell that differs from `before`
    /// (this canvas before a layer was drawn on it).
    mutating func dimCells(changedSince before: CellGrid) {
        guard before.size == size else { return }
        for i in cells.indices where cells[i] != before.cells[i] {
            cells[i].style.attributes.insert(.dim)
        }
    }
}
