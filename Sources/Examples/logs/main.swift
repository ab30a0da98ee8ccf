// logs: a log viewer with ScrollViewReader, a LazyVStack that follows new lines, a sheet and an alert
//
// Written as SwiftUI code for iOS and compiled unchanged: a line arrives every
// 0.3 s and the view follows the bottom; ↑/PageUp scroll back (the log stays
// where you are), Tab reaches Filter (an alert with a text field) and Settings
// (a sheet with detents: PageUp/PageDown). ctrl-c quits.

import TermCover

struct LogLine: Identifiable {
    let id: Int
    let date: Date
    let level: String
    let text: String
}

@Observable
final class LogStore {
    var lines: [LogLine] = []
    var filter = ""

    func append(_ text: String, level: String = "INFO") {
        lines.append(LogLine(id: lines.count, date: .now, level: level, text: text))
    }
}

struct LogViewer: View {
    @State private var store = LogStore()
    @State private var showsSettings = false
    @State private var showsFilter = false
    @State private var filterText = ""
    @State private var follows = true

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(store.lines) { line in
                        HStack {
                            Text(line.date, format: .dateTime.hour().minute().second())
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                            Text(line.level)
                                .foregroundStyle(line.level == "ERROR" ? .red : .primary)
                            Text(line.text)
                        }
                        .id(line.id)
                    }
                }
            }
            .defaultScrollAnchor(.bottom)
            .onChange(of: store.lines.count) {
                if follows, let last = store.lines.last {
                    withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                }
            }
        }
        .task {
            for i in 0..<1000 {
                try? await Task.sleep(for: .milliseconds(300))
                store.append("Request \(i) handled in \(Int.random(in: 1...90)) ms", level: i % 17 == 0 ? "ERROR" : "INFO")
            }
        }
        .toolbar {
            ToolbarItemGroup {
                Button("Filter") { showsFilter = true }
                Button("Settings") { showsSettings = true }
            }
        }
        .sheet(isPresented: $showsSettings) {
            Form {
                Toggle("Follow new lines", isOn: $follows)
                Text("\(store.lines.count) lines")
            }
            .presentationDetents([.medium, .large])
        }
        .alert("Filter", isPresented: $showsFilter) {
            TextField("Contains", text: $filterText)
            Button("Apply") { store.filter = filterText }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Show only lines containing the text.")
        }
        .navigationTitle("Logs")
    }
}

@main
struct LogsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { LogViewer() }
        }
    }
}
