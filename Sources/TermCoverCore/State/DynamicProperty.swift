// The field-layout reader is the standard library's SPI: fast, but not
// promised. It is used only by compilers known to have it (and can be turned
// off with -D TERMCOVER_MIRROR_ONLY); everything else, and every type whose
// layout says too little, goes through `Mirror`, which tests run too (see
// `DynamicPropertyInstaller.readsFieldLayouts`).
#if compiler(<7) && !TERMCOVER_MIRROR_ONLY
@_spi(Reflection) import Swift
#endif

/// A stored property of a view that the view graph connects to storage that
/// outlives the view value: `@State`, `@Environment`, and custom ones built
/// from them, as in SwiftUI.
public protocol DynamicProperty {}

/// What the graph calls to connect a dynamic property before `body` runs.
/// It refines `DynamicProperty` so that a field that is not one costs a
/// single conformance check.
@MainActor
protocol GraphInstallable: DynamicProperty {
    /// Connects the property, found under `label` in a view at `path`.
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext)
}

/// How the dynamic properties of one type are connected, worked out once
/// per type from its field layout.
@MainActor
enum DynamicPropertyPlan {
    typealias Installer = @MainActor (UnsafeRawPointer, ViewGraph, ViewPath, ResolveContext) -> Void
    /// The type has none.
    case none
    /// Each dynamic field, by name and byte offset.
    case fields([(label: String, install: Installer)])
    /// The layout could not be read, or a field's type does not say whether
    /// it holds a dynamic property (`Any`, an existential): ask `Mirror`.
    case mirror
}

/// Connects the dynamic properties of views and modifiers to the graph
/// (`ViewGraph.dynamicProperties`), and remembers how, per type.
@MainActor
final class DynamicPropertyInstaller {
    /// False to connect dynamic properties through `Mirror` alone, the public
    /// way, as a toolchain without the field-layout SPI does (for tests).
    var readsFieldLayouts = true
    /// How each type's dynamic properties are connected.
    private var plans: [ObjectIdentifier: DynamicPropertyPlan] = [:]
    /// The types found to have none: most views, answered first.
    private var typesWithNone: Set<ObjectIdentifier> = []

    /// Connects every dynamic property of `value` (a view or modifier) to `graph`.
    ///
    /// Which fields are dynamic is a fact of the type, read once from its
    /// field layout; each frame then loads just those fields. `Mirror` and
    /// `as? GraphInstallable` on every field cost a search of every protocol
    /// conformance in the process per field (the runtime does not cache
    /// answers for closures and tuples), which was a tenth of a full frame.
    /// The links inside the properties are classes, so connecting a copy
    /// reaches the value that `body` will read.
    func install<V>(of value: V, path: ViewPath, context: ResolveContext, in graph: ViewGraph) {
        let type = ObjectIdentifier(V.self)
        if typesWithNone.contains(type) { return }
        let plan: DynamicPropertyPlan
        if let known = plans[type] {
            plan = known
        } else {
            plan = readsFieldLayouts ? Self.plan(for: V.self) : .mirror
            plans[type] = plan
        }
        switch plan {
        case .none:
            typesWithNone.insert(type)
        case .fields(let fields):
            withUnsafePointer(to: value) { pointer in
                let base = UnsafeRawPointer(pointer)
                for field in fields { field.install(base, graph, path.appending(.name(field.label)), context) }
            }
        case .mirror:
            installByMirror(of: value, path: path, context: context, in: graph)
        }
    }

    /// True when `type`'s fields include no dynamic property: what a
    /// primitive view that says so is checked against in debug builds.
    func holdsNone<V>(_ type: V.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if typesWithNone.contains(id) { return true }
        if case .fields = Self.plan(for: type) { return false }
        typesWithNone.insert(id)
        return true
    }

    private static func plan<V>(for type: V.Type) -> DynamicPropertyPlan {
        #if compiler(<7) && !TERMCOVER_MIRROR_ONLY
        var fields: [(label: String, install: DynamicPropertyPlan.Installer)] = []
        var readable = true
        let isStruct = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            switch kind {
            case .struct, .enum, .class:
                break
            case .existential, .opaque, .unknown:
                readable = false
                return false
            case .optional:
                // An optional dynamic property is connected when it holds one.
                if let wrapped = fieldType as? any OptionalField.Type, wrapped.mayHoldDynamicProperty {
                    readable = false
                    return false
                }
                return true
            default:
                // Closures, tuples and metatypes conform to no protocol of
                // ours, and the runtime does not cache failed checks for
                // closures: each would be a search of every conformance.
                return true
            }
            // Most fields are not dynamic: one check decides those.
            guard let dynamic = fieldType as? any DynamicProperty.Type else { return true }
            if let installable = dynamic as? any GraphInstallable.Type {
                fields.append((String(cString: name), installer(installable, offset: offset)))
            } else {
                fields.append((String(cString: name), installer(dynamic, offset: offset)))
            }
            return true
        }
        // Only structs are walked field by field; `_forEachField` says
        // false for enums and tuples, and classes are left to `Mirror`.
        guard isStruct, readable, !(type is AnyClass) else { return .mirror }
        return fields.isEmpty ? .none : .fields(fields)
        #else
        return .mirror
        #endif
    }

    private static func installer<T: GraphInstallable>(_: T.Type, offset: Int) -> DynamicPropertyPlan.Installer {
        { base, graph, path, context in
            base.load(fromByteOffset: offset, as: T.self).install(in: graph, path: path, context: context)
        }
    }

    private static func installer<T: DynamicProperty>(_: T.Type, offset: Int) -> DynamicPropertyPlan.Installer {
        { base, graph, path, context in
            graph.dynamicProperties.install(of: base.load(fromByteOffset: offset, as: T.self), path: path, context: context,
                                            in: graph)
        }
    }

    /// The general way, for types whose layout says too little.
    private func installByMirror(of value: Any, path: ViewPath, context: ResolveContext, in graph: ViewGraph) {
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            if let installable = child.value as? GraphInstallable {
                installable.install(in: graph, path: path.appending(.name(label)), context: context)
            } else if child.value is DynamicProperty {
                installByMirror(of: child.value, path: path.appending(.name(label)), context: context, in: graph)
            }
        }
    }
}

/// Lets a field's optional type say what it wraps.
private protocol OptionalField {
    static var mayHoldDynamicProperty: Bool { get }
}

extension Optional: OptionalField {
    static var mayHoldDynamicProperty: Bool {
        Wrapped.self is any DynamicProperty.Type || Wrapped.self == Any.self
    }
}
