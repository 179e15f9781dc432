import ScrollTapeCore

/// An `update` line: a batch update of a list. A list of items takes `delete` and `insert`
/// (indices before and after the update); a list in sections takes `deleteRows`, `insertRows`,
/// `deleteSections` and `insertSections`; `anchor`; `scroll` names the list (absent: the primary).
enum UpdateFormat: EventFormat {
    static let fields = EventFields(
        [
            "delete", "insert", "deleteRows", "insertRows", "deleteSections", "insertSections", "anchor",
            "scroll",
        ],
        objects: [
            "insertSections": EventFields.Object(["at", "header", "footer", "rows"], places: ["rows": .rows])
        ])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        .update(try update(line, session: session, sequence: &sequence))
    }

    private static func update(
        _ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence
    ) throws(Diagnostic) -> ItemUpdate {
        let scrollView = try EventDecoder.scrollView(line, session: session)
        if let scrollView, sequence.otherItemCounts[scrollView] == nil,
            case .items(let layout) = session.scene.scrolls.first(where: { $0.id == scrollView })?.content
        {
            sequence.otherItemCounts[scrollView] = layout.count
        }
        let id = scrollView ?? session.scene.scroll.id
        let content = session.scene.allScrolls.first { $0.id == id }?.content
        let sectionFields = ["deleteRows", "insertRows", "deleteSections", "insertSections"]
        if case .sections(let initial) = content {
            for key in ["delete", "insert"] {
                if let node = line.value(key) {
                    throw line.error(
                        at: node,
                        "'\(key)' names items of a list of items; a list in sections takes 'deleteRows', "
                            + "'insertRows', 'deleteSections' and 'insertSections'")
                }
            }
            return try sectionUpdate(
                line, layout: sequence.sectionLayouts[id] ?? initial, scrollView: scrollView, id: id,
                sequence: &sequence)
        }
        if let key = sectionFields.first(where: line.has) {
            throw line.error(
                at: line.value(key)!,
                "'\(key)' names rows of a list in sections; a list of items takes 'delete' and 'insert'")
        }
        let known: Int? =
            if let scrollView { sequence.otherItemCounts[scrollView] } else { sequence.itemCount }
        guard let count = known else {
            let field = scrollView.map { "the content of scroll view '\($0)'" } ?? "scroll.content"
            throw line.error(at: line.node, "update events need a list of items (\(field).items)")
        }
        let deleted = try indices(line, "delete", below: count, when: "before")
        let newCount = count - deleted.count
        let inserted = try indices(
            line, "insert", below: newCount + (try line.array("insert")?.count ?? 0), when: "after")
        guard newCount + inserted.count <= Limits.itemCount.upperBound else {
            throw line.error(
                at: line.node, "update makes the list longer than \(Limits.itemCount.upperBound) items")
        }
        let anchor = try line.choice("anchor", ItemUpdate.Anchor.self) ?? .none
        if let scrollView {
            sequence.otherItemCounts[scrollView] = newCount + inserted.count
        } else {
            sequence.itemCount = newCount + inserted.count
        }
        return ItemUpdate(deleted: deleted, inserted: inserted, anchor: anchor, scrollView: scrollView)
    }

    /// An `update` of a list in sections, `layout` before it: `deleteRows` (`[section, row]`),
    /// `deleteSections`, `insertSections` (`{"at","header","footer","rows"}`) and `insertRows`
    /// (`[section, row, length]`), checked against the layout as `SectionLayout.applying(_:)`
    /// reads them; the sequence takes the layout after it.
    private static func sectionUpdate(
        _ line: ObjectDecoder, layout: SectionLayout, scrollView: String?, id: String,
        sequence: inout EventDecoder.Sequence
    ) throws(Diagnostic) -> ItemUpdate {
        /// An entry of `field`: `[section, row]`, or `[section, row, length]` when it has a
        /// `length` (inserted rows); the elements after the path.
        func rowPath(_ node: JSONNode, of field: String, withLength: Bool) throws(Diagnostic) -> (
            path: SectionChange.RowPath, rest: ArraySlice<JSONNode>
        ) {
            let shape = withLength ? "[section, row, length]" : "[section, row]"
            guard let elements = node.arrayValue, elements.count == (withLength ? 3 : 2) else {
                throw line.error(
                    at: node, "an entry of '\(field)' must be an array \(shape), found \(node.shape)")
            }
            let section = try ObjectDecoder.integer(
                elements[0], name: "a section in '\(field)'", in: Limits.identifier, location: line.location
            )
            let row = try ObjectDecoder.integer(
                elements[1], name: "a row in '\(field)'", in: Limits.identifier, location: line.location)
            return (SectionChange.RowPath(section: section, row: row), elements.dropFirst(2))
        }
        var change = SectionChange()
        for node in try line.array("deleteRows") ?? [] {
            change.deletedRows.append(try rowPath(node, of: "deleteRows", withLength: false).path)
        }
        for node in try line.array("deleteSections") ?? [] {
            change.deletedSections.append(
                try ObjectDecoder.integer(
                    node, name: "a section in 'deleteSections'", in: Limits.identifier,
                    location: line.location))
        }
        // The rows so far, the inserted sections' included: no section takes the list past the
        // limit before the whole update is checked.
        var rowsBefore = layout.rowCount
        for (position, node) in (try line.array("insertSections") ?? []).enumerated() {
            let section = try ObjectDecoder(
                node, context: "update.insertSections[\(position)]",
                place: .event(.update, field: "insertSections"),
                location: line.location)
            guard let at = try section.integer("at", in: Limits.identifier) else {
                throw section.missing("at")
            }
            let inserted = try SessionDecoder.section(section, rowsBefore: rowsBefore)
            rowsBefore += inserted.rows.count
            change.insertedSections.append(SectionChange.InsertedSection(at: at, inserted))
        }
        for node in try line.array("insertRows") ?? [] {
            let (path, rest) = try rowPath(node, of: "insertRows", withLength: true)
            let length = try ObjectDecoder.number(
                rest.first!, name: "a row length in 'insertRows'", in: SessionDecoder.rowLength,
                location: line.location)
            change.insertedRows.append(SectionChange.InsertedRow(path, length: length))
        }
        let applied: (layout: SectionLayout, newRows: SectionChange.Renumbering)
        do {
            applied = try layout.applying(change)
        } catch {
            let entry = try line.array(error.field)?[error.entry] ?? line.node
            throw line.error(at: entry, "'\(error.field)': \(error.message)")
        }
        guard applied.layout.rowCount <= Limits.itemCount.upperBound else {
            throw line.error(
                at: line.node, "update makes the list longer than \(Limits.itemCount.upperBound) rows")
        }
        let anchor = try line.choice("anchor", ItemUpdate.Anchor.self) ?? .none
        sequence.sectionLayouts[id] = applied.layout
        if let scrollView {
            sequence.otherItemCounts[scrollView] = applied.layout.rowCount
        } else {
            sequence.itemCount = applied.layout.rowCount
        }
        return ItemUpdate(anchor: anchor, scrollView: scrollView, sectionChange: change)
    }

    /// Distinct integer indices in 0..<limit, the item count `when` ("before" or "after") the update.
    private static func indices(_ line: ObjectDecoder, _ key: String, below limit: Int, when: String)
        throws(Diagnostic) -> [Int]
    {
        var result: [Int] = []
        var seen: Set<Int> = []
        for element in try line.array(key) ?? [] {
            let index = try ObjectDecoder.integer(
                element, name: "an index in '\(key)'", in: Limits.identifier, location: line.location)
            guard (0..<limit).contains(index) else {
                let items =
                    limit == 0
                    ? "no items \(when) the update"
                    : "\(limit) item\(limit == 1 ? "" : "s") \(when) the update (indices 0…\(limit - 1))"
                throw line.error(
                    at: element, "'\(key)' index \(index) is out of range: the list has \(items)")
            }
            guard seen.insert(index).inserted else {
                throw line.error(at: element, "'\(key)' lists index \(index) twice")
            }
            result.append(index)
        }
        return result
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .update(let update) = kind else { return }
        if let change = update.sectionChange {
            func path(_ path: SectionChange.RowPath) -> [Value] {
                [.number(Double(path.section)), .number(Double(path.row))]
            }
            if !change.deletedRows.isEmpty {
                members.append("deleteRows", .array(change.deletedRows.map { .array(path($0)) }))
            }
            if !change.deletedSections.isEmpty {
                members.append("deleteSections", .array(change.deletedSections.map { .number(Double($0)) }))
            }
            if !change.insertedSections.isEmpty {
                members.append(
                    "insertSections",
                    .array(
                        change.insertedSections.map { inserted in
                            var fields: [Value.Member] = [.init("at", .number(Double(inserted.index)))]
                            let section = inserted.section
                            if section.header != 0 { fields.append("header", section.header) }
                            if section.footer != 0 { fields.append("footer", section.footer) }
                            fields.append("rows", .array(section.rows.map { .number($0) }))
                            return .object(fields)
                        }))
            }
            if !change.insertedRows.isEmpty {
                members.append(
                    "insertRows",
                    .array(change.insertedRows.map { .array(path($0.path) + [.number($0.length)]) }))
            }
        } else {
            members.append("delete", .array(update.deleted.map { .number(Double($0)) }))
            members.append("insert", .array(update.inserted.map { .number(Double($0)) }))
        }
        members.append("anchor", .string(update.anchor.rawValue))
        if let scrollView = update.scrollView { members.append("scroll", .string(scrollView)) }
    }
}
