/// `update.anchor`: after an update anchored to the visible rows, the anchor item stays where it
/// was on screen (unless the offset was clamped).
package struct UpdateAnchorInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .updateAnchor }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering _: inout Void,
        into found: inout [Violation]
    ) {
        guard case .update = event.kind else { return }
        Self.checkUpdateAnchor(outcome: outcome, after: after, into: &found)
    }
}

extension UpdateAnchorInvariant {
    static func checkUpdateAnchor(outcome: EventOutcome, after: World, into found: inout [Violation]) {
        guard let anchor = outcome.anchor,
            let frame = after.geometry.itemFrame(anchor.newIndex, in: anchor.scrollView)
        else { return }
        let id = anchor.scrollView
        let metrics = after.scrollViews.metrics(id)
        let offset = after.scrollViews.axisOffset(id)
        let clamped =
            abs(offset - metrics.lowerBound) <= Tolerance.invariant
            || abs(offset - metrics.upperBound) <= Tolerance.invariant
        let position = frame.origin(metrics.axis)
        guard !clamped, abs(position - anchor.screenPosition) > Tolerance.invariant else { return }
        found.append(
            Violation(
                .updateAnchor, event: after.index,
                "\(id.isPrimary ? "" : "'\(after.screen.sessionID(of: id))' ")anchor item \(anchor.oldIndex) (now \(anchor.newIndex)) moved on screen from "
                    + "\(formatNumber(anchor.screenPosition)) to \(formatNumber(position)) \(Invariants.context(after))",
                values: [
                    .number("oldIndex", Double(anchor.oldIndex)),
                    .number("newIndex", Double(anchor.newIndex)),
                    .number("from", anchor.screenPosition), .number("to", position),
                ] + Invariants.contextValues(after)
            )
        )
    }
}
