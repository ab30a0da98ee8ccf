import Foundation

/// An asciicast v3 file read as the published spec
/// (docs.asciinema.org/manual/asciicast/v3) describes it, written from the
/// spec and checked against its examples in `CastV3SpecTests`:
///
/// - the first line is the header object, never a comment; `version` is 3,
///   `term` has integer `cols` and `rows`, and optional `type` and
///   `version` strings and a `theme` of `fg`, `bg` and a `palette` of 8 or
///   16 colors, all `#rrggbb`; other attributes are checked for their types
///   and unknown ones are ignored, as the spec requires;
/// - every later line starting with `#` is a comment and skipped;
/// - every other line is `[interval, code, data]`: a number of seconds since
///   the event before (never negative), a string code and string data;
///   `r` data is `COLSxROWS` and `x` data a number; unknown codes pass through.
struct CastV3Reader {
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    struct Event: Equatable {
        /// Seconds since the start: the sum of the intervals up to here, in whole microseconds.
        let microseconds: Int64
        let code: String
        let data: String

        var time: Double { Double(microseconds) / 1_000_000 }
    }

    struct Theme: Equatable {
        let fg: String, bg: String
        let palette: [String]
    }

    let header: [String: Any]
    let cols: Int, rows: Int
    let type: String?
    let theme: Theme?
    let events: [Event]
    /// The comment lines, `#` included.
    let comments: [String]

    init(path: String) throws {
        try self.init(text: try String(contentsOfFile: path, encoding: .utf8))
    }

    init(text: String) throws {
        guard text.hasSuffix("\n") else { throw Invalid(description: "the file does not end in a newline") }
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, !first.hasPrefix("#") else {
            throw Invalid(description: "the first line must be the header, not a comment")
        }
        guard let header = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] else {
            throw Invalid(description: "the header is not a JSON object")
        }
        guard Self.isInteger(header["version"]), header["version"] as? Int == 3 else {
            throw Invalid(description: "version is not 3")
        }
        guard let term = header["term"] as? [String: Any], Self.isInteger(term["cols"]), Self.isInteger(term["rows"]),
              let cols = term["cols"] as? Int, let rows = term["rows"] as? Int, cols > 0, rows > 0 else {
            throw Invalid(description: "term needs integer cols and rows")
        }
        for key in ["type", "version"] where term[key] != nil && !(term[key] is String) {
            throw Invalid(description: "term.\(key) is not a string")
        }
        var theme: Theme?
        if let value = term["theme"] {
            guard let object = value as? [String: Any], let fg = object["fg"] as? String, let bg = object["bg"] as? String,
                  let palette = (object["palette"] as? String)?.split(separator: ":", omittingEmptySubsequences: false)
                    .map(String.init),
                  Self.isColor(fg), Self.isColor(bg), palette.count == 8 || palette.count == 16,
                  palette.allSatisfy(Self.isColor) else {
                throw Invalid(description: "term.theme needs fg, bg and a palette of 8 or 16 #rrggbb colors")
            }
            theme = Theme(fg: fg, bg: bg, palette: palette)
        }
        if let value = header["timestamp"], !Self.isInteger(value) { throw Invalid(description: "timestamp is not an integer") }
        if let value = header["idle_time_limit"], !Self.isNumber(value) {
            throw Invalid(description: "idle_time_limit is not a number")
        }
        for key in ["command", "title"] where header[key] != nil && !(header[key] is String) {
            throw Invalid(description: "\(key) is not a string")
        }
        if let value = header["env"] {
            guard let env = value as? [String: Any], env.values.allSatisfy({ $0 is String }) else {
                throw Invalid(description: "env is not a map of strings")
            }
        }
        if let value = header["tags"] {
            guard let tags = value as? [Any], tags.allSatisfy({ $0 is String }) else {
                throw Invalid(description: "tags is not a list of strings")
            }
        }
        self.header = header
        self.cols = cols
        self.rows = rows
        self.type = term["type"] as? String
        self.theme = theme

        var events: [Event] = [], comments: [String] = []
        var now: Int64 = 0
        for (index, line) in lines.enumerated().dropFirst() {
            if line.hasPrefix("#") {
                comments.append(line)
                continue
            }
            guard let array = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], array.count == 3,
                  Self.isNumber(array[0]), let interval = (array[0] as? NSNumber)?.doubleValue, interval >= 0,
                  let code = array[1] as? String, let data = array[2] as? String else {
                throw Invalid(description: "line \(index + 1) is not an [interval, code, data] event: \(line.prefix(80))")
            }
            if code == "r", !Self.isSize(data) { throw Invalid(description: "line \(index + 1): r data is not COLSxROWS") }
            if code == "x", Int(data) == nil { throw Invalid(description: "line \(index + 1): x data is not a number") }
            now += Int64((interval * 1_000_000).rounded())
            events.append(Event(microseconds: now, code: code, data: data))
        }
        self.events = events
        self.comments = comments
    }

    /// What the terminal was sent, in order.
    var output: String { events.filter { $0.code == "o" }.map(\.data).joined() }

    // JSON's true and false also come back as NSNumber on Linux: tell numbers
    // by their storage type ("c" is a Bool's; "d" and "f" are fractions).
    private static func storage(_ value: Any?) -> String? {
        guard let number = value as? NSNumber else { return nil }
        return String(cString: number.objCType)
    }

    private static func isNumber(_ value: Any?) -> Bool {
        guard let type = storage(value) else { return false }
        return type != "c" && type != "B"
    }

    private static func isInteger(_ value: Any?) -> Bool {
        guard isNumber(value), let type = storage(value) else { return false }
        return type != "d" && type != "f"
    }

    private static func isColor(_ text: String) -> Bool {
        text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    private static func isSize(_ text: String) -> Bool {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
    }
}
