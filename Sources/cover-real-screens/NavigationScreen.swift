import TermCover

/// A mail-like list: 20 sections of 100 rows, each row a link to its page.
struct NavigationScreen: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<20, id: \.self) { section in
                    Section("Mailbox \(section + 1)") {
                        ForEach(0..<100, id: \.self) { row in
                            NavigationLink(value: section * 100 + row) {
                                HStack {
                                    Text("Message \(section * 100 + row)")
                                    Spacer()
                                    Text("\(row % 12 + 1):\(row % 6)0").foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { number in
                MessagePage(number: number)
            }
        }
    }
}

/// The page a row pushes: a header and a few paragraphs.
struct MessagePage: View {
    let number: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Message \(number)").font(.headline)
            Text("From: sender\(number % 37)@example.com").foregroundStyle(.secondary)
            ForEach(0..<6, id: \.self) { paragraph in
                Text("Paragraph \(paragraph + 1) of message \(number): the quick brown fox jumps over the lazy dog, "
                     + "and the list underneath waits for the page to be popped again.")
            }
            Spacer()
        }
        .padding()
        .navigationTitle("Message \(number)")
    }
}
