import Observation

/// Text held outside the tree, written by the Observation protocol's hand
/// (as the `@Observable` macro expands), that a test changes between frames.
@MainActor
final class ObservableCaption: Observable {
    private let registrar = ObservationRegistrar()
    private var _text = "old"
    var text: String {
        get { registrar.access(self, keyPath: \.text); return _text }
        set { registrar.withMutation(of: self, keyPath: \.text) { _text = newValue } }
    }
}
