import Foundation

/// The transaction of the `withTransaction` block running on this thread.
///
/// Kept per thread, not on the main actor: Observation reports a change
/// synchronously on the thread that made it, from inside the mutation, and
/// the graph must see the transaction of that very change there. A live
/// program's main actor runs on whatever thread the executor picks (on Linux,
/// after an `async` main, not the process's main thread), so the transaction
/// has to travel with the call stack rather than with a thread's name. Not a
/// task-local either: a `Task` started inside `withAnimation` would inherit
/// it, and SwiftUI does not animate that task's later changes.
enum CurrentTransaction {
    private final class Box {
        let value: Transaction
        init(_ value: Transaction) { self.value = value }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        return key
    }()

    static var value: Transaction? {
        get {
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue().value
        }
        set {
            if let old = pthread_getspecific(key) { Unmanaged<Box>.fromOpaque(old).release() }
            let new = newValue.map { Unmanaged.passRetained(Box($0)).toOpaque() }
            pthread_setspecific(key, new)
        }
    }
}
