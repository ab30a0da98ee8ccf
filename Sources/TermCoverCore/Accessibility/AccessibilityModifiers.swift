extension View {
    private func accessibility(_ change: @escaping (inout AccessibilityInfo) -> Void) -> some View {
        modifier(AccessibilityModifier(change: change))
    }

    /// The words assistive technology reads for this view, as SwiftUI's
    /// `accessibilityLabel(_:)`; TermCover's screen-reader mode speaks it.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label.content } }
    /// The label, from a string key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }
    /// The label, from a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { $0.label = String(label) } }

    /// What happens when the view is activated, read after its label.
    public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = hint.content } }
    /// The hint, from a string key.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }
    /// The hint, from a string.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility { $0.hint = String(hint) } }

    /// The view's value (a slider's position, a count), read after its label.
    public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = value.content } }
    /// The value, from a string key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }
    /// The value, from a string.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { $0.value = String(value) } }

    /// Hides the view from assistive technology (it still shows).
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.hidden = hidden } }
    /// A name for UI tests to find the view by; never read aloud.
    public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility { $0.identifier = identifier } }
    /// Makes the view one element, its children ignored, contained or combined.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.children = children }
    }
    /// Adds traits (a button, a header, selected).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.traits.formUnion(traits) }
    }
    /// Removes traits the view would otherwise have.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.removedTraits.formUnion(traits) }
    }
    /// Marks the view a heading of `level`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibility {
            $0.headingLevel = level
            $0.traits.insert(.isHeader)
        }
    }
    /// Orders the view among its siblings for assistive technology (higher first).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility { $0.sortPriority = sortPriority }
    }
    /// Other words a user may say for the view (voice control).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibility { $0.inputLabels = inputLabels.map(\.content) }
    }
    /// Other words a user may say for the view, from strings.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibility { $0.inputLabels = inputLabels.map { String($0) } }
    }
    /// An action assistive technology may run.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actions.append((actionKind, handler)) }
    }
    /// An action named `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }
    /// An action named by a string key.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }
    /// An action named by a string.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }
    /// Actions for an adjustable view (a slider): up and down; accepted.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        self
    }
}

/// Which way an adjustable element moves, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable {
    /// Up or right.
    case increment
    /// Down or left.
    case decrement
}
