/// A stack of pages, as SwiftUI's `NavigationStack`: the root at the
/// bottom, and on top of it a page for each value of its path (drawn by
/// the `navigationDestination(for:)` for the value's type) or view pushed
/// by a `NavigationLink`. Only the top page is shown and takes keys; the
/// pages beneath keep their state.
///
/// Pushing slides the new page in from the trailing edge while the old one
/// moves a third of the way toward the leading edge and dims; popping
/// reverses it, as on iOS, at sub-cell precision, from wherever the pages
/// are (a pop during a push turns it around). Esc, Backspace on a control
/// that does not edit text, a click on the back control, and
/// `@Environment(\.dismiss)` in a page pop it. Each page has a bar: the
/// back control, the page's `navigationTitle` and its `toolbar` items.
///
/// A stack is greedy, as SwiftUI's: it takes all the space it is offered.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    /// The bound path, or nil for the stack's own.
    let boundPath: NavigationPathAccess?

    /// A stack whose path is its own: links with values push onto it.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = nil
    }

    /// A stack showing `path`: a page for each of its values, which
    /// pushes and pops change, and which the app may change too.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = NavigationPathAccess(get: { path.wrappedValue.elements },
                                         set: { path.wrappedValue = NavigationPath(elements: $0) })
    }

    /// A stack showing `path`, a collection of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        boundPath = NavigationPathAccess(get: { path.wrappedValue.map { AnyHashable($0) } },
                                         set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // Its pages and their bars share an edit mode, for an EditButton in a toolbar to edit a page's List.
        let context = context.providingEditMode()
        let graph = context.graph
        // The root page is built from `root` and the context as it comes in
        // here, not from the path and pages read below.
        let rootChangedAt = graph.reuse.readChangedAt
        let modelBox = graph.stateBox(at: context.path.appending(.name("model")), initial: NavigationModel())
        let model = modelBox.value
        model.graph = graph
        model.entry = modelBox.entry
        if let boundPath {
            model.path = boundPath
        } else {
            let own = graph.stateBox(at: context.path.appending(.name("path")), initial: NavigationPath())
            model.path = NavigationPathAccess(get: { own.value.elements }, set: { own.set(NavigationPath(elements: $0)) })
        }
        model.follow(model.path.get())
        let root = AnyView(self.root)
        let resolver = NavigationResolver(model: model, context: context, rootChangedAt: rootChangedAt) { key in
            if key == NavigationModel.rootKey { return root }
            return model.content(of: key)
        }
        let node = resolver.resolvePages()
        model.isNew = false
        return [node]
    }
}

extension NavigationPath {
    init(elements: [AnyHashable]) { self.elements = elements }
}

extension NavigationModel {
    /// The view a pushed page shows.
    func content(of key: Int) -> AnyView {
        guard let page = (pages + leaving).first(where: { $0.key == key }) else { return AnyView(EmptyView()) }
        switch page.content {
        case .view(let view):
            return view
        case .presented(let at):
            return presented[at]?.view ?? AnyView(EmptyView())
        case .value(let value):
            guard let destination = destinations[ObjectIdentifier(type(of: value.base))] else {
                return AnyView(MissingDestination())
            }
            return destination(value)
        }
    }
}

/// SwiftUI's placeholder for a value with no `navigationDestination` for
/// its type: a warning sign in the middle of the page.
struct MissingDestination: View {
    var body: some View {
        Text("⚠").foregroundColor(.yellow).bold()
    }
}

extension Animation {
    /// How pages are pushed and popped: UIKit's navigation transition, about
    /// a third of a second, critically damped, so that a pop during a push
    /// turns around with its speed.
    static let navigationPush = Animation.spring(duration: 0.35, bounce: 0)
}
