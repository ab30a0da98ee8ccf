// The code listings of WritingYourOwnTransition.md, compiled as they are printed there
// (ArticleListingTests checks that each listing is here, word for word).
import TermCover

struct RotationTransition: ViewModifier {
    let value: Bool

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(value ? 0 : 360))
            .offset(y: value ? 0 : 100)
            .scaleEffect(value ? 1 : 0.01)
            .opacity(value ? 1 : 0)
    }
}

extension AnyTransition {
    static var rotation: AnyTransition {
        .modifier(active: RotationTransition(value: false),
                  identity: RotationTransition(value: true))
    }
}

struct Title: View {
    @State private var shown = false

    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.easeInOut(duration: 1)) { shown.toggle() } }
            if shown {
                Text("Title").transition(.rotation)
            }
        }
    }
}

struct Rotation: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .rotationEffect(.degrees(phase.isIdentity ? 0 : 360))
            .offset(y: phase.isIdentity ? 0 : 100)
            .scaleEffect(phase.isIdentity ? 1 : 0.01)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

struct Headline: View {
    @State private var shown = false

    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.easeInOut(duration: 1)) { shown.toggle() } }
            if shown {
                Text("Headline").transition(Rotation())
            }
        }
    }
}
