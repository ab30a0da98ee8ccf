// settings: a form of rows with a sheet, an alert and a confirmation dialog
import TermCover

// Everyday SwiftUI in the terminal: a small settings screen, written as a
// SwiftUI user would write it. Tab moves between the controls, ⏎ chooses,
// q (or Ctrl-C) quits, unless the name field has focus and takes the q.
// "Name" is a TextField (⏎ submits it); "Updates" a Toggle; "About" opens a
// sheet with two detents (PageUp and PageDown resize it, esc closes it)
// whose notes scroll in a ScrollView (↑/↓, Home/End); "Theme" a
// confirmation dialog; "Reset" an alert with a destructive and a cancel action.
//
// Run it with `make example`. Each row of the screen is one `SettingsRow`,
// so a new control is one more line in `SettingsScreen.body`.

struct SettingsScreen: View {
    @Environment(\.quit) private var quit
    @State private var showsAbout = false
    @State private var choosesTheme = false
    @State private var confirmsReset = false
    @State private var theme = "System"
    @State private var name = ""
    @State private var checksUpdates = true
    @State private var status = "tab moves · ⏎ chooses · q quits"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings").bold()
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 8) {
                    Text("Name").frame(width: 64, alignment: .leading)
                    TextField("your name", text: $name)
                        .frame(width: 192)
                        .onSubmit { status = name.isEmpty ? "No name" : "Hello, \(name)" }
                }
                HStack(spacing: 8) {
                    Text("Updates").frame(width: 64, alignment: .leading)
                    Toggle("check weekly", isOn: $checksUpdates)
                }
                SettingsRow(label: "About", value: "TermCover") { showsAbout = true }
                SettingsRow(label: "Theme", value: theme) { choosesTheme = true }
                SettingsRow(label: "Reset", value: "all settings", role: .destructive) { confirmsReset = true }
            }
            Text(status).foregroundColor(.gray)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onKeyPress(.character("q")) { quit?(); return .handled }
        .sheet(isPresented: $showsAbout, onDismiss: { status = "About closed" }) {
            AboutSheet()
        }
        .confirmationDialog("Theme", isPresented: $choosesTheme, titleVisibility: .visible) {
            ForEach(["System", "Light", "Dark"], id: \.self) { name in
                Button(name) { theme = name; status = "Theme set to \(name)" }
            }
        }
        .alert("Reset all settings?", isPresented: $confirmsReset) {
            Button("Reset", role: .destructive) { theme = "System"; status = "Settings reset" }
            Button("Cancel", role: .cancel) { status = "Nothing was reset" }
        } message: {
            Text("The theme goes back to System.")
        }
    }
}

/// One setting: its name, its value, and the button that changes it.
struct SettingsRow: View {
    let label: String
    let value: String
    var role: ButtonRole?
    let action: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 8) {
            Text(label).frame(width: 64, alignment: .leading)
            Button("\(value) ›", role: role, action: action)
        }
    }
}

/// The sheet behind "About": half the screen, or nearly all of it, with
/// notes longer than it that scroll.
struct AboutSheet: View {
    @Environment(\.dismiss) private var dismiss
    private let notes = [
        "Full-screen covers with any transition.",
        "await present() and dismiss() that return when the motion ends.",
        "Sheets with detents, alerts and confirmation dialogs.",
        "TextField, Toggle, ScrollView, List and Button.",
        "Keyboard shortcuts and onKeyPress.",
        "Sub-cell edges: covers move by eighths of a row.",
        "Recorded as asciinema casts anyone can regenerate.",
        "A terminal always given back, whatever happens.",
    ]

    var body: some View {
        VStack(spacing: 16) {
            Text("TermCover").bold()
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(notes, id: \.self) { Text("· " + $0) }
                }
            }
            .frame(height: 64)
            Text("↑/↓ scroll · pgup/pgdn resize · esc closes").foregroundColor(.gray)
            Button("Done") { dismiss() }
        }
        .padding(.horizontal, 16)
        .presentationDetents([.medium, .large])
    }
}

@main
struct EverydayExample: TerminalApp {
    var body: some View { SettingsScreen() }
}
