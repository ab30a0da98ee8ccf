import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

/// The RGB bytes of a 24-bit color, or nil.
private func bytes(_ color: Color) -> [Int]? {
    guard case .rgb(let r, let g, let b) = color.kind else { return nil }
    return [Int(r), Int(g), Int(b)]
}

@MainActor
@Suite("Colors from components, the iOS 17 named colors, and the color filters")
struct ColorInitializerTests {
    @Test("Color(hue:saturation:brightness:) is HSB: hue 1/2 is cyan, 1/3 at half saturation a pale green, 1/4 a yellow-green")
    func hsb() {
        #expect(bytes(Color(hue: 0.5, saturation: 1, brightness: 1)) == [0, 255, 255])
        // Sector 2 of 6 at its start: (p, v, t) with p = t = 0.8 · (1 − 0.5).
        #expect(bytes(Color(hue: 1.0 / 3, saturation: 0.5, brightness: 0.8)) == [102, 204, 102])
        // Halfway through sector 1: (q, v, p) with q = 1 − 0.5.
        #expect(bytes(Color(hue: 0.25, saturation: 1, brightness: 1, opacity: 0.5)) == [128, 255, 0])
        #expect(Color(hue: 0.25, saturation: 1, brightness: 1, opacity: 0.5).alpha == 0.5)
    }

    @Test("Color(white:) is a gray; in linear sRGB 0.5 is light's half, written 188; P3's red is clipped to sRGB's")
    func colorSpaces() {
        #expect(bytes(Color(white: 0.5)) == [128, 128, 128] && Color(white: 0.5, opacity: 0.3).alpha == Double(Float(0.3)))
        #expect(bytes(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1)) == [51, 102, 153])
        // 1.055 · 0.5^(1/2.4) − 0.055 = 0.7354.
        #expect(bytes(Color(.sRGBLinear, white: 0.5)) == [188, 188, 188])
        #expect(bytes(Color(.displayP3, red: 1, green: 0, blue: 0)) == [255, 0, 0])
    }

    @Test("mint, teal, indigo, brown and pink exist and are the palette colors within a cube step of Apple's")
    func namedColors() {
        let apple: [(Color, [Int])] = [(.mint, [0, 199, 190]), (.teal, [48, 176, 199]), (.indigo, [88, 86, 214]),
                                       (.brown, [162, 132, 94]), (.pink, [255, 45, 85])]
        for (color, rgb) in apple {
            guard case .palette(let index) = color.kind else { Issue.record("\(color) is not a palette color"); continue }
            let shown = ColorSpace.rgb(palette: index)
            let d = zip([Int(shown.0), Int(shown.1), Int(shown.2)], rgb).map { abs($0 - $1) }
            #expect(d.allSatisfy { $0 <= 48 }, "\(rgb) shown as \(shown)")
        }
        let styles: [Color] = [.mint, .teal, .indigo, .brown, .pink]
        #expect(Set(styles).count == 5)
    }

    @Test("hueRotation by half a turn takes red to (0, 109, 109) by SVG's hue matrix; colorMultiply multiplies components")
    func filters() {
        let turned = TestHost(Color(.rgb(255, 0, 0)).hueRotation(.degrees(180)), size: Size(width: 2, height: 1)).screen
        // With cos = −1: red row 0.213 − 0.787 < 0, green and blue rows 0.213 + 0.213 = 0.426.
        #expect(bytes(turned[0, 0].style.background) == [0, 109, 109])
        let multiplied = TestHost(Color(.rgb(200, 100, 50)).colorMultiply(Color(.rgb(128, 255, 0))), size: Size(width: 2, height: 1)).screen
        #expect(bytes(multiplied[0, 0].style.background) == [100, 100, 0])
        let white = TestHost(Color.red.colorMultiply(Color(.rgb(255, 255, 255))), size: Size(width: 2, height: 1)).screen
        #expect(white[0, 0].style.background == .red, "white changes nothing")
    }

    @Test("a shadow of radius 0 is the view's cells moved by its offset, darkening what is beneath; a radius softens it")
    func shadow() {
        func screen(radius: CGFloat) -> CellGrid {
            TestHost(ZStack {
                Color(.rgb(200, 200, 200))
                Color.red.frame(width: 16, height: 16).shadow(color: Color(.rgb(0, 0, 0)), radius: radius, x: 8, y: 16)
            }, size: Size(width: 6, height: 3)).screen
        }
        let hard = screen(radius: 0)
        // The red block is at columns 2…3 of row 1; its shadow at columns 3…4 of row 2.
        #expect(hard[2, 1].style.background == .red && hard[3, 1].style.background == .red)
        #expect(bytes(hard[3, 2].style.background) == [0, 0, 0] && bytes(hard[4, 2].style.background) == [0, 0, 0])
        #expect(bytes(hard[2, 2].style.background) == [200, 200, 200] && bytes(hard[5, 2].style.background) == [200, 200, 200])
        let soft = screen(radius: 16)
        let near = bytes(soft[3, 2].style.background)![0], far = bytes(soft[5, 2].style.background)![0]
        #expect(near > 0 && near < far && far < 200, "softened: lighter where the block is, fading out further away")
    }

    @Test("blendMode, compositingGroup and drawingGroup are accepted and change nothing a terminal can show")
    func accepted() {
        let plain = TestHost(Text("ab").foregroundStyle(.pink), size: Size(width: 4, height: 1)).screen
        let wrapped = TestHost(Text("ab").foregroundStyle(.pink).blendMode(.multiply).compositingGroup()
            .drawingGroup(opaque: true, colorMode: .linear), size: Size(width: 4, height: 1)).screen
        #expect(plain == wrapped)
    }
}
