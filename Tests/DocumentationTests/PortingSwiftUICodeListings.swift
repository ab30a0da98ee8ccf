// The code listings of PortingSwiftUICode.md, compiled as they are printed there
// (ArticleListingTests checks that each listing is here, word for word).
import TermCover

struct Badge: View {
    var body: some View {
        Text("New")
            .padding(.horizontal, 2)   // padding(16) on iOS
            .padding(.vertical, 0)
            .background(Color.accentColor)
    }
}
