import ScrollTapeCore

/// A kind of JSON object in a recording line and the fields the reader reads there (SPEC §1).
///
/// Any other field is unknown: the reader ignores it (forward compatibility) and warns about it,
/// with the closest field of its place as a suggestion. This is the one list of the fields; the
/// decoders read no others (`ObjectDecoder` checks in debug builds).
enum FieldPlace: Hashable, Sendable, CaseIterable {
    // The session line.
    case session, device, safeArea, scroll, content, items, sections, rows, inset, indicatorInset,
        additionalSafeArea, paging,
        header
    case view, effect
    // Event lines.
    case touch, tap, scrollEvent, scrollTo, keyboard, safeAreaEvent, safeAreaChange, frame, update,
        insertedSection, expect, expectHit, observe, mark

    /// The place of an event line of `type`.
    init(eventType type: EventType) {
        switch type {
        case .touch: self = .touch
        case .tap: self = .tap
        case .scroll: self = .scrollEvent
        case .scrollTo: self = .scrollTo
        case .keyboard: self = .keyboard
        case .safeArea: self = .safeAreaEvent
        case .frame: self = .frame
        case .update: self = .update
        case .expect: self = .expect
        case .observe: self = .observe
        case .mark: self = .mark
        }
    }

    /// The place of the line of `event`.
    init(event: Event) {
        self.init(eventType: event.type)
    }

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
        case .expectHit: "expect.hit"
        case .safeAreaChange: "safeArea.safeArea"
        case .insertedSection: "update.insertSections"
        case .touch, .tap, .scrollEvent, .scrollTo, .keyboard, .safeAreaEvent, .frame, .update, .expect,
            .observe,
            .mark:
            // The type of the event line: `init(eventType:)` gives every type one of these places.
            EventType.allCases.first { Self(eventType: $0) == self }!.rawValue
        }
    }

    /// The fields the reader reads at this place, in the order of SPEC §1.
    var fields: [String] {
        Self.fieldLists[self] ?? []
    }

    /// ``fields`` of every place, made once.
    private static let fieldLists = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.listedFields) })

    private var listedFields: [String] {
        let event = ["type", "t", "seq"]
        let edges = ["top", "left", "bottom", "right"]
        switch self {
        case .session:
            return [
                "type", "format", "version", "device", "scroll", "scrolls", "header", "views", "effects",
                "expectFailures", "conformanceTolerance",
            ]
        case .device: return ["name", "width", "height", "scale", "safeArea", "statusBar"]
        case .safeArea, .inset, .indicatorInset, .additionalSafeArea, .safeAreaChange: return edges
        case .scroll:
            return [
                "id", "frame", "axis", "content", "inset", "indicatorInset", "additionalSafeArea",
                "insetAdjustment",
                "bounces",
                "alwaysBounce", "deceleration", "paging", "panSlop", "delaysContentTouches",
                "canCancelContentTouches", "touchDelay", "rubberBandCoefficient", "springAngularFrequency",
                "velocityWindow", "restDistance", "scrollAnimationDuration",
            ]
        case .content: return ["width", "height", "items", "sections", "style"]
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
        case .touch: return event + ["phase", "id", "x", "y"]
        case .tap: return event + ["x", "y"]
        case .scrollEvent: return event + ["x", "y", "dx", "dy", "scroll"]
        case .scrollTo: return event + ["x", "y", "item", "position", "top", "animated", "scroll"]
        case .keyboard: return event + ["height", "duration", "editing"]
        case .safeAreaEvent: return event + ["width", "height", "safeArea", "statusBar", "frames"]
        case .frame: return event
        case .update:
            return event + [
                "delete", "insert", "deleteRows", "insertRows", "deleteSections", "insertSections", "anchor",
                "scroll",
            ]
        case .insertedSection: return ["at", "header", "footer", "rows"]
        case .expect: return event + ["that", "tolerance", "hit"]
        case .expectHit: return ["x", "y", "target"]
        case .observe: return event + ["that"]
        case .mark: return event + ["label"]
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
        case (.expect, "hit"): .expectHit
        case (.safeAreaEvent, "safeArea"): .safeAreaChange
        case (.update, "insertSections"): .insertedSection
        case (.insertedSection, "rows"): .rows
        default: nil
        }
    }
}
