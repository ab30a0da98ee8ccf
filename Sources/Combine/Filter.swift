extension Publishers {
    /// Republishes the values a closure accepts, as Combine's `Publishers.Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher filtered.
        public let upstream: Upstream
        /// True for the values to keep.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Keeps `upstream`'s values for which `isIncluded` is true.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches `subscriber` behind the filter.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(Relay(downstream: subscriber) { isIncluded($0) ? $0 : nil })
        }
    }
}

extension Publisher {
    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}
