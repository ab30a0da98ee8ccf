/// A row swiped open: which row, from which edge, and which action is picked.
struct SwipeState: Equatable {
    var row: Int
    var edge: HorizontalEdge
    var picked = 0
    /// Opened by the `⊖` mark of edit mode: shows "Delete" alone, as iOS does.
    var deleteOnly = false
    /// The swipe put an inactive edit mode in `.transient`, to give back when it closes.
    var madeTransient = false
}

/// Opens and closes a list's swiped row, as iOS does: while a row is
/// swiped open an inactive edit mode is `.transient` (an `EditButton`
/// reads "Done", and pressing it closes the row).
@MainActor
struct SwipeControl {
    let box: StateBox<SwipeState?>
    let editMode: Binding<EditMode>?

    var value: SwipeState? { box.value }

    func open(_ state: SwipeState) {
        var state = state
        if editMode?.wrappedValue == .inactive {
            editMode?.wrappedValue = .transient
            state.madeTransient = true
        }
        box.set(state)
    }

    /// Another action picked, the row still open.
    func update(_ state: SwipeState) { box.set(state) }

    func close() {
        restoreEditMode()
        box.set(nil)
    }

    /// Closes the row while a frame is being made: it shows closed in this
    /// frame already; the edit mode is given back once the frame is done.
    func closeQuietly(_ graph: ViewGraph) {
        if box.value?.madeTransient == true, let editMode {
            graph.runAfterFrame { if editMode.wrappedValue == .transient { editMode.wrappedValue = .inactive } }
        }
        box.value = nil
    }

    private func restoreEditMode() {
        if box.value?.madeTransient == true, editMode?.wrappedValue == .transient { editMode?.wrappedValue = .inactive }
    }
}
