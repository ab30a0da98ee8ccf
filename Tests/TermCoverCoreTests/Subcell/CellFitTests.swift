import Testing
@testable import TermCoverCore

/// How eight samples of a cell become one block glyph and two colors.
@Suite("A cell's fit from its eight samples")
struct CellFitTests {
    @Test("eight equal samples are one flat color, the same whether measured or known uniform", arguments: [
        SIMD4<Float>(0.2, 0.4, 0.6, 1), SIMD4<Float>(1, 0, 0, 1), SIMD4<Float>(0.1, 0.1, 0.3, 0.7), SIMD4<Float>(0, 0, 0, 0),
    ])
    func uniform(sample: SIMD4<Float>) {
        let samples = [SIMD4<Float>](repeating: sample, count: 8)
        let measured = samples.withUnsafeBufferPointer { CellFit($0, precision: .eighths) }
        let known = CellFit(uniform: sample)
        #expect(measured.glyph == BlockGlyphs.space)
        #expect(known.glyph == BlockGlyphs.space)
        #expect(known.ink == measured.ink && known.paper == measured.paper)
        // The color is the sample's, to within a rounding of the sum.
        let d = known.paper - sample
        #expect(max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w))) < 1e-6)
    }

    @Test("a cell half one color and half another is not flat")
    func split() {
        let samples = [SIMD4<Float>](repeating: SIMD4(1, 1, 1, 1), count: 4) + [SIMD4<Float>](repeating: SIMD4(0, 0, 0, 1), count: 4)
        let fit = samples.withUnsafeBufferPointer { CellFit($0, precision: .eighths) }
        #expect(fit.glyph != BlockGlyphs.space)
        #expect(fit.ink != fit.paper)
    }
}
