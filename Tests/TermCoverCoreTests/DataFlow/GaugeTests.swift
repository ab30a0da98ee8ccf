@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("Gauge and its styles")
struct GaugeTests {
    @Test("the default style is the linear capacity bar: label and current value, the bar filled to 45% of 10 cells (4½: ████▌), the bounds under its ends")
    func linearCapacity() {
        let gauge = Gauge(value: 45, in: 0...100) {
            Text("CPU")
        } currentValueLabel: {
            Text("45")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        let host = TestHost(gauge.frame(width: .columns(10)), size: Size(width: 10, height: 3))
        host.expectScreen([
            "CPU     45",
            "████▌     ",
            "0      100",
        ])
    }

    @Test("a value outside the range is clamped: 150 of 0...100 fills the bar, −5 leaves it empty")
    func clamped() {
        let host = TestHost(VStack(spacing: 0) {
            Gauge(value: 150, in: 0...100) { Text("hi") }
            Gauge(value: -5, in: 0...100) { Text("lo") }
        }.frame(width: .columns(6)), size: Size(width: 6, height: 4))
        host.expectScreen([
            "hi    ",
            "██████",
            "lo    ",
            "      ",
        ])
    }

    @Test("accessoryLinearCapacity puts the bar between the bounds' labels: 50% of the 6 cells left is 3")
    func accessoryLinearCapacity() {
        let gauge = Gauge(value: 0.5) { Text("Disk") } currentValueLabel: { Text("½") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        let host = TestHost(gauge.gaugeStyle(.accessoryLinearCapacity).frame(width: .columns(10)),
                            size: Size(width: 10, height: 2))
        host.expectScreen([
            "Disk     ½",
            "0 ███    1",
        ])
    }

    @Test("accessoryLinear marks the value on a track: 0.5 on 11 cells is the sixth, 1 the last")
    func accessoryLinear() {
        let host = TestHost(VStack(spacing: 0) {
            Gauge(value: 0.5) { Text("a") }
            Gauge(value: 1.0) { Text("b") }
        }.gaugeStyle(.accessoryLinear).frame(width: .columns(11)), size: Size(width: 11, height: 4))
        host.expectScreen([
            "a          ",
            "─────●─────",
            "b          ",
            "──────────●",
        ])
    }

    @Test("the circular styles draw a ring of Braille 7 cells by 4 with the current value in its middle; the open one has the bounds under it")
    func circular() {
        let open = TestHost(Gauge(value: 30, in: 0...100) { Text("T") } currentValueLabel: { Text("30") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("99") }
            .gaugeStyle(.accessoryCircular), size: Size(width: 7, height: 5))
        let rows = open.lines
        #expect(rows.count == 5)
        #expect(rows[4] == "0    99")
        // The middle two rows hold the value, centred in the ring's 7 columns.
        #expect(rows[1].contains("30") || rows[2].contains("30"))
        // Every other cell drawn in the ring's rows is a Braille pattern or the marker.
        let ring = rows[0..<4].joined().replacingOccurrences(of: "30", with: "")
        #expect(ring.unicodeScalars.allSatisfy { $0 == " " || $0 == "●" || (0x2800...0x28FF).contains($0.value) })
        #expect(ring.contains("●"))
        let capacity = TestHost(Gauge(value: 0.5) { Text("Net") }.gaugeStyle(.accessoryCircularCapacity),
                                size: Size(width: 7, height: 4))
        #expect(capacity.lines.contains { $0.contains("Net") })
        #expect(!capacity.lines.joined().contains("●"))
    }

    @Test("a closed ring at 0.5 is filled in the tint right of its centre line and gray left of it")
    func capacityHalves() {
        let host = TestHost(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity).tint(.red),
                            size: Size(width: 7, height: 4))
        let canvas = host.screen
        var seen = (right: 0, left: 0)
        for row in 0..<4 {
            for column in 0..<7 {
                guard let scalar = canvas[column, row].character?.unicodeScalars.first,
                      (0x2801...0x28FF).contains(scalar.value) else { continue }
                // The ring's centre is 7 dots across, between columns 3 and 4: every dot
                // of columns 4 to 6 lies in the first half clockwise from the top, every
                // dot of columns 0 to 2 in the second; column 3 holds both.
                if column >= 4 {
                    #expect(canvas[column, row].style.foreground == .red, "cell \(column),\(row)")
                    seen.right += 1
                } else if column <= 2 {
                    #expect(canvas[column, row].style.foreground == .gray, "cell \(column),\(row)")
                    seen.left += 1
                }
            }
        }
        #expect(seen.right > 3 && seen.left > 3)
    }
}
