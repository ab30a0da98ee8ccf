/// How a view's colors combine with what is beneath, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// The view over what is beneath.
    case normal
    /// Darkens by multiplying.
    case multiply
    /// Lightens by screening.
    case screen
    /// Multiplies or screens by what is beneath.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightens what is beneath.
    case colorDodge
    /// Darkens what is beneath.
    case colorBurn
    /// A gentle overlay.
    case softLight
    /// A harsh overlay.
    case hardLight
    /// The difference of the two.
    case difference
    /// A softer difference.
    case exclusion
    /// The view's hue.
    case hue
    /// The view's saturation.
    case saturation
    /// The view's hue and saturation.
    case color
    /// The view's luminosity.
    case luminosity
    /// The view only where something is beneath.
    case sourceAtop
    /// What is beneath over the view.
    case destinationOver
    /// What is beneath, cut where the view is.
    case destinationOut
    /// Darker by adding.
    case plusDarker
    /// Lighter by adding.
    case plusLighter
}

/// How colors are rendered when a view is drawn as one picture, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB components as written.
    case nonLinear
    /// Linear components.
    case linear
    /// Linear components beyond 0...1.
    case extendedLinear
}

extension View {
    /// Accepted for SwiftUI's sake, with no effect: a terminal cell holds
    /// one glyph in two colors, so layers are composed by cells (see
    /// `ColorBlend`), never by a blend of their pixels.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }

    /// Accepted for SwiftUI's sake, with no effect: TermCover already draws
    /// a view with an effect (opacity, blur) as one layer before it is composed.
    public func compositingGroup() -> some View { self }

    /// Accepted for SwiftUI's sake, with no effect: there is no off-screen
    /// GPU image to draw into; the view is drawn into cells as always.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
}
