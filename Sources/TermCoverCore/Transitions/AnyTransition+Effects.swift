extension AnyTransition {
    /// Scales up from nothing and back down, about the center. The active
    /// scale is SwiftUI's 1e-5, not 0, which draws nothing all the same.
    public static var scale: AnyTransition { scale(scale: 1e-5) }

    /// Scales from `scale` about `anchor` in the active state.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(scale, anchor: anchor))
    }

    /// A terminal-native transition: cells appear, and later vanish, in an
    /// blue-noise order (grain, not a grid), like a dissolve in film.
    public static var dissolve: AnyTransition {
        AnyTransition(hasMotion: false) { content, phase in
            AnyView(content.modifier(RevealModifier(order: .dissolve, progress: phase.isIdentity ? 1 : 0)))
        }
    }

    /// A terminal-native transition: the view is revealed from `edge`
    /// across to the other side, and hidden back toward `edge`.
    public static func wipe(edge: Edge) -> AnyTransition {
        AnyTransition(hasMotion: true) { content, phase in
            AnyView(content.modifier(RevealModifier(order: .wipe(from: edge), progress: phase.isIdentity ? 1 : 0)))
        }
    }
}
