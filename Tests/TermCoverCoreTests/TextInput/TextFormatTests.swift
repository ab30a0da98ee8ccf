import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("Text formats")
struct TextFormatTests {
    @Test("a string literal's interpolations take a printf specifier, a Formatter and a Text")
    func interpolations() {
        let numbers = NumberFormatter()
        let total = 3.14159
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Total: \(total, specifier: "%.1f")")
            Text("\(7, specifier: "%03d") \(NSNumber(value: 42), formatter: numbers)")
            Text(NSNumber(value: 5), formatter: numbers)
            Text("say \(Text("hi"))")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let host = TestHost(view, size: Size(width: 12, height: 4))
        host.expectScreen(["Total: 3.1  ", "007 42      ", "5           ", "say hi      "])
    }

    @Test("a view made focusable takes Tab focus, drawn in reverse")
    func focusable() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("one").focusable()
            Text("two").focusable()
            Text("off").focusable(false)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let host = TestHost(view, size: Size(width: 3, height: 3))
        #expect(host.screen[0, 0].style.attributes.contains(.reverse))
        #expect(!host.screen[0, 1].style.attributes.contains(.reverse))
        host.press(.tab)
        #expect(!host.screen[0, 0].style.attributes.contains(.reverse))
        #expect(host.screen[0, 1].style.attributes.contains(.reverse))
        host.press(.tab)
        // "off" takes no focus: Tab goes round to "one".
        #expect(host.screen[0, 0].style.attributes.contains(.reverse))
    }
}
