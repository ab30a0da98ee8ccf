@testable import TermCoverCore
import TermCoverTesting
import Testing
import Foundation

/// A field focused from the start, and a shortcut that presents a cover
/// whose own field takes what is typed after it.
private struct Burst: View {
    @FocusState var focused: Bool
    @State var text = ""
    var body: some View {
        VStack(spacing: 0) {
            TextField("field", text: $text).focused($focused)
            Text("\(text.count)")
        }
        .onAppear { focused = true }
    }
}

private struct ShortcutThenField: View {
    @State var shown = false
    @State var typed = ""
    var body: some View {
        Text("base \(typed)")
            .onKeyPress("p") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { shown = true }
                return .handled
            }
            .fullScreenCover(isPresented: $shown) {
                CoverField(typed: $typed)
            }
    }
}

private struct CoverField: View {
    @Binding var typed: String
    @FocusState var focused: Bool
    var body: some View {
        TextField("cover", text: $typed).focused($focused).onAppear { focused = true }
    }
}

@MainActor
@Suite("Typed bursts")
struct TypedBurstTests {
    @Test("1,000 characters with doubled letters typed at once into a focused field arrive whole, in order, in a few frames")
    func thousandCharacters() async {
        let host = TestHost(Burst(), size: Size(width: 30, height: 3))
        await host.settle()
        host.renderIfNeeded()
        let text = String(repeating: "committee balloon coffee ", count: 40)
        let frames = host.frameCount
        host.type(text)
        host.renderIfNeeded()
        #expect(host.lines[1].trimmingCharacters(in: .whitespaces) == "1000")
        #expect((host.screen.lines[0]).hasPrefix("fee committee balloon coffee "), "the field shows the last 29 characters, then the cursor")
        // One run of typed text is one edit and one frame, not one frame a character.
        #expect(host.frameCount - frames <= 3)
    }

    @Test("a character typed right after a shortcut that presents a cover goes to the cover's field, the shortcut itself to no field")
    func eachCharacterMeetsTheLayersBeforeIt() async {
        let host = TestHost(ShortcutThenField(), size: Size(width: 20, height: 3))
        await host.settle()
        host.renderIfNeeded()
        host.type("pxxyy")
        host.renderIfNeeded()
        await host.settle()
        host.renderIfNeeded()
        let screen = host.lines.joined(separator: "\n")
        #expect(screen.contains("xxyy") && !screen.contains("pxxyy") && !screen.contains("base"), "\(host.lines)")
    }
}
