import ScrollTapeCore

/// Decodes one entry of the session line's `effects` into a built-in effect, checking
/// that the views and scroll views it names exist and fit it.
enum EffectDecoder {
    static func effect(
        _ object: ObjectDecoder, scroll: ScrollConfiguration, scrolls: [ScrollConfiguration],
        views: [ViewSpec], viewsByID all: [String: ViewSpec],
        effects: [EffectConfiguration]
    ) throws(Diagnostic) -> EffectConfiguration {
        guard let kind = try object.choice("kind", EffectConfiguration.Kind.self) else {
            throw object.missing("kind")
        }
        // The kinds that name a member of the state (`navigationBar`, `tabs`) come once per scene.
        if kind.addsStateMember, effects.contains(where: { $0.kind == kind }) {
            throw object.error(at: object.value("kind")!, "a scene has at most one \(kind.rawValue) effect")
        }
        let viewID = try viewReference(object, "view", in: all)
        let followed: ScrollConfiguration
        if let node = object.value("scroll") {
            guard let id = node.stringValue else {
                throw object.error(
                    at: node, "'scroll' in \(object.context) must be a string, found \(node.typeName)")
            }
            guard let found = ([scroll] + scrolls).first(where: { $0.id == id }) else {
                let known = Spelling.shortList(([scroll] + scrolls).map(\.id), closestTo: id, quoted: true)
                throw object.error(
                    at: node, "'\(id)' in \(object.context) is not a scroll view (scroll views: \(known))")
            }
            followed = found
        } else {
            followed = scroll
        }
        let scrollViewID = followed.id == scroll.id ? nil : followed.id
        switch kind {
        case .navigationBar:
            let distance = try object.requiredNumber("distance", in: 0.001...Limits.size.upperBound)
            let title = try object.value("title").map { _ throws(Diagnostic) in
                try viewReference(object, "title", in: all)
            }
            return .navigationBar(
                NavigationBarEffect(
                    view: viewID, scrollViewID: scrollViewID, distance: distance,
                    fades: try object.choice("fades", NavigationBarEffect.Fades.self) ?? .view, title: title,
                    titleTravel: try object.number("titleTravel", default: 0)))
        case .parallax:
            return .parallax(
                ParallaxEffect(
                    view: viewID, scrollViewID: scrollViewID,
                    ratio: try object.number("ratio", default: 0.5, in: 0...10)))
        case .inList:
            guard let scrollView = all[followed.id],
                scrollView.children.contains(where: { $0.id == viewID })
            else {
                throw object.error(
                    at: object.value("view")!,
                    "an inList view must be a direct child of the scroll view it follows: '\(viewID)' is not a child of '\(followed.id)'"
                )
            }
            return .inList(InListEffect(view: viewID, scrollViewID: scrollViewID))
        case .tabs:
            guard let elements = try object.array("tabs") else { throw object.missing("tabs") }
            guard !elements.isEmpty else {
                throw object.error(
                    at: object.value("tabs")!, "'tabs' in \(object.context) must name at least one tab")
            }
            var tabs: [String] = []
            for element in elements {
                guard let id = element.stringValue else {
                    throw object.error(
                        at: element, "'tabs' must list view ids (strings), found \(element.typeName)")
                }
                guard all[id] != nil else {
                    throw object.error(at: element, "the tab '\(id)' is not in 'views'")
                }
                tabs.append(id)
            }
            let firstTab = try firstTab(checking: tabs, underline: viewID, in: views, object)
            return .tabs(
                TabsEffect(
                    view: viewID, scrollViewID: scrollViewID, tabs: tabs, tabWidth: firstTab.frame.width,
                    pageLength: try object.number("pageLength", in: 0.01...1_000_000)))
        }
    }

    /// The first tab, once the tabs are checked as the effect reads them: siblings of the underline
    /// (the views of one parent, which the underline's x is moved in), left to right, of equal
    /// widths (to 0.01 pt: the underline moves by one tab width a page).
    private static func firstTab(
        checking tabs: [String], underline: String, in views: [ViewSpec], _ object: ObjectDecoder
    ) throws(Diagnostic) -> ViewSpec {
        let siblings = siblings(of: underline, in: views) ?? []
        var previous: ViewSpec?
        for (position, id) in tabs.enumerated() {
            let node = object.value("tabs")!.arrayValue![position]
            guard let tab = siblings.first(where: { $0.id == id }) else {
                throw object.error(
                    at: node,
                    "the tab '\(id)' is not a sibling of the underline '\(underline)': tabs and underline "
                        + "share one parent view")
            }
            if let previous {
                guard tab.frame.x > previous.frame.x else {
                    throw object.error(
                        at: node,
                        "the tab '\(id)' (x=\(formatNumber(tab.frame.x))) is not right of '\(previous.id)' "
                            + "(x=\(formatNumber(previous.frame.x))): list the tabs left to right")
                }
                guard abs(tab.frame.width - previous.frame.width) <= 0.01 else {
                    throw object.error(
                        at: node,
                        "the tab '\(id)' is \(formatNumber(tab.frame.width)) pt wide and '\(previous.id)' "
                            + "\(formatNumber(previous.frame.width)): the tabs have equal widths")
                }
            }
            previous = tab
        }
        return siblings.first { $0.id == tabs[0] }!
    }

    /// The views that share a parent with the view `id` (the top-level views for a top-level one),
    /// `id`'s own among them; nil when no view has that id.
    private static func siblings(of id: String, in views: [ViewSpec]) -> [ViewSpec]? {
        if views.contains(where: { $0.id == id }) { return views }
        for view in views {
            if let found = siblings(of: id, in: view.children) { return found }
        }
        return nil
    }

    /// The id at `key`, which must name a view of `all` that is not a scroll view.
    private static func viewReference(_ object: ObjectDecoder, _ key: String, in all: [String: ViewSpec])
        throws(Diagnostic) -> String
    {
        let node = try object.required(key)
        guard let id = node.stringValue else {
            throw object.error(
                at: node, "'\(key)' in \(object.context) must be a view id (a string), found \(node.typeName)"
            )
        }
        guard let view = all[id] else {
            throw object.error(at: node, "the view '\(id)' of \(object.context) is not in 'views'")
        }
        guard view.kind != .scroll else {
            throw object.error(
                at: node, "the view '\(id)' of \(object.context) is a scroll view; effects change other views"
            )
        }
        return id
    }
}
