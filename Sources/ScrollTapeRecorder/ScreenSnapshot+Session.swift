import ScrollTape

extension ScreenSnapshot {
    /// The session line of this screen, without a newline.
    ///
    /// The scroll range is recorded as the device had it: `inset` is the scroll view's
    /// `adjustedContentInset` and `insetAdjustment` is `"never"`, so no safe-area arithmetic of the
    /// model can disagree with the device. Frames are converted from window coordinates to each
    /// view's parent's. View ids are made valid (characters outside `A–Z a–z 0–9 _ . -` become
    /// `_`, at most 64) and unique (a repeat gets `.2`, `.3`, …).
    package var sessionLine: String {
        var ids = ViewIDs()
        var members: [Value.Member] = [
            .init("type", .string("session")), .init("format", .string("scrolltape")),
            .init("version", .number(1)),
            .init("device", device.sessionValue),
        ]
        let (scrollID, headerID, otherIDs) = reserveIDs(&ids)
        // The other scroll views' frames are their parents' coordinates: worked out with the views.
        var localFrames: [String: Rect] = [:]
        let views = Value.array(
            views.map { viewValue($0, parentOrigin: Point(x: 0, y: 0), ids: &ids, localFrames: &localFrames) }
        )
        members.append(.init("scroll", scrollValue(scrollView, id: scrollID, frame: scrollView.frame)))
        if !otherScrollViews.isEmpty {
            let others = zip(otherScrollViews, otherIDs).map { other, id in
                scrollValue(other, id: id, frame: localFrames[other.id] ?? other.frame)
            }
            members.append(.init("scrolls", .array(others)))
        }
        if let header, let headerID {
            var headerMembers: [Value.Member] = [
                .init("view", .string(headerID)), .init("behavior", .string(header.behavior.rawValue)),
                .init("minHeight", .number(header.minHeight)), .init("maxHeight", .number(header.maxHeight)),
            ]
            if !header.ignoresOverscroll { headerMembers.append(.init("ignoreOverscroll", .bool(false))) }
            if header.stretches { headerMembers.append(.init("stretch", .bool(true))) }
            members.append(.init("header", .object(headerMembers)))
        }
        members.append(.init("views", views))
        if !effects.isEmpty { members.append(.init("effects", .array(effects.map(Self.effectValue)))) }
        return Value.object(members).jsonText
    }

    /// One of `effects`, with the fields that differ from the format's defaults.
    private static func effectValue(_ effect: EffectConfiguration) -> Value {
        var members: [Value.Member] = [.init("kind", .string(effect.kind.rawValue))]
        func add(view: String, scroll: String?) {
            members.append(.init("view", .string(view)))
            if let scroll { members.append(.init("scroll", .string(scroll))) }
        }
        switch effect {
        case .navigationBar(let bar):
            add(view: bar.view, scroll: bar.scrollViewID)
            members.append(.init("distance", .number(bar.distance)))
            if bar.fades != .view { members.append(.init("fades", .string(bar.fades.rawValue))) }
            if let title = bar.title { members.append(.init("title", .string(title))) }
            if bar.titleTravel != 0 { members.append(.init("titleTravel", .number(bar.titleTravel))) }
        case .parallax(let parallax):
            add(view: parallax.view, scroll: parallax.scrollViewID)
            members.append(.init("ratio", .number(parallax.ratio)))
        case .inList(let inList):
            add(view: inList.view, scroll: inList.scrollViewID)
        case .tabs(let tabs):
            add(view: tabs.view, scroll: tabs.scrollViewID)
            members.append(.init("tabs", .array(tabs.tabs.map { .string($0) })))
            if let pageLength = tabs.pageLength { members.append(.init("pageLength", .number(pageLength))) }
        }
        return .object(members)
    }

    /// The session line's ids of the other scroll views (`scrolls`), in order: their ids made
    /// valid and unique as the session line makes them.
    package var otherScrollViewSessionIDs: [String] {
        var ids = ViewIDs()
        return reserveIDs(&ids).others
    }

    /// The session's ids of the list, the header and the other scroll views, decided first (they
    /// keep their names before any other view takes them).
    private func reserveIDs(_ ids: inout ViewIDs) -> (scroll: String, header: String?, others: [String]) {
        let scrollID = ids.unique(scrollView.id)
        var headerID: String?
        if let header {
            let id = ids.unique(header.viewID)
            ids.reserve(header.viewID, as: id)
            headerID = id
        }
        ids.reserve(scrollView.id, as: scrollID)
        let otherIDs = otherScrollViews.map { other in
            let id = ids.unique(other.id)
            ids.reserve(other.id, as: id)
            return id
        }
        return (scrollID, headerID, otherIDs)
    }

    /// A scroll view of `scroll` or `scrolls`, its frame as given (the primary's in the window's
    /// coordinates, another's in its parent's).
    private func scrollValue(_ scroll: RecordedScrollView, id: String, frame: Rect) -> Value {
        var members: [Value.Member] = [
            .init("id", .string(id)), .init("frame", Self.frame(frame)),
            .init("axis", .string(scroll.axis == .vertical ? "vertical" : "horizontal")),
            .init("content", scroll.sections.map(Self.content) ?? Self.content(scroll.contentSize)),
            .init("inset", scroll.adjustedContentInset.state),
            .init("insetAdjustment", .string("never")),
            .init("deceleration", .number(scroll.decelerationRate)),
        ]
        if !scroll.bounces { members.append(.init("bounces", .bool(false))) }
        if scroll.alwaysBounceVertical { members.append(.init("alwaysBounce", .bool(true))) }
        if scroll.isPagingEnabled { members.append(.init("paging", .bool(true))) }
        let switches = scroll.switches
        for (key, isOn) in [
            ("scrollEnabled", switches.scrollEnabled),
            ("delaysContentTouches", switches.delaysContentTouches),
            ("canCancelContentTouches", switches.canCancelContentTouches),
            ("scrollsToTop", switches.scrollsToTop),
            ("showsIndicator", switches.showsIndicator(along: scroll.axis)),
        ] where !isOn {
            members.append(.init(key, .bool(false)))
        }
        return .object(members)
    }

    /// A view of `views` (its frame in its parent's coordinates, from its frame in the window's and
    /// its parent's `parentOrigin` there); a scroll view's local frame goes to `localFrames` (by its
    /// id in the snapshot), for `scrolls`.
    private func viewValue(
        _ view: RecordedView, parentOrigin: Point, ids: inout ViewIDs, localFrames: inout [String: Rect]
    ) -> Value {
        let id = ids.take(view.id)
        let local = Rect(
            x: view.frame.x - parentOrigin.x, y: view.frame.y - parentOrigin.y, width: view.frame.width,
            height: view.frame.height)
        guard view.kind != .scroll else {
            var members: [Value.Member] = [.init("id", .string(id)), .init("kind", .string("scroll"))]
            localFrames[view.id] = local
            if !view.children.isEmpty, let scroll = otherScrollViews.first(where: { $0.id == view.id }) {
                // Its subviews are in its content: where they are in the window, plus its offset.
                let origin = Point(
                    x: view.frame.x - scroll.contentOffset.x, y: view.frame.y - scroll.contentOffset.y)
                let children = view.children.map {
                    viewValue($0, parentOrigin: origin, ids: &ids, localFrames: &localFrames)
                }
                members.append(.init("children", .array(children)))
            }
            return .object(members)
        }
        var members: [Value.Member] = [.init("id", .string(id))]
        if view.kind != .view { members.append(.init("kind", .string(view.kind.rawValue))) }
        members.append(.init("frame", Self.frame(local)))
        if view.isHidden { members.append(.init("hidden", .bool(true))) }
        if view.alpha != 1 { members.append(.init("alpha", .number(view.alpha))) }
        if view.isUserInteractionEnabled != view.kind.isInteractiveByDefault {
            members.append(.init("interactive", .bool(view.isUserInteractionEnabled)))
        }
        if view.isControl != (view.kind == .button) {
            members.append(.init("control", .bool(view.isControl)))
        }
        if view.passThrough != .none {
            members.append(.init("passThrough", .string(view.passThrough.rawValue)))
        }
        if !view.children.isEmpty {
            let origin = Point(x: view.frame.x, y: view.frame.y)
            members.append(
                .init(
                    "children",
                    .array(
                        view.children.map {
                            viewValue($0, parentOrigin: origin, ids: &ids, localFrames: &localFrames)
                        })))
        }
        return .object(members)
    }

    /// A content of a fixed size.
    private static func content(_ size: Size) -> Value {
        .object([.init("width", .number(size.width)), .init("height", .number(size.height))])
    }

    /// A list in sections: each section's header and footer (when not 0) and its rows, as
    /// `{"count":N,"length":L}` when they are all as long.
    private static func content(_ layout: SectionLayout) -> Value {
        .object([
            .init("style", .string(layout.style.rawValue)),
            .init("sections", .array(layout.sections.map(section))),
        ])
    }

    /// One section of a list in sections.
    private static func section(_ section: SectionLayout.Section) -> Value {
        var members: [Value.Member] = []
        if section.header != 0 { members.append(.init("header", .number(section.header))) }
        if section.footer != 0 { members.append(.init("footer", .number(section.footer))) }
        let rows: Value
        if let first = section.rows.first, section.rows.count > 1, section.rows.allSatisfy({ $0 == first }) {
            rows = .object([
                .init("count", .number(Double(section.rows.count))), .init("length", .number(first)),
            ])
        } else {
            rows = .array(section.rows.map { .number($0) })
        }
        members.append(.init("rows", rows))
        return .object(members)
    }

    private static func frame(_ rect: Rect) -> Value {
        .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
    }
}

/// Valid, unique view ids for the session line.
private struct ViewIDs {
    private var used: Set<String> = []
    /// Ids already decided for a view given by its original id (the scroll view, the header).
    private var reserved: [String: String] = [:]

    /// `id` made valid: characters outside `A–Z a–z 0–9 _ . -` become `_`, at most 64, never empty.
    static func valid(_ id: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
        let cleaned = String(id.map { allowed.contains($0) ? $0 : "_" }.prefix(64))
        return cleaned.isEmpty ? "view" : cleaned
    }

    /// A valid id for `id` not used yet (`.2`, `.3`, … appended to a repeat).
    mutating func unique(_ id: String) -> String {
        let base = Self.valid(id)
        var candidate = base
        var number = 2
        while used.contains(candidate) {
            let suffix = ".\(number)"
            candidate = String(base.prefix(64 - suffix.count)) + suffix
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    mutating func reserve(_ original: String, as id: String) {
        reserved[original] = id
    }

    /// The id of a view of the tree: its reserved one the first time, else a new unique one.
    mutating func take(_ original: String) -> String {
        if let id = reserved.removeValue(forKey: original) { return id }
        return unique(original)
    }
}
