import ScrollTapeCore

/// Decodes one entry of the session line's `effects` (SPEC §9) into a built-in effect, checking
/// that the views and scroll views it names exist and fit it.
enum EffectDecoder {
    static func effect(
        _ object: ObjectDecoder, scroll: ScrollConfiguration, scrolls: [ScrollConfiguration],
        views: [ViewSpec],
        effects: [EffectConfiguration]
    ) throws(Diagnostic) -> EffectConfiguration {
        guard let kind = try object.choice("kind", EffectConfiguration.Kind.self) else {
            throw object.missing("kind")
        }
        // The kinds that name a member of the state (`navigationBar`, `tabs`) come once per scene.
        if kind.addsStateMember, effects.contains(where: { $0.kind == kind }) {
            throw object.error(at: object.value("kind")!, "a scene has at most one \(kind.rawValue) effect")
        }
        let all = SessionDecoder.allViews(views)
        let viewID = try viewReference(object, "view", in: all)
        let followed: ScrollConfiguration
        if let node = object.value("scroll") {
            guard let id = node.stringValue else {
                throw object.error(
                    at: node, "'scroll' in \(object.context) must be a string, found \(node.typeName)")
            }
            guard let found = ([scroll] + scrolls).first(where: { $0.id == id }) else {
                let known = ([scroll] + scrolls).map { "'\($0.id)'" }.joined(separator: ", ")
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
            guard let scrollView = all.first(where: { $0.id == followed.id }),
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
                guard all.contains(where: { $0.id == id }) else {
                    throw object.error(at: element, "the tab '\(id)' is not in 'views'")
                }
                tabs.append(id)
            }
            let firstTab = all.first { $0.id == tabs[0] }!
            return .tabs(
                TabsEffect(
                    view: viewID, scrollViewID: scrollViewID, tabs: tabs, tabWidth: firstTab.frame.width,
                    pageLength: try object.number("pageLength", in: 0.01...1_000_000)))
        }
    }

    /// The id at `key`, which must name a view of `all` that is not a scroll view.
    private static func viewReference(_ object: ObjectDecoder, _ key: String, in all: [ViewSpec])
        throws(Diagnostic) -> String
    {
        let node = try object.required(key)
        guard let id = node.stringValue else {
            throw object.error(
                at: node, "'\(key)' in \(object.context) must be a view id (a string), found \(node.typeName)"
            )
        }
        guard let view = all.first(where: { $0.id == id }) else {
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
