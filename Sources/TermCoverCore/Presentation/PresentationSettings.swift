extension View {
    /// The color behind a cover's content: opaque by default; `.clear`
    /// shows what is beneath; a translucent color dims it, fading in and out
    /// with the cover.
    public func presentationBackground(_ color: Color) -> some View {
        modifier(CoverSettingModifier { $0.reported.background = color })
    }

    /// Stops Esc from dismissing the cover this view is in.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(CoverSettingModifier { if isDisabled { $0.reported.interactiveDismissDisabled = true } })
    }
}

struct CoverSettingModifier: PrimitiveModifier {
    let apply: @MainActor (CoverRecord) -> Void
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        if let record = context.environment[CoverRecordKey.self] {
            let apply = self.apply
            context.graph.perform { apply(record) }
        }
        return content.resolve(context)
    }
}
