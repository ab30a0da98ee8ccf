// settings: a Form kept in @AppStorage, a reminder time, search with scopes, a confirmation dialog, as on iOS
import TermCover

// Everyday SwiftUI in the terminal: a settings screen written as for iOS.
// Tab moves between the controls; ↑/↓ turn a date picker's field, Tab goes
// on to the next one; / searches the settings (Tab reaches the scopes,
// ←/→ choose one, esc ends the search); "Reset…" asks first in a
// confirmation dialog. Every value is kept in UserDefaults by @AppStorage,
// so it is there again next time. q (or Ctrl-C) quits, unless a text field
// has focus and takes the q.
//
// Run it with `make example NAME=settings`.

enum Theme: String, CaseIterable, Identifiable {
    case system = "System", light = "Light", dark = "Dark"
    var id: Self { self }
}

enum SettingsScope: String, CaseIterable, Identifiable {
    case all = "All", general = "General", reminders = "Reminders"
    var id: Self { self }
}

struct SettingsScreen: View {
    @Environment(\.quit) private var quit
    @AppStorage("name") private var name = ""
    @AppStorage("checksUpdates") private var checksUpdates = true
    @AppStorage("theme") private var theme = Theme.system
    @AppStorage("remindsDaily") private var remindsDaily = false
    @AppStorage("reminderTime") private var reminderTime = Date(timeIntervalSince1970: 9 * 3600)
    @State private var search = ""
    @State private var scope = SettingsScope.all
    @State private var confirmsReset = false

    /// Whether a row titled `title` in `section` shows for the search and its scope.
    private func shows(_ title: String, in section: SettingsScope) -> Bool {
        (scope == .all || scope == section) && (search.isEmpty || title.localizedCaseInsensitiveContains(search))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    if shows("Name", in: .general) { TextField("Name", text: $name) }
                    if shows("Check for updates", in: .general) { Toggle("Check for updates", isOn: $checksUpdates) }
                    if shows("Theme", in: .general) {
                        Picker("Theme", selection: $theme) {
                            ForEach(Theme.allCases) { Text($0.rawValue).tag($0) }
                        }
                    }
                }
                Section {
                    if shows("Daily reminder", in: .reminders) { Toggle("Daily reminder", isOn: $remindsDaily) }
                    if shows("Reminder time", in: .reminders) {
                        DatePicker("Reminder time", selection: $reminderTime, displayedComponents: .hourAndMinute)
                            .disabled(!remindsDaily)
                    }
                } header: {
                    Text("Reminders")
                } footer: {
                    Text("Kept in UserDefaults: there again next time.")
                }
                Section {
                    Button("Reset All Settings…", role: .destructive) { confirmsReset = true }
                }
            }
            .navigationTitle("Settings")
            .searchable(text: $search, prompt: "Search settings")
            .searchScopes($scope) {
                ForEach(SettingsScope.allCases) { Text($0.rawValue).tag($0) }
            }
            .confirmationDialog("Reset all settings?", isPresented: $confirmsReset, titleVisibility: .visible) {
                Button("Reset", role: .destructive) { reset() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your name, theme and reminder go back to how they were.")
            }
        }
        .onKeyPress(.character("q")) { quit?(); return .handled }
    }

    private func reset() {
        name = ""
        checksUpdates = true
        theme = .system
        remindsDaily = false
        reminderTime = Date(timeIntervalSince1970: 9 * 3600)
    }
}

@main
struct SettingsExample: TerminalApp {
    var body: some View { SettingsScreen() }
}
