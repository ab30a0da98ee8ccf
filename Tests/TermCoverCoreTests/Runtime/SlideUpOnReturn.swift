import TermCoverTesting

/// Enter presents a cover with its own color that moves up from the bottom
/// over 1 s, linearly: the runtime tests' scene for frame timing.
struct SlideUpOnReturn: View {
    @State private var show = false
    var body: some View {
        Text("base")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onKeyPress(.return) { withAnimation(.linear(duration: 1)) { show = true }; return .handled }
            .fullScreenCover(isPresented: $show) {
                Text("cover").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background { Color(palette: 4) }
                    .transition(.move(edge: .bottom))
            }
    }
}
