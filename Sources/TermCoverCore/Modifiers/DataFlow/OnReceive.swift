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
    /// away; a publisher that is an object (a subject, an autoconnected
    /// timer) replaced by another is subscribed to afresh. The action runs on
    /// the main thread: at once for a value sent there, else on the main queue.
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
    /// The object the subscription is to, when the publisher is one.
    private var source: ObjectIdentifier?
    private var action: (Output) -> Void = { _ in }

    @MainActor
    func receive<P: Publisher>(_ publisher: P, _ action: @escaping (Output) -> Void) where P.Output == Output, P.Failure == Never {
        self.action = action
        let identity = type(of: publisher as Any) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
        guard subscription == nil || identity != source else { return }
        subscription?.cancel()
        source = identity
        subscription = publisher.sink { [weak self] value in
            guard let self else { return }
            if Thread.isMainThread {
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
    }

    private struct UncheckedValue: @unchecked Sendable {
        let value: Output
        let reception: Reception
    }
}
