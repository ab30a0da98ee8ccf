// dashboard: TimelineView, Gauge, placeholders while loading, .refreshable, a Combine timer and @AppStorage
//
// Written as for iOS: a clock from TimelineView, gauges, placeholders while
// the first load runs, Ctrl-R (pull to refresh on iOS), a Combine timer and
// a debounced filter, settings kept with @AppStorage.
import Combine
import Foundation
import TermCover   // `import SwiftUI` on iOS

enum GaugeLook: String, CaseIterable {
    case bars, rings
}

/// Readings, refreshed on demand; the filter text is debounced before use.
final class DashboardModel: ObservableObject {
    @Published var cpu = 0.0
    @Published var memory = 0.0
    @Published var disk = 0.0
    @Published var isLoading = true
    @Published var filter = ""
    @Published private(set) var appliedFilter = ""

    init() {
        $filter
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .assign(to: &$appliedFilter)
    }

    @MainActor
    func refresh() async {
        isLoading = true
        try? await Task.sleep(for: .milliseconds(800))
        cpu = Double.random(in: 0.05...0.95)
        memory = Double.random(in: 0.2...0.9)
        disk = Double.random(in: 0.4...0.8)
        isLoading = false
    }
}

struct DashboardView: View {
    @StateObject private var model = DashboardModel()
    @AppStorage("look") private var look = GaugeLook.bars
    @AppStorage("refreshes") private var refreshes = 0
    @State private var uptime = 0
    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack {
                TimelineView(.everyMinute) { context in
                    Text(context.date, style: .time).bold()
                }
                Spacer()
                Text("up \(uptime) s").foregroundStyle(.secondary)
            }
            Group {
                if look == .bars {
                    VStack(alignment: .leading, spacing: 1) {
                        reading("CPU", model.cpu).gaugeStyle(.accessoryLinearCapacity)
                        reading("Memory", model.memory).gaugeStyle(.accessoryLinearCapacity)
                        reading("Disk", model.disk).gaugeStyle(.linearCapacity)
                    }
                } else {
                    HStack(spacing: .columns(3)) {
                        reading("CPU", model.cpu)
                        reading("Mem", model.memory)
                        reading("Disk", model.disk)
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                }
            }
            .redacted(reason: model.isLoading ? .placeholder : [])
            Picker("Gauges", selection: $look) {
                ForEach(GaugeLook.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
            }
            Text("Refreshed \(refreshes) times. Ctrl-R refreshes, Ctrl-C quits.")
                .foregroundStyle(.secondary)
        }
        .padding()
        .refreshable {
            await model.refresh()
            refreshes += 1
        }
        .task { await model.refresh() }
        .onReceive(ticker) { _ in uptime += 1 }
    }

    private func reading(_ name: String, _ value: Double) -> some View {
        Gauge(value: value) {
            Text(name)
        } currentValueLabel: {
            Text("\(Int(value * 100))%")
        }
    }
}

@main
struct DashboardApp: App {
    var body: some Scene {
        WindowGroup { DashboardView() }
    }
}
