import Foundation
@testable import TermCoverCore
import TermCoverTesting

/// The screen the navigation tests run on.
let navigationSize = Size(width: 30, height: 8)
/// A row of the navigation bar's rule across the 30 columns.
let navigationRule = String(repeating: "─", count: 30)

/// `text` placed at column `x` on a row `width` wide.
func row(_ text: String, at x: Int, width: Int = 30) -> String {
    String(repeating: " ", count: x) + text + String(repeating: " ", count: max(0, width - x - text.count))
}

/// The position of a page pushed over 0.35 s with SwiftUI's
/// `spring(duration: 0.35, bounce: 0)`, a critically damped spring with
/// ω₀ = 2π / 0.35, from 0 to 1: x(t) = 1 − (1 + ω₀t)·e^(−ω₀t).
func pushProgress(at t: Double) -> Double {
    let w = 2 * Double.pi / 0.35
    return 1 - (1 + w * t) * exp(-w * t)
}

/// The column where `text` starts on `line`, at or after `from`, or nil.
func column(of text: String, in line: String, from: Int = 0) -> Int? {
    let chars = Array(line), needle = Array(text)
    guard needle.count <= chars.count else { return nil }
    for x in from...(chars.count - needle.count) where Array(chars[x..<(x + needle.count)]) == needle { return x }
    return nil
}

/// A root page titled "Home" with a counter and a link that pushes 1; the
/// destination for Int shows "Page n" titled "Pn", with a link to n + 1.
struct CountingRoot: View {
    let log: EventLog
    @State private var count = 0

    var body: some View {
        NavigationStack {
            VStack {
                Button("Count \(count)") { count += 1 }
                NavigationLink("Next", value: 1)
            }
            .navigationTitle("Home")
            .onAppear { log.add("home appears") }
            .onDisappear { log.add("home disappears") }
            .navigationDestination(for: Int.self) { n in
                NumberPage(n: n, log: log)
            }
        }
    }
}

/// A pushed page: "Page n", titled "Pn", with a link to the next one.
struct NumberPage: View {
    let n: Int
    let log: EventLog
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Page \(n)")
            NavigationLink("More", value: n + 1)
        }
        .navigationTitle("P\(n)")
        .onKeyPress(.character("d")) { dismiss(); return .handled }
        .onAppear { log.add("page \(n) appears") }
        .onDisappear { log.add("page \(n) disappears") }
    }
}
