// `import TermCover` gives the views, the animation engine and the ncurses
// terminal, and Observation, so that `@Observable` models need no import of
// their own (as with `import SwiftUI`).
@_exported import TermCoverCore
@_exported import TermCoverNcurses
@_exported import Observation
