import Foundation

extension View {
    /// Sets where the view's `g` guide stands, in points from its leading
    /// edge, as SwiftUI's `alignmentGuide(_:computeValue:)`: a `VStack`
    /// whose alignment is `g` lines its children up by their guides.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
    }

    /// Sets where the view's `g` guide stands, in points from its top edge:
    /// an `HStack` whose alignment is `g` lines its children up by it.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
    }
}

/// A guide across one axis: which stacks read it.
enum AlignmentGuideID: Equatable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

struct AlignmentGuideModifier: PrimitiveModifier {
    let guide: AlignmentGuideID
    let computeValue: (ViewDimensions) -> CGFloat
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [AlignmentGuideNode(single(content.resolve(context)), guide: guide, computeValue: computeValue, cells: context.cells)]
    }
}

/// Answers its explicit guide, in cells, for the size its stack gave it.
@MainActor
final class AlignmentGuideNode: WrapperNode {
    let guide: AlignmentGuideID
    let computeValue: (ViewDimensions) -> CGFloat
    let cells: CellMetrics
    init(_ child: LayoutNode, guide: AlignmentGuideID, computeValue: @escaping (ViewDimensions) -> CGFloat, cells: CellMetrics) {
        self.guide = guide
        self.computeValue = computeValue
        self.cells = cells
        super.init(child)
    }

    override func explicitGuide(_ guide: AlignmentGuideID, size: Size) -> Int? {
        guard guide == self.guide else { return child.explicitGuide(guide, size: size) }
        let points = cells.points(size)
        let value = Double(computeValue(ViewDimensions(width: points.width, height: points.height)))
        if case .horizontal = guide { return cells.columns(value) }
        return cells.rows(value)
    }
}
