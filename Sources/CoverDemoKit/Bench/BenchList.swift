import TermCover

/// The list benchmark's scene: a `List` of `sections` sections of
/// `rowsPerSection` two-line rows each (a title and a dim note), as a
/// mail or task app holds them. The list has focus from the start; the
/// arrows, PageUp/PageDown and Home/End move its current row, and it
/// scrolls to keep that row in view.
package struct BenchList: View {
    private let sections: Int
    private let rowsPerSection: Int

    /// Creates a list of `sections` × `rowsPerSection` rows.
    package init(sections: Int, rowsPerSection: Int) {
        self.sections = sections
        self.rowsPerSection = rowsPerSection
    }

    /// The list.
    package var body: some View {
        List {
            ForEach(0..<sections, id: \.self) { section in
                Section("Section \(section)") {
                    ForEach(0..<rowsPerSection, id: \.self) { row in
                        VStack(alignment: .leading) {
                            Text("Row \(section * rowsPerSection + row)")
                            Text(BenchTextPage.line(row, width: 40)).foregroundStyle(.secondary).lineLimit(1)
                        }
                    }
                }
            }
        }
    }
}
