import Foundation

/// One attached gesture following one press, its value type erased.
@MainActor
final class GestureSession {
    /// What became of the gesture after an event.
    enum Status { case possible, changed, ended, failed }
    private let feed: (GestureEvent) -> Status
    private let claimsNow: () -> Bool
    private let deadlineNow: () -> Double?
    var key: GestureKey!
    /// Ended or failed.
    private(set) var isFinished = false
    /// Ended (recognized).
    private(set) var succeeded = false

    init<V>(_ recognizer: _GestureRecognizer<V>) {
        feed = { event in
            switch recognizer.handle(event) {
            case .possible: .possible
            case .changed: .changed
            case .ended: .ended
            case .failed: .failed
            }
        }
        claimsNow = { recognizer.claims }
        deadlineNow = { recognizer.deadline }
    }

    var claims: Bool { claimsNow() }
    var deadline: Double? { isFinished ? nil : deadlineNow() }
    var isSimultaneous: Bool { key.priority == .simultaneous }

    @discardableResult
    func send(_ event: GestureEvent) -> Status {
        guard !isFinished else { return .failed }
        let status = feed(event)
        if status == .ended { succeeded = true }
        if status == .ended || status == .failed { isFinished = true }
        return status
    }
}

/// The gestures following the press in progress: made from the nodes under
/// the pointer at the press, ranked as SwiftUI ranks them (high-priority
/// gestures outermost first, then the others innermost first: a subview's
/// gesture before its parent's), and fed the press, its motion and its
/// release. The first gesture of that order to claim the pointer wins: the
/// others, except simultaneous ones, are cancelled, and the release is not
/// a click. Taps claim nothing while the button is down; at the release
/// they are recognized in the order clicks go (`resolveTap`).
@MainActor
final class GestureArena {
    private(set) var sessions: [GestureSession] = []
    /// The gesture that took the pointer, if one did.
    private(set) var winner: GestureSession?
    /// The release being delivered, for `resolveTap`.
    private var release: GestureSample?

    /// True while a press is followed.
    var isActive: Bool { !sessions.isEmpty }
    /// When a gesture wants time to pass (a long press).
    var deadline: Double? { sessions.compactMap(\.deadline).min() }

    /// Starts following a press: `chain` is the hit chain, innermost first.
    func begin(_ chain: [LayoutNode], at sample: GestureSample) {
        cancel()
        var attachments: [(GestureNode, depth: Int)] = []
        var subviewsOff = false
        // Masks act on what is inside them: walk from the outside in.
        for (depth, node) in chain.enumerated().reversed() {
            guard let g = node as? GestureNode else { continue }
            let a = g.attachment
            if !subviewsOff, a.enabled, a.mask.contains(.gesture) { attachments.append((g, depth)) }
            if !a.mask.contains(.subviews) { subviewsOff = true }
        }
        let high = attachments.filter { $0.0.attachment.key.priority == .high }  // outermost first
        let rest = attachments.filter { $0.0.attachment.key.priority != .high }.reversed()  // innermost first
        sessions = (high + rest).map { node, depth in
            let a = node.attachment
            let origin = CGPoint(x: a.cells.points(columns: node.frame.x), y: a.cells.points(rows: node.frame.y))
            let session = a.make(_GestureSpace(localOrigin: origin, named: Self.namedSpaces(around: depth, in: chain, cells: a.cells)))
            session.key = a.key
            return session
        }
        deliver(.began(sample))
    }

    /// The origins, in screen points, of the spaces named by the views
    /// around the gesture at `depth` of `chain` (innermost first): the
    /// nearest ancestor of a name wins, as in SwiftUI; then a name given
    /// inside the gesture's view (`.coordinateSpace(name:)` written before
    /// `.gesture`), which has the view's own frame.
    static func namedSpaces(around depth: Int, in chain: [LayoutNode], cells: CellMetrics) -> [AnyHashable: CGPoint] {
        var named: [AnyHashable: CGPoint] = [:]
        for node in chain[depth...] + chain[..<depth].reversed() {
            guard let space = node as? CoordinateSpaceNode, named[space.name] == nil else { continue }
            named[space.name] = CGPoint(x: cells.points(columns: space.frame.x), y: cells.points(rows: space.frame.y))
        }
        return named
    }

    /// The pointer moved with the button held.
    func move(_ sample: GestureSample) { deliver(.moved(sample)) }

    /// Time passed with the button held.
    func tick(_ now: Double) { deliver(.tick(now)) }

    /// Feeds `event` in rank order. Once one gesture claims the pointer,
    /// the others of lower rank get no more events but a cancel, and those
    /// of higher rank still waiting are cancelled too.
    private func deliver(_ event: GestureEvent) {
        for s in sessions where !s.isFinished {
            if let winner, s !== winner, !s.isSimultaneous {
                s.send(.cancelled)
                continue
            }
            s.send(event)
            if winner == nil, !s.isSimultaneous, s.claims { winner = s }
        }
        if let winner {
            for s in sessions where s !== winner && !s.isSimultaneous && !s.isFinished { s.send(.cancelled) }
        }
    }

    /// The button came up. Returns true when a gesture took the pointer
    /// (the release is then no click); otherwise the high-priority taps
    /// are tried, and the caller delivers the click, through which the
    /// other taps are recognized.
    func end(_ sample: GestureSample) -> Bool {
        if winner != nil {
            deliver(.ended(sample))
            cancel()
            return true
        }
        release = sample
        for s in sessions where s.key.priority == .high && !s.isFinished {
            if s.send(.ended(sample)) == .ended {
                finish()
                return true
            }
        }
        return false
    }

    /// A node with the gesture `key` was clicked: its taps end now. True if one was recognized.
    func resolveTap(_ key: GestureKey) -> Bool {
        guard let release else { return false }
        var taken = false
        for s in sessions where s.key == key && !s.isFinished {
            if s.send(.ended(release)) == .ended { taken = true }
        }
        return taken
    }

    /// After the click: simultaneous gestures end, the rest are cancelled.
    func finish() {
        if let release {
            for s in sessions where s.isSimultaneous && !s.isFinished { s.send(.ended(release)) }
        }
        cancel()
    }

    /// Drops the press: every gesture still waiting is cancelled.
    func cancel() {
        for s in sessions where !s.isFinished { s.send(.cancelled) }
        sessions = []
        winner = nil
        release = nil
    }
}
