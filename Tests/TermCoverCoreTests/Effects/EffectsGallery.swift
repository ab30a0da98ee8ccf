import Testing
@testable import TermCoverCore

/// Not an assertion: prints scaled and rotated boxes so a person can judge
/// them (`swift test --filter EffectsGallery`). The exact expectations are in
/// the other suites.
@Suite("EffectsGallery")
struct EffectsGallery {
    static let box = Canvas(lines: [
        "+----------------+",
        "| TermCover      |",
        "| cover sheet    |",
        "|  [ OK ]        |",
        "+----------------+",
    ])

    static func show(_ title: String, _ transform: (Size) -> LayerTransform) -> Canvas {
        var dest = Canvas(size: Size(width: 40, height: 15), fill: Cell("."))
        let layer = box
        dest.compose(layer, x: 11, y: 5, transform: transform(layer.size), colorSupport: .trueColor)
        print("── \(title)")
        print(dest.lines.joined(separator: "\n"))
        return dest
    }

    @Test("prints a box scaled at 1, 0.75, 0.5, 0.25 and rotated at 0, 30, 90, 180 degrees")
    func gallery() {
        for s in [1.0, 0.75, 0.5, 0.25] {
            _ = Self.show("scale \(s)") { LayerTransform.identity.scaleEffect(s, in: $0) }
        }
        for d in [0.0, 15, 30, 45, 60, 90, 180, 270] {
            _ = Self.show("rotation \(d)°") { LayerTransform.identity.rotationEffect(.degrees(d), in: $0) }
        }
    }
}
