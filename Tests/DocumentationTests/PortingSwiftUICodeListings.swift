// The code listings of PortingSwiftUICode.md, compiled as they are printed there
// (ArticleListingTests checks that each listing is here, word for word).
import TermCover

struct Badge: View {
    var body: some View {
        Text("New")
            .padding(.horizontal, 16)   // two columns
            .padding(.vertical, 4)      // a quarter of a row: none
            .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 8))
    }
}

struct StatusBar: View {
    var body: some View {
        HStack(spacing: .columns(2)) {
            Text("Ready")
            Text("3 files")
        }
        .padding(.cells(1))
        .frame(width: .columns(40), alignment: .leading)
    }
}
