/// A named value that views produce and their ancestors read, as SwiftUI's
/// `PreferenceKey`: `.preference(key:value:)` sets it for a view,
/// `.onPreferenceChange(_:perform:)`, `.overlayPreferenceValue(_:_:)` and
/// `.backgroundPreferenceValue(_:_:)` read what a subtree produced,
/// combined in order by `reduce(value:nextValue:)`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subtree that sets none.
    static var defaultValue: Value { get }
    /// Folds the next value, in view order, into the values so far.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nil, for a key whose value is optional.
    public static var defaultValue: Value { nil }
}

extension PreferenceKey {
    /// The value `nodes` produce: the default, folded with each value set
    /// among them in view order (a set value hides those below it).
    @MainActor
    static func collect(from nodes: [LayoutNode]) -> Value {
        var value = defaultValue
        for next in PreferenceNode.contributions(of: ObjectIdentifier(Self.self), in: nodes) {
            reduce(value: &value) { next as! Value }
        }
        return value
    }
}
