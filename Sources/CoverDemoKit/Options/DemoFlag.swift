/// The long options, spelled as typed.
enum DemoFlag: String {
    case help = "--help", version = "--version", list = "--list"
    case transition = "--transition", animation = "--animation", duration = "--duration", fps = "--fps"
    case script = "--script", size = "--size", record = "--record", overwrite = "--overwrite"
    case reduceMotion = "--reduce-motion", theme = "--theme", colors = "--colors", format = "--format"
    case noInputEvents = "--no-input-events"
    case screenReader = "--screen-reader"

    var takesValue: Bool {
        switch self {
        case .transition, .animation, .duration, .fps, .script, .size, .record, .theme, .colors, .format: true
        case .help, .version, .list, .overwrite, .reduceMotion, .noInputEvents, .screenReader: false
        }
    }
}
