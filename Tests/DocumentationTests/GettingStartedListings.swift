// The code listings of GettingStarted.md, compiled as they are printed there
// (ArticleListingTests checks that each listing is here, word for word).

import TermCover

struct Hello: App {
    var body: some Scene {
        WindowGroup { Greeting() }
    }
}

struct Greeting: View {
    @State private var count = 0
    @Environment(\.quit) private var quit

    var body: some View {
        VStack(spacing: 16) {
            Text("Pressed \(count) times").bold()
            Button("Press me") { count += 1 }
            Button("Quit") { quit?() }
        }
    }
}
