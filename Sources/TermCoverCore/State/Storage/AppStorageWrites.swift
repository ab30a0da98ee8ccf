import Combine
import Foundation
import Synchronization

/// What `@AppStorage` writes tell: every view tree reading one is
/// evaluated again (so properties sharing a key agree), and the stores
/// written are remembered, for the run to write them to disk as it ends.
package enum AppStorageWrites {
    private struct Registry: @unchecked Sendable {
        var followers: [WeakInbox] = []
        var stores: [UserDefaults] = []
    }
    private struct WeakInbox { weak var inbox: ChangeInbox? }
    private static let registry = Mutex(Registry())

    /// Tells `inbox` of every write, once however often it is asked.
    static func follow(_ inbox: ChangeInbox) {
        registry.withLock { registry in
            if !registry.followers.contains(where: { $0.inbox === inbox }) {
                registry.followers.removeAll { $0.inbox == nil }
                registry.followers.append(WeakInbox(inbox: inbox))
            }
        }
    }

    /// `store` was written: every following tree takes a frame, in the
    /// write's transaction.
    static func wrote(_ store: UserDefaults) {
        let inboxes = registry.withLock { registry -> [ChangeInbox] in
            if !registry.stores.contains(where: { $0 === store }) { registry.stores.append(store) }
            return registry.followers.compactMap(\.inbox)
        }
        for inbox in inboxes { inbox.objectWillChange() }
    }

    /// The stores an `@AppStorage` wrote.
    static var written: [UserDefaults] { registry.withLock { $0.stores } }

    /// Writes every store an `@AppStorage` wrote to disk (Linux's Foundation
    /// does only when asked), and `UserDefaults.standard`, which the app may
    /// have written itself. A store nobody wrote is left alone.
    package static func synchronize() {
        let stores = written
        UserDefaults.standard.synchronize()
        for store in stores where store !== UserDefaults.standard { store.synchronize() }
    }
}
