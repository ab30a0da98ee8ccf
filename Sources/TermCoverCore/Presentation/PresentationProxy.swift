import Combine
import Observation

/// Controls one cover: `await present()` and `await dismiss()` return when
/// the transition has finished on screen, and `phase` tells where it is,
/// as in the FullScreenCover library. Views that read `phase` re-render
/// when it changes.
///
/// | phase when called | `present()` | `dismiss()` |
/// |---|---|---|
/// | idle | presents, returns when shown | returns at once |
/// | presenting | joins | reverses from where it is; waiting presents throw `CancellationError` |
/// | presented | returns at once | dismisses, returns when gone |
/// | dismissing | waits for the dismissal, then presents | joins |
///
/// Cancelling a waiting task throws `CancellationError` in that task only;
/// the transition carries on.
///
/// When the view that presents the cover (or the `PresentationCoordinator`
/// that owns the proxy) leaves the tree, the cover is removed at once,
/// without a removal animation, as SwiftUI does, even if the presenter
/// itself fades out; the phase becomes idle and every waiting `present()`
/// and `dismiss()` throws `CancellationError`.
///
/// Inside a `PresentationCoordinator` (and the covers presented from it)
/// views reach the proxy three ways: `@EnvironmentObject var proxy:
/// PresentationProxy`, as the FullScreenCover library injects it;
/// `@Environment(PresentationProxy.self)`, as an `@Observable` object; and
/// `@Environment(\.presentationProxy)`, which is nil outside a coordinator.
@MainActor
public final class PresentationProxy: Observable, ObservableObject {
    /// Announces each change of `phase`, for views that hold the proxy as
    /// an `@EnvironmentObject` or `@ObservedObject`.
    public nonisolated let objectWillChange = ObservableObjectPublisher()

    private var _phase = PresentationPhase.idle

    /// Where the cover is in its life. Observable through Observation: views
    /// that read it re-render when it changes, and so does anything else
    /// tracking it with `withObservationTracking`. (The view graph keeps a
    /// single live tracking, so reading it every frame piles nothing up.)
    public var phase: PresentationPhase {
        registrar.access(self, keyPath: \.phase)
        return _phase
    }
    private let registrar = ObservationRegistrar()

    /// The phase, read without registering with Observation: for the
    /// presentation stack and the cover modifiers, which a phase change
    /// reaches through `requestFrame` instead. Were they to read `phase`,
    /// every phase change would invalidate the whole tree and build the
    /// base view and the cover's content again (milliseconds on a large
    /// screen), though neither is built from the phase.
    var currentPhase: PresentationPhase { _phase }

    /// True while presenting or presented.
    public var isPresented: Bool { phase == .presenting || phase == .presented }
    /// `isPresented` without registering with Observation (see `currentPhase`).
    var isShowing: Bool { _phase == .presenting || _phase == .presented }

    /// The identity of the content shown (an item's id for `item` covers).
    var shownKey: AnyHashable?
    /// What to present once the running dismissal ends.
    var queuedKey: AnyHashable?
    /// The animation the cover's modifier asked for.
    var animation: Animation?
    /// The animation its dismissal takes, when the modal has one of its own
    /// (an alert goes faster than it comes); nil: as it came.
    var dismissAnimation: Animation?
    /// The animation the cover last presented with: a dismissal that
    /// names none (Esc, a binding set without `withAnimation`) mirrors it.
    private var lastAnimation: Animation?
    /// The transaction for the next change of presence.
    var pendingTransaction: Transaction?
    /// Called once when a dismissal has finished.
    var onDismiss: (@MainActor () -> Void)?
    /// Asks for a frame when the cover's state changes.
    weak var graph: ViewGraph?

    private var presentWaiters: [Int: CheckedContinuation<Void, Error>] = [:]
    private var dismissWaiters: [Int: CheckedContinuation<Void, Error>] = [:]
    private var nextWaiter = 0

    /// Creates a proxy for a cover that is not shown.
    public init() {}

    private func setPhase(_ p: PresentationPhase) {
        guard p != _phase else { return }
        objectWillChange.send()
        registrar.withMutation(of: self, keyPath: \.phase) { _phase = p }
        // The stack needs the frame even when no view reads the phase; views
        // that read it are invalidated through Observation. The rest of the
        // tree stays reusable: the frame that ends a transition need not
        // build everything again.
        graph?.requestFrame()
    }

    // MARK: Async API

    /// Presents the cover and returns once the insertion transition has finished.
    public func present() async throws {
        try Task.checkCancellation()
        switch _phase {
        case .presented: return
        case .idle: startPresenting(key: shownKey ?? AnyHashable(true), transaction: Transaction.current)
        case .presenting: break
        case .dismissing: queuedKey = queuedKey ?? shownKey ?? AnyHashable(true)
        }
        try await wait(dismissal: false)
    }

    /// Dismisses the cover and returns once the removal has finished and it is gone.
    public func dismiss() async throws {
        try Task.checkCancellation()
        switch _phase {
        case .idle: return
        case .presenting, .presented: startDismissing(transaction: Transaction.current)
        case .dismissing:
            // The last call wins: a present() queued behind this dismissal
            // is called off, as a dismiss() while presenting calls off presents.
            if queuedKey != nil {
                queuedKey = nil
                resumeAll(\.presentWaiters, throwing: CancellationError())
            }
        }
        try await wait(dismissal: true)
    }

    private func wait(dismissal: Bool) async throws {
        nextWaiter += 1
        let id = nextWaiter
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, Error>) in
                if Task.isCancelled { c.resume(throwing: CancellationError()); return }
                if dismissal { dismissWaiters[id] = c } else { presentWaiters[id] = c }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancelWaiter(id) }
        }
    }

    private func cancelWaiter(_ id: Int) {
        let c = presentWaiters.removeValue(forKey: id) ?? dismissWaiters.removeValue(forKey: id)
        c?.resume(throwing: CancellationError())
    }

    // MARK: State machine

    func startPresenting(key: AnyHashable, transaction: Transaction?) {
        shownKey = key
        queuedKey = nil
        pendingTransaction = coverTransaction(transaction)
        setPhase(.presenting)
    }

    /// A binding asks for the cover again while it leaves: it presents
    /// again from where it is, and waiting `dismiss()` calls throw
    /// `CancellationError`, mirroring a dismissal while presenting.
    func reverseDismissal(transaction: Transaction?) {
        guard _phase == .dismissing, let key = shownKey else { return }
        startPresenting(key: key, transaction: transaction)
        resumeAll(\.dismissWaiters, throwing: CancellationError())
    }

    func startDismissing(transaction: Transaction?) {
        let wasPresenting = _phase == .presenting
        pendingTransaction = coverTransaction(transaction, dismissing: true)
        setPhase(.dismissing)
        if wasPresenting { resumeAll(\.presentWaiters, throwing: CancellationError()) }
    }

    /// Covers animate even when the change carried no animation, as in
    /// SwiftUI; a transaction that disables animations makes them instant.
    private func coverTransaction(_ t: Transaction?, dismissing: Bool = false) -> Transaction {
        var result = t ?? Transaction()
        if result.disablesAnimations {
            result.animation = nil
        } else if dismissing, let dismissAnimation {
            result.animation = dismissAnimation
        } else {
            result.animation = animation ?? result.animation ?? lastAnimation ?? .default
            lastAnimation = result.animation
        }
        return result
    }

    /// The insertion has finished on screen.
    func didFinishPresenting() {
        guard _phase == .presenting else { return }
        setPhase(.presented)
        resumeAll(\.presentWaiters, throwing: nil)
    }

    /// The removal has finished and nothing of the cover is on screen.
    func didFinishDismissing() {
        guard _phase == .dismissing else { return }
        setPhase(.idle)
        let queued = queuedKey
        shownKey = nil
        resumeAll(\.dismissWaiters, throwing: nil)
        onDismiss?()
        if let queued { startPresenting(key: queued, transaction: nil) }
    }

    /// The cover's presenter left the tree: everything stops at once.
    func invalidate() {
        shownKey = nil
        queuedKey = nil
        pendingTransaction = nil
        let wasShown = _phase != .idle
        setPhase(.idle)
        resumeAll(\.presentWaiters, throwing: CancellationError())
        resumeAll(\.dismissWaiters, throwing: CancellationError())
        if wasShown { onDismiss?() }
    }

    private func resumeAll(_ waiters: ReferenceWritableKeyPath<PresentationProxy, [Int: CheckedContinuation<Void, Error>]>, throwing error: Error?) {
        let all = self[keyPath: waiters]
        self[keyPath: waiters] = [:]
        for (_, c) in all.sorted(by: { $0.key < $1.key }) {
            if let error { c.resume(throwing: error) } else { c.resume() }
        }
    }

    /// Takes the transaction of the pending change of presence, if any.
    func takeTransaction() -> Transaction? {
        defer { pendingTransaction = nil }
        return pendingTransaction
    }
}
