import TermCover

/// A photo-library-like grid: 1,000 cells of a title and a caption in
/// adaptive columns, scrolled by PageDown and PageUp.
struct GridScreen: View {
    let columns = [GridItem(.adaptive(minimum: 160), spacing: 16)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(0..<1_000, id: \.self) { cell in
                    VStack(spacing: 0) {
                        Text("Cell \(cell)").bold()
                        Text("\(cell * 37 % 1_000) KB").foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 16)
                    .background(Color(hue: Double(cell % 12) / 12, saturation: 0.3, brightness: 0.3),
                                in: RoundedRectangle(cornerRadius: 8))
                }
            }
            .padding()
        }
    }
}
