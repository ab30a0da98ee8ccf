import TermCover

/// What the gallery's controls have chosen; every cover reads it.
struct GallerySettings: Equatable {
    var transition: DemoTransition = .cover
    var animation: DemoAnimation = .easeInOut
    var duration: Double = 0.35
    var slowMotion = false
    var reduceMotion = false

    /// The animation covers use: 10 times slower in slow motion.
    var coverAnimation: Animation {
        animation.animation(duration: duration).speed(slowMotion ? 0.1 : 1)
    }

    /// "0.35 s", for the screen.
    var durationText: String {
        let tenths = (duration * 100).rounded() / 100
        return "\(tenths) s"
    }
}
