/// Finds, once per type, how to resolve a view or modifier that is
/// primitive. `value as? PrimitiveView` asks the runtime for a protocol
/// conformance, which costs more than laying out the view itself; a frame
/// asks it hundreds of times for the same few dozen types. The answer is
/// cached by type as a function over a pointer to the value, which is
/// sound because the cache key is the value's exact static type.
///
/// Even once per type the question is dear when the answer is no: the
/// runtime then reads every conformance record of the program, some 50,000
/// instructions, and the first frame of a new screen asked it for every
/// view and modifier type it holds. So a type whose `Body` is not `Never`
/// (every view and modifier an app writes) is known composite without
/// asking, and a primitive view or modifier says itself whether it is
/// `Animatable` (`isAnimatable`) and a translation
/// (`PrimitiveModifier.translationResolver`).
@MainActor
final class PrimitiveDispatch {
    typealias ViewResolver = @MainActor (UnsafeRawPointer, ResolveContext) -> [LayoutNode]
    typealias ModifierResolver = @MainActor (UnsafeRawPointer, ModifierContent, ResolveContext) -> [LayoutNode]

    /// How a primitive type resolves, whether it is `Animatable` and
    /// whether its fields can hold dynamic properties: known from its own
    /// declaration, so `GraphAnimations.interpolate` and the
    /// `DynamicPropertyInstaller` need not ask the runtime (their failed
    /// checks were a tenth of a first paint).
    struct Primitive<F> {
        let resolve: F
        let animatable: Bool
        /// False when its fields need no search for dynamic properties.
        var holdsDynamicProperties = true
    }
    private enum Entry<F> { case primitive(Primitive<F>), composite }
    private var views: [ObjectIdentifier: Entry<ViewResolver>] = [:]
    private var modifiers: [ObjectIdentifier: Entry<ModifierResolver>] = [:]
    /// Each modifier type's translation resolver, nil for a type that is not one.
    private var translations: [ObjectIdentifier: ModifierResolver?] = [:]

    /// How `view` resolves if its type is primitive, or nil when its body must be resolved.
    func primitive<V: View>(_ view: V) -> Primitive<ViewResolver>? {
        let entry = Self.entry(for: view, in: &views) { view -> Primitive<ViewResolver>? in
            guard V.Body.self == Never.self else {
                assert(!(view is PrimitiveView), "\(V.self) is primitive but has a body")
                return nil
            }
            return (view as? PrimitiveView).map { Self.viewPrimitive(for: $0) }
        }
        guard case .primitive(let primitive) = entry else { return nil }
        return primitive
    }

    /// How `modifier` resolves if its type is primitive, or nil when its body must be resolved.
    func primitive<M: ViewModifier>(_ modifier: M) -> Primitive<ModifierResolver>? {
        let entry = Self.entry(for: modifier, in: &modifiers) { modifier -> Primitive<ModifierResolver>? in
            // Primitive modifiers and geometry effects have no body.
            guard M.Body.self == Never.self else { return nil }
            return (modifier as? any PrimitiveModifier).map { Self.modifierPrimitive(for: $0) }
                ?? (modifier as? any GeometryEffect).map { Primitive(resolve: Self.geometryResolver(for: $0), animatable: true) }
        }
        guard case .primitive(let primitive) = entry else { return nil }
        return primitive
    }

    /// The nodes of `modifier` applied to `content` if it is a translation
    /// (`TranslationEffectModifier`), else nil.
    func translationNodes<M: ViewModifier>(of modifier: M, content: ModifierContent, _ context: ResolveContext) -> [LayoutNode]? {
        let id = ObjectIdentifier(M.self)
        let resolve: ModifierResolver?
        if let known = translations[id] {
            resolve = known
        } else {
            // Asked of the primitive conformance: asking for
            // `TranslationEffectModifier` would read every record to say no.
            let primitive = M.Body.self == Never.self ? modifier as? any PrimitiveModifier : nil
            resolve = primitive.flatMap { Self.translationResolver(of: $0) }
            translations[id] = .some(resolve)  // kept when nil too: the answer is known
        }
        guard let resolve else { return nil }
        return withUnsafePointer(to: modifier) { resolve(UnsafeRawPointer($0), content, context) }
    }

    /// The entry for `M` in `table`, asking `resolver` (a conformance check) the first time only.
    /// Inlined where `F` is known: generic over `F`, every call asked the
    /// runtime for the metadata of `Entry<F>?`, about 500 instructions each.
    @inline(__always)
    private static func entry<M, F>(for value: M, in table: inout [ObjectIdentifier: Entry<F>],
                                    _ resolver: (M) -> Primitive<F>?) -> Entry<F> {
        let id = ObjectIdentifier(M.self)
        if let known = table[id] { return known }
        let entry: Entry<F> = resolver(value).map { .primitive($0) } ?? .composite
        table[id] = entry
        return entry
    }

    private static func translationResolver<P: PrimitiveModifier>(of _: P) -> ModifierResolver? {
        P.translationResolver
    }

    private static func geometryResolver<G: GeometryEffect>(for _: G) -> ModifierResolver {
        { pointer, content, context in pointer.assumingMemoryBound(to: G.self).pointee.makeEffectNodes(content: content, context) }
    }

    private static func viewPrimitive<P: PrimitiveView>(for _: P) -> Primitive<ViewResolver> {
        assert(P.isAnimatable == (P.self is any Animatable.Type), "\(P.self) says isAnimatable \(P.isAnimatable)")
        let resolve: ViewResolver = { pointer, context in pointer.assumingMemoryBound(to: P.self).pointee.makeNodes(context) }
        return Primitive(resolve: resolve, animatable: P.isAnimatable, holdsDynamicProperties: P.holdsDynamicProperties)
    }

    private static func modifierPrimitive<P: PrimitiveModifier>(for _: P) -> Primitive<ModifierResolver> {
        assert(P.isAnimatable == (P.self is any Animatable.Type), "\(P.self) says isAnimatable \(P.isAnimatable)")
        let resolve: ModifierResolver = { pointer, content, context in
            pointer.assumingMemoryBound(to: P.self).pointee.makeNodes(content: content, context)
        }
        return Primitive(resolve: resolve, animatable: P.isAnimatable)
    }
}
