// drawing: written as for iOS: a custom Shape whose animatableData morphs it,
// a .trim ring that draws itself, Path arrows, gradients and StrokeStyle dashes
import TermCover

/// A star whose points grow and shrink: its inner radius animates.
struct Star: Shape {
    var points: Int
    var innerRatio: CGFloat

    var animatableData: CGFloat {
        get { innerRatio }
        set { innerRatio = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * innerRatio
        var path = Path()
        for i in 0..<(points * 2) {
            let angle = Double(i) * .pi / Double(points) - .pi / 2
            let r = i.isMultiple(of: 2) ? outer : inner
            let p = CGPoint(x: center.x + CGFloat(cos(angle)) * r, y: center.y + CGFloat(sin(angle)) * r)
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}

/// An arrow from the leading edge to the trailing one.
struct Arrow: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.move(to: CGPoint(x: rect.maxX - rect.height / 2, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX - rect.height / 2, y: rect.maxY))
        }
    }
}

struct DrawingView: View {
    @State private var spiky = false
    @State private var progress: CGFloat = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Drawing").font(.title)
            HStack(spacing: 24) {
                Star(points: 5, innerRatio: spiky ? 0.3 : 0.8)
                    .fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                    .frame(width: 120, height: 120)
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.3), lineWidth: 8)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(AngularGradient(colors: [.teal, .blue, .purple], center: .center),
                                style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text("\(Int(progress * 100))%")
                }
                .frame(width: 120, height: 120)
            }
            Arrow()
                .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [8, 4]))
                .foregroundStyle(.mint)
                .frame(width: 240, height: 32)
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(style: StrokeStyle(lineWidth: 3, dash: [6, 3]))
                .foregroundStyle(RadialGradient(colors: [.pink, .indigo], center: .center, startRadius: 4, endRadius: 120))
                .frame(width: 240, height: 48)
                .overlay(Text("dashes"))
            HStack {
                Button(spiky ? "Soften" : "Sharpen") {
                    withAnimation(.easeInOut(duration: 1)) { spiky.toggle() }
                }
                Button("Draw ring") {
                    progress = 0
                    withAnimation(.linear(duration: 2)) { progress = 1 }
                }
            }
        }
        .padding()
        .onAppear {
            withAnimation(.linear(duration: 2)) { progress = 1 }
        }
    }
}

@main
struct DrawingApp: App {
    var body: some Scene {
        WindowGroup { DrawingView() }
    }
}
