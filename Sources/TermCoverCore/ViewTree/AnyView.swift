/// A type-erased view. A change of the wrapped type is a change of identity.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let typeID: ObjectIdentifier
    let resolver: @MainActor (ResolveContext) -> [LayoutNode]

    /// Wraps `view`.
    public nonisolated init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any; return }
        typeID = ObjectIdentifier(V.self)
        // A view is a value made and resolved on the main actor; built
        // from a builder that any code may call, it only passes through here.
        nonisolated(unsafe) let view = view
        resolver = { $0.resolve(view, at: .type(ObjectIdentifier(V.self))) }
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { resolver(context) }
}
