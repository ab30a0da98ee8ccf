import Combine
import Foundation
import Testing

/// What a subscriber saw, as words: values as they are, then "finished" or "failed".
private final class Log<Value>: @unchecked Sendable {
    var events: [String] = []
    func value(_ value: Value) { events.append("\(value)") }
    func completion<F>(_ completion: Subscribers.Completion<F>) {
        switch completion {
        case .finished: events.append("finished")
        case .failure(let error): events.append("failed \(error)")
        }
    }
}

private struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// Asks for a fixed number of values and no more.
private final class Limited: Subscriber, @unchecked Sendable {
    typealias Input = Int
    typealias Failure = Never
    let wanted: Int
    var received: [Int] = []
    init(wanted: Int) { self.wanted = wanted }
    func receive(subscription: Subscription) { subscription.request(.max(wanted)) }
    func receive(_ input: Int) -> Subscribers.Demand {
        received.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Never>) {}
}

private final class Thermostat {
    var target = 0
}

@Suite("Combine: publishers, subjects, subscribers and operators")
struct CombineTests {
    @Test("Just sends its one value, then finishes")
    func just() {
        let log = Log<Int>()
        let subscription = Just(5).sink(receiveCompletion: log.completion, receiveValue: log.value)
        #expect(log.events == ["5", "finished"])
        _ = subscription
    }

    @Test("a PassthroughSubject drops values sent before anyone subscribed and ignores values after completing")
    func passthrough() {
        let subject = PassthroughSubject<Int, Boom>()
        let log = Log<Int>()
        subject.send(1)
        let subscription = subject.sink(receiveCompletion: log.completion, receiveValue: log.value)
        subject.send(2)
        subject.send(3)
        subject.send(completion: .failure(Boom()))
        subject.send(4)
        #expect(log.events == ["2", "3", "failed boom"])
        _ = subscription
    }

    @Test("a CurrentValueSubject sends its value to each new subscriber, then each change; value reads the latest")
    func currentValue() {
        let subject = CurrentValueSubject<String, Never>("a")
        let first = Log<String>()
        let one = subject.sink(receiveValue: first.value)
        subject.value = "b"
        let second = Log<String>()
        let two = subject.sink(receiveValue: second.value)
        subject.send("c")
        #expect(first.events == ["a", "b", "c"])
        #expect(second.events == ["b", "c"])
        #expect(subject.value == "c")
        _ = (one, two)
    }

    @Test("a subscriber asking for two values gets two of the three a subject sends")
    func demandIsKept() {
        let subject = PassthroughSubject<Int, Never>()
        let limited = Limited(wanted: 2)
        subject.subscribe(limited)
        for value in [10, 20, 30] { subject.send(value) }
        #expect(limited.received == [10, 20])
    }

    @Test("map, filter and removeDuplicates in a chain: 1 1 2 2 3 1 4 gives 10 30 10 (evens filtered, repeats dropped)")
    func operatorChain() {
        let subject = PassthroughSubject<Int, Never>()
        let log = Log<Int>()
        let subscription = subject
            .removeDuplicates()          // 1 2 3 1 4
            .filter { $0 % 2 == 1 }      // 1 3 1
            .map { $0 * 10 }             // 10 30 10
            .eraseToAnyPublisher()
            .sink(receiveValue: log.value)
        for value in [1, 1, 2, 2, 3, 1, 4] { subject.send(value) }
        #expect(log.events == ["10", "30", "10"])
        _ = subscription
    }

    @Test("a filter makes up for each value it drops, so a subscriber asking for two still gets two passing values")
    func filterKeepsDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let limited = Limited(wanted: 2)
        subject.filter { $0 > 2 }.subscribe(limited)
        for value in [1, 2, 3, 4, 5] { subject.send(value) }
        #expect(limited.received == [3, 4])
    }

    @Test("releasing or cancelling an AnyCancellable ends the subscription; store(in:) keeps it alive in a set or an array")
    func cancellables() {
        let subject = PassthroughSubject<Int, Never>()
        let log = Log<Int>()
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        subject.sink { log.value($0) }.store(in: &set)
        subject.map { $0 + 100 }.sink { log.value($0) }.store(in: &array)
        var dropped: AnyCancellable? = subject.map { $0 + 1000 }.sink { log.value($0) }
        subject.send(1)
        dropped = nil
        subject.send(2)
        array.first?.cancel()
        subject.send(3)
        set.removeAll()
        subject.send(4)
        #expect(log.events == ["1", "101", "1001", "2", "102", "3"])
        _ = dropped
    }

    @Test("assign(to:on:) writes each value to the object's property")
    func assignOn() {
        let thermostat = Thermostat()
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.map { $0 * 2 }.assign(to: \.target, on: thermostat)
        subject.send(21)
        #expect(thermostat.target == 42)
        subscription.cancel()
        subject.send(5)
        #expect(thermostat.target == 42)
    }

    @Test("NotificationCenter's publisher delivers the named notifications from the object asked for, until cancelled")
    func notifications() {
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.ping")
        let sender = NSObject(), other = NSObject()
        var received: [String] = []
        let subscription = center.publisher(for: name, object: sender)
            .map { $0.userInfo?["n"] as? String ?? "?" }
            .sink { received.append($0) }
        center.post(name: name, object: sender, userInfo: ["n": "one"])
        center.post(name: name, object: other, userInfo: ["n": "other"])
        center.post(name: Notification.Name("CombineTests.else"), object: sender, userInfo: ["n": "else"])
        subscription.cancel()
        center.post(name: name, object: sender, userInfo: ["n": "late"])
        #expect(received == ["one"])
    }

    @Test("a subject subscribed to a publisher republishes its values")
    func subjectSubscribes() {
        let subject = PassthroughSubject<Int, Never>()
        let log = Log<Int>()
        let out = subject.sink(receiveCompletion: log.completion, receiveValue: log.value)
        let link = Just(7).subscribe(subject)
        #expect(log.events == ["7", "finished"])
        _ = (out, link)
    }
}
