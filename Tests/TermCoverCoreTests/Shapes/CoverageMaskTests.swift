import Foundation
import Testing
@testable import TermCoverCore

@Suite("Shapes of one size share one measurement of their coverage")
struct CoverageMaskTests {
    /// A rounded rectangle 23 columns by 5 rows (10 columns tall at aspect 2)
    /// with corners of 3 columns: a size no other test draws.
    private let outline = ShapeOutline(x0: 0, y0: 0, x1: 23, y1: 10, cornerWidth: 3, cornerHeight: 3,
                                       isEllipse: false, hasStraightSides: true)

    @Test("a rounded rectangle's mask is its coverage measured cell by cell, and another of its size takes the same mask")
    func maskIsSharedAndExact() throws {
        let coverage = ShapeCoverage(outline: outline, band: ShapeDrawing.fill.band, aspect: 2)
        let mask = try #require(CoverageMask.of(coverage))
        let (columns, rows) = coverage.reach
        var edges = 0
        for row in rows {
            for column in columns {
                let extent = coverage.extent(column: column, row: row)
                #expect(mask.extent(column: column, row: row) == extent, "\(column), \(row)")
                if extent == .edge {
                    edges += 1
                    #expect(mask.shares(column: column, row: row) == coverage.shares(column: column, row: row))
                }
            }
        }
        #expect(edges > 0)
        let another = ShapeCoverage(outline: outline, band: ShapeDrawing.fill.band, aspect: 2)
        #expect(CoverageMask.of(another) === mask)
        let stroked = ShapeCoverage(outline: outline, band: ShapeDrawing.stroke(lineWidth: 1).band, aspect: 2)
        #expect(CoverageMask.of(stroked) !== mask)
    }

    @Test("a shape reaching more cells than are kept is not kept: it is measured where it shows")
    func largeShapesAreNotKept() {
        let large = ShapeOutline(x0: 0, y0: 0, x1: 200, y1: 120, cornerWidth: 3, cornerHeight: 3,
                                 isEllipse: false, hasStraightSides: true)
        #expect(CoverageMask.of(ShapeCoverage(outline: large, band: ShapeDrawing.fill.band, aspect: 2)) == nil)
    }
}
