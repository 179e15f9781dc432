import ScrollTapeCore

/// A kind of JSON object in a recording line and the fields the reader reads there.
///
/// Any other field is unknown: the reader ignores it (forward compatibility) and warns about it,
/// with the closest field of its place as a suggestion. The session line's places list their
/// fields here, each event type's in its format (`EventFormat.fields`); the decoders read no
/// others (`ObjectDecoder` checks in debug builds).
enum FieldPlace: Hashable, Sendable {
    // The session line.
    case session, device, safeArea, scroll, content, items, sections, rows, inset, indicatorInset,
        additionalSafeArea, paging,
        header
    case view, effect
    /// An event line of `type` (`field` nil), or an object that its `field` holds (`hit` in an
    /// `expect`).
    case event(EventType, field: String? = nil)

    /// The places of the session line.
    private static let sessionPlaces: [FieldPlace] = [
        .session, .device, .safeArea, .scroll, .content, .items, .sections, .rows, .inset, .indicatorInset,
        .additionalSafeArea, .paging, .header, .view, .effect,
    ]

    /// The place of the line of `event`.
    init(event: Event) {
        self = .event(event.type)
    }

    /// The four edges of insets, in the order of recordings/FORMAT.md.
    static let edges = ["top", "left", "bottom", "right"]

    /// How diagnostics name the place: its path from the top of its line (`scroll.content.items`,
    /// `expect.hit`), the event type for an event line, `session` for the session line's top
    /// level. (A view is named by its position and id instead: `views[1] 'header'`.)
    var name: String {
        switch self {
        case .session: "session"
        case .device: "device"
        case .safeArea: "device.safeArea"
        case .scroll: "scroll"
        case .content: "scroll.content"
        case .items: "scroll.content.items"
        case .sections: "scroll.content.sections"
        case .rows: "scroll.content.sections.rows"
        case .inset: "scroll.inset"
        case .indicatorInset: "scroll.indicatorInset"
        case .additionalSafeArea: "scroll.additionalSafeArea"
        case .paging: "scroll.paging"
        case .header: "header"
        case .view: "view"
        case .effect: "effect"
        case .event(let type, nil): type.rawValue
        case .event(let type, let field?): "\(type.rawValue).\(field)"
        }
    }

    /// The fields the reader reads at this place, in the order of recordings/FORMAT.md.
    var fields: [String] {
        switch self {
        case .event(let type, nil): type.format.fields.line
        case .event(let type, let field?): type.format.fields.objects[field]?.fields ?? []
        default: Self.fieldLists[self] ?? []
        }
    }

    /// ``fields`` of the session line's places, made once.
    private static let fieldLists = Dictionary(
        uniqueKeysWithValues: sessionPlaces.map { ($0, $0.listedFields) })

    private var listedFields: [String] {
        switch self {
        case .session:
            return [
                "type", "format", "version", "device", "scroll", "scrolls", "header", "views", "effects",
                "expectFailures", "conformanceTolerance", "calls",
            ]
        case .device: return ["name", "width", "height", "scale", "safeArea", "statusBar"]
        case .safeArea, .inset, .indicatorInset, .additionalSafeArea: return Self.edges
        case .scroll:
            return [
                "id", "frame", "axis", "content", "inset", "indicatorInset", "additionalSafeArea",
                "insetAdjustment", "scrollEnabled", "scrollsToTop", "showsIndicator",
                "bounces",
                "alwaysBounce", "deceleration", "paging", "panSlop", "delaysContentTouches",
                "canCancelContentTouches", "touchDelay", "rubberBandCoefficient", "springAngularFrequency",
                "velocityWindow", "restDistance", "scrollAnimationDuration",
            ]
        case .content: return ["width", "height", "items", "sections", "style", "layout"]
        case .items: return ["count", "length", "spacing", "leading", "trailing"]
        case .sections: return ["header", "footer", "rows"]
        case .rows: return ["count", "length"]
        case .paging: return ["pageLength", "velocityThreshold"]
        case .header:
            return [
                "view", "behavior", "minHeight", "maxHeight", "collapsedHeight", "ignoreOverscroll",
                "stretch", "snap",
            ]
        case .view:
            return [
                "id", "kind", "frame", "interactive", "control", "hidden", "alpha", "passThrough", "pin",
                "children",
            ]
        case .effect:
            return [
                "kind", "view", "scroll", "distance", "fades", "title", "titleTravel", "ratio", "tabs",
                "pageLength",
            ]
        case .event: return []
        }
    }

    /// The place of the object that `field` holds here (of each element, when it holds an array
    /// of objects), whose fields are checked too; nil for other values. (`that` holds state paths,
    /// which the decoder checks itself.)
    func place(of field: String) -> FieldPlace? {
        switch (self, field) {
        case (.session, "device"): .device
        case (.session, "scroll"), (.session, "scrolls"): .scroll
        case (.session, "effects"): .effect
        case (.scroll, "indicatorInset"): .indicatorInset
        case (.session, "header"): .header
        case (.session, "views"), (.view, "children"): .view
        case (.device, "safeArea"): .safeArea
        case (.scroll, "content"): .content
        case (.scroll, "inset"): .inset
        case (.scroll, "additionalSafeArea"): .additionalSafeArea
        case (.scroll, "paging"): .paging
        case (.content, "items"): .items
        case (.content, "sections"): .sections
        case (.sections, "rows"): .rows
        case (.event(let type, nil), _):
            type.format.fields.objects[field] != nil ? .event(type, field: field) : nil
        case (.event(let type, let object?), _): type.format.fields.objects[object]?.places[field]
        default: nil
        }
    }
}
