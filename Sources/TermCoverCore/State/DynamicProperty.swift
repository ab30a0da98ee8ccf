/// A stored property of a view that the view graph connects to storage that
/// outlives the view value: `@State`, `@Environment`, and custom ones built
/// from them, as in SwiftUI.
public protocol DynamicProperty {}

/// What the graph calls to connect a dynamic property before `body` runs.
@MainActor
protocol GraphInstallable {
    /// Connects the property, found under `label` in a view at `path`.
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext)
}

extension ViewGraph {
    /// Connects every dynamic property of `value` (a view or modifier).
    /// Mirror sees through the struct copy: the links are classes, so
    /// connecting them reaches the value that `body` will read.
    func installDynamicProperties(of value: Any, path: ViewPath, context: ResolveContext) {
        let type = ObjectIdentifier(Swift.type(of: value))
        if hasNoDynamicProperties.contains(type) { return }
        // Which stored properties matter is a fact of the type: asking each
        // one `as? GraphInstallable` costs a search of every conformance in
        // the process when the answer is no (closures, tuples), per frame.
        let known = dynamicPropertyIndices[type]
        var found: [Int] = []
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            if let known, !known.contains(index) { continue }
            guard let label = child.label else { continue }
            if let installable = child.value as? GraphInstallable {
                installable.install(in: self, path: path.appending(.name(label)), context: context)
                found.append(index)
            } else if child.value is DynamicProperty {
                installDynamicProperties(of: child.value, path: path.appending(.name(label)), context: context)
                found.append(index)
            }
        }
        if found.isEmpty {
            hasNoDynamicProperties.insert(type)
        } else if known == nil {
            dynamicPropertyIndices[type] = found
        }
    }
}
