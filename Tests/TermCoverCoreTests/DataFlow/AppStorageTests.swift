import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

private enum Units: String { case metric, imperial }
private enum Density: Int { case compact = 1, regular = 2 }

/// A store of its own for each test, emptied first.
private func freshStore(_ name: String) -> UserDefaults {
    let store = UserDefaults(suiteName: "termcover-tests-\(name)")!
    for key in store.dictionaryRepresentation().keys { store.removeObject(forKey: key) }
    return store
}

/// Two views reading the same key; "+" counts up in the first.
private struct Counters: View {
    let store: UserDefaults
    var body: some View {
        VStack(spacing: 0) {
            Writer(store: store)
            Reader(store: store)
        }
    }
    struct Writer: View {
        @AppStorage var count: Int
        init(store: UserDefaults) { _count = AppStorage(wrappedValue: 0, "count", store: store) }
        var body: some View {
            Text("writer \(count)").onKeyPress(.character("+")) { count += 1; return .handled }
        }
    }
    struct Reader: View {
        @AppStorage var count: Int
        init(store: UserDefaults) { _count = AppStorage(wrappedValue: 0, "count", store: store) }
        var body: some View { Text("reader \(count)") }
    }
}

/// An @AppStorage with no store, under `.defaultAppStorage`.
private struct Named: View {
    @AppStorage("name") private var name = "Ada"
    var body: some View {
        Text(name).onKeyPress(.character("g")) { name = "Grace"; return .handled }
    }
}

@MainActor
@Suite("@AppStorage and @SceneStorage")
struct AppStorageTests {
    @Test("a write through one @AppStorage shows in another view reading the same key, in the same frame")
    func sharedKey() {
        let store = freshStore("shared")
        let host = TestHost(Counters(store: store), size: Size(width: 10, height: 2))
        host.expectScreen([" writer 0 ", " reader 0 "])
        host.press(.character("+"))
        host.expectScreen([" writer 1 ", " reader 1 "])
        #expect(store.object(forKey: "count") as? Int == 1)
    }

    @Test("each type SwiftUI stores reads its default when the key is missing, and is written as the store keeps it")
    func everyType() {
        let store = freshStore("types")
        let flag = AppStorage(wrappedValue: false, "flag", store: store)
        let count = AppStorage(wrappedValue: 3, "count", store: store)
        let ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
        let name = AppStorage(wrappedValue: "Ada", "name", store: store)
        let home = AppStorage(wrappedValue: URL(string: "https://a.example")!, "home", store: store)
        let blob = AppStorage(wrappedValue: Data([1]), "blob", store: store)
        let when = AppStorage(wrappedValue: Date(timeIntervalSince1970: 0), "when", store: store)
        let units = AppStorage(wrappedValue: Units.metric, "units", store: store)
        let density = AppStorage(wrappedValue: Density.compact, "density", store: store)
        #expect(flag.wrappedValue == false && count.wrappedValue == 3 && ratio.wrappedValue == 0.5)
        #expect(name.wrappedValue == "Ada" && home.wrappedValue.absoluteString == "https://a.example")
        #expect(blob.wrappedValue == Data([1]) && when.wrappedValue == Date(timeIntervalSince1970: 0))
        #expect(units.wrappedValue == .metric && density.wrappedValue == .compact)
        flag.wrappedValue = true
        count.wrappedValue = 7
        ratio.wrappedValue = 2.25
        name.wrappedValue = "Grace"
        home.wrappedValue = URL(string: "https://b.example/x?y=1")!
        blob.wrappedValue = Data([9, 8])
        when.wrappedValue = Date(timeIntervalSince1970: 86_400)
        units.wrappedValue = .imperial
        density.projectedValue.wrappedValue = .regular
        // Read back from the store itself, not through the property wrappers.
        #expect(store.object(forKey: "flag") as? Bool == true)
        #expect(store.object(forKey: "count") as? Int == 7)
        #expect(store.object(forKey: "ratio") as? Double == 2.25)
        #expect(store.string(forKey: "name") == "Grace")
        #expect(store.string(forKey: "home") == "https://b.example/x?y=1")
        #expect(store.object(forKey: "blob") as? Data == Data([9, 8]))
        #expect(store.object(forKey: "when") as? Date == Date(timeIntervalSince1970: 86_400))
        #expect(store.string(forKey: "units") == "imperial")
        #expect(store.object(forKey: "density") as? Int == 2)
        #expect(home.wrappedValue.absoluteString == "https://b.example/x?y=1")
    }

    @Test("a value of another type under the key, or a raw value with no case, reads as the default")
    func mismatchReadsDefault() {
        let store = freshStore("mismatch")
        store.set("many", forKey: "count")
        store.set("furlongs", forKey: "units")
        store.set(4, forKey: "ratio")
        #expect(AppStorage(wrappedValue: 3, "count", store: store).wrappedValue == 3)
        #expect(AppStorage(wrappedValue: Units.metric, "units", store: store).wrappedValue == .metric)
        // An integer reads as a double, as UserDefaults.double(forKey:) reads it.
        #expect(AppStorage(wrappedValue: 0.5, "ratio", store: store).wrappedValue == 4)
    }

    @Test("the optional forms read nil when the key is missing, and writing nil removes it")
    func optionals() {
        let store = freshStore("optionals")
        let nickname = AppStorage<String?>("nickname", store: store)
        let units = AppStorage<Units?>("units", store: store)
        let density = AppStorage<Density?>("density", store: store)
        let seen = AppStorage<Date?>("seen", store: store)
        let limit = AppStorage<Int?>("limit", store: store)
        #expect(nickname.wrappedValue == nil && units.wrappedValue == nil && density.wrappedValue == nil)
        #expect(seen.wrappedValue == nil && limit.wrappedValue == nil)
        nickname.wrappedValue = "Ace"
        units.wrappedValue = .imperial
        density.wrappedValue = .regular
        limit.wrappedValue = 0
        #expect(store.string(forKey: "nickname") == "Ace" && store.string(forKey: "units") == "imperial")
        #expect(store.object(forKey: "density") as? Int == 2 && store.object(forKey: "limit") as? Int == 0)
        #expect(limit.wrappedValue == 0)
        nickname.wrappedValue = nil
        units.wrappedValue = nil
        #expect(store.object(forKey: "nickname") == nil && store.object(forKey: "units") == nil)
        #expect(nickname.wrappedValue == nil)
    }

    @Test(".defaultAppStorage gives an @AppStorage without store: its store, and store: wins over it")
    func defaultStore() {
        let store = freshStore("default")
        let other = freshStore("other")
        let host = TestHost(Named().defaultAppStorage(store), size: Size(width: 7, height: 1))
        host.expectScreen(["  Ada  "])
        host.press(.character("g"))
        host.expectScreen([" Grace "])
        #expect(store.string(forKey: "name") == "Grace")
        #expect(UserDefaults.standard.string(forKey: "name") != "Grace")
        let explicit = AppStorage(wrappedValue: 1, "n", store: other)
        let host2 = TestHost(Text("\(explicit.wrappedValue)").defaultAppStorage(store), size: Size(width: 1, height: 1))
        explicit.wrappedValue = 2
        #expect(other.object(forKey: "n") as? Int == 2 && store.object(forKey: "n") == nil)
        _ = host2
    }

    @Test("the stores @AppStorage wrote are the ones the run writes to disk as it ends")
    func writtenStoresAreKept() {
        let store = freshStore("kept")
        AppStorage(wrappedValue: 0, "k", store: store).wrappedValue = 5
        #expect(AppStorageWrites.written.contains { $0 === store })
    }
}

/// An app whose scene names the store.
private struct StoreApp: App {
    static let store = freshStore("scene")
    var body: some Scene {
        WindowGroup { Named() }
            .defaultAppStorage(Self.store)
    }
}

@MainActor
@Suite("Scene.defaultAppStorage")
struct SceneDefaultAppStorageTests {
    @Test("a scene's default store is the one its windows' @AppStorage write to")
    func sceneStore() {
        let host = TestHost(AppRootView(StoreApp()), size: Size(width: 7, height: 1))
        host.press(.character("g"))
        host.expectScreen([" Grace "])
        #expect(StoreApp.store.string(forKey: "name") == "Grace")
    }
}
