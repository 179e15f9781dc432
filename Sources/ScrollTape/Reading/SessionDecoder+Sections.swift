import ScrollTapeCore

extension SessionDecoder {
    /// One section (`{"header":H,"footer":F,"rows":[L1,L2,…]}` or `"rows":{"count":N,"length":L}`)
    /// of a list that has `rowsBefore` rows before it: of `content.sections`, or of an update's
    /// `insertSections`.
    static func section(_ object: ObjectDecoder, rowsBefore rowCount: Int) throws(Diagnostic)
        -> SectionLayout.Section
    {
        var rows: [Double] = []
        guard let rowsNode = object.value("rows") else { throw object.missing("rows") }
        if rowsNode.arrayValue != nil {
            for row in try object.array("rows") ?? [] {
                rows.append(
                    try ObjectDecoder.number(
                        row, name: "a row length in 'rows' of \(object.context)", in: rowLength,
                        location: object.location))
                guard rowCount + rows.count <= Limits.itemCount.upperBound else {
                    throw object.error(at: row, "the list has more than \(Limits.itemCount.upperBound) rows")
                }
            }
        } else {
            guard let equal = try object.object("rows") else { throw object.missing("rows") }
            guard let count = try equal.integer("count", in: Limits.itemCount) else {
                throw equal.missing("count")
            }
            guard rowCount + count <= Limits.itemCount.upperBound else {
                throw equal.error(
                    at: equal.node, "the list has more than \(Limits.itemCount.upperBound) rows")
            }
            rows = Array(repeating: try equal.requiredNumber("length", in: rowLength), count: count)
        }
        return SectionLayout.Section(
            header: try object.number("header", default: 0, in: Limits.size),
            footer: try object.number("footer", default: 0, in: Limits.size), rows: rows)
    }

    /// `content.sections`: `[{"header":H,"footer":F,"rows":[L1,L2,…]}]` or
    /// `"rows":{"count":N,"length":L}`, the `style` (`plain`, the default, or `grouped`) and the
    /// `layout` (`table`, the default, or `flow`).
    static func sections(_ content: ObjectDecoder) throws(Diagnostic) -> SectionLayout {
        let style = try content.choice("style", SectionLayout.Style.self) ?? .plain
        var sections: [SectionLayout.Section] = []
        var rowCount = 0
        for (position, element) in (try content.array("sections") ?? []).enumerated() {
            let object = try ObjectDecoder(
                element, context: "scroll.content.sections[\(position)]", place: .sections,
                location: content.location)
            let section = try Self.section(object, rowsBefore: rowCount)
            rowCount += section.rows.count
            sections.append(section)
        }
        guard !sections.isEmpty else {
            throw content.error(
                at: content.value("sections")!,
                "'sections' in \(content.context) must have at least one section")
        }
        return SectionLayout(
            sections: sections, style: style,
            kind: try content.choice("layout", SectionLayout.Kind.self) ?? .table)
    }

    /// The lengths a row (or an item) may have, in points.
    package static let rowLength: ClosedRange<Double> = 0.01...1_000_000
}
