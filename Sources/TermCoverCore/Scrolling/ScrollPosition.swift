extension View {
    /// Binds `id` to the identity of the top-most (leading-most) view
    /// showing in the scroll view inside, as in SwiftUI (iOS 17): it is
    /// written as the view scrolls, and writing it scrolls that view to
    /// `anchor` (the top, or the leading edge, when nil), animated when
    /// written inside `withAnimation`. The views counted are the children
    /// of a `.scrollTargetLayout()` container when there is one, else every
    /// `ForEach` element and `.id(_:)` view inside.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(binding: ScrollPositionBinding(id, anchor: anchor)))
    }
}

/// A `scrollPosition(id:)` binding with its id type erased.
@MainActor
struct ScrollPositionBinding {
    /// The id the binding holds now.
    let read: @MainActor () -> AnyHashable?
    /// Writes an id of the binding's type.
    let write: @MainActor (AnyHashable) -> Void
    /// True for ids of the binding's type.
    let matches: (AnyHashable) -> Bool
    let anchor: UnitPoint?

    init<ID: Hashable>(_ binding: Binding<ID?>, anchor: UnitPoint?) {
        read = { binding.wrappedValue.map { AnyHashable($0) } }
        write = { id in
            if let typed = id.base as? ID, binding.wrappedValue != typed { binding.wrappedValue = typed }
        }
        matches = { $0.base is ID }
        self.anchor = anchor
    }
}

struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

struct ScrollPositionModifier: PrimitiveModifier {
    let binding: ScrollPositionBinding
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment[ScrollPositionKey.self] = binding
        return content.resolve(inner)
    }
}
