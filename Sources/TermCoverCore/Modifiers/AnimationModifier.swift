extension View {
    /// Animates changes inside the view with `animation` whenever `value`
    /// changes, as in SwiftUI. A transaction that disables animations wins.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change rendered inside the view with `animation`, as
    /// SwiftUI's deprecated `animation(_:)` (iOS 13 to 15), which much older
    /// code uses; `animation(_:value:)` says which change. A transaction
    /// that disables animations wins.
    public func animation(_ animation: Animation?) -> some View {
        transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Changes the transaction of every change rendered inside the view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }
}

struct AnimationModifier<V: Equatable>: PrimitiveModifier {
    let animation: Animation?
    let value: V
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        let previous = context.graph.exchangeMemory(at: context.path.appending(.name("animationValue")), value) as? V
        if let previous, previous != value, !context.transaction.disablesAnimations {
            inner.transaction.animation = animation
        }
        return content.resolve(inner)
    }
}

struct TransactionModifier: PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        transform(&inner.transaction)
        return content.resolve(inner)
    }
}
