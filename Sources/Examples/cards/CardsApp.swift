// cards: a card game written as for iOS: a deck drawn with shapes and text,
// DragGesture to throw a card (it springs back when not thrown), .rotation3DEffect
// flips on a tap, .shadow, @GestureState
import TermCover

struct PlayingCard: Identifiable, Equatable {
    let id = UUID()
    let rank: String
    let suit: String
    var isRed: Bool { suit == "♥" || suit == "♦" }
}

struct CardFace: View {
    let card: PlayingCard
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.white)
            .overlay(
                VStack {
                    Text(card.rank).font(.headline)
                    Text(card.suit).font(.largeTitle)
                }
                .foregroundStyle(card.isRed ? Color.red : Color.black)
            )
    }
}

struct CardBack: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(LinearGradient(colors: [.blue, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.white, lineWidth: 2))
    }
}

struct CardView: View {
    let card: PlayingCard
    let onThrow: () -> Void
    @State private var offset = CGSize.zero
    @State private var flipped = false
    @GestureState private var isDragging = false

    var body: some View {
        ZStack {
            if flipped {
                CardFace(card: card)
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            } else {
                CardBack()
            }
        }
        .frame(width: 120, height: 160)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .shadow(color: .black.opacity(isDragging ? 0.5 : 0.25), radius: isDragging ? 12 : 4, x: 0, y: isDragging ? 8 : 2)
        .offset(offset)
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.6)) { flipped.toggle() }
        }
        .gesture(
            DragGesture()
                .updating($isDragging) { _, state, _ in state = true }
                .onChanged { value in offset = value.translation }
                .onEnded { value in
                    if abs(value.predictedEndTranslation.width) > 200 {
                        withAnimation(.easeOut(duration: 0.3)) {
                            offset = CGSize(width: value.predictedEndTranslation.width * 2, height: value.translation.height)
                        }
                        onThrow()
                    } else {
                        withAnimation(.spring) { offset = .zero }
                    }
                }
        )
    }
}

struct TableView: View {
    @State private var deck: [PlayingCard] = TableView.newDeck()
    @State private var thrown = 0

    static func newDeck() -> [PlayingCard] {
        let ranks = ["A", "K", "Q", "J", "10", "9"]
        let suits = ["♠", "♥", "♦", "♣"]
        return suits.flatMap { s in ranks.map { PlayingCard(rank: $0, suit: s) } }.shuffled()
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Cards: tap to flip, drag to throw").font(.headline)
            ZStack {
                ForEach(deck.suffix(3)) { card in
                    CardView(card: card) {
                        Task { @MainActor in
                            try? await Task.sleep(for: .milliseconds(300))
                            deck.removeAll { $0.id == card.id }
                            thrown += 1
                        }
                    }
                }
            }
            .frame(height: 200)
            Text("Thrown: \(thrown)  Left: \(deck.count)")
            Button("New deck") {
                withAnimation { deck = TableView.newDeck(); thrown = 0 }
            }
        }
        .padding()
        .background(RadialGradient(colors: [.green, Color(red: 0, green: 0.3, blue: 0.1)], center: .center, startRadius: 10, endRadius: 400))
    }
}

@main
struct CardsApp: App {
    var body: some Scene {
        WindowGroup { TableView() }
    }
}
