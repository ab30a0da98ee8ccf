import TermCover

/// A sign-in page (gallery key `i`): a name, a password in a `SecureField`
/// and a selectable session code, under a navigation title. What it shows
/// is what `--record` must keep out of a cast (the password), what the
/// window title follows (the page's title) and what the copy command puts
/// on the clipboard (the code). Esc dismisses it.
struct SignInPage: View {
    @State private var name = ""
    @State private var password = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
                Text("Session 7F3A-19C2").textSelection(.enabled)
                Text("tab moves, y copies the session, esc closes").dim()
            }
            .padding(.horizontal, 16)
            .navigationTitle("Sign in")
        }
        .onKeyPress(.escape) { dismiss(); return .handled }
    }
}
