import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

/// Counts preview bodies run: a `#Preview` is type-checked and dropped, never run.
@MainActor private var previewBodiesRun = 0

private struct Greeting: View {
    var name: String
    var body: some View { Text("Hello, \(name)") }
}

#Preview {
    previewBodiesRun += 1
    return Greeting(name: "preview")
}

#Preview("Named, with traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
    @Previewable @State var name = "state"
    Greeting(name: name)
        .previewDisplayName("ignored")
}

#Preview("fixed", traits: .fixedLayout(width: 320, height: 200)) {
    VStack {
        Greeting(name: "a")
        Greeting(name: "b")
    }
}

private struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Greeting(name: "provider")
                .previewLayout(.sizeThatFits)
                .previewDevice("iPhone 15")
                .previewDisplayName("Provider")
                .previewInterfaceOrientation(.landscapeRight)
        }
    }
}

@MainActor
@Suite("Previews compile as SwiftUI's and add nothing to the program")
struct PreviewTests {
    @Test("#Preview bodies are type-checked but never run; a PreviewProvider's previews draw as any view")
    func previews() {
        let host = TestHost(Greeting_Previews.previews, size: Size(width: 16, height: 1))
        #expect(host.lines == ["Hello, provider "])
        #expect(previewBodiesRun == 0)
        #expect(Greeting_Previews.platform == nil)
    }
}
