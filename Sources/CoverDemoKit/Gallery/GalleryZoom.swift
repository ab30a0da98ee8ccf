import TermCover

/// What a gallery cover zooms out of when the `zoom` entry is chosen: a
/// view marked with `matchedTransitionSource(id:in:)` for this id.
struct ZoomSource: Equatable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

extension View {
    /// Marks this view as `source`'s view, when there is one.
    @ViewBuilder
    func zoomSource(_ source: ZoomSource?) -> some View {
        if let source {
            matchedTransitionSource(id: source.id, in: source.namespace)
        } else {
            self
        }
    }

    /// The gallery's choice of transition for a cover's content: the zoom
    /// out of `source` for `zoom`, the choice's `.transition` otherwise.
    @ViewBuilder
    func coverTransition(_ choice: DemoTransition, zoomingOutOf source: ZoomSource?) -> some View {
        if choice == .zoom, let source {
            navigationTransition(.zoom(sourceID: source.id, in: source.namespace))
        } else {
            transition(choice.transition)
        }
    }
}
