extension Publishers {
    /// Each value turned into a publisher whose values all come out, as
    /// Combine's `Publishers.FlatMap`: a search term into a fetch, say.
    /// Finishes when the upstream and every inner publisher have.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The inner publishers' output.
        public typealias Output = NewPublisher.Output
        /// The failure all share.
        public typealias Failure = Upstream.Failure
        /// The publisher of values to turn into publishers.
        public let upstream: Upstream
        /// How many inner publishers at once (taken as unlimited).
        public let maxPublishers: Subscribers.Demand
        /// Turns a value into a publisher.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Flat-maps `upstream` through `transform`.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan<Output, Failure>(AnySubscriber(subscriber), pending: 1)
            let transform = self.transform
            fan.start()
            upstream.subscribe(FanInput<Upstream.Output, Output, Failure>(fan: fan) { value in
                fan.expectOneMore()
                transform(value).subscribe(FanInput(fan: fan) { v in fan.send { v } })
            })
        }
    }
}

extension Publisher {
    /// Each value turned into a publisher by `transform`, all their values coming out.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}
