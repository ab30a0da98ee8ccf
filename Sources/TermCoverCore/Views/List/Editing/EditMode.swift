/// Whether a view's content can be edited, as SwiftUI's `EditMode`: a
/// `List` in `.active` mode shows a delete mark (`⊖`) before each row its
/// `onDelete` can delete and a move handle (`≡`) after each row its
/// `onMove` can move. `EditButton` switches between `.inactive` and `.active`.
public enum EditMode: Hashable, Sendable {
    /// The content cannot be edited.
    case inactive
    /// The content is being edited for a moment, as while a row is swiped.
    case transient
    /// The content can be edited.
    case active

    /// True unless `.inactive`, as in SwiftUI (`.transient` edits too).
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the nearest `NavigationStack` or `List` above,
    /// as SwiftUI's `editMode`: a binding an `EditButton` toggles and a
    /// list reads. Set it with `.environment(\.editMode, $mode)` to drive
    /// it yourself. Nil outside both.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

extension ResolveContext {
    /// This context with an edit mode of its own kept at `path`, unless one
    /// is set already (by the app, or a container above).
    func providingEditMode() -> ResolveContext {
        guard environment.editMode == nil else { return self }
        var context = self
        let box = graph.stateBox(at: path.appending(.name("editMode")), initial: EditMode.inactive)
        context.environment.editMode = Binding(get: { box.value }, set: { box.set($0) })
        return context
    }
}
