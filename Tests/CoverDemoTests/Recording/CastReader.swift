import Foundation

/// A cast file read back and checked the way a player would need it:
/// every line valid UTF-8 and JSON, the header's fields, events of
/// `[number, "o", "r" or "m", string]` (output, resize, marker), and times
/// that never decrease.
struct CastReader {
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    struct Event: Equatable {
        let time: Double
        let code: String
        let data: String
    }

    let header: [String: Any]
    let events: [Event]
    /// The file's lines as text, without their newlines.
    let lines: [String]

    init(path: String) throws {
        try self.init(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    init(bytes: [UInt8]) throws {
        guard bytes.last == UInt8(ascii: "\n") else { throw Invalid(description: "the file does not end in a newline") }
        var lines: [String] = []
        for (number, raw) in bytes.dropLast().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated() {
            guard let line = String(validating: raw, as: UTF8.self) else {
                throw Invalid(description: "line \(number + 1) is not valid UTF-8")
            }
            lines.append(line)
        }
        self.lines = lines
        guard let first = lines.first,
              let header = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] else {
            throw Invalid(description: "no header object")
        }
        guard header["version"] as? Int == 2, (header["width"] as? Int ?? 0) > 0, (header["height"] as? Int ?? 0) > 0,
              header["timestamp"] is Int, let env = header["env"] as? [String: Any], env["TERM"] is String else {
            throw Invalid(description: "bad header: \(first.prefix(200))")
        }
        self.header = header
        var events: [Event] = []
        for (index, line) in lines.enumerated().dropFirst() {
            guard let array = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], array.count == 3,
                  // On Linux a JSON true also casts to NSNumber, so check the text is a number.
                  line.dropFirst().first?.isNumber == true, let time = (array[0] as? NSNumber)?.doubleValue,
                  let code = array[1] as? String, ["o", "i", "r", "m"].contains(code),
                  let data = array[2] as? String else {
                throw Invalid(description: "line \(index + 1) is not an event: \(line.prefix(80))")
            }
            if let previous = events.last, time < previous.time {
                throw Invalid(description: "line \(index + 1) goes back in time: \(line.prefix(80))")
            }
            events.append(Event(time: time, code: code, data: data))
        }
        self.events = events
    }
}
