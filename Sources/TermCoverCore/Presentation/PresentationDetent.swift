import Foundation

/// A height at which a sheet rests, as SwiftUI's `PresentationDetent`.
/// `.medium` is half the screen, `.large` the whole
/// screen less its top row, so that the presenter's top edge shows above
/// the sheet as it does on iOS; no detent is taller than `.large`, and none
/// shorter than one row.
public struct PresentationDetent: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }
    private let kind: Kind

    /// Half the screen's height (rounded to whole rows, halves up).
    public static let medium = PresentationDetent(kind: .medium)
    /// The screen's height less one row.
    public static let large = PresentationDetent(kind: .large)

    /// `fraction` of the screen's height, rounded to whole rows.
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    /// A fixed height in points (whole rows: 16 points is one).
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }

    /// The rows the sheet takes at this detent on a screen `screenHeight`
    /// rows tall, on the cell grid `cells`.
    func rows(onScreenOf screenHeight: Int, _ cells: CellMetrics = .standard) -> Int {
        let large = max(1, screenHeight - 1)
        let rows: Int = switch kind {
        case .medium: Int((Double(screenHeight) / 2).rounded())
        case .large: large
        case .fraction(let f): Int((f * Double(screenHeight)).rounded())
        case .height(let h): cells.rows(h)
        }
        return min(large, max(1, rows))
    }

    /// Orders detents shortest first on a screen `screenHeight` rows tall;
    /// two of the same height keep one order whatever the set's.
    static func sorted(_ detents: Set<PresentationDetent>, onScreenOf screenHeight: Int,
                       _ cells: CellMetrics = .standard) -> [PresentationDetent] {
        func key(_ d: PresentationDetent) -> (Int, Int, Double) {
            let rows = d.rows(onScreenOf: screenHeight, cells)
            return switch d.kind {
            case .medium: (rows, 0, 0)
            case .large: (rows, 1, 0)
            case .fraction(let f): (rows, 2, f)
            case .height(let h): (rows, 3, h)
            }
        }
        return detents.sorted { key($0) < key($1) }
    }
}

extension View {
    /// Sets the heights the sheet this view is in can rest at, as SwiftUI's
    /// `presentationDetents(_:)`. The sheet opens at the smallest; PageUp
    /// and PageDown move it to the next taller or shorter one, and PageDown
    /// at the smallest dismisses it, as dragging it down does (unless
    /// `.interactiveDismissDisabled()`). A sheet with none rests at `.large`.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(SheetSettingModifier { $0.nextDetents = detents })
    }

    /// Sets the sheet's detents and binds the one it rests at, as SwiftUI's
    /// `presentationDetents(_:selection:)`: writing the binding moves the
    /// sheet (animated inside `withAnimation`), and PageUp and PageDown write it.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(SheetSettingModifier {
            $0.nextDetents = detents
            $0.nextSelection = selection
        })
    }

    /// Shows or hides the grabber row at the top of the sheet this view is
    /// in, as SwiftUI's `presentationDragIndicator(_:)`. `.automatic` shows
    /// it when the sheet has more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(SheetSettingModifier { $0.nextDragIndicator = visibility })
    }
}

/// Hands a setting to the sheet the view is in, while it resolves (and again
/// whenever its nodes are reused); outside a sheet it does nothing.
struct SheetSettingModifier: PrimitiveModifier {
    let apply: @MainActor (SheetState) -> Void
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        if let sheet = context.environment[SheetStateKey.self] {
            let apply = self.apply
            context.graph.perform { apply(sheet) }
        }
        return content.resolve(context)
    }
}
