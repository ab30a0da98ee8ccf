import Foundation
import Synchronization

/// Finds and decodes the pictures `Image(_:bundle:)` names, each file once:
/// later images of the same name (every frame's, every view's) share the
/// pixels, and a name that is missing or broken is not looked for again.
enum ImageStore {
    /// The extensions tried, in order, after the name as it is.
    static let extensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]

    private static let named = Mutex([String: Result<DecodedImage, ImageLoadError>]())
    private static let files = Mutex([String: Result<DecodedImage, ImageLoadError>]())

    /// The picture named `name` in `bundle`, or where an app's pictures are
    /// when `bundle` is nil (see `searchDirectories(for:)`).
    static func image(named name: String, bundle: Bundle?) -> Result<DecodedImage, ImageLoadError> {
        let key = (bundle?.bundlePath ?? "") + "\u{0}" + name
        if let known = named.withLock({ $0[key] }) { return known }
        let result: Result<DecodedImage, ImageLoadError>
        if let path = find(name, in: searchDirectories(for: bundle)) {
            result = image(atPath: path)
        } else {
            result = .failure(.notFound(name: name))
        }
        named.withLock { $0[key] = result }
        return result
    }

    /// The picture in the file at `path`, decoded once.
    static func image(atPath path: String) -> Result<DecodedImage, ImageLoadError> {
        if let known = files.withLock({ $0[path] }) { return known }
        let result: Result<DecodedImage, ImageLoadError>
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            result = Result { () throws(ImageLoadError) in try ImageDecoder.decode(data, path: path) }
        } catch {
            result = .failure(.unreadable(path: path, reason: (error as NSError).localizedDescription))
        }
        files.withLock { $0[path] = result }
        return result
    }

    /// Where a name is looked for: the bundle given; or, for nil (SwiftUI's
    /// main bundle), the main bundle's resources, the executable's own
    /// directory, and the resource bundles SwiftPM puts beside it
    /// (`<package>_<target>.resources`), which is where an executable
    /// target's `Bundle.module` is: an app written for iOS names its
    /// pictures without a bundle, and they are found.
    static func searchDirectories(for bundle: Bundle?) -> [String] {
        if let bundle { return [bundle.resourcePath, bundle.bundlePath].compactMap { $0 } }
        var directories = [Bundle.main.resourcePath, Bundle.main.bundlePath].compactMap { $0 }
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path
        if let executable {
            directories.append(executable)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: executable)) ?? []
            for entry in entries.sorted() where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
                directories.append(executable + "/" + entry)
            }
        }
        var seen = Set<String>()
        return directories.filter { seen.insert($0).inserted }
    }

    /// The first file for `name` in `directories`: the name as it is if it
    /// has an extension, else with each of `extensions`.
    static func find(_ name: String, in directories: [String]) -> String? {
        guard !name.isEmpty else { return nil }
        let candidates = [name] + extensions.map { name + "." + $0 }
        for directory in directories {
            for candidate in candidates {
                let path = directory + "/" + candidate
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return path
                }
            }
        }
        return nil
    }
}
