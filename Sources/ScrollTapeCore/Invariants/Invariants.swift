/// The invariants of SPEC §6 that are checked event by event.
///
/// `check(before:event:after:)` is pure: it compares the state before an event with the state after
/// it (and the offset trace the world kept while applying it).
public enum Invariants {
    /// Every violation that applying `event` (whose index is `after.index`) caused.
    public static func check(before: World, event: Event, after: World) -> [Violation] {
        var found: [Violation] = []
        if after.header != nil {
            checkHeaderBounds(before: before, after: after, into: &found)
            checkHeaderOverscroll(before: before, after: after, into: &found)
            checkHeaderDirection(before: before, after: after, into: &found)
            checkContentBelowHeader(before: before, after: after, into: &found)
        }
        checkScrollRest(before: before, after: after, into: &found)
        switch event.kind {
        case .touch(let id, .began, let location):
            checkPassThrough(touch: "touch \(id)", at: location, after: after, into: &found)
        case .tap(let location):
            checkPassThrough(touch: "tap", at: location, after: after, into: &found)
        case .update:
            checkUpdateAnchor(after: after, into: &found)
        case .expect(let expectation):
            checkExpectation(expectation, after: after, into: &found)
        case .observe(let values):
            checkObservation(values, after: after, into: &found)
        case .touch, .scroll, .frame, .mark:
            break
        }
        return found
    }

    /// "(event 56, scroll y=-160)": where a violation happened.
    static func context(_ world: World) -> String {
        let axis = world.scene.scroll.axis == .vertical ? "y" : "x"
        return "(event \(world.index), scroll \(axis)=\(formatNumber(world.axisOffset)))"
    }

    static func checkHeaderBounds(before: World, after: World, into found: inout [Violation]) {
        guard let configuration = after.scene.header, let height = after.header?.height else { return }
        func problem(_ world: World, _ height: Double) -> String? {
            let stretching =
                configuration.behavior == .pinned && configuration.stretches
                && world.axisOffset < world.metrics.lowerBound
            if height > configuration.maxHeight + Tolerance.invariant && !stretching {
                return
                    "header height \(formatNumber(height)) exceeds maxHeight \(formatNumber(configuration.maxHeight))"
            }
            if height < configuration.minHeight - Tolerance.invariant {
                return
                    "header height \(formatNumber(height)) is below minHeight \(formatNumber(configuration.minHeight))"
            }
            return nil
        }
        guard let message = problem(after, height) else { return }
        if before.index > 0, let previous = before.header?.height, previous == height,
            problem(before, previous) != nil
        {
            return
        }
        found.append(Violation(.headerBounds, event: after.index, "\(message) \(context(after))"))
    }

    static func checkHeaderOverscroll(before: World, after: World, into found: inout [Violation]) {
        guard let configuration = after.scene.header else { return }
        if configuration.behavior == .pinned && configuration.stretches { return }
        if after.trace.offsetChanges == 0, let old = before.header?.height, let new = after.header?.height,
            abs(new - old) > Tolerance.invariant
        {
            found.append(
                Violation(
                    .headerOverscroll, event: after.index,
                    "header height changed by \(formatNumber(new - old)) (\(formatNumber(old)) → \(formatNumber(new))) "
                        + "while the list did not move \(context(after))"))
            return
        }
        guard let move = after.trace.worstOverscroll, move.excess > Tolerance.invariant else { return }
        let metrics = after.metrics
        let axis = after.scene.scroll.axis == .vertical ? "y" : "x"
        let change = move.height - move.referenceHeight
        let since =
            move.origin == move.from
            ? "(\(formatNumber(move.referenceHeight)) → \(formatNumber(move.height)))"
            : "(\(formatNumber(move.referenceHeight)) when the list was last inside at \(axis)=\(formatNumber(move.origin))"
                + " → \(formatNumber(move.height)))"
        found.append(
            Violation(
                .headerOverscroll, event: after.index,
                "header height changed by \(formatNumber(change)) \(since) while the list moved "
                    + "\(formatNumber(move.allowance)) pt inside "
                    + "[\(formatNumber(metrics.lowerBound)), \(formatNumber(metrics.upperBound))] "
                    + "(event \(after.index), scroll \(axis)=\(formatNumber(move.from)) → \(formatNumber(move.to)))"
            ))
    }

    static func checkHeaderDirection(before: World, after: World, into found: inout [Violation]) {
        guard let configuration = after.scene.header, configuration.behavior == .collapsing,
            let old = before.header?.height, let new = after.header?.height
        else { return }
        let forward = after.trace.insideForward
        let backward = after.trace.insideBackward
        if forward > 0 && backward == 0 && new > old + Tolerance.invariant {
            found.append(
                Violation(
                    .headerDirection, event: after.index,
                    "header grew from \(formatNumber(old)) to \(formatNumber(new)) while scrolling down \(context(after))"
                ))
        } else if backward > 0 && forward == 0 && new < old - Tolerance.invariant {
            found.append(
                Violation(
                    .headerDirection, event: after.index,
                    "header shrank from \(formatNumber(old)) to \(formatNumber(new)) while scrolling up \(context(after))"
                ))
        }
    }

    static func checkScrollRest(before: World, after: World, into found: inout [Violation]) {
        /// What is wrong with where `world` rests, or nil.
        func problem(_ world: World) -> String? {
            guard world.scroll.phase == .idle else { return nil }
            let metrics = world.metrics
            let offset = world.axisOffset
            let range = "[\(formatNumber(metrics.lowerBound)), \(formatNumber(metrics.upperBound))]"
            guard metrics.contains(offset, tolerance: Tolerance.invariant) else {
                return "list rests at \(formatNumber(offset)) outside \(range)"
            }
            guard let paging = world.scene.scroll.paging else { return nil }
            let length = paging.pageLength ?? metrics.viewportExtent
            let page = (offset - metrics.lowerBound) / length
            let nearest = page.rounded() * length + metrics.lowerBound
            guard abs(nearest - offset) > Tolerance.invariant,
                abs(metrics.upperBound - offset) > Tolerance.invariant
            else { return nil }
            return
                "list rests at \(formatNumber(offset)), between pages (page \(formatNumber(page, decimals: 3)) of "
                + "\(formatNumber(length)) pt from \(formatNumber(metrics.lowerBound)))"
        }
        guard let message = problem(after) else { return }
        if before.index > 0, problem(before) != nil, before.axisOffset == after.axisOffset { return }
        found.append(Violation(.scrollRest, event: after.index, "\(message) \(context(after))"))
    }

    static func checkContentBelowHeader(before: World, after: World, into found: inout [Violation]) {
        func covered(_ world: World) -> (contentTop: Double, headerBottom: Double)? {
            let scene = world.scene
            guard let configuration = scene.header, scene.scroll.axis == .vertical,
                world.scroll.phase == .idle,
                abs(world.axisOffset - world.metrics.lowerBound) <= Tolerance.invariant,
                let headerIndex = scene.topLevelIndex(of: configuration.viewID),
                let scrollIndex = scene.topLevelIndex(of: scene.scroll.id), headerIndex > scrollIndex,
                let headerFrame = world.geometry.windowFrame(of: configuration.viewID)
            else { return nil }
            let contentTop = scene.scroll.frame.y + world.itemStart(0) - world.axisOffset
            guard contentTop < headerFrame.maxY - Tolerance.invariant else { return nil }
            return (contentTop, headerFrame.maxY)
        }
        guard let problem = covered(after), before.index == 0 || covered(before) == nil else { return }
        found.append(
            Violation(
                .contentBelowHeader, event: after.index,
                "the first item's top y=\(formatNumber(problem.contentTop)) is covered by the header, "
                    + "whose bottom is at y=\(formatNumber(problem.headerBottom)) \(context(after))"))
    }

    static func checkPassThrough(
        touch: String, at location: Point, after: World, into found: inout [Violation]
    ) {
        let geometry = after.geometry
        let hit = geometry.hitTest(location)
        let scene = after.scene
        guard hit.chain.count > 1, case .view(let swallower) = hit.target else { return }
        for ancestor in hit.chain.dropLast() {
            guard let view = scene.view(withID: ancestor), view.passThrough != .none else { continue }
            let behind = geometry.hitTest(location, skipping: view.id).target.id(scrollID: scene.scroll.id)
            let kind = scene.view(withID: swallower)?.kind.rawValue ?? "view"
            found.append(
                Violation(
                    .touchPassThrough, event: after.index,
                    "\(touch) at \(formatPoint(location)) began in pass-through view '\(view.id)' but was swallowed "
                        + "by '\(swallower)' (\(kind)); it should reach '\(behind)' (event \(after.index))"))
            return
        }
    }

    static func checkUpdateAnchor(after: World, into found: inout [Violation]) {
        guard let anchor = after.trace.anchor,
            let frame = after.geometry.itemFrame(anchor.newIndex)
        else { return }
        let metrics = after.metrics
        let offset = after.axisOffset
        let clamped =
            abs(offset - metrics.lowerBound) <= Tolerance.invariant
            || abs(offset - metrics.upperBound) <= Tolerance.invariant
        let position = frame.origin(after.scene.scroll.axis)
        guard !clamped, abs(position - anchor.screenPosition) > Tolerance.invariant else { return }
        found.append(
            Violation(
                .updateAnchor, event: after.index,
                "anchor item \(anchor.oldIndex) (now \(anchor.newIndex)) moved on screen from "
                    + "\(formatNumber(anchor.screenPosition)) to \(formatNumber(position)) \(context(after))")
        )
    }

    static func checkExpectation(_ expectation: Expectation, after: World, into found: inout [Violation]) {
        let state = after.state
        for member in expectation.values {
            guard
                let actual = mismatch(
                    at: member.key, expected: member.value, in: state, tolerance: expectation.tolerance)
            else { continue }
            let slack =
                if case .number = member.value { " (±\(formatNumber(expectation.tolerance)))" } else { "" }
            found.append(
                Violation(
                    .expect, event: after.index,
                    "expected \(member.key) = \(member.value.compactText)\(slack), got \(actual) (event \(after.index))"
                ))
        }
        if let hit = expectation.hit {
            let result = after.geometry.hitTest(hit.point)
            let actual = result.target.id(scrollID: after.scene.scroll.id)
            if actual != hit.target {
                let chain = result.chain.isEmpty ? "window" : result.chain.joined(separator: " > ")
                found.append(
                    Violation(
                        .expect, event: after.index,
                        "expected a touch at \(formatPoint(hit.point)) to reach '\(hit.target)', it reaches "
                            + "'\(actual)' (chain \(chain)) (event \(after.index))"))
            }
        }
    }

    static func checkObservation(_ values: [Value.Member], after: World, into found: inout [Violation]) {
        let state = after.state
        for member in values {
            guard
                let actual = mismatch(
                    at: member.key, expected: member.value, in: state, tolerance: Tolerance.expectation)
            else { continue }
            found.append(
                Violation(
                    .conformance, event: after.index,
                    "the app showed \(member.key) = \(member.value.compactText), the model has \(actual) "
                        + "(event \(after.index))"))
        }
    }

    /// The actual value's text when the value at `path` does not match `expected`, or nil when it does.
    static func mismatch(at path: String, expected: Value, in state: Value, tolerance: Double) -> String? {
        guard let actual = state[path: path] else { return "no value at '\(path)'" }
        return actual.matches(expected, tolerance: tolerance) ? nil : actual.compactText
    }
}
