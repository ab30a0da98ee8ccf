extension View {
    /// Declares the page the enclosing `NavigationStack` shows for a value
    /// of type `data` on its path, as in SwiftUI: `NavigationLink(value:)`
    /// pushes one, and so does appending to a bound path. A value with no
    /// destination shows SwiftUI's placeholder, a warning sign.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                           @ViewBuilder destination: @escaping @MainActor (D) -> C) -> some View {
        modifier(DestinationForModifier(type: ObjectIdentifier(D.self)) { value in
            AnyView(destination(value.base as! D))
        })
    }

    /// Pushes `destination` on the enclosing `NavigationStack` while
    /// `isPresented` is true, as in SwiftUI; going back sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        modifier(DestinationPresentedModifier(isPresented: isPresented.wrappedValue, view: AnyView(destination()),
                                              dismiss: { isPresented.wrappedValue = false }))
    }

    /// Pushes the destination for `item` on the enclosing `NavigationStack`
    /// while it is not nil, as iOS 17's SwiftUI; going back sets it to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                           @ViewBuilder destination: @escaping @MainActor (D) -> C) -> some View {
        let shown = item.wrappedValue
        return modifier(DestinationPresentedModifier(isPresented: shown != nil,
                                                     view: shown.map { AnyView(destination($0)) } ?? AnyView(EmptyView()),
                                                     dismiss: { item.wrappedValue = nil }, key: shown.map { AnyHashable($0) }))
    }
}

struct DestinationForModifier: PrimitiveModifier {
    let type: ObjectIdentifier
    let destination: @MainActor (AnyHashable) -> AnyView

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        if let model = context.environment[NavigationContextKey.self]?.model {
            let type = self.type, destination = self.destination
            context.graph.perform { model.destinations[type] = destination }
        }
        return content.resolve(context)
    }
}

struct DestinationPresentedModifier: PrimitiveModifier {
    let isPresented: Bool
    let view: AnyView
    let dismiss: @MainActor () -> Void
    /// The item shown by an `item:` destination: a new one is a new page.
    var key: AnyHashable?

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        if let model = context.environment[NavigationContextKey.self]?.model {
            let at = key.map { context.path.appending(.key($0)) } ?? context.path
            let isPresented = self.isPresented, view = self.view, dismiss = self.dismiss
            let prefix = context.path
            context.graph.perform {
                if isPresented {
                    model.presented[at] = (view, dismiss)
                    // Another item of the same destination replaces the shown one.
                    for (other, _) in model.presented where other != at && other.hasPrefix(prefix) && other != prefix {
                        model.dismissPresented(other)
                        model.presented[other] = nil
                    }
                    if !model.hasPresented(at) { model.push(.presented(at)) }
                } else {
                    for (other, _) in model.presented where other.hasPrefix(prefix) {
                        model.dismissPresented(other)
                        model.presented[other] = nil
                    }
                }
            }
        }
        return content.resolve(context)
    }
}
