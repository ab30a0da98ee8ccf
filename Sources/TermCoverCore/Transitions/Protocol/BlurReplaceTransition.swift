/// The old content blurs away while the new one comes into focus out of
/// the blur, each scaling slightly and fading, as SwiftUI's
/// `.blurReplace`. On a terminal the blur is a picture of the view (see
/// `blur(radius:opaque:)`): text turns to soft ink, then its words come
/// back whole as the blur clears, never a word in part. A word shows only
/// below half a cell of blur, and a view draws nothing from two thirds of
/// the way out: under one animation the leaving view's words have gone a
/// third of the way in, before the arriving view draws anything, and the
/// arriving view's first word shows two thirds of the way, once the leaving
/// one has gone, so the words of the two never mix.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it comes and goes.
    public struct Configuration: Hashable, Sendable {
        let removalScale: Double

        /// Scales the view down while removing it and up while inserting it (the default).
        public static let downUp = Configuration(removalScale: 0.9)
        /// Scales the view up while both inserting and removing it.
        public static let upUp = Configuration(removalScale: 1.1)
    }

    /// Which way the view scales.
    public var configuration: Configuration

    /// A blur replace scaling as `configuration` says.
    public init(configuration: Configuration = .downUp) {
        self.configuration = configuration
    }

    /// The blur's radius away from rest, in cells: letters a cell and a half
    /// apart run together into one smudge.
    static let radius = 1.5
    /// The scale a view is inserted from: a tenth off, which reads as a
    /// settling, not a zoom (the configurations' removal scales are a tenth
    /// off too, down and up).
    static let smaller = 0.9

    /// Blurred, scaled and transparent except at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(BlurReplaceEffect(away: phase.isIdentity ? 0 : 1,
                                           scale: phase == .didDisappear ? configuration.removalScale : Self.smaller))
    }
}

/// How far a blur-replaced view is from rest, `away` from 0 (at rest) to 1
/// (gone), and what that makes of it: blurred by 1.5 cells × `away`,
/// scaled towards `scale`, and opaque by 1 − 1.5 × `away` (none from two
/// thirds away). Words show below a third away (half a cell of blur), so
/// while one view's words show, the other view, more than two thirds away,
/// draws nothing over them.
struct BlurReplaceEffect: PrimitiveModifier, Animatable {
    var away: Double
    let scale: Double

    nonisolated var animatableData: Double {
        get { away }
        set { away = newValue }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        let a = min(1, max(0, away))
        if a == 0 { return nodes }
        let s = 1 + (scale - 1) * a
        let blurred = EffectNode(single(nodes), effect: .blur(BlurReplaceTransition.radius * a), context)
        let scaled = EffectNode(blurred, effect: .scale(x: s, y: s, anchor: .center), context)
        return [EffectNode(scaled, effect: .opacity(max(0, 1 - 1.5 * a)), context)]
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs out the old content and brings the new one into focus, scaling down on the way out.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }

    /// Blurs out and in, scaling as `configuration` says.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}
