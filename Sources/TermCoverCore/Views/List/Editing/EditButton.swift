/// A button that toggles the edit mode around it, as SwiftUI's
/// `EditButton`: it reads "Edit" while `\.editMode` is inactive and "Done"
/// while editing, and switches between `.inactive` and `.active` with an
/// animation. Put it in a toolbar (`.toolbar { EditButton() }`) to edit
/// the `List` of a `NavigationStack`'s page, or in a list's row.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an edit button.
    public init() {}

    /// The button.
    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        Button(editing ? "Done" : "Edit") {
            guard let editMode else { return }
            withAnimation { editMode.wrappedValue = editing ? .inactive : .active }
        }
        .bold(editing)
    }
}
