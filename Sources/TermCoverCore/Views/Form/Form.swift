/// A form of grouped rows, as SwiftUI's `Form` on iOS: its `Section`s in
/// order, each a dim header, its rows separated by thin rules, and a dim
/// footer; rows outside a section form one of their own. Inside, controls
/// take the row layout SwiftUI gives them there: the label at the leading
/// edge, the value or control at the trailing one (a `Toggle`'s box, a
/// `Stepper`'s − +, a `Picker`'s choice, a `LabeledContent`'s value). It
/// scrolls when taller than its space; Tab moves through its controls and
/// brings each into view. A form is greedy: it takes all it is offered.
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// How far rows stand in from the form's edges.
    nonisolated static var margin: Int { 2 }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // Rows outside any section gather into sections of their own, between the sections written.
        var groups: [(header: AnyView?, footer: AnyView?, rows: [ViewListElement], id: AnyHashable)] = []
        var loose: [ViewListElement] = []
        func closeLoose() {
            guard !loose.isEmpty else { return }
            groups.append((nil, nil, loose, AnyHashable("rows\(groups.count)")))
            loose = []
        }
        for element in viewListElements(of: content) {
            if let section = element.section {
                closeLoose()
                groups.append((section.header, section.footer, section.rows, element.id))
            } else {
                loose.append(element)
            }
        }
        closeLoose()
        let body = ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(groups.enumerated()), id: \.element.id) { index, group in
                    FormSection(header: group.header, footer: group.footer, rows: group.rows, isFirst: index == 0)
                }
            }
            .padding(.horizontal, .columns(Self.margin))
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        return context.resolve(body, at: .name("form"))
    }
}

/// One section of a form as it is drawn.
struct FormSection: View {
    let header: AnyView?
    let footer: AnyView?
    let rows: [ViewListElement]
    let isFirst: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !isFirst { Text(" ") }
            if let header {
                header.textCase(.uppercase).foregroundColor(.secondary).lineLimit(1)
            }
            ForEach(Array(rows.enumerated()), id: \.element.id) { index, row in
                if index > 0 { FormRule() }
                row.view
                    .environment(\.isFormRow, true)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            if let footer {
                footer.foregroundColor(.secondary)
            }
        }
    }
}

/// The thin rule between two rows of a form section.
struct FormRule: View, PrimitiveView {
    typealias Body = Never
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [DividerNode(vertical: false, style: Style(foreground: .gray, background: .clear, attributes: [.dim]))]
    }
}

struct FormRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True inside a row of a `Form`: controls there lay themselves out as
    /// form rows, label leading and control trailing.
    public var isFormRow: Bool {
        get { self[FormRowKey.self] }
        set { self[FormRowKey.self] = newValue }
    }
}
