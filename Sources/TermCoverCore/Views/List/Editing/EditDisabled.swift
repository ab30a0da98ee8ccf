extension View {
    /// Keeps this row of a `List` from being deleted, as SwiftUI's
    /// `deleteDisabled(_:)`: Backspace and Delete pass it by, it has no
    /// swipe-to-delete and, in edit mode, no `⊖` mark. On a `ForEach`
    /// (or a `Section`), every row that says nothing itself.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowPreferencesModifier { $0.deleteDisabled = isDisabled })
    }

    /// Keeps this row of a `List` in place, as SwiftUI's
    /// `moveDisabled(_:)`: Shift-K and Shift-J do not move it and, in edit
    /// mode, it has no `≡` handle. Other rows still move past it.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowPreferencesModifier { $0.moveDisabled = isDisabled })
    }
}
