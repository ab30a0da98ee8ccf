import Foundation

/// A fresh directory for one test, so that tests running in parallel never share files.
struct TemporaryDirectory: ~Copyable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("cover-demo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    /// A path inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// The bytes at `name`.
    func contents(_ name: String) throws -> String {
        try String(contentsOfFile: file(name), encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
