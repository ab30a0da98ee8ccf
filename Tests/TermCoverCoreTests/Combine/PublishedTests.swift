import Combine
import Foundation
import Testing

private final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var shout = ""
    var plain = 0
}

private final class ByHand: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
}

@Suite("@Published and ObservableObject as Combine publishers")
struct PublishedTests {
    @Test("$name sends the current value, then each new one before it is stored, after objectWillChange")
    func projectedPublisher() {
        let profile = Profile()
        var events: [String] = []
        let changes = profile.objectWillChange.sink { events.append("will change (name is \(profile.name))") }
        let names = profile.$name.sink { events.append("$name \($0) (name is \(profile.name))") }
        profile.name = "Grace"
        #expect(events == ["$name Ada (name is Ada)", "will change (name is Ada)", "$name Grace (name is Ada)"])
        #expect(profile.name == "Grace")
        _ = (changes, names)
    }

    @Test("assign(to: &$shout) republishes a chain into a @Published property, which announces the change")
    func assignToPublished() {
        let profile = Profile()
        var changes = 0
        let watching = profile.objectWillChange.sink { changes += 1 }
        profile.$name.map { $0.uppercased() + "!" }.assign(to: &profile.$shout)
        #expect(profile.shout == "ADA!")
        profile.name = "Grace"
        #expect(profile.shout == "GRACE!")
        // "ADA!" written as the chain subscribed, then "Grace" and the "GRACE!" it made.
        #expect(changes == 3)
        _ = watching
    }

    @Test("the default objectWillChange is one publisher for the object, and a property that is not @Published does not announce")
    func sharedPublisher() {
        let profile = Profile()
        #expect(profile.objectWillChange === profile.objectWillChange)
        var changes = 0
        let watching = profile.objectWillChange.sink { changes += 1 }
        profile.plain = 3
        profile.shout = "x"
        #expect(changes == 1)
        _ = watching
    }

    @Test("an object may announce through a PassthroughSubject of its own")
    func ownPublisher() {
        let object = ByHand()
        var heard = 0
        let watching = object.objectWillChange.sink { heard += 1 }
        object.objectWillChange.send()
        #expect(heard == 1)
        _ = watching
    }
}
