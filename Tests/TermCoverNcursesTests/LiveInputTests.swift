import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension PtySuites {
    @Suite("Input the live demo must keep or drop", .serialized, .enabled(if: coverDemoPath != nil, "cover-demo is not built"))
    struct LiveInputTests {
        private func text(_ child: PtyProcess) -> String { String(decoding: child.output, as: UTF8.self) }

        @Test("Enters typed before the demo has started are kept, in order, and act after the first frame: two covers")
        func typeAheadIsKept() throws {
            let child = try startDemo()
            // Typed at once, before the process has even set up its terminal.
            child.type(Array("\r\r".utf8))
            #expect(waitForGallery(child))
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("Cover 2 of the stack") }
            #expect(text(child).contains("Cover 2 of the stack"), "the keys typed at start-up were lost")
            child.type([0x03])
            #expect(child.waitForExit(timeout: 20) == 0)
        }

        @Test("Enters typed while the color question is out are kept, the late reply after them dropped")
        func keysDuringTheColorQuery() throws {
            let child = try startDemo()
            // The question goes out before the first frame; answer it only after 200 ms have passed.
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("\u{1B}]10;?") }
            child.type(Array("\r".utf8))
            usleep(300_000)
            child.type(Array("\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22c\r".utf8))
            #expect(waitForGallery(child))
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("Cover 2 of the stack") }
            #expect(text(child).contains("Cover 2 of the stack"))
            child.type([0x03])
            #expect(child.waitForExit(timeout: 20) == 0)
        }

        @Test("with --theme, no color query is sent; without it, one is")
        func themeSendsNoQuery() throws {
            let themed = try startDemo(["--theme", "light"])
            #expect(waitForGallery(themed))
            themed.type([0x03])
            #expect(themed.waitForExit(timeout: 20) == 0)
            #expect(!text(themed).contains("\u{1B}]10;?") && !text(themed).contains("\u{1B}]11;?"))
            let plain = try startDemo()
            #expect(waitForGallery(plain))
            plain.type([0x03])
            #expect(plain.waitForExit(timeout: 20) == 0)
            #expect(text(plain).contains("\u{1B}]10;?"))
        }
    }
}
