/// Scrolls the scroll views of a `ScrollViewReader` to identified views,
/// as SwiftUI's proxy does. Use it in actions (a button's, `onChange`,
/// `onAppear`), not while a body is evaluated.
@MainActor
public struct ScrollViewProxy {
    let hub: ScrollReaderHub

    /// Scrolls the first scroll view the proxy reaches that holds the view
    /// with identity `id` (an `.id(_:)` or a `ForEach` element's id, also in
    /// a lazy stack or grid where the row is not built yet). With a nil
    /// `anchor`, by the least that shows the whole view (none when it shows
    /// already); otherwise so that the view's `anchor` point meets the
    /// scroll view's: `.top` puts its top edge at the top, `.center` its
    /// middle in the middle, `.bottom` its bottom at the bottom, as far as
    /// the content reaches. Inside `withAnimation` the scroll animates,
    /// turning smoothly if asked again mid-way; otherwise it jumps.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        hub.scrollTo(AnyHashable(id), anchor: anchor)
    }
}
