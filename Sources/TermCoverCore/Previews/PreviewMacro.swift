import Foundation

/// A preview of a view, as SwiftUI's `#Preview`: it compiles, its body is
/// type-checked, and it adds nothing to the program (a terminal has no
/// canvas to show it on). The macro's plugin needs no swift-syntax.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "TermCoverMacros", type: "PreviewMacro")

/// A preview with traits (a layout, an orientation), as SwiftUI's
/// `#Preview(_:traits:_:body:)`: compiled and dropped, as `#Preview(_:body:)`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "TermCoverMacros", type: "PreviewMacro")

/// Marks a preview's `@State` (and other dynamic properties) as the
/// preview's own, as SwiftUI's `@Previewable` (iOS 18): accepted, as the
/// preview it sits in is dropped.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TermCoverMacros", type: "PreviewableMacro")

/// The type `#Preview`'s traits are made for, as in SwiftUI's developer tools.
public struct Preview {
    /// The kind of traits a view's preview takes.
    public enum ViewTraits {}
}

/// A setting of a preview (its layout, its orientation), as SwiftUI's
/// `PreviewTrait`: accepted for code written for Xcode's canvas.
public struct PreviewTrait<T> {
    let description: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview as large as the device.
    public static var defaultLayout: PreviewTrait { PreviewTrait(description: "defaultLayout") }
    /// The preview as large as its view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(description: "sizeThatFitsLayout") }
    /// The preview at a fixed size, in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(description: "fixedLayout(\(width), \(height))")
    }
    /// Upright.
    public static var portrait: PreviewTrait { PreviewTrait(description: "portrait") }
    /// Upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(description: "portraitUpsideDown") }
    /// Turned with the top to the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(description: "landscapeLeft") }
    /// Turned with the top to the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(description: "landscapeRight") }
}
