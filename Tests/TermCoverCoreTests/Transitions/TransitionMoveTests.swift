import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Transitions that only move the view: `.move(edge:)`, `.slide`,
/// `.offset(x:y:)` and `.push(from:)` (which also fades). The box is 4×2 at
/// (3, 1) on a 10×5 stage; positions are cellRound(v) = floor(v + 0.5).
@MainActor
@Suite("Transitions: move, slide, offset and push")
struct TransitionMoveTests {
    @Test("move(edge: .leading) comes in from 4 columns left and leaves the same way")
    func moveLeading() async {
        let mid = ["..........", ".ABCD.....", ".EFGH.....", "..........", ".........."]
        await Stage.expect(.move(edge: .leading), insertion: [
            Expected(0, ["..........", "BCD.......", "FGH.......", "..........", ".........."]),
            Expected(0.5, mid),
            Expected(0.75, ["..........", "..ABCD....", "..EFGH....", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, mid),
            Expected(0.75, ["..........", "ABCD......", "EFGH......", "..........", ".........."]),
        ])
    }

    @Test("move(edge: .trailing) comes in from 4 columns right, clipped by the screen, and leaves the same way")
    func moveTrailing() async {
        let mid = ["..........", ".....ABCD.", ".....EFGH.", "..........", ".........."]
        await Stage.expect(.move(edge: .trailing), insertion: [
            Expected(0, ["..........", ".......ABC", ".......EFG", "..........", ".........."]),
            Expected(0.5, mid),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, mid),
            Expected(0.75, ["..........", "......ABCD", "......EFGH", "..........", ".........."]),
        ])
    }

    @Test("move(edge: .top) comes in from 2 rows up and leaves the same way")
    func moveTop() async {
        let mid = ["...ABCD...", "...EFGH...", "..........", "..........", ".........."]
        await Stage.expect(.move(edge: .top), insertion: [
            Expected(0, ["...EFGH...", "..........", "..........", "..........", ".........."]),
            Expected(0.5, mid),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, mid),
        ])
    }

    @Test("move(edge: .bottom) comes in from 2 rows down and leaves the same way")
    func moveBottom() async {
        let mid = ["..........", "..........", "...ABCD...", "...EFGH...", ".........."]
        await Stage.expect(.move(edge: .bottom), insertion: [
            Expected(0, ["..........", "..........", "..........", "...ABCD...", "...EFGH..."]),
            Expected(0.5, mid),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, mid),
        ])
    }

    @Test("slide comes in from the leading edge and leaves toward the trailing edge")
    func slide() async {
        await Stage.expect(.slide, insertion: [
            Expected(0, ["..........", "BCD.......", "FGH.......", "..........", ".........."]),
            Expected(0.5, ["..........", ".ABCD.....", ".EFGH.....", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, ["..........", ".....ABCD.", ".....EFGH.", "..........", ".........."]),
            Expected(0.75, ["..........", "......ABCD", "......EFGH", "..........", ".........."]),
        ])
    }

    @Test("offset(x: 6, y: 2) comes in from (9, 3) and leaves to the same place")
    func offset() async {
        let mid = ["..........", "..........", "......ABCD", "......EFGH", ".........."]
        await Stage.expect(.offset(x: 48, y: 32), insertion: [
            Expected(0, ["..........", "..........", "..........", ".........A", ".........E"]),
            Expected(0.5, mid),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, mid),
        ])
    }

    @Test("A negative offset rounds half up: −1.5 columns lands 1 column left")
    func negativeOffset() async {
        // offset(x: −6) at t = 0.75 of an insertion is −1.5: floor(−1.5 + 0.5) = −1
        // (half away from zero would give −2); at t = 0.25 it is −4.5, giving −4.
        await Stage.expect(.offset(x: -48), insertion: [
            Expected(0, ["..........", "D.........", "H.........", "..........", ".........."]),
            Expected(0.25, ["..........", "BCD.......", "FGH.......", "..........", ".........."]),
            Expected(0.5, ["..........", "ABCD......", "EFGH......", "..........", ".........."]),
            Expected(0.75, ["..........", "..ABCD....", "..EFGH....", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, ["..........", "ABCD......", "EFGH......", "..........", ".........."]),
        ])
    }

    @Test("push(from: .trailing) comes in from the trailing edge fading in, and leaves toward leading fading out")
    func push() async {
        // Opacity below 0.5 keeps the glyphs beneath (dimmed); from 0.5 the box's glyphs show.
        await Stage.expect(.push(from: .trailing), insertion: [
            Expected(0, Stage.empty),
            Expected(0.25, Stage.empty),
            Expected(0.75, ["..........", "....ABCD..", "....EFGH..", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.25, ["..........", "..ABCD....", "..EFGH....", "..........", ".........."]),
            Expected(0.75, Stage.empty),
        ])
    }

    @Test("push fades: at t = 0 nothing changes, at t = 0.25 only the cells under the moved box are veiled")
    func pushVeilsOnlyItsCells() async {
        let host = Stage.host(showing: false, .push(from: .trailing))
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.screen == empty)
        await host.advance(by: 0.25)
        // Moved 3 columns right: the box covers columns 6...9 of rows 1 and 2.
        for y in 0..<5 {
            for x in 0..<10 {
                let covered = (6...9).contains(x) && (1...2).contains(y)
                #expect((host.screen[x, y] != empty[x, y]) == covered, "cell (\(x), \(y))")
            }
        }
    }
}
