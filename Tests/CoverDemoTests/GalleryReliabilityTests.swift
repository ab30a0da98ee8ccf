import CoverDemoKit
import Foundation
import Testing
import TermCoverTestSupport
import TermCoverTesting


extension TestHost {
    /// True when the terminal, rebuilt only from the runs it was sent, shows
    /// the composed canvas in its own colors (blends dithered into the palette).
    var screenMatchesCanvas: Bool { terminal.screen == screen.quantized(for: terminal.colorSupport) }

    /// Lets every animation end: time jumps (animations are time-based, so
    /// even a 100 s slow-motion transition ends), then a few frames run.
    func finishAnimations() async {
        for _ in 0..<4 {
            skip(120)
            await advance(by: 2 / fps)
            await settle()
        }
    }
}

/// True under `make soak`, which runs the long variants.
let soak = ProcessInfo.processInfo.environment["TERMCOVER_SOAK"] != nil

@Suite("Gallery under resizes, odd sizes and key mashing", .serialized, .tags(.galleryLook))
@MainActor
struct GalleryReliabilityTests {
    private static let normal = Size(width: 80, height: 24)

    /// Three covers stacked with `transition`, the third still moving in
    /// when the screen goes to `size` after `framesBeforeResize` frames.
    private func stackOfThree(_ transition: DemoTransition, resizeTo size: Size?, afterFrames framesBeforeResize: Int) async -> TestHost {
        let t = TestHost(GalleryView(transition: transition, animation: .easeInOut, duration: 0.35), size: Self.normal)
        t.press(.return)
        await t.advance(by: 0.1)
        t.press(.return)
        await t.advance(by: 0.1)
        t.press(.return)
        for _ in 0..<framesBeforeResize {
            await t.advance(by: 1 / 60)
            #expect(t.screenMatchesCanvas)
        }
        if let size { t.resize(to: size) }
        #expect(t.screenMatchesCanvas)
        await t.advance(by: 0.3)
        await t.finishAnimations()
        return t
    }

    @Test("a resize at any frame of a three-cover stack ends on exactly the screen of a run that was never resized",
          .tags(.soak), arguments: [DemoTransition.cover, .scale, .dissolve])
    func resizeAtAnyMoment(transition: DemoTransition) async {
        let target = Size(width: 120, height: 40)
        // The expected screen: the same keys at the final size from the start, no resize at all.
        let reference = TestHost(GalleryView(transition: transition, animation: .easeInOut, duration: 0.35), size: target)
        for _ in 0..<3 {
            reference.press(.return)
            await reference.advance(by: 0.1)
        }
        await reference.finishAnimations()
        #expect(reference.coverPhases == [.presented, .presented, .presented])
        #expect(reference.screen.contains("Cover 3 of the stack"))

        // The third cover takes 21 frames to come in; resize before, during and after.
        // `make test`: before, during and after for the scale (a picture, the
        // costliest to redraw), during for the others; `make soak`: every
        // transition, with the frames between.
        for frames in soak ? [0, 5, 10, 15, 25] : transition == .scale ? [0, 10, 25] : [10] {
            let t = await stackOfThree(transition, resizeTo: target, afterFrames: frames)
            #expect(t.coverPhases == [.presented, .presented, .presented], "resized after \(frames) frames")
            #expect(t.screen == reference.screen, "resized after \(frames) frames:\n\(t.screen)")
            #expect(t.screenMatchesCanvas)
            // And back, mid-dismissal of the top cover.
            t.press(.escape)
            await t.advance(by: 0.1)
            t.resize(to: Self.normal)
            await t.advance(by: 0.2)
            await t.finishAnimations()
            #expect(t.coverPhases == [.presented, .presented])
            #expect(t.screen.contains("Cover 2 of the stack"))
            #expect(t.screenMatchesCanvas)
        }
    }

    @Test("sizes the gallery fits keep a moving three-cover stack through every resize")
    func usableSizesKeepTheStack() async {
        let t = TestHost(GalleryView(transition: .scale, animation: .linear, duration: 0.35), size: Self.normal)
        for _ in 0..<3 {
            t.press(.return)
            await t.advance(by: 0.1)
        }
        for size in [Size(width: 60, height: 20), Size(width: 200, height: 60), Size(width: 61, height: 21), Size(width: 500, height: 200),
                     Size(width: 60, height: 200), Size(width: 500, height: 20), Size(width: 80, height: 24)] {
            t.resize(to: size)
            await t.advance(by: 1 / 60)
            #expect(t.screenMatchesCanvas, "\(size)")
        }
        await t.finishAnimations()
        #expect(t.coverPhases == [.presented, .presented, .presented])
        #expect(t.screen.contains("Cover 3 of the stack"))
    }

    @Test("every size from 1x1 to 500x200 lays out without crashing, with covers stacked and moving")
    func extremeSizes() async {
        let widths = [1, 2, 3, 5, 10, 30, 59, 60, 61, 80, 133, 200, 333, 500]
        let heights = [1, 2, 3, 5, 10, 19, 20, 21, 24, 60, 200]
        let t = TestHost(GalleryView(transition: .push, animation: .linear, duration: 0.35), size: Self.normal)
        t.press(.return)
        await t.advance(by: 0.5)
        t.press(.return)
        await t.advance(by: 1 / 60)
        var visited = 0
        for w in widths {
            for h in heights {
                t.resize(to: Size(width: w, height: h))
                await t.advance(by: 1 / 60)
                #expect(t.screen.size == Size(width: w, height: h))
                #expect(t.screenMatchesCanvas, "\(w)x\(h)")
                visited += 1
            }
        }
        t.resize(to: Self.normal)
        await t.finishAnimations()
        // Below the minimum the notice replaces the gallery's tree, so the covers'
        // own state (cover 1's "show the next") is discarded, as SwiftUI discards
        // the state of views that leave the tree; the gallery's own binding
        // survives, so cover 1 comes back, alone and at rest.
        #expect(t.coverPhases == [.presented])
        #expect(t.screen.contains("Cover 1 of the stack"))
        #expect(t.screenMatchesCanvas)
        print("extreme sizes: \(visited) sizes from 1x1 to 500x200")
    }

    @Test("below 60x20 a centered notice gives the size needed, and the gallery comes back when enlarged")
    func tooSmallNotice() async {
        let t = TestHost(GalleryView(), size: Size(width: 40, height: 10))
        // Worked out by hand: three lines centered in 10 rows start at row
        // (10 - 3) / 2 = 3.5, rounded down to 3; the 22-column block sits at
        // column 9, its 18-column first line at 11 and "q quits" (7) at 9 + 7 = 16.
        #expect(t.lines[3] == String(repeating: " ", count: 11) + "terminal too small" + String(repeating: " ", count: 11))
        #expect(t.lines[4] == String(repeating: " ", count: 9) + "need 60x20, have 40x10" + String(repeating: " ", count: 9))
        #expect(t.lines[5] == String(repeating: " ", count: 16) + "q quits" + String(repeating: " ", count: 17))
        #expect(t.lines.enumerated().allSatisfy { (3...5).contains($0.offset) || $0.element.allSatisfy { $0 == " " } })
        t.resize(to: Size(width: 59, height: 24))
        #expect(t.screen.contains("need 60x20, have 59x24"))
        t.resize(to: Size(width: 80, height: 19))
        #expect(t.screen.contains("need 60x20, have 80x19"))
        t.resize(to: Size(width: 60, height: 20))
        #expect(t.screen.contains("transition gallery"))
        #expect(!t.screen.contains("terminal too small"))
        #expect(t.screenMatchesCanvas)
        // Keys work again once it is big enough.
        t.press(.return)
        await t.advance(by: 0.5)
        #expect(t.coverPhases == [.presented])
    }

    /// One step of the mashing: a burst of keys delivered before the next
    /// frame (as the live loop delivers what arrived since the last frame),
    /// a resize, or some frames of time.
    private enum Step {
        case keys([Key]), resize(Size), wait(frames: Int)
    }

    /// The gallery's keys; Esc as often as present so the stack stays shallow on average.
    private static let keys: [Key] = [
        .upArrow, .downArrow, .leftArrow, .rightArrow, .character("j"), .character("k"), .character("h"), .character("l"),
        .return, .return, .space, .escape, .escape, .escape, .character("c"), .character("s"),
        .character("?"), .character("+"), .character("-"), .tab, .backTab, .character("x"), .character("한"),
    ]

    private func randomStep(_ rng: inout SeededRandom) -> Step {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<4:
            // Mostly usable sizes, sometimes too small.
            let sizes = [Size(width: 80, height: 24), Size(width: 60, height: 20), Size(width: 100, height: 30),
                         Size(width: 40, height: 12), Size(width: 1, height: 1), Size(width: 61, height: 21),
                         Size(width: Int.random(in: 1...100, using: &rng), height: Int.random(in: 1...30, using: &rng))]
            return .resize(sizes.randomElement(using: &rng)!)
        case 4..<20:
            return .wait(frames: Int.random(in: 1...8, using: &rng))
        default:
            let count = Int.random(in: 1...8, using: &rng)
            return .keys((0..<count).map { _ in Self.keys.randomElement(using: &rng)! })
        }
    }

    /// 500 keys in `make test` (the same seed, so the same keys every run);
    /// `make soak` (TERMCOVER_SOAK=1) presses 10,000.
    private static let mashedKeys = soak ? 10_000 : 500

    @Test("thousands of random gallery keys with resizes and waits end with consistent phases, no orphan covers and the screen equal to the canvas", .tags(.soak))
    func keyMashing() async {
        let total = Self.mashedKeys
        var rng = SeededRandom(seed: 0x7E5C_0E4E)
        let t = TestHost(GalleryView(transition: .cover, duration: 0.2), size: Self.normal)
        var keys = 0, resizes = 0, maxDepth = 0, mismatches = 0, idleLevels = 0
        let started = Date()
        while keys < total {
            switch randomStep(&rng) {
            case .keys(let burst):
                for key in burst.prefix(total - keys) { t.engine.host.send(.key(key)) }
                keys += min(burst.count, total - keys)
                t.renderIfNeeded()
            case .resize(let size):
                t.resize(to: size)
                resizes += 1
            case .wait(let frames):
                await t.advance(by: Double(frames) / 60)
            }
            // A key now and then lands after a long stall (a suspended laptop, a slow frame).
            if keys % 500 < 4 { t.skip(3) }
            await t.settle()
            if !t.screenMatchesCanvas { mismatches += 1 }
            // A level on screen is always presenting, presented or dismissing: never an idle orphan.
            if t.coverPhases.contains(.idle) { idleLevels += 1 }
            maxDepth = max(maxDepth, t.coverPhases.count)
        }
        #expect(mismatches == 0)
        #expect(idleLevels == 0)

        // Back to a usable size; everything in flight ends, and every level is at rest.
        t.resize(to: Self.normal)
        await t.finishAnimations()
        #expect(t.coverPhases.allSatisfy { $0 == .presented }, "\(t.coverPhases)")
        #expect(!t.engine.host.needsFrame)
        let depthAtRest = t.coverPhases.count

        // No orphans: Esc (and the chain finishing on its own) takes every cover down.
        var presses = 0
        while !t.coverPhases.isEmpty && presses < 40 {
            t.press(.escape)
            presses += 1
            await t.finishAnimations()
        }
        #expect(t.coverPhases.isEmpty, "\(t.coverPhases) after \(presses) Esc")
        #expect(t.screen.contains("transition gallery"))
        #expect(t.screenMatchesCanvas)
        print("key mashing: \(keys) keys, \(resizes) resizes, \(t.frameCount) frames, deepest stack \(maxDepth), \(depthAtRest) covers at rest, \(presses) Esc to clear, \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }
}
