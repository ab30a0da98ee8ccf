/// The SwiftUI code behind each gallery choice, shown beside the preview so
/// that what moves can be written down.
extension DemoTransition {
    /// The transition as written in SwiftUI (TermCover's own where SwiftUI has none).
    var code: String {
        switch self {
        case .cover, .moveBottom: ".move(edge: .bottom)"
        case .slide: ".slide"
        case .moveTop: ".move(edge: .top)"
        case .moveLeading: ".move(edge: .leading)"
        case .moveTrailing: ".move(edge: .trailing)"
        case .scale: ".scale"
        case .opacity: ".opacity"
        case .rotation: ".modifier(active: RotationTransition(value: false), identity: RotationTransition(value: true))"
        case .push: ".push(from: .trailing)"
        case .asymmetric: ".asymmetric(insertion: .scale, removal: .slide)"
        case .slideOpacity: ".slide.combined(with: .opacity)"
        case .dissolve: ".dissolve"
        case .wipe: ".wipe(edge: .leading)"
        case .zoom: ".zoom(sourceID: id, in: namespace)"
        case .blurReplace: ".blurReplace"
        case .spin: "SpinTransition()"
        case .flip: "FlipTransition()"
        case .numericText: ".numericText(value: count)"
        }
    }
}

extension DemoAnimation {
    /// The animation as written in SwiftUI, lasting `duration` seconds.
    func code(duration: String) -> String {
        switch self {
        case .spring: ".spring(duration: \(duration), bounce: 0.15)"
        default: ".\(rawValue)(duration: \(duration))"
        }
    }
}
