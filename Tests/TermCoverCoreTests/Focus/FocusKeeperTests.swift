import Testing
@testable import TermCoverCore

/// Paths standing for controls: the keeper only compares them.
private func control(_ name: String) -> ViewPath { ViewPath.root.appending(.name(name)) }

@Suite("FocusKeeper: which control has focus as layers come and go")
struct FocusKeeperTests {
    let a = control("a"), b = control("b"), c = control("c"), x = control("x"), y = control("y")

    @Test("focus goes to the first reachable control and stays on it while it is reachable")
    func firstThenKept() {
        var keeper = FocusKeeper()
        let moved1 = keeper.keep(among: [a, b], activeLayer: 0)
        #expect(moved1)
        #expect(keeper.path == a)
        let moved2 = keeper.focus(b)
        #expect(moved2)
        let moved3 = keeper.keep(among: [a, b, c], activeLayer: 0)
        #expect(!moved3, "b is still there: nothing moves")
        #expect(keeper.path == b)
        let moved4 = keeper.keep(among: [a, c], activeLayer: 0)
        #expect(moved4, "b went: focus falls to the first")
        #expect(keeper.path == a)
    }

    @Test("a layer that comes back on top gets back the control it had, as a window does when its sheet closes")
    func layerRemembersItsControl() {
        var keeper = FocusKeeper()
        _ = keeper.keep(among: [a, b], activeLayer: 0)
        _ = keeper.focus(b)
        let moved5 = keeper.keep(among: [x, y], activeLayer: 1)
        #expect(moved5, "a cover goes over: its first control")
        #expect(keeper.path == x)
        let moved6 = keeper.keep(among: [a, b], activeLayer: 0)
        #expect(moved6, "the cover goes: b again, not a")
        #expect(keeper.path == b)
    }

    @Test("a control that went out of reach with focus gets it back when what took focus goes: a push, then a pop")
    func pushedFromRowGetsFocusBack() {
        var keeper = FocusKeeper()
        _ = keeper.keep(among: [a, b, c], activeLayer: 0)
        _ = keeper.focus(c)
        _ = keeper.keep(among: [x, y], activeLayer: 0)     // the page pushed from c
        #expect(keeper.path == x)
        let moved = keeper.keep(among: [a, b, c], activeLayer: 0)  // popped
        #expect(moved)
        #expect(keeper.path == c, "the row that pushed, not the first")
        let moved2 = keeper.keep(among: [a, b], activeLayer: 0)
        #expect(moved2)
        #expect(keeper.path == a, "c was given back once: gone again, focus falls to the first")
    }

    @Test("a pop past several pages forgets the pages in between")
    func popToRootForgetsDeeperPages() {
        var keeper = FocusKeeper()
        _ = keeper.keep(among: [a, b], activeLayer: 0)
        _ = keeper.focus(b)
        _ = keeper.keep(among: [x, y], activeLayer: 0)
        _ = keeper.focus(y)
        _ = keeper.keep(among: [c], activeLayer: 0)
        _ = keeper.keep(among: [a, b], activeLayer: 0)       // back to the root at once
        #expect(keeper.path == b)
        _ = keeper.keep(among: [x, y], activeLayer: 0)       // a new page with the same paths
        #expect(keeper.path == x, "y's memory went with its page")
    }

    @Test("a layer's memory is forgotten once a layer below it is back on top")
    func deeperMemoryForgotten() {
        var keeper = FocusKeeper()
        _ = keeper.keep(among: [a, b], activeLayer: 0)
        _ = keeper.keep(among: [x, y], activeLayer: 1)
        _ = keeper.focus(y)
        _ = keeper.keep(among: [c], activeLayer: 2)
        _ = keeper.keep(among: [a, b], activeLayer: 0)
        // Layer 1 is new now: it starts on its first control, not on y.
        _ = keeper.keep(among: [x, y], activeLayer: 1)
        #expect(keeper.path == x)
    }

    @Test("after the app resigns focus no control takes it by itself; Tab gives it back")
    func resignedUntilTab() {
        var keeper = FocusKeeper()
        _ = keeper.keep(among: [a, b], activeLayer: 0)
        keeper.resign()
        #expect(keeper.path == nil)
        let moved7 = keeper.keep(among: [a, b], activeLayer: 0)
        #expect(!moved7)
        #expect(keeper.path == nil)
        let moved8 = keeper.cycle(among: [a, b], forward: true)
        #expect(moved8)
        #expect(keeper.path == a, "Tab from nothing focuses the first")
    }

    @Test("Tab and Shift-Tab move through the reachable controls and wrap round")
    func tabWraps() {
        var keeper = FocusKeeper()
        _ = keeper.keep(among: [a, b, c], activeLayer: 0)
        _ = keeper.cycle(among: [a, b, c], forward: true)
        _ = keeper.cycle(among: [a, b, c], forward: true)
        #expect(keeper.path == c)
        _ = keeper.cycle(among: [a, b, c], forward: true)
        #expect(keeper.path == a)
        _ = keeper.cycle(among: [a, b, c], forward: false)
        #expect(keeper.path == c)
        let moved9 = keeper.cycle(among: [], forward: true)
        #expect(!moved9, "nothing to focus")
    }
}
