import Glibc
import TermCover

/// What the recorded app tells a live recorder (`LiveRecording`), in its
/// own output: the keys it was typed, as it masked them, and where covers
/// present and dismiss.
///
/// Why the app, and why in its output. The recorder relays the keys, but
/// only the app knows where each key went: a key typed right after Tab may
/// reach a `SecureField` that the recorder, reading ahead of the app, cannot
/// yet know has focus. So the app writes each key down itself, at the moment
/// it meets the focus (`ViewHost.onInput`, masked by `InputRecord`), and the
/// recorder never records what it relays. The message rides in the output,
/// as an APC string (`ESC _ … ESC \`), rather than a side pipe: it arrives
/// in order with the frames it belongs between (a key before the frame it
/// caused, a marker after the frame that started a present), it needs no
/// extra descriptor across the pty's start (`PseudoTerminalProcess` passes
/// none on purpose), and the recorder already reads that stream whole. The
/// recorder takes every message out before the bytes reach the terminal or
/// the cast, and terminals ignore APC strings anyway. The payload is hex, so
/// nothing in it can end the string early.
enum RecorderMessage: Equatable {
    /// A key, as the cast's `"i"` event carries it.
    case input(String)
    /// A marker's label, as the cast's `"m"` event carries it.
    case marker(String)

    /// The environment variable through which the recorder asks its child
    /// for messages: `input,markers`, or `markers` under `--no-input-events`.
    static let environmentName = "TERMCOVER_RECORDER_CHANNEL"
    /// What every message starts with.
    static let prefix = Array("\u{1B}_cover-demo;".utf8)
    /// What ends it (ST).
    static let terminator = Array("\u{1B}\\".utf8)

    /// The bytes of the message.
    var encoded: [UInt8] {
        let (code, text): (String, String) = switch self {
        case .input(let data): ("i", data)
        case .marker(let label): ("m", label)
        }
        let hex = text.utf8.map { byte in
            let digits = Array("0123456789abcdef".utf8)
            return [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
        }.joined()
        return Self.prefix + Array(code.utf8) + [UInt8(ascii: ";")] + Array(hex) + Self.terminator
    }

    /// The message whose body (between the prefix and the terminator) is `body`; nil when malformed.
    init?(body: ArraySlice<UInt8>) {
        let parts = body.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var i = parts[1].startIndex
        while i < parts[1].endIndex {
            guard let high = Self.nibble(parts[1][i]), let low = Self.nibble(parts[1][i + 1]) else { return nil }
            bytes.append(high << 4 | low)
            i += 2
        }
        let text = String(decoding: bytes, as: UTF8.self)
        switch String(decoding: parts[0], as: UTF8.self) {
        case "i": self = .input(text)
        case "m": self = .marker(text)
        default: return nil
        }
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x61...0x66: c - 0x61 + 10
        default: nil
        }
    }
}

/// The recorded app's side: writes messages to its terminal (standard
/// output, the recorder's pty) when the recorder asked for them.
@MainActor
final class RecorderChannel {
    let sendsInput: Bool
    let sendsMarkers: Bool
    private let markers = CastMarkers()

    /// The channel the environment asks for; nil when the app is not recorded.
    init?(environment: [String: String]) {
        guard let value = environment[RecorderMessage.environmentName] else { return nil }
        let parts = value.split(separator: ",").map(String.init)
        sendsInput = parts.contains("input")
        sendsMarkers = parts.contains("markers")
    }

    /// Wires the channel to a running app: keys as they meet the focus, markers after frames.
    func attach(to hooks: RunHooks) {
        if sendsInput { hooks.onInput = { [weak self] record in self?.send(.input(record.data)) } }
    }

    /// After each frame drawn: a marker where a cover started to present or dismiss.
    func frameDrawn(phases: [PresentationPhase]) {
        guard sendsMarkers else { return }
        for label in markers.labels(after: phases) { send(.marker(label)) }
    }

    private func send(_ message: RecorderMessage) {
        let bytes = message.encoded
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 { offset += n } else if n < 0, errno == EINTR || errno == EAGAIN { continue } else { return }
            }
        }
    }
}
