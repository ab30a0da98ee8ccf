import CoverDemoKit
import Foundation
import TermCover

// cover-bench: the cost of each gallery transition through the real
// ncurses backend on a pseudo-terminal. See docs/PERFORMANCE.md.

setenv("LC_ALL", "C.UTF-8", 0)
await CoverBench.main(arguments: Array(CommandLine.arguments.dropFirst()))
