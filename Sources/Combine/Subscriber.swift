/// Receives values from a publisher, as Combine's `Subscriber`: first a
/// subscription, then the values it asked for, then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values received.
    associatedtype Input
    /// The kind of error received.
    associatedtype Failure: Error

    /// Called once, when the publisher accepts the subscriber: ask the
    /// subscription for values with `request(_:)`.
    func receive(subscription: Subscription)
    /// Called with each value; returns how many more values are wanted on
    /// top of what was asked for before.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Called once when the publisher finishes or fails; nothing follows.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives the one value a `Void` publisher sends.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// Combine's namespace for subscribers and the types they share.
public enum Subscribers {}

extension Subscribers {
    /// How a publisher ended: finished normally, or failed with an error.
    public enum Completion<Failure: Error> {
        /// Finished normally.
        case finished
        /// Ended by an error.
        case failure(Failure)
    }

    /// How many values a subscriber still wants: a number, or unlimited.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The number asked for; nil for unlimited.
        public let max: Int?

        private init(_ max: Int?) { self.max = max }

        /// As many values as the publisher has.
        public static let unlimited = Demand(nil)
        /// No more values.
        public static let none = Demand(0)

        /// At most `value` values; `value` may not be negative.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand may not be negative")
            return Demand(value)
        }

        /// "unlimited" or "max(n)".
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        /// Adds demands; anything plus unlimited is unlimited.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max, let b = rhs.max else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : Demand(sum)
        }
        /// Adds a number of values.
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(0, rhs)) }
        /// Adds in place.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Adds a number of values in place.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Takes away, never below none; unlimited stays unlimited.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            guard let b = rhs.max else { return .none }
            return Demand(Swift.max(0, a - b))
        }
        /// Takes a number of values away.
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(Swift.max(0, rhs)) }
        /// Takes away in place.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        /// Takes a number of values away in place.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        /// Multiplies a demand; unlimited stays unlimited.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            let (product, overflow) = a.multipliedReportingOverflow(by: Swift.max(0, rhs))
            return overflow ? .unlimited : Demand(product)
        }
        /// Compares; unlimited is more than any number.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): false
            case (_, nil): true
            case let (a?, b?): a < b
            }
        }
        /// Compares with a number.
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        /// Compares with a number.
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs < .max(Swift.max(0, rhs)) }
        /// Compares with a number.
        public static func > (lhs: Demand, rhs: Int) -> Bool { .max(Swift.max(0, rhs)) < lhs }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
