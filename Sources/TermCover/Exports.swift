// `import TermCover` gives the views, the animation engine and the ncurses
// terminal, plus Foundation and Observation, as `import SwiftUI` does:
// `Date`, `UUID` and `@Observable` models need no imports of their own.
@_exported import Combine
@_exported import TermCoverCore
@_exported import TermCoverNcurses
@_exported import Foundation
@_exported import Observation
