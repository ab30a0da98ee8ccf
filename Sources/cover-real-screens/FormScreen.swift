import TermCover

/// A settings form of 40 controls: ten each of text fields, toggles,
/// steppers and pickers, the first field focused from the start.
struct FormScreen: View {
    @State private var texts = Array(repeating: "", count: 10)
    @State private var toggles = Array(repeating: false, count: 10)
    @State private var steps = Array(repeating: 0, count: 10)
    @State private var picks = Array(repeating: 0, count: 10)
    @FocusState private var focused: Int?

    var body: some View {
        Form {
            Section("Fields") {
                ForEach(0..<10, id: \.self) { i in
                    TextField("Field \(i + 1)", text: $texts[i]).focused($focused, equals: i)
                }
            }
            Section("Switches") {
                ForEach(0..<10, id: \.self) { i in
                    Toggle("Option \(i + 1)", isOn: $toggles[i])
                }
            }
            Section("Counts") {
                ForEach(0..<10, id: \.self) { i in
                    Stepper("Count \(i + 1): \(steps[i])", value: $steps[i], in: 0...99)
                }
            }
            Section("Choices") {
                ForEach(0..<10, id: \.self) { i in
                    Picker("Choice \(i + 1)", selection: $picks[i]) {
                        Text("One").tag(0)
                        Text("Two").tag(1)
                        Text("Three").tag(2)
                    }
                }
            }
        }
        .onAppear { focused = 0 }
    }
}
