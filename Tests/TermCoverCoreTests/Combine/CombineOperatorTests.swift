import Combine
import Foundation
import Testing

private struct Boom: Error {}

/// Collects what a publisher sends, as words: values, then "finished" or "failed".
private func record<P: Publisher>(_ publisher: P, _ cancellables: inout Set<AnyCancellable>) -> EventBox {
    let box = EventBox()
    publisher.sink(receiveCompletion: { completion in
        if case .finished = completion { box.events.append("finished") } else { box.events.append("failed") }
    }, receiveValue: { box.events.append("\($0)") }).store(in: &cancellables)
    return box
}

private final class EventBox: @unchecked Sendable {
    var events: [String] = []
}

@Suite("Combine's operators that view models use: merge, combineLatest, zip, flatMap, scan, prepend, append, Future")
struct CombineOperatorTests {
    @Test("merge hands on both publishers' values as they come and finishes when both have")
    func merge() {
        var bag = Set<AnyCancellable>()
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let box = record(a.merge(with: b), &bag)
        a.send(1); b.send(2); a.send(3)
        a.send(completion: .finished)
        #expect(box.events == ["1", "2", "3"])
        b.send(4); b.send(completion: .finished)
        #expect(box.events == ["1", "2", "3", "4", "finished"])
    }

    @Test("combineLatest sends nothing until both have sent, then the latest pair each time either sends")
    func combineLatest() {
        var bag = Set<AnyCancellable>()
        let name = PassthroughSubject<String, Never>(), age = CurrentValueSubject<Int, Never>(30)
        let box = record(name.combineLatest(age) { "\($0) \($1)" }, &bag)
        #expect(box.events.isEmpty)
        name.send("Ann")
        age.send(31)
        name.send("Bo")
        #expect(box.events == ["Ann 30", "Ann 31", "Bo 31"])
    }

    @Test("zip pairs the first with the first, the second with the second, and finishes as soon as a side finishes with nothing left to pair")
    func zip() {
        var bag = Set<AnyCancellable>()
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let box = record(a.zip(b) { "\($0)\($1)" }, &bag)
        a.send(1); a.send(2); b.send("x")
        #expect(box.events == ["1x"])
        // Apple: "If either upstream publisher finishes successfully or fails with an error, the zipped publisher does the same."
        b.send(completion: .finished)
        #expect(box.events == ["1x", "finished"])
        a.send(3)
        #expect(box.events == ["1x", "finished"])
        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        let done = record(c.zip(d), &bag)
        c.send(1); d.send(completion: .finished)
        #expect(done.events == ["finished"])
    }

    @Test("flatMap sends every inner publisher's values and finishes once the outer and all inner ones have; a failure ends it")
    func flatMap() {
        var bag = Set<AnyCancellable>()
        let terms = PassthroughSubject<String, Boom>()
        var inners: [PassthroughSubject<String, Boom>] = []
        let box = record(terms.flatMap { term -> PassthroughSubject<String, Boom> in
            let inner = PassthroughSubject<String, Boom>()
            inners.append(inner)
            return inner
        }, &bag)
        terms.send("a"); terms.send("b")
        inners[0].send("a1"); inners[1].send("b1"); inners[0].send("a2")
        terms.send(completion: .finished)
        inners[0].send(completion: .finished)
        #expect(box.events == ["a1", "b1", "a2"])
        inners[1].send(completion: .finished)
        #expect(box.events == ["a1", "b1", "a2", "finished"])
        let failing = record(Just(1).setFailureType(to: Boom.self).flatMap { _ in Fail<Int, Boom>(error: Boom()) }, &bag)
        #expect(failing.events == ["failed"])
    }

    @Test("scan sends each running result: 1, 2, 3 from 0 by + give 1, 3, 6")
    func scan() {
        var bag = Set<AnyCancellable>()
        let box = record([1, 2, 3].publisher.scan(0, +), &bag)
        #expect(box.events == ["1", "3", "6", "finished"])
    }

    @Test("prepend sends its elements first; append sends its own once the publisher finishes")
    func prependAndAppend() {
        var bag = Set<AnyCancellable>()
        let subject = PassthroughSubject<Int, Never>()
        let box = record(subject.prepend(0, 1).append(9), &bag)
        #expect(box.events == ["0", "1"])
        subject.send(5)
        subject.send(completion: .finished)
        #expect(box.events == ["0", "1", "5", "9", "finished"])
    }

    @Test("a Future runs its closure once, at once, and gives its one result to subscribers before and after it is fulfilled")
    func future() {
        var bag = Set<AnyCancellable>()
        var runs = 0
        var promise: Future<Int, Boom>.Promise?
        let future = Future<Int, Boom> { p in runs += 1; promise = p }
        let early = record(future, &bag)
        #expect(early.events.isEmpty)
        promise?(.success(7))
        let late = record(future, &bag)
        #expect(early.events == ["7", "finished"])
        #expect(late.events == ["7", "finished"])
        #expect(runs == 1)
    }

    @Test("a sequence's publisher gives one element a request, as a subscriber asks")
    func sequenceDemand() {
        final class Two: Subscriber, @unchecked Sendable {
            typealias Input = Int
            typealias Failure = Never
            var got: [Int] = []
            var finished = false
            func receive(subscription: Subscription) { subscription.request(.max(2)) }
            func receive(_ input: Int) -> Subscribers.Demand { got.append(input); return .none }
            func receive(completion: Subscribers.Completion<Never>) { finished = true }
        }
        let two = Two()
        [4, 5, 6].publisher.subscribe(two)
        #expect(two.got == [4, 5])
        #expect(!two.finished)
    }
}
