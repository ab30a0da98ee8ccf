// mail: a mail browser written as for iOS: NavigationSplitView, a
// NavigationView-era settings sheet, a Menu, toolbar placements and
// ContentUnavailableView
import TermCover

// Everyday SwiftUI in the terminal. Three columns (mailboxes, messages, a
// message) side by side in a terminal 97 columns wide or more; in a
// narrower one they collapse to a stack, as on an iPhone: Enter on a row
// goes on to the next column and Esc comes back. Side by side, ↑/↓ pick
// a row, → and ← (or Tab) move between the columns. "⋯ More" opens a menu;
// "Settings" (in the bottom bar) opens a sheet written the old way, with
// NavigationView, navigationBarTitle and navigationBarItems. q quits.
//
// Run it with `make example NAME=mail`.

struct Mailbox: Identifiable, Hashable {
    let id: String
    let icon: String
}

struct Message: Identifiable, Hashable {
    let id: Int
    let mailbox: String
    let from: String
    let subject: String
    let body: String
    var unread = true
}

let sampleMessages = [
    Message(id: 1, mailbox: "Inbox", from: "Ada", subject: "Lunch on Friday?",
            body: "Shall we try the new place by the station? I can book for noon."),
    Message(id: 2, mailbox: "Inbox", from: "Grace", subject: "Compiler notes",
            body: "I went through the notes from Tuesday and wrote up the open questions."),
    Message(id: 3, mailbox: "Inbox", from: "Linus", subject: "Patch review",
            body: "Looks good to me, with one comment on the error path.", unread: false),
    Message(id: 4, mailbox: "Sent", from: "Me", subject: "Re: Holiday plans",
            body: "The second week of August works for me.", unread: false),
]

struct MailBrowser: View {
    @Environment(\.quit) private var quit
    @State private var messages = sampleMessages
    @State private var mailbox: Mailbox.ID? = "Inbox"
    @State private var selected: Message.ID?
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var showSettings = false
    @State private var sortNewestFirst = true

    let mailboxes = [Mailbox(id: "Inbox", icon: "tray"), Mailbox(id: "Sent", icon: "paperplane"),
                     Mailbox(id: "Archive", icon: "archivebox")]

    var shown: [Message] {
        let inBox = messages.filter { $0.mailbox == mailbox }
        return sortNewestFirst ? inBox.reversed() : inBox
    }

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(mailboxes, selection: $mailbox) { box in
                Label(box.id, systemImage: box.icon)
            }
            .navigationTitle("Mailboxes")
            .navigationSplitViewColumnWidth(min: 160, ideal: 200, max: 280)
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Settings") { showSettings = true }
                }
            }
        } content: {
            Group {
                if let mailbox, !shown.isEmpty {
                    List(shown, selection: $selected) { message in
                        VStack(alignment: .leading) {
                            Text(message.from).bold(message.unread)
                            Text(message.subject).foregroundStyle(.secondary)
                        }
                    }
                    .navigationTitle(mailbox)
                } else if let mailbox {
                    ContentUnavailableView("No Mail", systemImage: "tray",
                                           description: Text("\(mailbox) is empty."))
                        .navigationTitle(mailbox)
                } else {
                    ContentUnavailableView("No Mailbox", systemImage: "tray")
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Mark All as Read") { markAllRead() }
                        Button(sortNewestFirst ? "Oldest First" : "Newest First") { sortNewestFirst.toggle() }
                        Divider()
                        Button("Delete All", role: .destructive) { messages.removeAll { $0.mailbox == mailbox } }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                    .menuStyle(.borderlessButton)
                }
            }
        } detail: {
            if let message = messages.first(where: { $0.id == selected }) {
                MessageView(message: message) { archive(message) }
            } else {
                ContentUnavailableView {
                    Label("No Message Selected", systemImage: "envelope")
                } description: {
                    Text("Choose a message to read it here.")
                }
            }
        }
        .navigationSplitViewStyle(.balanced)
        .onChange(of: mailbox) { selected = nil }
        .onChange(of: selected) {
            if let i = messages.firstIndex(where: { $0.id == selected }) { messages[i].unread = false }
        }
        .sheet(isPresented: $showSettings) { SettingsView() }
        .onKeyPress(.character("q")) { quit?(); return .handled }
    }

    func markAllRead() {
        for i in messages.indices where messages[i].mailbox == mailbox { messages[i].unread = false }
    }

    func archive(_ message: Message) {
        if let i = messages.firstIndex(where: { $0.id == message.id }) {
            messages[i] = Message(id: message.id, mailbox: "Archive", from: message.from, subject: message.subject,
                                  body: message.body, unread: false)
        }
        selected = nil
    }
}

struct MessageView: View {
    let message: Message
    let archive: () -> Void

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(message.subject).font(.headline)
                Text("From: \(message.from)").foregroundStyle(.secondary)
                Divider()
                Text(message.body)
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .navigationTitle(message.from)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Archive") { archive() }
                Spacer()
                Menu("Reply") {
                    Button("Reply") {}
                    Button("Forward") {}
                } primaryAction: {}
            }
        }
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarRole(.editor)
    }
}

/// Settings, written as in 2020: NavigationView and its modifiers.
struct SettingsView: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var fetchNew = true
    @State private var showSignature = false
    @State private var signature = "Sent from my terminal"

    var body: some View {
        NavigationView {
            Form {
                Toggle("Fetch New Data", isOn: $fetchNew)
                NavigationLink(destination: SignatureView(signature: $signature), isActive: $showSignature) {
                    Text("Signature")
                }
                NavigationLink("About", destination: AboutView())
            }
            .navigationBarTitle("Settings", displayMode: .inline)
            .navigationBarItems(leading: Button("Cancel") { presentationMode.wrappedValue.dismiss() },
                                trailing: Button("Done") { presentationMode.wrappedValue.dismiss() })
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct SignatureView: View {
    @Environment(\.presentationMode) var presentationMode
    @Binding var signature: String

    var body: some View {
        Form {
            TextField("Signature", text: $signature)
            Button("Save") { presentationMode.wrappedValue.dismiss() }
        }
        .navigationBarTitle(Text("Signature"))
    }
}

struct AboutView: View {
    var body: some View {
        Text("Mail for the terminal")
            .navigationBarTitle("About")
            .toolbar(.hidden, for: .tabBar)
    }
}

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { MailBrowser() }
    }
}
