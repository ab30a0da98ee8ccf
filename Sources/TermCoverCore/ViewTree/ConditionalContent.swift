/// The result of an `if`/`else` in a builder. Each branch has its own
/// identity, so switching branches removes one view and inserts the other,
/// with their transitions.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    nonisolated(unsafe) let storage: Storage

    nonisolated init(storage: Storage) { self.storage = storage }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): context.resolveDynamic([DynamicChild(key: true, view: v)])
        case .falseContent(let v): context.resolveDynamic([DynamicChild(key: false, view: v)])
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolveDynamic(map { [DynamicChild(key: 0, view: $0)] } ?? [])
    }
}
