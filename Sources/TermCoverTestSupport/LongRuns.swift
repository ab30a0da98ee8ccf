import Foundation

/// True under `make soak` (TERMCOVER_SOAK set): the long variants of the
/// checks make test runs short run too.
package let longRuns = ProcessInfo.processInfo.environment["TERMCOVER_SOAK"] != nil
