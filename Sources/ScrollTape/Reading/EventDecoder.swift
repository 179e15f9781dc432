import ScrollTapeCore

/// Decodes one event line (SPEC §1.2), checking it against the events before it.
enum EventDecoder {
    /// What the reader remembers between lines: time, `seq`, fingers down, the list's item count.
    struct Sequence {
        var lastTime: Double = 0
        var lastSeq: Int?
        /// Touch id → the line it began on.
        var touchesDown = FingersDown()
        /// Touch id → the line and phase (`ended` or `cancelled`) that last lifted it.
        var touchesLifted: [Int: (line: Int, phase: TouchPhase)] = [:]
        var itemCount: Int?
        /// The item counts of the scene's other scroll views, by id (set when an update first names one).
        var otherItemCounts: [String: Int] = [:]
        /// The device after the `safeArea` events so far (nil: the session's).
        var device: Device?
        /// The layouts of the lists in sections that `update` events changed, by scroll view id.
        var sectionLayouts: [String: SectionLayout] = [:]

        /// The items scroll view `id` (nil: the primary) holds at this point of the recording, nil
        /// when its content is not a list of items.
        func itemCount(ofScroll id: String?, in scene: Scene) -> Int? {
            let configuration = scene.allScrolls.first { $0.id == (id ?? scene.scroll.id) }
            guard let content = configuration?.content, content.hasItems else { return nil }
            return (id.map { otherItemCounts[$0] } ?? itemCount) ?? content.initialItemCount
        }

        /// Why an event at `t` cannot follow the events so far, or nil when it can.
        func timeProblem(_ t: Double) -> String? {
            guard t < lastTime else { return nil }
            return
                "time goes backwards: t \(formatNumber(t, decimals: 6)) is earlier than the previous event's t "
                + formatNumber(lastTime, decimals: 6)
        }
    }

    /// The names of the event types, as the format writes them.
    static let typeNames = EventType.allCases.map(\.rawValue)

    static func decode(
        _ node: JSONNode, session: SessionDecoder, sequence: inout Sequence, location: LineLocation
    )
        throws(Diagnostic) -> Event
    {
        let line = try ObjectDecoder(node, context: "event", place: nil, location: location)
        let typeNode = try line.required("type")
        guard let typeName = typeNode.stringValue else {
            throw line.error(at: typeNode, "'type' must be a string, found \(typeNode.typeName)")
        }
        guard let type = EventType(rawValue: typeName) else {
            let hint =
                typeName == "session"
                ? "the session line may only be line 1"
                : Spelling.didYouMean(typeName, among: typeNames)
                    ?? "expected one of \(typeNames.joined(separator: ", "))"
            throw line.error(at: typeNode, "unknown event type '\(typeName)' (\(hint))")
        }
        let object = try ObjectDecoder(
            node, context: "\(typeName) event", place: FieldPlace(eventType: type), location: location)
        let t = try object.requiredNumber("t", in: Limits.time)
        if let problem = sequence.timeProblem(t) {
            throw object.error(at: object.value("t")!, problem)
        }
        let seq = try object.integer("seq", in: Limits.identifier)
        if let seq, let last = sequence.lastSeq, seq <= last {
            throw object.error(
                at: object.value("seq")!, "'seq' \(seq) does not increase (the previous was \(last))")
        }
        if sequence.itemCount == nil, case .items(let layout) = session.scene.scroll.content {
            sequence.itemCount = layout.count
        }

        let kind: Event.Kind
        switch type {
        case .touch: kind = try touch(object, sequence: &sequence)
        case .tap: kind = .tap(at: try point(object))
        case .scroll: kind = .scroll(try scroll(object), scrollView: try scrollView(object, session: session))
        case .scrollTo: kind = .scrollTo(try scrollTo(object, session: session, sequence: sequence))
        case .keyboard: kind = .keyboard(try keyboard(object, session: session, sequence: sequence))
        case .safeArea: kind = .safeArea(try safeArea(object, session: session))
        case .frame: kind = .frame
        case .update: kind = .update(try update(object, session: session, sequence: &sequence))
        case .expect: kind = .expect(try expectation(object, session: session))
        case .observe:
            guard let that = try object.object("that") else { throw object.missing("that") }
            kind = .observe(try values(that, session: session))
        case .mark:
            let label = try object.requiredString("label")
            guard !label.isEmpty else {
                throw object.error(at: object.value("label")!, "'label' must not be empty")
            }
            kind = .mark(label: label)
        }
        var device: Device?
        if case .safeArea(let change) = kind {
            let changed = change.applied(to: sequence.device ?? session.scene.device)
            if let problem = changed.safeAreaProblem {
                // At the safe area if the event changes it, else at the size that shrank under it.
                let node = ["safeArea", "height", "width", "t"].lazy.compactMap(object.value).first
                throw object.location.error(
                    at: node?.offset ?? 0, "after this safeArea event the safe area \(problem)")
            }
            device = changed
        }
        // Only now that nothing can fail: a rejected line leaves the sequence as it was (`record`
        // goes on after one).
        if let seq { sequence.lastSeq = seq }
        sequence.lastTime = t
        if let device { sequence.device = device }
        return Event(t: t, kind)
    }

    private static func point(_ object: ObjectDecoder) throws(Diagnostic) -> Point {
        Point(x: try object.requiredNumber("x"), y: try object.requiredNumber("y"))
    }

    private static func touch(_ object: ObjectDecoder, sequence: inout Sequence) throws(Diagnostic)
        -> Event.Kind
    {
        guard let phase = try object.choice("phase", TouchPhase.self) else { throw object.missing("phase") }
        guard let id = try object.integer("id", in: Limits.identifier) else { throw object.missing("id") }
        let location = try point(object)
        let idNode = object.value("id")!
        switch phase {
        case .began:
            if let line = sequence.touchesDown[id] {
                throw object.error(
                    at: idNode, "touch \(id) began again while it is down (it began on line \(line))")
            }
            sequence.touchesDown[id] = object.location.line
        case .moved, .ended, .cancelled:
            guard sequence.touchesDown[id] != nil else {
                let reason =
                    sequence.touchesLifted[id].map {
                        "it \($0.phase == .ended ? "ended" : "was cancelled") on line \($0.line)"
                    }
                    ?? "no 'began' before"
                throw object.error(at: idNode, "touch \(id) \(phase.rawValue) but it is not down (\(reason))")
            }
            if phase != .moved {
                sequence.touchesDown[id] = nil
                sequence.touchesLifted[id] = (object.location.line, phase)
            }
        }
        return .touch(id: id, phase: phase, at: location)
    }

    private static func scroll(_ object: ObjectDecoder) throws(Diagnostic) -> ScrollChange {
        let isAbsolute = object.has("x") || object.has("y")
        let isRelative = object.has("dx") || object.has("dy")
        switch (isAbsolute, isRelative) {
        case (true, true):
            let relative = object.members.first { ($0.key == "dx" || $0.key == "dy") && !$0.value.isNull }!
            throw object.location.error(
                at: relative.keyOffset,
                "scroll event mixes x/y (absolute) with dx/dy (relative): use one of the two")
        case (true, false):
            return .absolute(x: try object.number("x"), y: try object.number("y"))
        case (false, true):
            return .relative(dx: try object.number("dx", default: 0), dy: try object.number("dy", default: 0))
        case (false, false):
            throw object.error(
                at: object.node, "scroll event needs x/y (absolute offset) or dx/dy (relative)")
        }
    }

    /// A `scrollTo` event (issue #17): `x`/`y` (an offset), `item` with `position`, or `top: true` (the
    /// status bar); `animated` (default false, true for `top`); `scroll`.
    private static func scrollTo(_ object: ObjectDecoder, session: SessionDecoder, sequence: Sequence)
        throws(Diagnostic) -> ScrollRequest
    {
        let scrollView = try scrollView(object, session: session)
        let targets = [object.has("x") || object.has("y"), object.has("item"), object.has("top")]
        guard targets.filter({ $0 }).count == 1 else {
            throw object.error(
                at: object.node,
                "scrollTo event needs one of x/y (an offset), item (with a position) or top (the status bar)")
        }
        let target: ScrollRequest.Target
        if targets[0] {
            target = .offset(x: try object.number("x"), y: try object.number("y"))
        } else if targets[1] {
            guard let count = sequence.itemCount(ofScroll: scrollView, in: session.scene) else {
                throw object.error(at: object.value("item")!, "scrollTo item needs a list of items")
            }
            guard let index = try object.integer("item", in: 0...max(0, count - 1)), count > 0 else {
                throw object.error(at: object.value("item")!, "scrollTo item needs a list with items")
            }
            target = .item(index, try object.choice("position", ScrollRequest.ItemPosition.self) ?? .top)
        } else {
            guard try object.bool("top", default: false) else {
                throw object.error(at: object.value("top")!, "'top' in scrollTo event can only be true")
            }
            target = .top
        }
        if object.has("position"), !targets[1] {
            throw object.error(
                at: object.value("position")!, "'position' goes with 'item' in a scrollTo event")
        }
        let animated = try object.bool("animated", default: target == .top)
        return ScrollRequest(target, animated: animated, scrollView: scrollView)
    }

    /// A `keyboard` event (issue #17): `height` from the bottom of the screen (0: hidden, at most
    /// the device's height), `duration` (default 0.25 s), `editing` (an item of the primary list,
    /// only while it shows).
    private static func keyboard(_ object: ObjectDecoder, session: SessionDecoder, sequence: Sequence)
        throws(Diagnostic) -> KeyboardChange
    {
        let height = try object.requiredNumber(
            "height", in: 0...(sequence.device ?? session.scene.device).height)
        let duration = try object.number("duration", default: KeyboardChange.defaultDuration, in: 0...10)
        var editing: Int?
        if let node = object.value("editing") {
            guard height > 0 else {
                throw object.error(at: node, "'editing' goes with a keyboard that shows (height above 0)")
            }
            guard let count = sequence.itemCount(ofScroll: nil, in: session.scene), count > 0 else {
                throw object.error(at: node, "'editing' names an item, but the list has none")
            }
            editing = try object.integer("editing", in: 0...count - 1)
        }
        return KeyboardChange(height: height, duration: duration, editingItem: editing)
    }

    /// A `safeArea` event (issue #17): the screen's new `width` and `height` (1 to 100,000, as the
    /// session's), `safeArea` (each edge 0 if absent), `statusBar`, and `frames` (view id →
    /// `[x, y, width, height]`, each a view of the scene); at least one of them.
    private static func safeArea(_ object: ObjectDecoder, session: SessionDecoder) throws(Diagnostic)
        -> SafeAreaChange
    {
        let fields = ["width", "height", "safeArea", "statusBar", "frames"]
        guard fields.contains(where: object.has) else {
            throw object.absent(
                fields,
                message:
                    "a safeArea event needs at least one of 'width', 'height', 'safeArea', 'statusBar', 'frames'"
            )
        }
        var frames: [String: Rect] = [:]
        if let framesObject = try object.object("frames") {
            for member in framesObject.members {
                guard session.scene.view(withID: member.key) != nil else {
                    throw framesObject.location.error(
                        at: member.keyOffset,
                        "'frames' names view '\(member.key)', which the scene does not have (views: "
                            + session.scene.allViewIDs.joined(separator: ", ") + ")")
                }
                frames[member.key] = try framesObject.frame(member.key)
            }
        }
        return SafeAreaChange(
            width: try object.number("width", in: 1...100_000),
            height: try object.number("height", in: 1...100_000),
            safeArea: object.has("safeArea") ? try object.insets("safeArea", in: Limits.size) : nil,
            statusBar: try object.number("statusBar", in: Limits.size), frames: frames)
    }

    /// The `scroll` field of a `scroll` or `update` event: the id of one of the scene's scroll views
    /// other than the primary (nil: the primary, named or not).
    private static func scrollView(_ object: ObjectDecoder, session: SessionDecoder) throws(Diagnostic)
        -> String?
    {
        guard let node = object.value("scroll") else { return nil }
        guard let id = node.stringValue else {
            throw object.error(
                at: node, "'scroll' in \(object.context) must be a scroll view id, found \(node.typeName)")
        }
        let scene = session.scene
        guard id == scene.scroll.id || scene.scrolls.contains(where: { $0.id == id }) else {
            let known = scene.allScrolls.map { "'\($0.id)'" }.joined(separator: ", ")
            throw object.error(
                at: node, "'\(id)' is not a scroll view of this recording (scroll views: \(known))")
        }
        return id == scene.scroll.id ? nil : id
    }

    private static func update(_ object: ObjectDecoder, session: SessionDecoder, sequence: inout Sequence)
        throws(Diagnostic) -> ItemUpdate
    {
        let scrollView = try scrollView(object, session: session)
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
                if let node = object.value(key) {
                    throw object.error(
                        at: node,
                        "'\(key)' names items of a list of items; a list in sections takes 'deleteRows', "
                            + "'insertRows', 'deleteSections' and 'insertSections'")
                }
            }
            return try sectionUpdate(
                object, layout: sequence.sectionLayouts[id] ?? initial, scrollView: scrollView, id: id,
                sequence: &sequence)
        }
        if let key = sectionFields.first(where: object.has) {
            throw object.error(
                at: object.value(key)!,
                "'\(key)' names rows of a list in sections; a list of items takes 'delete' and 'insert'")
        }
        let known: Int? =
            if let scrollView { sequence.otherItemCounts[scrollView] } else { sequence.itemCount }
        guard let count = known else {
            let field = scrollView.map { "the content of scroll view '\($0)'" } ?? "scroll.content"
            throw object.error(at: object.node, "update events need a list of items (\(field).items)")
        }
        let deleted = try indices(object, "delete", below: count, when: "before")
        let newCount = count - deleted.count
        let inserted = try indices(
            object, "insert", below: newCount + (try object.array("insert")?.count ?? 0), when: "after")
        guard newCount + inserted.count <= Limits.itemCount.upperBound else {
            throw object.error(
                at: object.node, "update makes the list longer than \(Limits.itemCount.upperBound) items")
        }
        let anchor = try object.choice("anchor", ItemUpdate.Anchor.self) ?? .none
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
        _ object: ObjectDecoder, layout: SectionLayout, scrollView: String?, id: String,
        sequence: inout Sequence
    ) throws(Diagnostic) -> ItemUpdate {
        /// An entry of `field`: `[section, row]`, or `[section, row, length]` when it has a
        /// `length` (inserted rows); the elements after the path.
        func rowPath(_ node: JSONNode, of field: String, withLength: Bool) throws(Diagnostic) -> (
            path: SectionChange.RowPath, rest: ArraySlice<JSONNode>
        ) {
            let shape = withLength ? "[section, row, length]" : "[section, row]"
            guard let elements = node.arrayValue, elements.count == (withLength ? 3 : 2) else {
                throw object.error(
                    at: node, "an entry of '\(field)' must be an array \(shape), found \(node.shape)")
            }
            let section = try ObjectDecoder.integer(
                elements[0], name: "a section in '\(field)'", in: Limits.identifier, location: object.location
            )
            let row = try ObjectDecoder.integer(
                elements[1], name: "a row in '\(field)'", in: Limits.identifier, location: object.location)
            return (SectionChange.RowPath(section: section, row: row), elements.dropFirst(2))
        }
        var change = SectionChange()
        for node in try object.array("deleteRows") ?? [] {
            change.deletedRows.append(try rowPath(node, of: "deleteRows", withLength: false).path)
        }
        for node in try object.array("deleteSections") ?? [] {
            change.deletedSections.append(
                try ObjectDecoder.integer(
                    node, name: "a section in 'deleteSections'", in: Limits.identifier,
                    location: object.location))
        }
        // The rows so far, the inserted sections' included: no section takes the list past the
        // limit before the whole update is checked.
        var rowsBefore = layout.rowCount
        for (position, node) in (try object.array("insertSections") ?? []).enumerated() {
            let section = try ObjectDecoder(
                node, context: "update.insertSections[\(position)]", place: .insertedSection,
                location: object.location)
            guard let at = try section.integer("at", in: Limits.identifier) else {
                throw section.missing("at")
            }
            let inserted = try SessionDecoder.section(section, rowsBefore: rowsBefore)
            rowsBefore += inserted.rows.count
            change.insertedSections.append(SectionChange.InsertedSection(at: at, inserted))
        }
        for node in try object.array("insertRows") ?? [] {
            let (path, rest) = try rowPath(node, of: "insertRows", withLength: true)
            let length = try ObjectDecoder.number(
                rest.first!, name: "a row length in 'insertRows'", in: SessionDecoder.rowLength,
                location: object.location)
            change.insertedRows.append(SectionChange.InsertedRow(path, length: length))
        }
        let applied: (layout: SectionLayout, newRows: [Int?])
        do {
            applied = try layout.applying(change)
        } catch {
            let entry = try object.array(error.field)?[error.entry] ?? object.node
            throw object.error(at: entry, "'\(error.field)': \(error.message)")
        }
        guard applied.layout.rowCount <= Limits.itemCount.upperBound else {
            throw object.error(
                at: object.node, "update makes the list longer than \(Limits.itemCount.upperBound) rows")
        }
        let anchor = try object.choice("anchor", ItemUpdate.Anchor.self) ?? .none
        sequence.sectionLayouts[id] = applied.layout
        if let scrollView {
            sequence.otherItemCounts[scrollView] = applied.layout.rowCount
        } else {
            sequence.itemCount = applied.layout.rowCount
        }
        return ItemUpdate(anchor: anchor, scrollView: scrollView, sectionChange: change)
    }

    /// Distinct integer indices in 0..<limit, the item count `when` ("before" or "after") the update.
    private static func indices(_ object: ObjectDecoder, _ key: String, below limit: Int, when: String)
        throws(Diagnostic) -> [Int]
    {
        var result: [Int] = []
        var seen: Set<Int> = []
        for element in try object.array(key) ?? [] {
            let index = try ObjectDecoder.integer(
                element, name: "an index in '\(key)'", in: Limits.identifier, location: object.location)
            guard (0..<limit).contains(index) else {
                let items =
                    limit == 0
                    ? "no items \(when) the update"
                    : "\(limit) item\(limit == 1 ? "" : "s") \(when) the update (indices 0…\(limit - 1))"
                throw object.error(
                    at: element, "'\(key)' index \(index) is out of range: the list has \(items)")
            }
            guard seen.insert(index).inserted else {
                throw object.error(at: element, "'\(key)' lists index \(index) twice")
            }
            result.append(index)
        }
        return result
    }

    /// Why `target` can be no hit-test target of `scene`, or nil: a target is `window`, a view's
    /// id, `<scroll id>.item.<N>` or `<scroll id>.section.<N>.header` (`.footer`). A misspelt id is
    /// found when the recording is read, as a misspelt state path is.
    static func hitTargetProblem(_ target: String, in scene: Scene) -> String? {
        if target == "window" || scene.view(withID: target) != nil { return nil }
        for scroll in scene.allScrolls {
            let prefix = scroll.id + "."
            guard target.hasPrefix(prefix) else { continue }
            let parts = target.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            let isIndex = { (part: Substring) in
                !part.isEmpty && part.allSatisfy(\.isASCII) && Int(part) != nil && !part.hasPrefix("-")
                    && !part.hasPrefix("+")
            }
            if parts.count == 2, parts[0] == "item", isIndex(parts[1]) { return nil }
            if parts.count == 3, parts[0] == "section", isIndex(parts[1]),
                parts[2] == "header" || parts[2] == "footer"
            {
                return nil
            }
        }
        let ids = ["window"] + scene.allViewIDs
        let suggestion = Spelling.didYouMean(target, among: ids).map { " (\($0))" } ?? ""
        return "hit target '\(target)' is not in the scene\(suggestion): a target is 'window', a view id, "
            + "'<scroll id>.item.<N>' or '<scroll id>.section.<N>.header' (or '.footer')"
    }

    private static func expectation(_ object: ObjectDecoder, session: SessionDecoder) throws(Diagnostic)
        -> Expectation
    {
        let that = try object.object("that")
        var hit: HitExpectation?
        if let hitObject = try object.object("hit") {
            let target = try hitObject.requiredString("target")
            if let problem = hitTargetProblem(target, in: session.scene) {
                throw hitObject.error(at: hitObject.value("target")!, problem)
            }
            hit = HitExpectation(point: try point(hitObject), target: target)
        }
        guard that != nil || hit != nil else {
            throw object.error(
                at: object.node, "expect event needs 'that' (state values) or 'hit' (a hit-test)")
        }
        return Expectation(
            values: try that.map { (that) throws(Diagnostic) in try values(that, session: session) } ?? [],
            tolerance: try object.number("tolerance", default: Tolerance.expectation, in: Limits.size),
            hit: hit)
    }

    /// The members of `that`: valid state paths and their values.
    private static func values(_ that: ObjectDecoder, session: SessionDecoder) throws(Diagnostic) -> [Value
        .Member]
    {
        guard !that.members.isEmpty else {
            throw that.error(
                at: that.node, "\(that.context) is empty: name at least one state path and its value")
        }
        var result: [Value.Member] = []
        for member in that.members {
            if let problem = StatePath(member.key).problem(in: session.stateSchema) {
                throw that.location.error(at: member.keyOffset, problem)
            }
            result.append(Value.Member(member.key, member.value.value))
        }
        return result
    }
}

extension JSONNode {
    /// The node as a plain value (positions dropped).
    var value: Value {
        switch kind {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.value))
        case .object(let members): .object(members.map { Value.Member($0.key, $0.value.value) })
        }
    }
}
