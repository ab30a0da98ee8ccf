extension Publishers {
    /// Republishes each value through a closure, as Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher mapped.
        public let upstream: Upstream
        /// The closure each value goes through.
        public let transform: (Upstream.Output) -> Output

        /// Maps `upstream`'s values through `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through the transform.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay(downstream: subscriber, step: transform))
        }
    }

    /// Republishes the non-nil results of a closure, as Combine's `Publishers.CompactMap`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher mapped.
        public let upstream: Upstream
        /// The closure each value goes through; nil drops the value.
        public let transform: (Upstream.Output) -> Output?

        /// Maps `upstream`'s values through `transform`, dropping nils.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through the transform.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay(downstream: subscriber, step: transform))
        }
    }
}

extension Publisher {
    /// Each value, transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// The value at `keyPath` of each value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        nonisolated(unsafe) let keyPath = keyPath
        return map { $0[keyPath: keyPath] }
    }

    /// Each value's non-nil result of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}
