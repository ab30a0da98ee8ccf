/// The texts `--help` and `--list` print. The names and summaries come from
/// the enums, so a new transition shows up here without editing this file.
enum DemoHelp {
    static var listText: String {
        (DemoTransition.allCases.map(\.rawValue) + DemoAnimation.allCases.map(\.rawValue)).joined(separator: "\n")
    }

    static var text: String {
        let transitions = DemoTransition.allCases.map { "  " + pad($0.rawValue, 15) + $0.summary }
        let animations = DemoAnimation.allCases.map { "  " + pad($0.rawValue, 15) + $0.summary }
        return (head + ["", "TRANSITIONS"] + transitions + ["", "ANIMATIONS"] + animations + tail)
            .joined(separator: "\n")
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        s + String(repeating: " ", count: max(1, width - s.count))
    }

    private static let head = [
        "cover-demo \(demoVersion): SwiftUI's full-screen covers and transitions in the terminal",
        "",
        "USAGE",
        "  cover-demo [options]",
        "",
        "OPTIONS",
        "  --transition NAME   the covers' transition (default cover)",
        "  --animation NAME    the covers' animation (default easeInOut)",
        "  --duration SECONDS  how long a transition takes, 0.05 to 10 (default 0.35)",
        "  --fps N             frames per second while animating, 1 to 240 (default 60)",
        "  --reduce-motion     reduce motion, as the accessibility setting does",
        "                      (also on when TERMCOVER_REDUCE_MOTION=1)",
        "  --screen-reader     the cursor on the focused control, its label on a",
        "                      status line, less motion (TERMCOVER_SCREEN_READER=1)",
        "  --script FILE       play the steps in FILE instead of reading the keyboard",
        "                      (--script - reads them from standard input)",
        "  --size COLSxROWS    the screen a script starts on, 1x1 to 1000x1000",
        "                      (default 80x24; only with --script)",
        "  --theme THEME       the terminal's default colors: dark, light, or",
        "                      #rrggbb,#rrggbb (text, background); fades blend toward",
        "                      them (default: a script assumes dark, a live run asks",
        "                      the terminal, then COLORFGBG, then assumes dark)",
        "  --colors DEPTH      draw with truecolor, 256, 16 or none colors, whatever",
        "                      COLORTERM and TERM say (default: the terminal's; a",
        "                      script draws as xterm-256color); a recording's",
        "                      header says which",
        "  --record OUT.cast   record the screen to OUT.cast",
        "  --format v2|v3      the asciicast version --record writes (default v2,",
        "                      which every player reads; v3 is asciinema 3's)",
        "  --overwrite         let --record replace an existing file",
        "  --no-input-events   leave the keys typed out of a recording",
        "  --list              print the transitions, then the animations, one a line",
        "  --capabilities      print what the terminal answers at start-up, one fact",
        "                      a line (also TERMCOVER_CAPABILITIES=1 for any app)",
        "  --version           print the version",
        "  -h, --help          print this help",
        "  Options that take a value also take it as --option=VALUE.",
        "",
        "KEYS",
    ] + keys.map { "  " + pad($0.keys, 20) + $0.action }

    /// The gallery's keys, for `--help` and the in-app help alike.
    static let keys: [(keys: String, action: String)] = [
        ("up down, k j", "choose the transition"),
        ("left right, h l", "choose the animation"),
        ("+ -", "duration plus or minus 0.1 s"),
        ("enter, space", "present a cover (inside one: stack another on top)"),
        ("esc", "dismiss the top cover"),
        ("c", "the chained async demo"),
        ("a", "keyframe and phase animators (space bounces)"),
        ("p", "insert or remove a panel with the transition"),
        ("b", "spring a box across (.animation(_:value:))"),
        ("s", "slow motion (10 times slower) on or off"),
        ("?", "key help"),
        ("q", "quit (from the gallery); ctrl-c quits anywhere"),
    ]

    private static let tail = [
        "",
        "SCRIPTS",
        "  A script is one step a line. Blank lines and lines starting with # are",
        "  skipped; a # later in a line is ordinary text. The whole script is checked",
        "  before its first step runs, and a mistake is reported as script:LINE: ...",
        "  wait 250ms, wait 1.5s  let time pass (ms or s), at most 1h",
        "  key NAME               press a key: enter esc space tab backspace up down",
        "                         left right home end pageup pagedown f1..f12",
        "                         ctrl-a..ctrl-z, or one character (key q, key +)",
        "  type TEXT              type TEXT, the rest of the line, exactly",
        "  resize COLSxROWS       resize the screen, 1x1 to 1000x1000",
        "  snapshot [NAME]        take a snapshot of the screen named NAME, made of",
        "                         letters, digits, - _ and . (unnamed ones are",
        "                         snapshot-1, snapshot-2, ...)",
        "  expect TEXT            stop with an error unless TEXT is on the screen",
        "  expect-not TEXT        stop with an error if TEXT is on the screen",
        "  A line may be 4096 bytes long and a script 1 MiB; reading stops at the",
        "  first bad line.",
        "",
        "RECORDING",
        "  --record writes an asciicast v2 file that asciinema and agg can play, one",
        "  event a frame. Each event reaches the file as it happens, so the file stays",
        "  valid up to the last frame even if the demo is killed. An existing file is",
        "  kept unless --overwrite is given, and replaced only once the demo has",
        "  started. If writing fails (a full disk, a file-size limit), recording",
        "  stops and the demo keeps running, then exits with status 1; a script",
        "  stops at once. The header's theme gives the default colors the fades",
        "  assumed (the terminal's answer when live). --format v3 writes asciicast",
        "  v3 instead: the terminal in the header's term object, intervals between",
        "  events, and the exit status as the last event. A recording has a marker",
        "  at each present and dismiss, for a player to jump to, and the keys typed",
        "  as input events, for a player's keystroke overlay (--no-input-events",
        "  leaves them out); what is typed into a password field is written as *",
        "  (key i in the gallery shows one).",
        "",
        "EXAMPLES",
        "  cover-demo --transition slide --animation bouncy --duration 0.6",
        "  cover-demo --script demo.txt --size 100x30 --record demo.cast --overwrite",
        "",
        "A mistake on the command line exits with status 2.",
    ]
}
