import ScrollTapeCore

/// Decodes the session line (SPEC §1.1) into a `Scene`, applying every default.
package struct SessionDecoder {
    package let scene: Scene
    /// The state paths `expect`/`observe` may name.
    let stateSchema: StateSchema

    init(_ node: JSONNode, location: LineLocation) throws(Diagnostic) {
        let line = try ObjectDecoder(node, context: "the session line", place: .session, location: location)
        let typeNode = try line.required("type")
        guard typeNode.stringValue == "session" else {
            let found = typeNode.stringValue.map { "a '\($0)' event" } ?? typeNode.typeName
            throw line.error(
                at: typeNode, "line 1 must be the session line with \"type\":\"session\", found \(found)")
        }
        if let format = line.value("format"), format.stringValue != "scrolltape" {
            throw line.error(at: format, "'format' must be \"scrolltape\"")
        }
        if let version = line.value("version"), version.intValue != 1 {
            throw line.error(at: version, "unsupported format version (this reader reads version 1)")
        }

        guard let deviceObject = try line.object("device") else { throw line.missing("device") }
        let device = try Self.device(deviceObject)
        guard let scrollObject = try line.object("scroll") else { throw line.missing("scroll") }
        let scroll = try Self.scroll(scrollObject, device: device, isPrimary: true)
        var scrolls: [ScrollConfiguration] = []
        var scrollIDs: Set = [scroll.id]
        for (position, element) in (try line.array("scrolls") ?? []).enumerated() {
            let object = try ObjectDecoder(
                element, context: "scrolls[\(position)]", place: .scroll, location: location)
            let other = try Self.scroll(object, device: device, isPrimary: false)
            guard scrollIDs.insert(other.id).inserted else {
                throw object.error(at: object.value("id")!, "duplicate scroll view id '\(other.id)'")
            }
            scrolls.append(other)
        }
        let scrollFrames = Dictionary(uniqueKeysWithValues: ([scroll] + scrolls).map { ($0.id, $0.frame) })

        var views: [ViewSpec]
        var ids: Set<String> = []
        if let elements = try line.array("views") {
            views = []
            for (position, element) in elements.enumerated() {
                views.append(
                    try Self.view(
                        element, context: "views[\(position)]", scrollFrames: scrollFrames, ids: &ids,
                        location: location))
            }
        } else {
            views = [ViewSpec(id: scroll.id, kind: .scroll, frame: scroll.frame)]
            ids.insert(scroll.id)
        }
        try Self.checkScrollViews(views, scroll: scroll, scrolls: scrolls, line: line, node: node)

        var header: HeaderConfiguration?
        if let headerObject = try line.object("header") {
            header = try Self.header(headerObject, device: device, views: views)
        }

        var expectedFailures: [InvariantName] = []
        for element in try line.array("expectFailures") ?? [] {
            guard let name = element.stringValue else {
                throw line.error(
                    at: element,
                    "expectFailures must list invariant names (strings), found \(element.typeName)")
            }
            guard let invariant = InvariantName.builtIn(named: name) else {
                let names = InvariantName.allBuiltIn.map(\.rawValue)
                let hint =
                    Spelling.didYouMean(name, among: names) ?? "known: \(names.joined(separator: ", "))"
                throw line.error(at: element, "unknown invariant '\(name)' in expectFailures (\(hint))")
            }
            if !expectedFailures.contains(invariant) { expectedFailures.append(invariant) }
        }

        var effects: [EffectConfiguration] = []
        let viewsByID = Self.viewsByID(views)
        for (position, element) in (try line.array("effects") ?? []).enumerated() {
            let object = try ObjectDecoder(
                element, context: "effects[\(position)]", place: .effect, location: location)
            effects.append(
                try EffectDecoder.effect(
                    object, scroll: scroll, scrolls: scrolls, views: views, viewsByID: viewsByID,
                    effects: effects))
        }

        scene = Scene(
            device: device, scroll: scroll, scrolls: scrolls, header: header, views: views, effects: effects,
            expectedFailures: expectedFailures,
            conformanceTolerance: try line.number("conformanceTolerance", in: Limits.size))
        stateSchema = StateSchema(scene: scene)
    }

    private static func device(_ object: ObjectDecoder) throws(Diagnostic) -> Device {
        let width = try object.requiredNumber("width", in: 1...100_000)
        let height = try object.requiredNumber("height", in: 1...100_000)
        let defaults = Device(width: width, height: height)
        let device = Device(
            name: try object.string("name") ?? defaults.name,
            width: width, height: height,
            scale: try object.number("scale", default: defaults.scale, in: 0.1...10),
            safeArea: try object.insets("safeArea", in: Limits.size),
            statusBar: try object.number("statusBar", in: Limits.size))
        if let problem = device.safeAreaProblem, let node = object.value("safeArea") {
            throw object.error(at: node, "'safeArea' in \(object.context) \(problem)")
        }
        return device
    }

    /// Every scroll view of `views` is the primary or one of `scrolls`, each appears once, and the
    /// primary is not inside another scroll view.
    private static func checkScrollViews(
        _ views: [ViewSpec], scroll: ScrollConfiguration, scrolls: [ScrollConfiguration], line: ObjectDecoder,
        node: JSONNode
    ) throws(Diagnostic) {
        let scrollViews = Self.allViews(views).filter { $0.kind == .scroll }
        let offending = line.value("views") ?? node
        if scrolls.isEmpty {
            guard scrollViews.count == 1, scrollViews[0].id == scroll.id else {
                throw line.error(
                    at: offending,
                    scrollViews.isEmpty
                        ? "'views' has no view of kind \"scroll\" with id '\(scroll.id)' (the scroll view)"
                        : scrollViews.count > 1
                            ? "'views' has \(scrollViews.count) views of kind \"scroll\", but the session declares one "
                                + "scroll view (declare the others in 'scrolls')"
                            : "the view of kind \"scroll\" has id '\(scrollViews[0].id)', but scroll.id is '\(scroll.id)'"
                )
            }
            return
        }
        let declared = [scroll.id] + scrolls.map(\.id)
        let declaredIDs = Set(declared)
        for view in scrollViews where !declaredIDs.contains(view.id) {
            throw line.error(
                at: offending,
                "the view of kind \"scroll\" '\(view.id)' is neither scroll.id '\(scroll.id)' nor in 'scrolls'"
            )
        }
        let viewIDs = Set(scrollViews.map(\.id))
        for id in declared where !viewIDs.contains(id) {
            throw line.error(at: offending, "'views' has no view of kind \"scroll\" with id '\(id)'")
        }
        func primaryInside(_ view: ViewSpec, inScroll: Bool) -> Bool {
            if view.id == scroll.id { return inScroll }
            return view.children.contains { primaryInside($0, inScroll: inScroll || view.kind == .scroll) }
        }
        if views.contains(where: { primaryInside($0, inScroll: false) }) {
            throw line.error(
                at: offending,
                "the primary scroll view '\(scroll.id)' is inside another scroll view (nest the others, in 'scrolls')"
            )
        }
    }

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

    /// `content.sections` (issue #17): `[{"header":H,"footer":F,"rows":[L1,L2,…]}]` or
    /// `"rows":{"count":N,"length":L}`, and the `style` (`plain`, the default, or `grouped`).
    private static func sections(_ content: ObjectDecoder) throws(Diagnostic) -> SectionLayout {
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
        return SectionLayout(sections: sections, style: style)
    }

    /// The lengths a row (or an item) may have, in points.
    package static let rowLength: ClosedRange<Double> = 0.01...1_000_000

    /// The primary scroll view (`scroll`), or one of `scrolls` (`isPrimary` false: `id` and `frame`
    /// required, the frame in its parent's coordinates, `insetAdjustment` `never` by default).
    private static func scroll(_ object: ObjectDecoder, device: Device, isPrimary: Bool) throws(Diagnostic)
        -> ScrollConfiguration
    {
        // The defaults are the model's own (with the device's frame, SPEC §1.1).
        var defaults = ScrollConfiguration(
            frame: Rect(x: 0, y: 0, width: device.width, height: device.height),
            content: .size(width: 0, height: 0))
        if !isPrimary { defaults.insetAdjustment = .never }
        guard isPrimary || object.has("id") else { throw object.missing("id") }
        let id = try Self.identifier(object, "id") ?? defaults.id
        guard isPrimary || object.has("frame") else { throw object.missing("frame") }
        let frame = try object.frame("frame") ?? defaults.frame
        let axis = try object.choice("axis", Axis.self) ?? defaults.axis
        guard let contentObject = try object.object("content") else { throw object.missing("content") }
        let content: ScrollConfiguration.Content
        if let items = try contentObject.object("items") {
            guard let count = try items.integer("count", in: Limits.itemCount) else {
                throw items.missing("count")
            }
            content = .items(
                ItemLayout(
                    count: count,
                    length: try items.requiredNumber("length", in: rowLength),
                    spacing: try items.number("spacing", default: 0, in: Limits.size),
                    leading: try items.number("leading", default: 0, in: Limits.size),
                    trailing: try items.number("trailing", default: 0, in: Limits.size)))
        } else if contentObject.has("sections") {
            content = .sections(try sections(contentObject))
        } else if contentObject.has("width") || contentObject.has("height") {
            content = .size(
                width: try contentObject.requiredNumber("width", in: Limits.size),
                height: try contentObject.requiredNumber("height", in: Limits.size))
        } else {
            throw contentObject.error(
                at: contentObject.node,
                "'content' must be {\"width\":W,\"height\":H}, {\"items\":{\"count\":N,\"length\":L}} or "
                    + "{\"sections\":[{\"header\":H,\"rows\":[L1,L2,…]}]}")
        }

        var decelerationRate = defaults.decelerationRate
        if let node = object.value("deceleration") {
            switch node.kind {
            case .string("normal"): decelerationRate = ScrollConfiguration.normalDecelerationRate
            case .string("fast"): decelerationRate = ScrollConfiguration.fastDecelerationRate
            case .number(let rate) where rate > 0 && rate < 1: decelerationRate = rate
            default:
                throw object.error(
                    at: node,
                    "'deceleration' in \(object.context) must be \"normal\", \"fast\" or a number between 0 and 1"
                )
            }
        }
        var paging: ScrollConfiguration.Paging?
        if let node = object.value("paging") {
            switch node.kind {
            case .bool(true): paging = .init()
            case .bool(false): paging = nil
            case .object:
                let pagingObject = try ObjectDecoder(
                    node, context: "'paging'", place: .paging, location: object.location)
                paging = .init(
                    pageLength: try pagingObject.number("pageLength", in: 0.01...1_000_000),
                    velocityThreshold: try pagingObject.number(
                        "velocityThreshold", default: ScrollConfiguration.Paging().velocityThreshold,
                        in: Limits.size))
            default:
                throw object.error(
                    at: node,
                    "'paging' in \(object.context) must be true, false or {\"pageLength\":P,\"velocityThreshold\":V}"
                )
            }
        }
        return ScrollConfiguration(
            id: id, frame: frame, axis: axis, content: content,
            inset: try object.insets("inset"),
            indicatorInset: object.has("indicatorInset") ? try object.insets("indicatorInset") : nil,
            additionalSafeArea: try object.insets("additionalSafeArea", in: Limits.size),
            insetAdjustment: try object.choice("insetAdjustment", ScrollConfiguration.InsetAdjustment.self)
                ?? defaults.insetAdjustment,
            bounces: try object.bool("bounces", default: defaults.bounces),
            alwaysBounces: try object.bool("alwaysBounce", default: defaults.alwaysBounces),
            decelerationRate: decelerationRate, paging: paging,
            panSlop: try object.number("panSlop", default: defaults.panSlop, in: 0...10_000),
            delaysContentTouches: try object.bool(
                "delaysContentTouches", default: defaults.delaysContentTouches),
            canCancelContentTouches: try object.bool(
                "canCancelContentTouches", default: defaults.canCancelContentTouches),
            touchDelay: try object.number("touchDelay", default: defaults.touchDelay, in: 0...60),
            rubberBandCoefficient: try object.number(
                "rubberBandCoefficient", default: defaults.rubberBandCoefficient, in: 0.01...100),
            springAngularFrequency: try object.number(
                "springAngularFrequency", default: defaults.springAngularFrequency, in: 0.1...1000),
            velocityWindow: try object.number(
                "velocityWindow", default: defaults.velocityWindow, in: 0.001...10),
            restDistance: try object.number("restDistance", default: defaults.restDistance, in: 0.001...100),
            scrollAnimationDuration: try object.number(
                "scrollAnimationDuration", default: defaults.scrollAnimationDuration, in: 0.001...10))
    }

    private static func header(_ object: ObjectDecoder, device: Device, views: [ViewSpec]) throws(Diagnostic)
        -> HeaderConfiguration
    {
        let viewNode = try object.required("view")
        guard let viewID = viewNode.stringValue else {
            throw object.error(at: viewNode, "'view' in header must be a string, found \(viewNode.typeName)")
        }
        guard let view = allViews(views).first(where: { $0.id == viewID }) else {
            throw object.error(at: viewNode, "the header's view '\(viewID)' is not in 'views'")
        }
        guard view.kind != .scroll else {
            throw object.error(at: viewNode, "the header's view '\(viewID)' is the scroll view")
        }
        guard let behavior = try object.choice("behavior", HeaderConfiguration.Behavior.self) else {
            throw object.missing("behavior")
        }
        let maxHeight = try object.requiredNumber("maxHeight", in: Limits.size)
        let minHeight = try object.number("minHeight", default: device.safeArea.top, in: Limits.size)
        guard minHeight <= maxHeight else {
            let source = object.has("minHeight") ? "" : " (the default: the device's safe-area top)"
            throw object.error(
                at: object.value("minHeight") ?? object.value("maxHeight")!,
                "header minHeight \(formatNumber(minHeight))\(source) is greater than maxHeight \(formatNumber(maxHeight))"
            )
        }
        var header = HeaderConfiguration(
            viewID: viewID, behavior: behavior, minHeight: minHeight, maxHeight: maxHeight)
        if let collapsedNode = object.value("collapsedHeight") {
            let collapsedHeight = try object.requiredNumber("collapsedHeight", in: Limits.size)
            if collapsedHeight < minHeight {
                let source = object.has("minHeight") ? "" : " (the default: the device's safe-area top)"
                throw object.error(
                    at: collapsedNode,
                    "header collapsedHeight \(formatNumber(collapsedHeight)) is less than minHeight \(formatNumber(minHeight))\(source)"
                )
            }
            if collapsedHeight > maxHeight {
                throw object.error(
                    at: collapsedNode,
                    "header collapsedHeight \(formatNumber(collapsedHeight)) is greater than maxHeight \(formatNumber(maxHeight))"
                )
            }
            header.collapsedHeight = collapsedHeight
        }
        header.ignoresOverscroll = try object.bool("ignoreOverscroll", default: header.ignoresOverscroll)
        header.stretches = try object.bool("stretch", default: header.stretches)
        if behavior == .stretchy && !header.stretches {
            throw object.error(
                at: object.value("stretch")!,
                "header behavior 'stretchy' always stretches: remove \"stretch\":false, or use 'pinned'")
        }
        header.snaps = try object.bool("snap", default: header.snaps)
        return header
    }

    private static func view(
        _ node: JSONNode, context: String, scrollFrames: [String: Rect], ids: inout Set<String>,
        location: LineLocation
    ) throws(Diagnostic) -> ViewSpec {
        let object = try ObjectDecoder(node, context: context, place: .view, location: location)
        guard let id = try identifier(object, "id") else { throw object.missing("id") }
        guard ids.insert(id).inserted else {
            throw object.error(at: object.value("id")!, "duplicate view id '\(id)'")
        }
        if let problem = hitPathProblem(id, scrollIDs: scrollFrames.keys) {
            throw object.error(at: object.value("id")!, problem)
        }
        let defaults = ViewSpec(id: id, frame: Rect(x: 0, y: 0, width: 0, height: 0))
        let kind = try object.choice("kind", ViewSpec.Kind.self) ?? defaults.kind
        let frame: Rect
        if kind == .scroll {
            // The scroll view's frame is its declaration's (`scroll` or `scrolls`); an undeclared one is
            // reported once the whole tree is read.
            frame = scrollFrames[id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        } else {
            guard let given = try object.frame("frame") else { throw object.missing("frame") }
            frame = given
        }
        var children: [ViewSpec] = []
        for (position, child) in (try object.array("children") ?? []).enumerated() {
            children.append(
                try view(
                    child, context: "\(context).children[\(position)]", scrollFrames: scrollFrames, ids: &ids,
                    location: location))
        }
        let interactive: Bool? =
            object.has("interactive") ? try object.bool("interactive", default: true) : nil
        let control: Bool? = object.has("control") ? try object.bool("control", default: false) : nil
        return ViewSpec(
            id: id, kind: kind, frame: frame, isInteractive: interactive, isControl: control,
            isHidden: try object.bool("hidden", default: defaults.isHidden),
            alpha: try object.number("alpha", default: defaults.alpha, in: 0...1),
            passThrough: try object.choice("passThrough", ViewSpec.PassThrough.self) ?? defaults.passThrough,
            pin: try object.choice("pin", ViewSpec.Pin.self) ?? defaults.pin,
            children: children)
    }

    /// Why view id `id` cannot be a view's, or nil: `<scroll id>.item.…` and `<scroll id>.section.…`
    /// are the names of a list's rows and section headers in hit-tests and state paths, so a view
    /// named so would be one name for two things.
    private static func hitPathProblem(_ id: String, scrollIDs: some Sequence<String>) -> String? {
        for scrollID in scrollIDs {
            for (part, names) in [("item", "a row"), ("section", "a section's header or footer")]
            where id.hasPrefix("\(scrollID).\(part).") {
                return "view id '\(id)' begins with '\(scrollID).\(part).', which names \(names) of the list "
                    + "'\(scrollID)' in hit-tests and state paths: give the view another id"
            }
        }
        return nil
    }

    /// A view id (or another name with its rules: an `expect` line's `code`): 1–64 characters of
    /// `A–Z a–z 0–9 _ . -`.
    static func identifier(_ object: ObjectDecoder, _ key: String, naming what: String = "id")
        throws(Diagnostic) -> String?
    {
        guard let id = try object.string(key) else { return nil }
        let allowed = id.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte == 0x2E || byte == 0x2D
        }
        guard allowed, (1...64).contains(id.utf8.count) else {
            throw object.error(
                at: object.value(key)!, "invalid \(what) '\(id)': use 1 to 64 characters of A-Z a-z 0-9 _ . -"
            )
        }
        return id
    }

    static func allViews(_ views: [ViewSpec]) -> [ViewSpec] {
        views.flatMap { [$0] + allViews($0.children) }
    }

    /// Every view of `views` and their descendants by id (the first with an id; ids are unique by
    /// the time effects are read).
    static func viewsByID(_ views: [ViewSpec]) -> [String: ViewSpec] {
        Dictionary(allViews(views).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
