import Synchronization

/// A unique identity for a subscriber or subscription, as Combine's.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private let value: UInt64

    private static let counter = Atomic<UInt64>(0)

    /// A new identity, unique in the process.
    public init() { value = Self.counter.add(1, ordering: .relaxed).newValue }

    /// The identity of `object`.
    public init(_ object: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) | 1 << 63 }

    /// The identity as hexadecimal.
    public var description: String { "0x" + String(value, radix: 16) }
}

/// A type with a `CombineIdentifier`, as Combine's.
public protocol CustomCombineIdentifierConvertible {
    /// This instance's identity.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// A class's identity is its object's.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
