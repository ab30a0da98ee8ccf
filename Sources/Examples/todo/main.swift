// todo: a list you edit, as on iOS: add, delete, move, swipe, context menus, EditButton
import TermCover
import Foundation

// Everyday SwiftUI in the terminal: a todo list written as for iOS. The
// first row is a field that grows with its text (Return breaks the line):
// tab to "Add" and press Return to add it. ↑/↓ move among the rows; Backspace deletes one, Shift-K and Shift-J move it;
// ← and → reveal its swipe actions (← → pick, ⏎ runs, esc hides), < and >
// are full swipes; m opens its context menu. "Edit" in the bar (tab to it)
// shows iOS's delete marks and move handles. q (or Ctrl-C) quits.
//
// Run it with `make example NAME=todo`.

struct Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
    var pinned = false
}

struct TodoScreen: View {
    @Environment(\.quit) private var quit
    @State private var todos = [
        Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk the dog", pinned: true),
        Todo(id: 3, title: "Write the report"), Todo(id: 4, title: "Call the plumber"),
    ]
    @State private var finished = [Todo(id: 5, title: "Water the plants", done: true)]
    @State private var draft = ""
    @State private var nextID = 6

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("New todo", text: $draft, axis: .vertical)
                        .lineLimit(1...3)
                    Button("Add", systemImage: "plus") { add() }
                        .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                }
                Section("To do") {
                    ForEach(todos) { todo in
                        Label(todo.title, systemImage: todo.pinned ? "pin" : "circle")
                            .deleteDisabled(todo.pinned)
                            .swipeActions(edge: .leading) {
                                Button("Done", systemImage: "checkmark") { finish(todo) }
                                    .tint(.green)
                            }
                            .swipeActions {
                                Button("Delete", systemImage: "trash", role: .destructive) { remove(todo) }
                                Button(todo.pinned ? "Unpin" : "Pin", systemImage: "pin") { togglePin(todo) }
                                    .tint(.orange)
                            }
                            .contextMenu {
                                Button("Done", systemImage: "checkmark") { finish(todo) }
                                Button(todo.pinned ? "Unpin" : "Pin", systemImage: "pin") { togglePin(todo) }
                                Divider()
                                Button("Delete", systemImage: "trash", role: .destructive) { remove(todo) }
                            }
                    }
                    .onDelete { offsets in todos.remove(atOffsets: offsets) }
                    .onMove { source, destination in todos.move(fromOffsets: source, toOffset: destination) }
                }
                Section {
                    ForEach(finished) { todo in
                        Text(todo.title).strikethrough().foregroundStyle(.secondary)
                    }
                    .onDelete { offsets in finished.remove(atOffsets: offsets) }
                } header: {
                    Text("Done")
                } footer: {
                    Text("\(finished.count) finished · q quits")
                }
            }
            .navigationTitle("Todo")
            .toolbar { EditButton() }
        }
        .onKeyPress(.character("q")) { quit?(); return .handled }
    }

    func add() {
        let title = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return }
        todos.append(Todo(id: nextID, title: title))
        nextID += 1
        draft = ""
    }

    func finish(_ todo: Todo) {
        todos.removeAll { $0.id == todo.id }
        var done = todo
        done.done = true
        finished.append(done)
    }

    func remove(_ todo: Todo) { todos.removeAll { $0.id == todo.id } }

    func togglePin(_ todo: Todo) {
        if let i = todos.firstIndex(where: { $0.id == todo.id }) { todos[i].pinned.toggle() }
    }
}

@main
struct TodoExample: TerminalApp {
    var body: some View { TodoScreen() }
}
