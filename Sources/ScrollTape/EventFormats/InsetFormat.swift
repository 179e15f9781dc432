import ScrollTapeCore

/// An `inset` line: the app set a scroll view's `inset` (`contentInset`, each edge 0 if absent),
/// `insetAdjustment` and `indicatorInset` (as the session line's scroll view names them); at least
/// one of them; `x`, `y`: where the list is after it (its `contentOffset`, as a `scroll` event's).
/// `scroll` names the scroll view (absent: the primary).
enum InsetFormat: EventFormat {
    static let fields = EventFields(
        ["inset", "insetAdjustment", "indicatorInset", "x", "y", "scroll"],
        objects: [
            "inset": EventFields.Object(FieldPlace.edges),
            "indicatorInset": EventFields.Object(FieldPlace.edges),
        ])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        let fields = ["inset", "insetAdjustment", "indicatorInset"]
        guard fields.contains(where: line.has) else {
            throw line.absent(
                fields,
                message: "an inset event needs at least one of 'inset', 'insetAdjustment', 'indicatorInset'")
        }
        return .inset(
            InsetChange(
                inset: line.has("inset") ? try line.insets("inset") : nil,
                insetAdjustment: try line.choice("insetAdjustment", ScrollConfiguration.InsetAdjustment.self),
                indicatorInset: line.has("indicatorInset") ? try line.insets("indicatorInset") : nil,
                x: try line.number("x"), y: try line.number("y"),
                scrollView: try EventDecoder.scrollView(line, session: session)))
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .inset(let change) = kind else { return }
        if let inset = change.inset { members.append("inset", inset.state) }
        if let adjustment = change.insetAdjustment {
            members.append("insetAdjustment", .string(adjustment.rawValue))
        }
        if let inset = change.indicatorInset { members.append("indicatorInset", inset.state) }
        if let x = change.x { members.append("x", x) }
        if let y = change.y { members.append("y", y) }
        if let scrollView = change.scrollView { members.append("scroll", .string(scrollView)) }
    }

}
