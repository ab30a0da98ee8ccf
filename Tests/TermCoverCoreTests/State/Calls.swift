/// Counts how often a closure inside a view runs (a body, a row, a cover's content).
@MainActor
final class Calls {
    var count = 0
}
