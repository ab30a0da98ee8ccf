// cards: a card game written as for iOS: a deck of images from the app's resources
// (Resources/*.png), DragGesture to throw a card (it springs back when not thrown),
// .rotation3DEffect flips on a tap (the face shows once the card is past edge-on),
// .shadow, @GestureState
import TermCover

struct PlayingCard: Identifiable, Equatable {
    let id = UUID()
    let rank: String
    let suit: String
    /// The face's picture in the app's resources, e.g. "hearts-A".
    var imageName: String { "\(suit)-\(rank)" }
}

struct CardFace: View {
    let card: PlayingCard
    var body: some View {
        Image(card.imageName)
            .resizable()
            .accessibilityLabel("\(card.rank) of \(card.suit)")
    }
}

struct CardBack: View {
    var body: some View {
        Image("back")
            .resizable()
            .accessibilityLabel("Card back")
    }
}

/// A card turned `angle` degrees about its vertical axis: its back until it
/// is edge-on, its face after (turned half a turn itself, so it reads the
/// right way round once the whole card has turned).
struct FlippingCard: View, Animatable {
    let card: PlayingCard
    var angle: Double

    nonisolated var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    var body: some View {
        ZStack {
            if angle < 90 {
                CardBack()
            } else {
                CardFace(card: card)
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            }
        }
        .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
    }
}

struct CardView: View {
    let card: PlayingCard
    let onThrow: () -> Void
    @State private var offset = CGSize.zero
    @State private var flipped = false
    @GestureState private var isDragging = false

    var body: some View {
        FlippingCard(card: card, angle: flipped ? 180 : 0)
            .frame(width: 120, height: 160)
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
        let suits = ["spades", "hearts", "diamonds", "clubs"]
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
