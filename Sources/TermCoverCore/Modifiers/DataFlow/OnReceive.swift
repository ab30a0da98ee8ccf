import Combine
import Foundation

extension View {
    /// Calls `action` with each value `publisher` sends while the view is
    /// in the tree, as SwiftUI's `onReceive(_:perform:)`:
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// … .onReceive(timer) { _ in ticks += 1 }
    /// ```
    ///
    /// The view subscribes when it first appears and cancels when it goes
    /// away. The publisher it subscribed to is kept: a view made again by
    /// its parent (a TermCover view is, each frame its tree is evaluated)
    /// brings a new `Timer.publish(…).autoconnect()`, and restarting the
    /// timer each time would keep it from ever firing. Only a subject
    /// replaced by another object is subscribed to afresh. The action runs
    /// on the main actor: at once for a value sent there, else on the main queue.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}

struct OnReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let box = context.graph.stateBox(at: context.path.appending(.name("receive")), initial: Reception<P.Output>())
        box.value.receive(publisher, action)
        return content.resolve(context)
    }
}

/// An `onReceive`'s subscription and the latest action, which each
/// evaluation of the view replaces (it captures that evaluation's state).
final class Reception<Output>: GraphDisposable, @unchecked Sendable {
    private var subscription: AnyCancellable?
    /// The publisher subscribed to, kept alive (an autoconnected timer
    /// stops when its publisher goes), and its identity when it is a subject.
    private var source: Any?
    private var subject: ObjectIdentifier?
    private var action: (Output) -> Void = { _ in }

    @MainActor
    func receive<P: Publisher>(_ publisher: P, _ action: @escaping (Output) -> Void) where P.Output == Output, P.Failure == Never {
        self.action = action
        let identity = (publisher as? any Subject).map { ObjectIdentifier($0) }
        guard subscription == nil || identity != subject else { return }
        subscription?.cancel()
        source = publisher
        subject = identity
        subscription = publisher.sink { [weak self] value in
            guard let self else { return }
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { self.action(value) }
            } else {
                let carried = UncheckedValue(value: value, reception: self)
                DispatchQueue.main.async { carried.reception.action(carried.value) }
            }
        }
    }

    func dispose() {
        subscription?.cancel()
        subscription = nil
        source = nil
    }

    private struct UncheckedValue: @unchecked Sendable {
        let value: Output
        let reception: Reception
    }
}

/// Whether the caller is on the main actor: the main thread, where a
/// TermCover app serves it, or a block of the main queue, which serves it
/// wherever the process's `main` is `async` (Swift Testing's is).
enum MainQueue {
    private static let key = DispatchSpecificKey<UInt8>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: 1)

    static var isCurrent: Bool {
        if Thread.isMainThread { return true }
        _ = marked
        return DispatchQueue.getSpecific(key: key) == 1
    }
}
