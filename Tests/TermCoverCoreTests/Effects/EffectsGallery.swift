import Testing
@testable import TermCoverCore

/// Not an assertion suite: prints scaled, rotated and faded boxes so a person
/// can judge them (`swift test --filter EffectsGallery`). The exact
/// expectations live in the other suites.
@Suite("EffectsGallery")
struct EffectsGallery {
    static let ascii = CellGrid(lines: [
        "+----------------+",
        "| TermCover      |",
        "| cover sheet    |",
        "|  [ OK ]        |",
        "+----------------+",
    ])
    static let boxed = CellGrid(lines: [
        "╭────────────────╮",
        "│ 設定 Settings  │",
        "│ ▸ Theme: dark  │",
        "│   [ OK ]       │",
        "╰────────────────╯",
    ])

    /// The layer drawn in the middle of a dotted 40×15 screen through `transform`.
    static func frame(_ layer: CellGrid, opacity: Double = 1, support: ColorSupport = .trueColor,
                      _ transform: (Size) -> LayerTransform) -> CellGrid {
        var dest = CellGrid(size: Size(width: 40, height: 15), fill: Cell("."))
        dest.compose(layer, x: 11, y: 5, transform: transform(layer.size), opacity: opacity, colorSupport: support)
        #expect(EffectsFixture.wideCharactersAreWhole(dest))
        return dest
    }

    static func show(_ title: String, _ canvas: CellGrid) {
        print("── \(title)\n" + canvas.lines.joined(separator: "\n"))
    }

    @Test("prints boxes scaled at 1, 0.75, 0.5, 0.25 and rotated at 0, 30, 90, 180 degrees")
    func gallery() {
        for layer in [Self.ascii, Self.boxed] {
            for s in [1.0, 0.75, 0.5, 0.25] {
                Self.show("scale \(s)", Self.frame(layer) { LayerTransform.identity.scaleEffect(s, in: $0) })
            }
            for d in [0.0, 15, 30, 45, 90, 180, 270] {
                Self.show("rotation \(d)°", Self.frame(layer) { LayerTransform.identity.rotationEffect(.degrees(d), in: $0) })
            }
        }
        for o in [0.25, 0.5, 0.75] {
            Self.show("opacity \(o), 16 colors (dither)", Self.frame(Self.ascii, opacity: o, support: .ansi16) { _ in .identity })
        }
        for p in [0.25, 0.5, 0.75] {
            Self.show("dissolve \(p)", Self.frame(Self.boxed.masked(dissolve: p)) { _ in .identity })
            Self.show("wipe \(p) from bottom", Self.frame(Self.boxed.masked(wipe: p, from: .bottom)) { _ in .identity })
        }
    }
}
