/// A control that pushes a page on the enclosing `NavigationStack`, as
/// SwiftUI's `NavigationLink`: with a value, the page the stack's
/// `navigationDestination(for:)` draws for it; with a destination, that
/// view. It takes focus like a button (Enter or Space, or a click, pushes);
/// in a `List` row it shows a chevron at the row's end. Outside a
/// navigation stack it is disabled, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    private enum Target {
        case value(AnyHashable?)
        case view(Destination)
        /// Pushed while the binding is true (`isActive:`, `tag:selection:`).
        case bound(Binding<Bool>, Destination)
    }
    private let target: Target
    let label: Label

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination())
        self.label = label()
    }

    /// A link that pushes `destination` (SwiftUI's older spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination)
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let navigation = context.environment[NavigationContextKey.self]
        var inner = context
        let action: @MainActor () -> Void
        switch target {
        case .value(let value?) where navigation != nil:
            let model = navigation!.model
            action = { model.pushValue(value) }
        case .view(let destination) where navigation != nil:
            let model = navigation!.model
            action = { model.pushView(AnyView(destination)) }
        case .bound(let isActive, let destination) where navigation != nil:
            // The page is the binding's: a presented destination, which going back sets false.
            let inRow = context.environment[ListRowKey.self]
            if inRow { inner.environment[ButtonStyleKey.self] = nil }
            let label = self.label
            return inner.resolve(Button { isActive.wrappedValue = true } label: {
                if inRow { RowChevron(label: label) } else { label }
            }.navigationDestination(isPresented: isActive) { destination }, at: .name("link"))
        default:
            // Nowhere to push to, or nothing to push: SwiftUI shows it disabled.
            inner.environment.isEnabled = false
            action = {}
        }
        let inRow = context.environment[ListRowKey.self]
        // A list draws its links as rows, whatever button style is around the list.
        if inRow { inner.environment[ButtonStyleKey.self] = nil }
        let label = self.label
        return inner.resolve(Button(action: action) {
            if inRow { RowChevron(label: label) } else { label }
        }, at: .name("link"))
    }
}

extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true, as
    /// SwiftUI's older `init(destination:isActive:label:)`: choosing it sets
    /// the binding true, going back sets it false, and the app may set it.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        target = .bound(isActive, destination)
        self.label = label()
    }

    /// A link that pushes `destination` while `selection` is `tag`, as
    /// SwiftUI's older `init(destination:tag:selection:label:)`: choosing it
    /// sets `selection` to `tag`, going back sets it to nil.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        let isActive = Binding<Bool>(get: { selection.wrappedValue == tag }, set: { active in
            if active { selection.wrappedValue = tag } else if selection.wrappedValue == tag { selection.wrappedValue = nil }
        })
        self.init(destination: destination, isActive: isActive, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination` while `isActive` is true.
    public init(_ title: String, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` while `selection` is `tag`.
    public init<V: Hashable>(_ title: String, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` on the stack's path; nil makes it disabled.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that pushes `value`.
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` (SwiftUI's older spelling).
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A list row's label with a chevron at the row's end, as a List shows a
/// navigation link: the label gets the row's width but the chevron's.
struct RowChevron<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let label: Label

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let label = single(context.resolve(self.label, at: .name("label")))
        let chevron = single(context.resolve(Text("›"), at: .name("chevron")))
        return [AccessoryRowNode(label: label, accessory: chevron)]
    }
}

/// A row whose accessory sits at its trailing edge and whose label takes
/// the rest, aligned leading.
@MainActor
final class AccessoryRowNode: LayoutNode {
    let label: LayoutNode
    let accessory: LayoutNode
    private let parts: [LayoutNode]

    init(label: LayoutNode, accessory: LayoutNode) {
        self.label = label
        self.accessory = accessory
        parts = [label, accessory]
    }

    override var children: [LayoutNode] { parts }

    private func accessoryWidth(_ height: Int?) -> Int { accessory.sizeThatFits(CellProposal(width: nil, height: height)).width }

    override func computeSize(_ p: CellProposal) -> Size {
        let a = accessoryWidth(p.height)
        let l = label.sizeThatFits(CellProposal(width: p.width.map { $0 == .max ? $0 : max(0, $0 - a - 1) }, height: p.height))
        let natural = l.width + 1 + a
        return Size(width: p.width.map { $0 == .max ? natural : $0 } ?? natural, height: max(1, l.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        let a = min(accessoryWidth(rect.height), rect.width)
        accessory.place(in: Rect(x: rect.maxX - a, y: rect.y, width: a, height: min(1, rect.height)))
        placeAligned(label, in: Rect(x: rect.x, y: rect.y, width: max(0, rect.width - a - 1), height: rect.height),
                     alignment: .leading)
    }
}
