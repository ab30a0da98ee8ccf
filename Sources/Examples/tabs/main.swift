// tabs: TabView with Tab, a badge and a NavigationStack per tab
import TermCover

// A tab app, written as SwiftUI code for iOS: iOS 18's Tab with a
// selection, a badge, an @Observable model in the environment, and a
// NavigationStack in each tab that keeps its place while another tab
// shows. Tab reaches the tab bar last; there ←/→ or 1–3 choose a tab, and
// a click chooses one from anywhere. ctrl-c quits.

@Observable
final class Inbox {
    var messages = [
        "Welcome to TermCover",
        "Your order has shipped",
        "Standup moved to 10:30",
        "Lunch on Friday?",
    ]
    var unread: Set<String> = ["Your order has shipped", "Lunch on Friday?"]
}

enum AppTab: Hashable {
    case inbox, counter, settings
}

@main
struct TabsApp: App {
    @State private var inbox = Inbox()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(inbox)
        }
    }
}

struct RootView: View {
    @Environment(Inbox.self) private var inbox
    @State private var selection: AppTab = .inbox

    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "envelope", value: .inbox) {
                InboxTab()
            }
            .badge(inbox.unread.count)
            Tab("Counter", systemImage: "plus", value: .counter) {
                CounterTab()
            }
            Tab("Settings", systemImage: "gear", value: .settings) {
                SettingsTab()
            }
        }
    }
}

struct InboxTab: View {
    @Environment(Inbox.self) private var inbox

    var body: some View {
        NavigationStack {
            List(inbox.messages, id: \.self) { message in
                NavigationLink(value: message) {
                    Text(inbox.unread.contains(message) ? "● \(message)" : "  \(message)")
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: String.self) { message in
                MessageView(message: message)
            }
        }
    }
}

struct MessageView: View {
    let message: String
    @Environment(Inbox.self) private var inbox

    var body: some View {
        VStack(spacing: 16) {
            Text(message).bold()
            Text("Opening a message marks it read.").foregroundStyle(.secondary)
        }
        .navigationTitle("Message")
        .onAppear { inbox.unread.remove(message) }
    }
}

struct CounterTab: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text("Count: \(count)")
                HStack {
                    Button("−") { count -= 1 }
                    Button("+") { count += 1 }
                }
                NavigationLink("Details") {
                    Text("The count was \(count) when you opened this page.")
                        .navigationTitle("Details")
                }
            }
            .navigationTitle("Counter")
        }
    }
}

struct SettingsTab: View {
    @State private var notifications = true
    @State private var compact = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Toggle("Notifications", isOn: $notifications)
                Toggle("Compact rows", isOn: $compact)
            }
            .navigationTitle("Settings")
        }
    }
}
