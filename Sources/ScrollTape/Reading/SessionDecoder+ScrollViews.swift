import ScrollTapeCore

extension SessionDecoder {
    /// Every scroll view of `views` is the primary or one of `scrolls`, each appears once, and the
    /// primary is not inside another scroll view.
    static func checkScrollViews(
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

    /// The primary scroll view (`scroll`), or one of `scrolls` (`isPrimary` false: `id` and `frame`
    /// required, the frame in its parent's coordinates, `insetAdjustment` `never` by default).
    static func scroll(_ object: ObjectDecoder, device: Device, isPrimary: Bool) throws(Diagnostic)
        -> ScrollConfiguration
    {
        // The defaults are the model's own (with the device's frame).
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
        var configuration = ScrollConfiguration(
            id: id, frame: frame, axis: axis, content: content,
            inset: try object.insets("inset"),
            indicatorInset: object.has("indicatorInset") ? try object.insets("indicatorInset") : nil,
            additionalSafeArea: try object.insets("additionalSafeArea", in: Limits.size),
            insetAdjustment: try object.choice("insetAdjustment", ScrollConfiguration.InsetAdjustment.self)
                ?? defaults.insetAdjustment,
            scrollEnabled: try object.bool("scrollEnabled", default: defaults.scrollEnabled),
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
        configuration.switches.scrollsToTop = try object.bool("scrollsToTop", default: true)
        let showsIndicator = try object.bool("showsIndicator", default: true)
        if axis == .vertical {
            configuration.switches.showsVerticalIndicator = showsIndicator
        } else {
            configuration.switches.showsHorizontalIndicator = showsIndicator
        }
        return configuration
    }
}
