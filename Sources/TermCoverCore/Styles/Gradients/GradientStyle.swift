import Foundation

/// A gradient reduced to what drawing it needs: its stops, its shape in
/// the frame and how it mixes. Every gradient style resolves to one.
struct GradientStyle: Hashable, Sendable {
    /// Where the gradient's fraction runs, in the unit square of the frame it fills.
    enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end`, constant across it.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Outwards from `center`, from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Around `center`, from `startAngle` to `endAngle` radians (clockwise on screen from 3 o'clock).
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
        /// Outwards from `center` in the unit square stretched to the frame,
        /// from `startFraction` to `endFraction` of it.
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    }

    /// The stops by location (a stable sort: stops at one location keep their order).
    private(set) var stops: [Gradient.Stop]
    var geometry: Geometry
    var perceptual: Bool

    init(stops: [Gradient.Stop], geometry: Geometry, perceptual: Bool) {
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        self.geometry = geometry
        self.perceptual = perceptual
    }

    /// The same gradient at `opacity` of its own.
    func opacity(_ opacity: Double) -> GradientStyle {
        var copy = self
        copy.stops = stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }
        return copy
    }

    /// The gradient's fraction at `p` (points) in `rect`, before clamping.
    func fraction(at p: CGPoint, in rect: CGRect) -> Double {
        func point(_ u: UnitPoint) -> (Double, Double) {
            (Double(rect.minX) + u.x * Double(rect.width), Double(rect.minY) + u.y * Double(rect.height))
        }
        let x = Double(p.x), y = Double(p.y)
        switch geometry {
        case .linear(let start, let end):
            let s = point(start), e = point(end)
            let dx = e.0 - s.0, dy = e.1 - s.1
            let length2 = dx * dx + dy * dy
            guard length2 > 0 else { return 0 }
            return ((x - s.0) * dx + (y - s.1) * dy) / length2
        case .radial(let center, let r0, let r1):
            let c = point(center)
            let d = hypot(x - c.0, y - c.1)
            let span = Double(r1 - r0)
            guard span != 0 else { return d >= Double(r1) ? 1 : 0 }
            return (d - Double(r0)) / span
        case .elliptical(let center, let f0, let f1):
            guard rect.width > 0, rect.height > 0 else { return 0 }
            let u = (x - Double(rect.minX)) / Double(rect.width), v = (y - Double(rect.minY)) / Double(rect.height)
            let d = hypot(u - center.x, v - center.y)
            let span = Double(f1 - f0)
            guard span != 0 else { return d >= Double(f1) ? 1 : 0 }
            return (d - Double(f0)) / span
        case .angular(let center, let start, let end):
            let c = point(center)
            let turn = 2 * Double.pi
            // y grows downwards, so atan2 grows clockwise on screen, from 3 o'clock.
            var a = atan2(y - c.1, x - c.0)
            var from = start
            let span = end - start
            // More than a turn: only the last whole turn shows, as Apple documents.
            if span > turn { from = end - turn }
            let sweep = min(span, turn)
            guard sweep > 0 else { return a >= start ? 1 : 0 }
            a = (a - from).truncatingRemainder(dividingBy: turn)
            if a < 0 { a += turn }
            if a <= sweep { return a / sweep }
            // The missing part goes from the last color to the first, changing halfway across it.
            return a - sweep < (turn - sweep) / 2 ? 1 : 0
        }
    }

    /// The color at fraction `t`: the stops' colors mixed, the ends held beyond them.
    func color(at t: Double, in colors: TerminalColors = .current) -> Color {
        let sorted = stops
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if t <= Double(first.location) { return resolved(first.color, colors) }
        if t >= Double(last.location) { return resolved(last.color, colors) }
        var upper = sorted.firstIndex { Double($0.location) > t } ?? sorted.count - 1
        upper = max(1, upper)
        let a = sorted[upper - 1], b = sorted[upper]
        let span = Double(b.location - a.location)
        let f = span > 0 ? (t - Double(a.location)) / span : 1
        return mix(a.color, b.color, f, colors)
    }

    /// A color as opaque RGB and its alpha (the terminal's defaults as the background's color).
    private func resolved(_ c: Color, _ colors: TerminalColors) -> Color {
        guard c.alpha > 0 else { return .clear }
        let (r, g, b) = ColorSpace.rgb(of: c, asBackground: true, in: colors)
        return Color(.rgb(r, g, b), alpha: c.alpha)
    }

    /// `a` moved `f` of the way to `b`, premultiplied by alpha, so that a
    /// fade to clear keeps its hue instead of passing through black.
    private func mix(_ a: Color, _ b: Color, _ f: Double, _ colors: TerminalColors) -> Color {
        let alpha = a.alpha + (b.alpha - a.alpha) * f
        guard alpha > 0 else { return .clear }
        let ra = ColorSpace.rgb(of: a, asBackground: true, in: colors), rb = ColorSpace.rgb(of: b, asBackground: true, in: colors)
        // Weights of each end's color in the premultiplied mix.
        let wa = a.alpha * (1 - f) / alpha, wb = b.alpha * f / alpha
        if perceptual {
            let la = ColorSpace.lab(ra), lb = ColorSpace.lab(rb)
            let m = ColorSpace.Lab(l: la.l * wa + lb.l * wb, a: la.a * wa + lb.a * wb, b: la.b * wa + lb.b * wb)
            let (r, g, bl) = ColorSpace.rgb(m)
            return Color(.rgb(r, g, bl), alpha: alpha)
        }
        func channel(_ x: UInt8, _ y: UInt8) -> Double { (Double(x) * wa + Double(y) * wb) / 255 }
        return Color(red: channel(ra.0, rb.0), green: channel(ra.1, rb.1), blue: channel(ra.2, rb.2), opacity: alpha)
    }

    /// The gradient's colors at 4,096 even steps of its fraction, so that
    /// drawing looks a color up instead of mixing it at every cell: a step
    /// is under a quarter of a byte's step across a full ramp.
    func table(in colors: TerminalColors = .current) -> GradientTable {
        let lo = min(0, Double(stops.first?.location ?? 0)), hi = max(1, Double(stops.last?.location ?? 1))
        let steps = GradientTable.steps
        let entries = (0...steps).map { color(at: lo + (hi - lo) * Double($0) / Double(steps), in: colors) }
        return GradientTable(lo: lo, hi: hi, colors: entries, light: entries.map { LinearLight.premultiplied($0, asBackground: true) })
    }
}

/// A gradient's colors by fraction, looked up (see `GradientStyle.table`).
struct GradientTable {
    static let steps = 4096
    let lo: Double, hi: Double
    let colors: [Color]
    /// The same colors as premultiplied linear light.
    let light: [SIMD4<Float>]

    /// The entry nearest fraction `t`, the ends held beyond them.
    @inline(__always)
    func index(_ t: Double) -> Int {
        let u = (t - lo) / (hi - lo)
        guard u.isFinite else { return 0 }
        return Int((min(1, max(0, u)) * Double(Self.steps)).rounded())
    }
}
