extension Publishers {
    /// The values of two publishers as they come, as Combine's `Publishers.Merge`;
    /// finishes when both have.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The publishers' output.
        public typealias Output = A.Output
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber` to both.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan<Output, Failure>(AnySubscriber(subscriber), pending: 2)
            fan.start()
            a.subscribe(FanInput(fan: fan) { v in fan.send { v } })
            b.subscribe(FanInput(fan: fan) { v in fan.send { v } })
        }
    }

    /// The values of any number of publishers of one type as they come, as
    /// Combine's `Publishers.MergeMany`; finishes when all have.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The publishers' output.
        public typealias Output = Upstream.Output
        /// The publishers' failure.
        public typealias Failure = Upstream.Failure
        /// The publishers merged.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// Merges `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// Attaches `subscriber` to every publisher.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan<Output, Failure>(AnySubscriber(subscriber), pending: publishers.count)
            fan.start()
            if publishers.isEmpty { fan.upstreamEnded(.finished, endsAll: true) }
            for p in publishers { p.subscribe(FanInput(fan: fan) { v in fan.send { v } }) }
        }
    }
}

extension Publisher {
    /// This publisher's values and `other`'s, as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// This publisher's values and the others', as they come.
    public func merge(with other: Self...) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany([self] + other)
    }
}
