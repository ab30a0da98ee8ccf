// files: a file browser with a LazyVGrid of tiles, SF Symbols, rounded backgrounds and secondary text
//
// Written as SwiftUI code for iOS and compiled unchanged: its lengths are
// points, as on iOS (a 100-point minimum column is 12 columns, 16 points of
// spacing 2 columns or 1 row). A click selects a tile; ↑/↓ scroll; ctrl-c quits.

import TermCover

struct FileItem: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let isFolder: Bool
    let size: Int
    let modified: Date
}

struct FileBrowser: View {
    let files: [FileItem] = [
        FileItem(name: "Documents", isFolder: true, size: 0, modified: .now),
        FileItem(name: "Photos", isFolder: true, size: 0, modified: .now),
        FileItem(name: "notes.txt", isFolder: false, size: 2_048, modified: .now.addingTimeInterval(-3600)),
        FileItem(name: "report.pdf", isFolder: false, size: 1_250_000, modified: .now.addingTimeInterval(-86400)),
        FileItem(name: "song.mp3", isFolder: false, size: 4_800_000, modified: .now),
        FileItem(name: "Archive", isFolder: true, size: 0, modified: .now),
    ]
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 16)]
    @State private var selected: FileItem?

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(files) { file in
                    FileTile(file: file, isSelected: selected == file)
                        .onTapGesture { selected = file }
                }
            }
            .padding()
        }
        .navigationTitle("Files")
        .toolbar {
            ToolbarItem(placement: .status) {
                Text("\(files.count) items").font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

struct FileTile: View {
    let file: FileItem
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 0) {
            Image(systemName: file.isFolder ? "folder.fill" : "doc.fill")
                .font(.largeTitle)
                .foregroundStyle(file.isFolder ? .blue : .gray)
            Text(file.name)
                .lineLimit(1)
                .truncationMode(.middle)
            Text(file.isFolder ? "Folder" : ByteCountFormatter.string(fromByteCount: Int64(file.size), countStyle: .file))
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(file.modified, style: .relative)
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .frame(maxWidth: .infinity)
        .padding()
        .background(isSelected ? Color.accentColor.opacity(0.2) : Color.clear, in: RoundedRectangle(cornerRadius: 8))
        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(.quaternary, lineWidth: 8))
    }
}

@main
struct FilesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { FileBrowser() }
        }
    }
}
