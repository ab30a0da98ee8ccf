/// A type-erased publisher, as Combine's `AnyPublisher`: what a view
/// model exposes so that its callers see only the output and failure.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let attach: (AnySubscriber<Output, Failure>) -> Void
    private let name: String

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        attach = { publisher.receive(subscriber: $0) }
        name = String(describing: P.self)
    }

    /// Attaches `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }

    /// "AnyPublisher".
    public var description: String { "AnyPublisher" }
}

extension Publisher {
    /// This publisher behind `AnyPublisher`, hiding its type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
