import Foundation

extension Publishers {
    /// The latest value of each of two publishers, as a pair, each time
    /// either sends once both have sent, as Combine's `Publishers.CombineLatest`;
    /// finishes when both have.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The pair of latest values.
        public typealias Output = (A.Output, B.Output)
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Combines `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber` to both.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan<Output, Failure>(AnySubscriber(subscriber), pending: 2)
            let latest = Latest<A.Output, B.Output>()
            fan.start()
            a.subscribe(FanInput(fan: fan) { v in fan.send { latest.a = v; return latest.pair } })
            b.subscribe(FanInput(fan: fan) { v in fan.send { latest.b = v; return latest.pair } })
        }
    }

    /// The values of two publishers paired in order, the first with the
    /// first, as Combine's `Publishers.Zip`; finishes when either has
    /// finished with nothing left to pair.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// Each pair.
        public typealias Output = (A.Output, B.Output)
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Zips `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber` to both.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan<Output, Failure>(AnySubscriber(subscriber), pending: 2)
            let queues = Queues<A.Output, B.Output>()
            fan.start()
            a.subscribe(FanInput(fan: fan, value: { v in fan.send { queues.a.append(v); return queues.pair() } },
                                 onFinish: { fan.send { queues.aDone = true; return nil }; queues.endIfDrained(fan) }))
            b.subscribe(FanInput(fan: fan, value: { v in fan.send { queues.b.append(v); return queues.pair() } },
                                 onFinish: { fan.send { queues.bDone = true; return nil }; queues.endIfDrained(fan) }))
        }
    }
}

/// CombineLatest's latest values, touched only under its fan's lock.
private final class Latest<A, B>: @unchecked Sendable {
    var a: A?
    var b: B?
    var pair: (A, B)? { a.flatMap { a in b.map { (a, $0) } } }
}

/// Zip's values not yet paired, touched only under its fan's lock.
private final class Queues<A, B>: @unchecked Sendable {
    var a: [A] = []
    var b: [B] = []
    var aDone = false
    var bDone = false

    func pair() -> (A, B)? {
        guard !a.isEmpty, !b.isEmpty else { return nil }
        return (a.removeFirst(), b.removeFirst())
    }

    /// A finished side with nothing waiting means no more pairs: the zip finishes.
    func endIfDrained<O, F: Error>(_ fan: Fan<O, F>) {
        if (aDone && a.isEmpty) || (bDone && b.isEmpty) { fan.upstreamEnded(.finished, endsAll: true) }
    }
}

extension Publisher {
    /// The latest of this publisher's values and `other`'s, paired.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest of this publisher's values and `other`'s, through `transform`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest of this publisher's values and two others', as a triple.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q)
        -> Publishers.Map<Publishers.CombineLatest<Publishers.CombineLatest<Self, P>, Q>, (Output, P.Output, Q.Output)>
        where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest(Publishers.CombineLatest(self, p), q).map { ($0.0.0, $0.0.1, $0.1) }
    }

    /// The latest of this publisher's values and two others', through `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Publishers.CombineLatest<Self, P>, Q>, T>
        where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest(Publishers.CombineLatest(self, p), q).map { transform($0.0.0, $0.0.1, $0.1) }
    }

    /// This publisher's values paired in order with `other`'s.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// This publisher's values paired in order with `other`'s, through `transform`.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Zip(self, other).map(transform)
    }
}
