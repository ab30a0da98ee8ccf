// TEMPORARY until the options branch lands.
public enum DemoTransition: String, CaseIterable, Sendable {
    case cover, slide, moveTop = "move-top", moveBottom = "move-bottom", moveLeading = "move-leading", moveTrailing = "move-trailing"
    case scale, opacity, rotation, push, asymmetric, slideOpacity = "slide-opacity", dissolve, wipe
}
public enum DemoAnimation: String, CaseIterable, Sendable {
    case easeInOut, linear, easeIn, easeOut, spring, smooth, snappy, bouncy
}
