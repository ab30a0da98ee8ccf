// flags: guess the flag, a SwiftUI game as for iOS
import TermCover

struct ContentView: View {
    @State private var countries = ["Austria", "Denmark", "Estonia", "France", "Germany", "Ireland",
                                    "Italy", "Japan", "Nigeria", "Poland", "Sweden", "Ukraine"].shuffled()
    @State private var correctAnswer = Int.random(in: 0...2)

    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0
    @State private var round = 1

    static let descriptions = [
        "Austria": "Three horizontal stripes: red, white, red",
        "Denmark": "A white cross on red, its upright toward the hoist",
        "Estonia": "Three horizontal stripes: blue, black, white",
        "France": "Three vertical stripes: blue, white, red",
        "Germany": "Three horizontal stripes: black, red, gold",
        "Ireland": "Three vertical stripes: green, white, orange",
        "Italy": "Three vertical stripes: green, white, red",
        "Japan": "A red disc on white",
        "Nigeria": "Three vertical stripes: green, white, green",
        "Poland": "Two horizontal stripes: white over red",
        "Sweden": "A yellow cross on blue, its upright toward the hoist",
        "Ukraine": "Two horizontal stripes: blue over yellow",
    ]

    var body: some View {
        ZStack {
            RadialGradient(stops: [
                .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
            ], center: .top, startRadius: 200, endRadius: 700)
            .ignoresSafeArea()

            VStack(spacing: 8) {
                Spacer()
                Text("Guess the Flag")
                    .font(.largeTitle.weight(.bold))
                    .foregroundStyle(.white)

                VStack(spacing: 15) {
                    VStack {
                        Text("Tap the flag of")
                            .foregroundStyle(.secondary)
                            .font(.subheadline.weight(.heavy))
                        Text(countries[correctAnswer])
                            .font(.largeTitle.weight(.semibold))
                    }

                    ForEach(0..<3) { number in
                        Button {
                            flagTapped(number)
                        } label: {
                            Image(countries[number])
                                .renderingMode(.original)
                                .clipShape(.capsule)
                                .shadow(radius: 5)
                                .accessibilityLabel(Self.descriptions[countries[number], default: "Unknown flag"])
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 20)
                .background(.regularMaterial)
                .clipShape(.rect(cornerRadius: 20))

                Spacer()
                Text("Score: \(score)   Question \(round) of 8")
                    .foregroundStyle(.white)
                    .font(.title.bold())
                Spacer()
            }
            .padding()
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button(round == 8 ? "Play again" : "Continue", action: askQuestion)
        } message: {
            Text("Your score is \(score)")
        }
    }

    func flagTapped(_ number: Int) {
        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong! That's the flag of \(countries[number])"
        }
        showingScore = true
    }

    func askQuestion() {
        if round == 8 {
            round = 1
            score = 0
        } else {
            round += 1
        }
        countries.shuffle()
        correctAnswer = Int.random(in: 0...2)
    }
}

@main
struct FlagsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
