import Testing
import CoverDemoKit
import TermCover

@Suite("DemoOptions: flags")
struct DemoOptionsTests {
    @Test("no arguments run the gallery with the defaults")
    func defaults() throws {
        let o = try #require(try runOptions())
        #expect(o.transition == .cover)
        #expect(o.animation == .easeInOut)
        #expect(o.duration == 0.35)
        #expect(o.fps == 60)
        #expect(o.script == nil)
        #expect(o.size == Size(width: 80, height: 24))
        #expect(o.recordPath == nil)
        #expect(o.overwrite == false)
        #expect(o.reduceMotion == false)
        #expect(o == DemoOptions())
    }

    @Test("every option with a value, as separate arguments")
    func separateValues() throws {
        let o = try #require(try runOptions("--transition", "slide-opacity", "--animation", "bouncy",
                                            "--duration", "0.6", "--fps", "30", "--script", "demo.txt",
                                            "--size", "100x30", "--record", "out.cast", "--overwrite",
                                            "--reduce-motion"))
        #expect(o.transition == .slideOpacity)
        #expect(o.animation == .bouncy)
        #expect(o.duration == 0.6)
        #expect(o.fps == 30)
        #expect(o.script == .file("demo.txt"))
        #expect(o.size == Size(width: 100, height: 30))
        #expect(o.recordPath == "out.cast")
        #expect(o.overwrite)
        #expect(o.reduceMotion)
    }

    @Test("every option with a value, in the --flag=value form")
    func equalsForm() throws {
        let o = try #require(try runOptions("--transition=move-top", "--animation=easeOut", "--duration=2",
                                            "--fps=240", "--script=-", "--size=1x1", "--record=a=b.cast"))
        #expect(o.transition == .moveTop)
        #expect(o.animation == .easeOut)
        #expect(o.duration == 2)
        #expect(o.fps == 240)
        #expect(o.script == .standardInput)
        #expect(o.size == Size(width: 1, height: 1))
        // Only the first = separates: the rest belongs to the value.
        #expect(o.recordPath == "a=b.cast")
    }

    @Test("every transition and animation name is accepted, ignoring case")
    func names() throws {
        let transitions = ["cover", "slide", "move-top", "move-bottom", "move-leading", "move-trailing", "scale",
                           "opacity", "rotation", "push", "asymmetric", "slide-opacity", "dissolve", "wipe", "zoom"]
        for name in transitions {
            #expect(try runOptions("--transition", name)?.transition.rawValue == name)
        }
        let animations = ["easeInOut", "linear", "easeIn", "easeOut", "spring", "smooth", "snappy", "bouncy"]
        for name in animations {
            #expect(try runOptions("--animation", name)?.animation.rawValue == name)
        }
        #expect(try runOptions("--transition", "MOVE-Top")?.transition == .moveTop)
        #expect(try runOptions("--animation", "easeinout")?.animation == .easeInOut)
    }

    @Test("the ends of the duration, fps and size ranges are accepted")
    func rangeEnds() throws {
        #expect(try runOptions("--duration", "0.05")?.duration == 0.05)
        #expect(try runOptions("--duration", "10")?.duration == 10)
        #expect(try runOptions("--fps", "1")?.fps == 1)
        #expect(try runOptions("--script", "s", "--size", "1000x1000")?.size == Size(width: 1000, height: 1000))
    }

    @Test("a repeated option keeps its last value")
    func lastWins() throws {
        #expect(try runOptions("--fps", "10", "--fps=20")?.fps == 20)
    }

    @Test("--script - means standard input, and a negative-looking value is a value")
    func dashValues() throws {
        #expect(try runOptions("--script", "-")?.script == .standardInput)
        #expect(usageError("--duration", "-1") == "cover-demo: --duration must be seconds from 0.05 to 10, not '-1'")
    }

    @Test("TERMCOVER_REDUCE_MOTION=1 turns on reduce motion; other values do not")
    func environment() throws {
        #expect(try runOptions(environment: ["TERMCOVER_REDUCE_MOTION": "1"])?.reduceMotion == true)
        #expect(try runOptions(environment: ["TERMCOVER_REDUCE_MOTION": "0"])?.reduceMotion == false)
        #expect(try runOptions(environment: ["TERMCOVER_REDUCE_MOTION": "yes"])?.reduceMotion == false)
        #expect(try runOptions("--reduce-motion", environment: ["TERMCOVER_REDUCE_MOTION": "0"])?.reduceMotion == true)
    }

    @Test("--version prints the name and version")
    func version() throws {
        #expect(try command("--version") == .version("cover-demo 0.1.0"))
        #expect(try command("--fps", "30", "--version") == .version("cover-demo 0.1.0"))
    }

    @Test("--list prints the transitions, then the animations, one a line")
    func list() throws {
        let expected = """
            cover
            slide
            move-top
            move-bottom
            move-leading
            move-trailing
            scale
            opacity
            rotation
            push
            asymmetric
            slide-opacity
            dissolve
            wipe
            zoom
            blur-replace
            spin
            flip
            numeric-text
            easeInOut
            linear
            easeIn
            easeOut
            spring
            smooth
            snappy
            bouncy
            """
        #expect(try command("--list") == .list(expected))
        #expect(try command("--transition", "wipe", "--list") == .list(expected))
    }

    @Test("--help and -h win anywhere on the line, even after a mistake")
    func helpWins() throws {
        for args in [["--help"], ["-h"], ["--bogus", "--help"], ["--version", "-h"], ["--fps", "0", "-h"]] {
            guard case .help = try DemoOptions.parse(args, environment: [:]) else {
                Issue.record("\(args) did not ask for help")
                continue
            }
        }
    }
}
