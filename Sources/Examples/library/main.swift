// library: NavigationStack, a list, pushes, a toolbar, a sheet and a zoom cover
import TermCover

// A small library app, written as SwiftUI code for iOS: an
// ObservableObject store, a NavigationStack whose list pushes a book's
// page (and from there an author's page), a toolbar, a sheet, and a
// reader that zooms out of the button that opened it.
//
// ↑/↓ choose a book, ⏎ opens it, esc (or backspace) goes back, tab moves
// between controls, ctrl-c quits. Lengths are points, as on iOS.

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
    let year: Int
    let pages: Int
}

final class LibraryStore: ObservableObject {
    @Published var books: [Book] = [
        Book(id: 1, title: "The Swift Programming Language", author: "Apple", year: 2014, pages: 1200),
        Book(id: 2, title: "Structure and Interpretation of Computer Programs", author: "Abelson", year: 1985, pages: 657),
        Book(id: 3, title: "The Pragmatic Programmer", author: "Hunt", year: 1999, pages: 352),
        Book(id: 4, title: "Thinking in SwiftUI", author: "Eidhof", year: 2020, pages: 180),
        Book(id: 5, title: "The Art of Computer Programming", author: "Knuth", year: 1968, pages: 3168),
        Book(id: 6, title: "Designing Data-Intensive Applications", author: "Kleppmann", year: 2017, pages: 616),
    ]
    @Published var favorites: Set<Int> = []

    func isFavorite(_ book: Book) -> Bool { favorites.contains(book.id) }

    func toggleFavorite(_ book: Book) {
        if favorites.contains(book.id) { favorites.remove(book.id) } else { favorites.insert(book.id) }
    }

    func books(by author: String) -> [Book] { books.filter { $0.author == author } }
}

@main
struct LibraryApp: App {
    @StateObject private var store = LibraryStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var store: LibraryStore
    @State private var path = NavigationPath()
    @State private var showsAbout = false

    var body: some View {
        NavigationStack(path: $path) {
            List(store.books) { book in
                NavigationLink(value: book) {
                    HStack {
                        Text(book.title)
                        Spacer()
                        if store.isFavorite(book) {
                            Image(systemName: "star.fill")
                        }
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
            .navigationDestination(for: String.self) { author in
                AuthorPage(name: author)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("About") { showsAbout = true }
                }
            }
            .sheet(isPresented: $showsAbout) {
                VStack(spacing: 16) {
                    Text("Library").bold()
                    Text("A SwiftUI app, unchanged, in a terminal.")
                    Text("\(store.books.count) books, \(store.favorites.count) favorites")
                        .foregroundStyle(.secondary)
                }
                .presentationDetents([.medium])
            }
        }
    }
}

struct BookDetail: View {
    let book: Book
    @EnvironmentObject var store: LibraryStore
    @State private var isReading = false
    @Namespace private var namespace

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(book.title)
                .font(.title)
            Text("by \(book.author), \(String(book.year)) · \(book.pages) pages")
                .foregroundStyle(.secondary)
            Button(store.isFavorite(book) ? "★ Remove from favorites" : "☆ Add to favorites") {
                store.toggleFavorite(book)
            }
            NavigationLink("More by \(book.author)", value: book.author)
            Button("Read") { isReading = true }
                .matchedTransitionSource(id: "reader", in: namespace)
        }
        .padding()
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
        .fullScreenCover(isPresented: $isReading) {
            ReaderView(book: book)
                .navigationTransition(.zoom(sourceID: "reader", in: namespace))
        }
    }
}

struct AuthorPage: View {
    let name: String
    @EnvironmentObject var store: LibraryStore
    @State private var isFollowing = false

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(store.books(by: name)) { book in
                Text("· \(book.title)")
            }
            Toggle("Follow \(name)", isOn: $isFollowing)
        }
        .navigationTitle(name)
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Text(isFollowing ? "Following" : "Not following")
                Spacer()
                Text("\(store.books(by: name).count) books")
            }
        }
    }
}

struct ReaderView: View {
    let book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text(book.title).font(.largeTitle)
            Text("Chapter 1").bold()
            Text("It was a dark and stormy night; the rain fell in torrents, except at occasional intervals.")
                .frame(maxWidth: 480)
            Button("Close") { dismiss() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.1, green: 0.12, blue: 0.2))
    }
}
