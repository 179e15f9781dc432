import ScrollTapeCore

extension Event {
    /// The event as its recording line (SPEC §1.2), without the newline; `EventDecoder` reads it back.
    public var jsonLine: String { jsonValue.jsonText }

    /// The event as a JSON value, `type` and `t` first.
    public var jsonValue: Value {
        var members: [Value.Member] = [.init("type", .string(typeName)), .init("t", .number(t))]
        func add(_ key: String, _ value: Value) { members.append(.init(key, value)) }
        func add(_ key: String, _ number: Double) { members.append(.init(key, .number(number))) }
        switch kind {
        case .touch(let id, let phase, let location):
            add("phase", .string(phase.rawValue))
            add("id", Double(id))
            add("x", location.x)
            add("y", location.y)
        case .tap(let location):
            add("x", location.x)
            add("y", location.y)
        case .scroll(let change, let scrollView):
            switch change {
            case .absolute(let x, let y):
                if let x { add("x", x) }
                if let y { add("y", y) }
            case .relative(let dx, let dy):
                add("dx", dx)
                add("dy", dy)
            }
            if let scrollView { add("scroll", .string(scrollView)) }
        case .scrollTo(let request):
            switch request.target {
            case .offset(let x, let y):
                if let x { add("x", x) }
                if let y { add("y", y) }
            case .item(let index, let position):
                add("item", Double(index))
                add("position", .string(position.rawValue))
            case .top:
                add("top", .bool(true))
            }
            add("animated", .bool(request.animated))
            if let scrollView = request.scrollView { add("scroll", .string(scrollView)) }
        case .keyboard(let change):
            add("height", change.height)
            if change.duration != KeyboardChange.defaultDuration { add("duration", change.duration) }
            if let item = change.editingItem { add("editing", Double(item)) }
        case .safeArea(let change):
            if let width = change.width { add("width", width) }
            if let height = change.height { add("height", height) }
            if let insets = change.safeArea {
                add(
                    "safeArea",
                    .object([
                        .init("top", .number(insets.top)), .init("left", .number(insets.left)),
                        .init("bottom", .number(insets.bottom)), .init("right", .number(insets.right)),
                    ]))
            }
            if let statusBar = change.statusBar { add("statusBar", statusBar) }
            if !change.frames.isEmpty {
                add(
                    "frames",
                    .object(
                        change.frames.sorted { $0.key < $1.key }.map { id, frame in
                            .init(
                                id,
                                .array([
                                    .number(frame.x), .number(frame.y), .number(frame.width),
                                    .number(frame.height),
                                ]))
                        }))
            }
        case .frame:
            break
        case .update(let update):
            if let change = update.sectionChange {
                func path(_ path: SectionChange.RowPath) -> [Value] {
                    [.number(Double(path.section)), .number(Double(path.row))]
                }
                if !change.deletedRows.isEmpty {
                    add("deleteRows", .array(change.deletedRows.map { .array(path($0)) }))
                }
                if !change.deletedSections.isEmpty {
                    add("deleteSections", .array(change.deletedSections.map { .number(Double($0)) }))
                }
                if !change.insertedSections.isEmpty {
                    add(
                        "insertSections",
                        .array(
                            change.insertedSections.map { inserted in
                                var members: [Value.Member] = [.init("at", .number(Double(inserted.index)))]
                                let section = inserted.section
                                if section.header != 0 {
                                    members.append(.init("header", .number(section.header)))
                                }
                                if section.footer != 0 {
                                    members.append(.init("footer", .number(section.footer)))
                                }
                                members.append(.init("rows", .array(section.rows.map { .number($0) })))
                                return .object(members)
                            }))
                }
                if !change.insertedRows.isEmpty {
                    add(
                        "insertRows",
                        .array(change.insertedRows.map { .array(path($0.path) + [.number($0.length)]) }))
                }
            } else {
                add("delete", .array(update.deleted.map { .number(Double($0)) }))
                add("insert", .array(update.inserted.map { .number(Double($0)) }))
            }
            add("anchor", .string(update.anchor.rawValue))
            if let scrollView = update.scrollView { add("scroll", .string(scrollView)) }
        case .expect(let expectation):
            if !expectation.values.isEmpty { add("that", .object(expectation.values)) }
            if expectation.tolerance != Tolerance.expectation { add("tolerance", expectation.tolerance) }
            if let hit = expectation.hit {
                add(
                    "hit",
                    .object([
                        .init("x", .number(hit.point.x)), .init("y", .number(hit.point.y)),
                        .init("target", .string(hit.target)),
                    ]))
            }
        case .observe(let values):
            add("that", .object(values))
        case .mark(let label):
            add("label", .string(label))
        }
        return .object(members)
    }
}
