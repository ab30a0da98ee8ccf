import TermCover

// The listing of EditingLists.md, word for word.

struct Todo: Identifiable {
    let id: Int
    var title: String
    var pinned = false
}

struct TodoList: View {
    @State private var todos = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk the dog", pinned: true)]

    var body: some View {
        NavigationStack {
            List {
                ForEach(todos) { todo in
                    Text(todo.title)
                        .deleteDisabled(todo.pinned)
                        .swipeActions(edge: .leading) {
                            Button("Pin", systemImage: "pin") { pin(todo) }
                                .tint(.orange)
                        }
                        .contextMenu {
                            Button("Pin", systemImage: "pin") { pin(todo) }
                        }
                }
                .onDelete { offsets in todos.remove(atOffsets: offsets) }
                .onMove { source, destination in todos.move(fromOffsets: source, toOffset: destination) }
            }
            .navigationTitle("Todo")
            .toolbar { EditButton() }
        }
    }

    func pin(_ todo: Todo) {
        if let i = todos.firstIndex(where: { $0.id == todo.id }) { todos[i].pinned.toggle() }
    }
}
