// signin: a sign-in Form with a secure field, a picker, a stepper, a slider and @FocusState
//
// Written as SwiftUI code for iOS and compiled unchanged: Return moves from
// the username to the password (onSubmit sets the @FocusState) and signs in;
// a ProgressView on a material shows while the async call runs. Tab moves
// between the controls; ctrl-c quits.

import TermCover

enum Field: Hashable { case username, password }

enum Plan: String, CaseIterable, Identifiable {
    case free = "Free", pro = "Pro", team = "Team"
    var id: Self { self }
}

@MainActor
final class SignInModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var plan: Plan = .free
    @Published var seats = 1
    @Published var volume = 0.5
    @Published var remember = true
    @Published var isSigningIn = false
    @Published var message: String?

    func signIn() async {
        isSigningIn = true
        try? await Task.sleep(for: .seconds(1.5))
        isSigningIn = false
        message = username.isEmpty ? "Enter a username" : "Welcome, \(username)!"
    }
}

struct SignInView: View {
    @StateObject private var model = SignInModel()
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            Section(header: Text("Account"), footer: Text("We never share your details.")) {
                TextField("Username", text: $model.username)
                    .focused($focusedField, equals: .username)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .password }
                SecureField("Password", text: $model.password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.go)
                    .onSubmit { Task { await model.signIn() } }
            }
            Section("Plan") {
                Picker("Plan", selection: $model.plan) {
                    ForEach(Plan.allCases) { plan in
                        Text(plan.rawValue).tag(plan)
                    }
                }
                .pickerStyle(.segmented)
                Stepper("Seats: \(model.seats)", value: $model.seats, in: 1...10)
                Slider(value: $model.volume, in: 0...1, step: 0.1)
                LabeledContent("Volume", value: "\(Int(model.volume * 100))%")
                Toggle("Remember me", isOn: $model.remember)
            }
            Section {
                Button("Sign In") {
                    Task { await model.signIn() }
                }
                .buttonStyle(.borderedProminent)
                .disabled(model.isSigningIn)
                if let message = model.message {
                    Text(message).foregroundStyle(.secondary)
                }
            }
        }
        .overlay {
            if model.isSigningIn {
                ProgressView("Signing in…")
                    .padding()
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 96))
            }
        }
        .onAppear { focusedField = .username }
    }
}

@main
struct SignInApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                SignInView()
                    .navigationTitle("Sign In")
            }
        }
    }
}
