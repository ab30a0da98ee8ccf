// overview: lengths in points on the cell grid — an adaptive grid of rounded cards, a GeometryReader, a custom Layout and a sectioned List with controls
//
// Written as SwiftUI code for iOS and compiled unchanged: VStack(spacing:
// 24), .padding(), RoundedRectangle(cornerRadius: 12), GridItem(.adaptive(
// minimum: 160)), proxy.size.width * 0.5 and a Layout of its own all mean
// what they mean on iOS (a cell is 8 x 16 points). Tab walks the controls,
// ↑/↓ move through the list, ctrl-c quits.

import TermCover

struct Task: Identifiable {
    let id = UUID()
    var title: String
    var notes: String
}

/// Tags side by side, wrapping onto a new line when the next one does not fit.
struct TagFlow: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, in: proposal.width ?? .infinity)
        var size = CGSize.zero
        for row in rows {
            let gaps = spacing * CGFloat(max(0, row.count - 1))
            size.width = max(size.width, row.reduce(gaps) { $0 + $1.width })
            size.height += row.reduce(0) { max($0, $1.height) }
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var index = 0
        var y = bounds.minY
        for row in arrange(subviews, in: bounds.width) {
            var x = bounds.minX
            for size in row {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
                index += 1
            }
            y += row.reduce(0) { max($0, $1.height) }
        }
    }

    private func arrange(_ subviews: Subviews, in width: CGFloat) -> [[CGSize]] {
        var rows: [[CGSize]] = [[]]
        var used: CGFloat = 0
        for size in subviews.map({ $0.sizeThatFits(.unspecified) }) {
            if !rows[rows.count - 1].isEmpty, used + spacing + size.width > width {
                rows.append([])
                used = 0
            }
            used += (rows[rows.count - 1].isEmpty ? 0 : spacing) + size.width
            rows[rows.count - 1].append(size)
        }
        return rows
    }
}

struct CardGrid: View {
    let names = ["Inbox", "Today", "Upcoming", "Someday", "Logbook", "Trash"]
    let columns = [GridItem(.adaptive(minimum: 160))]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 16) {
            ForEach(names, id: \.self) { name in
                Text(name)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.25)))
            }
        }
    }
}

struct Overview: View {
    @State private var newTitle = ""
    @State private var count = 3
    @State private var tasks = [Task(title: "Write report", notes: "Due Friday"),
                                Task(title: "Buy carrots", notes: "And onions")]

    var body: some View {
        VStack(spacing: 24) {
            Text("Overview").font(.largeTitle)
            CardGrid()
            GeometryReader { proxy in
                Capsule().fill(.green).frame(width: proxy.size.width * 0.5, height: 8)
            }
            .frame(height: 16)
            TagFlow { ForEach(["swift", "terminal", "ui", "layout", "points"], id: \.self) { Text("#\($0)") } }
            List {
                Section("In Progress") {
                    ForEach(tasks) { task in
                        VStack(alignment: .leading) {
                            Text(task.title).font(.headline)
                            Text(task.notes).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                Section("New") {
                    TextField("Title", text: $newTitle)
                    Stepper("Count: \(count)", value: $count, in: 0...10)
                }
            }
        }
        .padding()
    }
}

@main
struct OverviewApp: App {
    var body: some Scene {
        WindowGroup { Overview() }
    }
}
