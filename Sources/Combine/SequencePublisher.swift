import Foundation

extension Publishers {
    /// The elements of a sequence, one a request, then a finish, as
    /// Combine's `Publishers.Sequence` (what `[1, 2, 3].publisher` gives).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The sequence's elements.
        public typealias Output = Elements.Element
        /// The elements sent.
        public let sequence: Elements

        /// Publishes `sequence`'s elements.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Sends the elements as `subscriber` asks for them.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: SequenceSubscription(AnySubscriber(subscriber), Array(sequence)))
        }
    }

    /// One publisher's values, then another's, as Combine's `Publishers.Concatenate`.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// The publishers' output.
        public typealias Output = Suffix.Output
        /// The publishers' failure.
        public typealias Failure = Suffix.Failure
        /// What comes first.
        public let prefix: Prefix
        /// What comes once `prefix` has finished.
        public let suffix: Suffix

        /// `prefix`'s values, then `suffix`'s.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Attaches `subscriber` to the prefix, and to the suffix once the prefix finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan<Output, Failure>(AnySubscriber(subscriber), pending: 1)
            let suffix = self.suffix
            fan.start()
            prefix.subscribe(FanInput(fan: fan, value: { v in fan.send { v } }, onFinish: {
                suffix.subscribe(FanInput(fan: fan) { v in fan.send { v } })
            }))
        }
    }
}

/// A sequence publisher's subscription: elements go out as demand allows.
private final class SequenceSubscription<Element, Failure: Error>: Subscription, @unchecked Sendable {
    private var downstream: AnySubscriber<Element, Failure>?
    private var remaining: ArraySlice<Element>
    private let lock = NSRecursiveLock()
    private var demand = Subscribers.Demand.none
    private var sending = false

    init(_ downstream: AnySubscriber<Element, Failure>, _ elements: [Element]) {
        self.downstream = downstream
        remaining = elements[...]
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        demand += more
        // A request made from inside `receive` only adds to the demand the loop below is spending.
        guard !sending else { return }
        sending = true
        defer { sending = false }
        while demand > 0, let target = downstream, let next = remaining.first {
            remaining = remaining.dropFirst()
            demand -= 1
            demand += target.receive(next)
        }
        if remaining.isEmpty, let target = downstream {
            downstream = nil
            target.receive(completion: .finished)
        }
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}

extension Sequence {
    /// A publisher of the sequence's elements, as Combine adds to sequences.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publisher {
    /// `elements` first, then this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }
    /// `elements` first, then this publisher's values.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where S.Element == Output {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }
    /// `publisher`'s values first, then this publisher's.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }
    /// This publisher's values, then `elements` once it finishes.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
    /// This publisher's values, then `elements` once it finishes.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where S.Element == Output {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
    /// This publisher's values, then `publisher`'s once it finishes.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}
