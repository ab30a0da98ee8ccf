import TermCover

// cover-real-screens: app screens for the live benchmark (`make bench`,
// bench/live.py), written as SwiftUI programs on the public API alone.
// bench/live.py runs each on a pty at 200x60 and drives it with keys:
//
//   --scene=navigation  a NavigationStack over a 2,000-row List in 20
//                       sections; Return pushes the current row's page,
//                       Delete pops it.
//   --scene=form        a Form of 40 controls, its first TextField focused;
//                       typed characters go into it.
//   --scene=grid        a ScrollView of a LazyVGrid of 1,000 cells;
//                       PageDown and PageUp scroll it.
//   --scene=sheet       60 rows that change every frame, and a sheet
//                       presented over them by Return, dismissed by Return.
//
// Ctrl-C quits each (the harness sends it once it is done).

let chosen = CommandLine.arguments.dropFirst().first { $0.hasPrefix("--scene=") }.map { String($0.dropFirst(8)) }

struct RealScreen: View {
    var body: some View {
        switch chosen {
        case "form": FormScreen()
        case "grid": GridScreen()
        case "sheet": BusySheetScreen()
        default: NavigationScreen()
        }
    }
}

@main
struct RealScreensApp: App {
    var body: some Scene {
        WindowGroup { RealScreen() }
    }
}
