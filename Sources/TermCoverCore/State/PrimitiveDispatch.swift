/// Finds, once per type, how to resolve a view or modifier that is
/// primitive. `value as? PrimitiveView` asks the runtime for a protocol
/// conformance, which costs more than laying out the view itself; a frame
/// asks it hundreds of times for the same few dozen types. The answer is
/// cached by type as a function over a pointer to the value, which is
/// sound because the cache key is the value's exact static type.
@MainActor
final class PrimitiveDispatch {
    typealias ViewResolver = @MainActor (UnsafeRawPointer, ResolveContext) -> [LayoutNode]
    typealias ModifierResolver = @MainActor (UnsafeRawPointer, ModifierContent, ResolveContext) -> [LayoutNode]

    private enum Entry<F> { case primitive(F), composite }
    private var views: [ObjectIdentifier: Entry<ViewResolver>] = [:]
    private var modifiers: [ObjectIdentifier: Entry<ModifierResolver>] = [:]
    private var translations: [ObjectIdentifier: Entry<ModifierResolver>] = [:]

    /// The nodes of `view` if its type is primitive, or nil when its body must be resolved.
    func makeNodes<V>(of view: V, _ context: ResolveContext) -> [LayoutNode]? {
        let entry = Self.entry(for: view, in: &views) { ($0 as? PrimitiveView).map { Self.viewResolver(for: $0) } }
        guard case .primitive(let resolve) = entry else { return nil }
        return withUnsafePointer(to: view) { resolve(UnsafeRawPointer($0), context) }
    }

    /// The nodes of `modifier` applied to `content` if its type is primitive, else nil.
    func makeNodes<M>(of modifier: M, content: ModifierContent, _ context: ResolveContext) -> [LayoutNode]? {
        let entry = Self.entry(for: modifier, in: &modifiers) {
            ($0 as? any PrimitiveModifier).map { Self.modifierResolver(for: $0) }
                ?? ($0 as? any GeometryEffect).map { Self.geometryResolver(for: $0) }
        }
        guard case .primitive(let resolve) = entry else { return nil }
        return withUnsafePointer(to: modifier) { resolve(UnsafeRawPointer($0), content, context) }
    }

    /// The nodes of `modifier` applied to `content` if it is a translation
    /// (`TranslationEffectModifier`), else nil.
    func translationNodes<M>(of modifier: M, content: ModifierContent, _ context: ResolveContext) -> [LayoutNode]? {
        let entry = Self.entry(for: modifier, in: &translations) {
            ($0 as? any TranslationEffectModifier).map { Self.translationResolver(for: $0) }
        }
        guard case .primitive(let resolve) = entry else { return nil }
        return withUnsafePointer(to: modifier) { resolve(UnsafeRawPointer($0), content, context) }
    }

    /// The entry for `M` in `table`, asking `resolver` (a conformance check) the first time only.
    /// Inlined where `F` is known: generic over `F`, every call asked the
    /// runtime for the metadata of `Entry<F>?`, about 500 instructions each.
    @inline(__always)
    private static func entry<M, F>(for value: M, in table: inout [ObjectIdentifier: Entry<F>], _ resolver: (M) -> F?) -> Entry<F> {
        let id = ObjectIdentifier(M.self)
        if let known = table[id] { return known }
        let entry: Entry<F> = resolver(value).map { .primitive($0) } ?? .composite
        table[id] = entry
        return entry
    }

    private static func translationResolver<T: TranslationEffectModifier>(for _: T) -> ModifierResolver {
        { pointer, content, context in
            context.graph.translationNodes(pointer.assumingMemoryBound(to: T.self).pointee, content: content, context)
        }
    }

    private static func geometryResolver<G: GeometryEffect>(for _: G) -> ModifierResolver {
        { pointer, content, context in pointer.assumingMemoryBound(to: G.self).pointee.makeEffectNodes(content: content, context) }
    }

    private static func viewResolver<P: PrimitiveView>(for _: P) -> ViewResolver {
        { pointer, context in pointer.assumingMemoryBound(to: P.self).pointee.makeNodes(context) }
    }

    private static func modifierResolver<P: PrimitiveModifier>(for _: P) -> ModifierResolver {
        { pointer, content, context in pointer.assumingMemoryBound(to: P.self).pointee.makeNodes(content: content, context) }
    }
}
