/// What a `NavigationStack` keeps between frames: the pages above its root
/// in order, the pages popped that are still sliding away, the
/// destinations its pages declared, and each page's title and toolbar.
///
/// The path (bound or the stack's own) is the truth for the pages pushed
/// with values; the model follows it each frame (`follow(_:)`), keeping
/// pages pushed with views (`NavigationLink(destination:)`,
/// `navigationDestination(isPresented:)`) where they were.
@MainActor
final class NavigationModel {
    /// What a page shows.
    enum Content {
        /// A value of the path, drawn by the destination for its type.
        case value(AnyHashable)
        /// A view pushed by a `NavigationLink(destination:)`.
        case view(AnyView)
        /// The destination of a `navigationDestination(isPresented:)`
        /// declared at this path, shown while its binding is true.
        case presented(ViewPath)
    }

    /// One page above the root.
    struct Page {
        /// The page's identity: its state lives under it.
        let key: Int
        let content: Content
    }

    /// The root's key; pushed pages count up from 1.
    static let rootKey = 0

    /// The pages above the root, bottom first.
    private(set) var pages: [Page] = []
    /// Pages popped while they slide away, bottom first.
    var leaving: [Page] = []
    /// What `navigationDestination(for:)` declared, by the value's type.
    var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView] = [:]
    /// What `navigationDestination(isPresented:)` declared, by its path:
    /// the view, and how to set the binding back to false.
    var presented: [ViewPath: (view: AnyView, dismiss: @MainActor () -> Void)] = [:]
    /// Each page's title and toolbar, as it last reported them.
    private(set) var records: [Int: NavigationPageRecord] = [:]
    /// Pages whose content moves by a navigation transition of its own (a zoom).
    var ownsTransition: Set<Int> = []
    /// True until the stack is first resolved: pages already there appear
    /// with it instead of being pushed.
    var isNew = true
    /// Reads and writes the path the stack follows.
    var path = NavigationPathAccess(get: { [] }, set: { _ in })
    /// Asks for a frame when the model changes on its own.
    weak var graph: ViewGraph?
    /// The graph entry holding the model: a change stamps it, so that what
    /// did not read the model (the root page) is reused in that frame.
    weak var entry: Stamped?
    private var nextKey = 1

    /// The keys of every page, the root first.
    var keys: [Int] { [Self.rootKey] + pages.map(\.key) }

    /// The record of the page with `key`.
    func record(for key: Int) -> NavigationPageRecord {
        if let known = records[key] { return known }
        let made = NavigationPageRecord()
        records[key] = made
        return made
    }

    /// Brings the pages in line with `values`, the path: pages for values
    /// that match it in order stay, with the view pages between them; the
    /// first page that does not match leaves with everything above it; new
    /// values go on top.
    func follow(_ values: [AnyHashable]) {
        var next = 0
        var kept = 0
        for page in pages {
            if case .value(let v) = page.content {
                guard next < values.count, values[next] == v else { break }
                next += 1
            }
            kept += 1
        }
        if kept < pages.count { remove(from: kept) }
        for value in values[next...] { push(.value(value)) }
    }

    /// Puts a page on top.
    func push(_ content: Content) {
        pages.append(Page(key: nextKey, content: content))
        nextKey += 1
    }

    /// Pushes a view (a `NavigationLink(destination:)`), in a frame of its own.
    func pushView(_ view: AnyView) {
        push(.view(view))
        changed()
    }

    /// Pushes a value: it goes on the path, which the next frame follows.
    func pushValue(_ value: AnyHashable) {
        path.set(path.get() + [value])
    }

    /// Pops every page from the one at `index` (0 is the first above the
    /// root) up: they leave, the path loses their values, and the bindings
    /// of presented destinations among them turn false.
    func pop(from index: Int) {
        guard index >= 0, index < pages.count else { return }
        let gone = remove(from: index)
        path.set(pages.compactMap { page in
            if case .value(let v) = page.content { return v }
            return nil
        })
        for page in gone {
            if case .presented(let at) = page.content { presented[at]?.dismiss() }
        }
        changed()
    }

    /// Asks for the frame that shows a change made on the model's own.
    private func changed() {
        if let entry { graph?.invalidate(changing: entry) } else { graph?.setNeedsFrame() }
    }

    /// Pops the top page; false at the root.
    @discardableResult
    func popTop() -> Bool {
        guard !pages.isEmpty else { return false }
        pop(from: pages.count - 1)
        return true
    }

    /// True when a page presented by the destination at `path` is in the stack.
    func hasPresented(_ path: ViewPath) -> Bool {
        pages.contains { if case .presented(let at) = $0.content { at == path } else { false } }
    }

    /// Pops the page presented by the destination at `path`, and those above it.
    func dismissPresented(_ path: ViewPath) {
        if let index = pages.firstIndex(where: { if case .presented(let at) = $0.content { at == path } else { false } }) {
            pop(from: index)
        }
    }

    /// Forgets a page that has gone for good.
    func forget(_ key: Int) {
        records[key] = nil
        ownsTransition.remove(key)
    }

    @discardableResult
    private func remove(from index: Int) -> [Page] {
        let gone = Array(pages[index...])
        pages.removeSubrange(index...)
        leaving.append(contentsOf: gone)
        return gone
    }
}

/// How a stack reads and writes its path, bound or its own, as a list of values.
struct NavigationPathAccess {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
}

/// What a page reports about itself while it resolves, as SwiftUI's
/// preferences flow up to the navigation bar: the modifiers write it and
/// the stack reads it after. A page reused from the last frame reports again.
@MainActor
final class NavigationPageRecord {
    var title: Text?
    /// The binding of `navigationTitle(_: Binding<String>)`: the bar's
    /// title can then be renamed in place (`NavigationTitleEditor`).
    var titleBinding: Binding<String>?
    var titleDisplayMode = NavigationBarItem.TitleDisplayMode.automatic
    var backButtonHidden = false
    var barHidden = false
    var toolbar: [ToolbarEntry] = []
    /// The page's `navigationTransition(_:)` (a zoom), which moves it instead of the slide.
    var transition: AnyTransition?
    /// A `searchable` field inside the page, for its bar.
    var search: PageSearchBar?

    /// Forgets what the page reported, before it resolves again.
    func reset() {
        transition = nil
        search = nil
        title = nil
        titleBinding = nil
        titleDisplayMode = .automatic
        backButtonHidden = false
        barHidden = false
        toolbar = []
    }
}

/// What the views inside a navigation stack's page see of it.
@MainActor
struct NavigationContext {
    let model: NavigationModel
    /// The page's key.
    let pageKey: Int
    /// The page's record.
    let record: NavigationPageRecord
}

struct NavigationContextKey: EnvironmentKey {
    static let defaultValue: NavigationContext? = nil
}
