import TermCover

/// A monitor of 60 rows whose figures change every frame, and a sheet
/// presented over it by Return and dismissed by Return.
struct BusySheetScreen: View {
    @State private var showSheet = false

    var body: some View {
        TimelineView(.animation) { context in
            let tick = Int(context.date.timeIntervalSinceReferenceDate * 60)
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<60, id: \.self) { row in
                    Text("process \(row)  cpu \((tick + row * 7) % 100)%  reads \(tick &* (row + 1) % 100_000)")
                        .lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .onKeyPress(.return) { showSheet = true; return .handled }
        .sheet(isPresented: $showSheet) {
            VStack(spacing: 1) {
                Text("Details").font(.headline)
                Text("The rows underneath keep changing while this sheet is up.")
                Text("⏎ closes it").foregroundStyle(.secondary)
            }
            .padding()
            .onKeyPress(.return) { showSheet = false; return .handled }
        }
    }
}
