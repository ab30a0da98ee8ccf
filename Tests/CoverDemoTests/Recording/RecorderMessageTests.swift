@testable import CoverDemoKit
import Testing

@Suite("The recorded app's messages to the recorder")
struct RecorderMessageTests {
    private let frame = Array("\u{1B}[?2026hframe one\u{1B}[?2026l".utf8)

    @Test("a key and a marker come out of the output whole, in order, however the reads cut them")
    func everyCut() {
        let key = RecorderMessage.input("\u{1B}[A")
        let marker = RecorderMessage.marker("present")
        let stream = frame + key.encoded + Array("between".utf8) + marker.encoded + frame
        for cut in 0...stream.count {
            var filter = RecorderMessageFilter()
            let pieces = filter.feed(stream[..<cut]) + filter.feed(stream[cut...])
            var output: [UInt8] = [], messages: [RecorderMessage] = [], order: [String] = []
            for piece in pieces {
                switch piece {
                case .output(let bytes): output += bytes; order.append("o")
                case .message(let m): messages.append(m); order.append("m")
                }
            }
            #expect(filter.finish().isEmpty, "cut at \(cut)")
            #expect(output == frame + Array("between".utf8) + frame, "cut at \(cut)")
            #expect(messages == [key, marker], "cut at \(cut)")
            // Output before a message is handed over before it.
            #expect(order.split(separator: "m", omittingEmptySubsequences: false).count == 3, "cut at \(cut)")
        }
    }

    @Test("an ESC that starts no message, and a message left unfinished at the end, pass through as output")
    func passThrough() {
        var filter = RecorderMessageFilter()
        let other = Array("\u{1B}_other\u{1B}\\\u{1B}[31mred".utf8)
        #expect(filter.feed(other[...]) == [.output(other)])
        let open = Array("\u{1B}_cover-demo;i;61".utf8)
        #expect(filter.feed(open[...]).isEmpty)
        #expect(filter.finish() == open)
    }

    @Test("the channel is asked for through the environment: keys and markers, or markers alone")
    @MainActor
    func environment() {
        #expect(RecorderChannel(environment: [:]) == nil)
        let both = RecorderChannel(environment: [RecorderMessage.environmentName: "input,markers"])
        #expect(both?.sendsInput == true && both?.sendsMarkers == true)
        let markers = RecorderChannel(environment: [RecorderMessage.environmentName: "markers"])
        #expect(markers?.sendsInput == false && markers?.sendsMarkers == true)
    }
}
