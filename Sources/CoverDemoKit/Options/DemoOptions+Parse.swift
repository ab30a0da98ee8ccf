import TermCover
extension DemoOptions {
    /// Parses the arguments after the program name.
    ///
    /// `--help` and `--version` anywhere win over everything else, even over
    /// mistakes, so that help is always reachable. Otherwise the arguments are
    /// read left to right, a repeated option keeps its last value, and the
    /// first mistake is thrown. `--list` checks the other options too.
    /// `TERMCOVER_REDUCE_MOTION=1` in `environment` turns on reduce motion.
    package static func parse(_ args: [String], environment: [String: String]) throws(DemoUsageError) -> DemoCommand {
        if args.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help(DemoHelp.text) }
        if args.contains("--version") { return .version("cover-demo \(demoVersion)") }
        var options = DemoOptions()
        options.reduceMotion = environment["TERMCOVER_REDUCE_MOTION"] == "1"
        // Screen-reader mode (TerminalRunner reads it too) reduces motion.
        if environment[ScreenReaderMode.environmentVariable] == "1" { options.reduceMotion = true }
        var list = false
        var sizeGiven = false
        var formatGiven = false
        var index = 0
        while index < args.count {
            let arg = args[index]
            index += 1
            guard arg.hasPrefix("--"), arg != "--" else {
                throw arg.hasPrefix("-") && arg != "-" ? .unknownOption(arg) : .unexpectedArgument(arg)
            }
            let name = String(arg.prefix { $0 != "=" })
            let inline = arg.firstIndex(of: "=").map { String(arg[arg.index(after: $0)...]) }
            guard let flag = DemoFlag(rawValue: name) else { throw .unknownOption(name) }
            guard flag.takesValue else {
                if inline != nil { throw .unexpectedValue(name) }
                switch flag {
                case .list: list = true
                case .overwrite: options.overwrite = true
                case .reduceMotion, .screenReader: options.reduceMotion = true
                case .noInputEvents: options.inputEvents = false
                default: break  // --help and --version returned above.
                }
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if index < args.count, !looksLikeOption(args[index]) {
                value = args[index]
                index += 1
            } else {
                throw .missingValue(name)
            }
            if value.isEmpty { throw .missingValue(name) }
            try options.apply(flag, value)
            if flag == .size { sizeGiven = true }
            if flag == .format { formatGiven = true }
        }
        if sizeGiven, options.script == nil { throw .sizeWithoutScript }
        if options.overwrite, options.recordPath == nil { throw .overwriteWithoutRecord }
        if formatGiven, options.recordPath == nil { throw .formatWithoutRecord }
        if !options.inputEvents, options.recordPath == nil { throw .noInputEventsWithoutRecord }
        return list ? .list(DemoHelp.listText) : .run(options)
    }

    /// Whether a separate argument is the next option rather than a value, so
    /// that `--record --overwrite` does not record to a file named
    /// `--overwrite`. `-` (standard input) and negative numbers are values.
    private static func looksLikeOption(_ arg: String) -> Bool {
        guard arg.hasPrefix("-"), arg.count > 1 else { return false }
        let second = arg[arg.index(after: arg.startIndex)]
        return !(second.isASCII && (second.isNumber || second == "."))
    }

    private mutating func apply(_ flag: DemoFlag, _ value: String) throws(DemoUsageError) {
        switch flag {
        case .transition:
            guard let t = DemoTransition(name: value) else { throw .unknownTransition(value) }
            transition = t
        case .animation:
            guard let a = DemoAnimation(name: value) else { throw .unknownAnimation(value) }
            animation = a
        case .duration:
            guard value.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }), let seconds = Double(value),
                  Self.durationRange.contains(seconds) else { throw .badDuration(value) }
            duration = seconds
        case .fps:
            guard value.allSatisfy({ ("0"..."9").contains($0) }), let n = Int(value), Self.fpsRange.contains(n)
            else { throw .badFPS(value) }
            fps = n
        case .script:
            script = value == "-" ? .standardInput : .file(value)
        case .size:
            guard let s = ScreenSizeText.parse(value) else { throw .badSize(value) }
            size = s
        case .record:
            if value == "-" { throw .recordToStandardOutput }
            recordPath = value
        case .theme:
            guard let colors = DemoTheme.parse(value) else { throw .badTheme(value) }
            theme = colors
        case .colors:
            guard let support = Self.colorDepths[value.lowercased()] else { throw .badColors(value) }
            colors = support
        case .format:
            guard let format = CastFormat(name: value) else { throw .badFormat(value) }
            self.format = format
        case .help, .version, .list, .overwrite, .reduceMotion, .noInputEvents, .screenReader:
            break  // They take no value; parse handles them.
        }
    }
}

extension DemoOptions {
    /// What `--colors` takes.
    static let colorDepths: [String: ColorSupport] = [
        "truecolor": .trueColor, "24bit": .trueColor, "256": .palette256, "16": .ansi16, "none": .monochrome,
    ]
}
