/// A key for a value a view hands to the `Layout` that places it, as
/// SwiftUI's `LayoutValueKey`: set with `.layoutValue(key:value:)`, read
/// with `subviews[i][Key.self]`.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the view `value` for `key`, for the custom `Layout` that places it.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

struct LayoutValueModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [LayoutValueNode(single(content.resolve(context)), key: key, value: value)]
    }
}

/// Carries one layout value; modifiers around it pass it on (`WrapperNode`).
@MainActor
final class LayoutValueNode: WrapperNode {
    let key: ObjectIdentifier
    let value: Any
    init(_ child: LayoutNode, key: ObjectIdentifier, value: Any) {
        self.key = key
        self.value = value
        super.init(child)
    }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? {
        key == self.key ? value : child.layoutValue(key)
    }
}
