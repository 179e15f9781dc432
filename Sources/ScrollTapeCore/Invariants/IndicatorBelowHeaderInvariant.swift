/// `indicator.belowHeader`: while a vertical list moves inside its range, its scroll
/// indicator's track does not start above the bottom of a header in front of it (seed 003,
/// pattern 2: `scrollIndicatorInsets.top = headerHeight`). Judged when the recording gives the
/// scroll view's `indicatorInset` (a recording that does not say where the indicator is cannot be).
package struct IndicatorBelowHeaderInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .indicatorBelowHeader }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering _: inout Void,
        into found: inout [Violation]
    ) {
        Self.checkIndicatorBelowHeader(after: after, into: &found)
    }
}

extension IndicatorBelowHeaderInvariant {
    static func checkIndicatorBelowHeader(after world: World, into found: inout [Violation]) {
        // Read from the scene storage first: most scenes do not give the inset, and copying the
        // scene at every event would cost the replay.
        let configuration = world.scrollViews.primary.layout.configuration
        guard let indicatorInset = configuration.indicatorInset,
            configuration.switches.showsIndicator(along: configuration.axis)
        else { return }
        let scene = world.scene
        guard scene.header != nil, scene.scroll.axis == .vertical else { return }
        switch world.scroll.phase {
        case .dragging, .decelerating, .bouncing, .snapping: break
        case .idle, .tracking: return
        }
        let metrics = world.metrics
        guard metrics.contains(world.axisOffset, tolerance: Tolerance.invariant),
            let headerFrame = Invariants.headerFrameInFront(of: scene, in: world.geometry)
        else { return }
        let frame = scene.scroll.frame
        // The vertical indicator runs along the right edge, inside the scroll view.
        guard headerFrame.x < frame.maxX, headerFrame.maxX >= frame.maxX - 3 else { return }
        let inset = scene.scroll.adjusted(
            indicatorInset, safeArea: scene.safeArea(of: scene.scroll),
            contentSize: Size(width: metrics.contentWidth, height: metrics.contentHeight))
        let trackTop = frame.y + inset.top
        guard trackTop < headerFrame.maxY - Tolerance.invariant else { return }
        let suggested = headerFrame.maxY - frame.y - (inset.top - indicatorInset.top)
        found.append(
            Violation(
                .indicatorBelowHeader, event: world.index,
                "the scroll indicator's track starts at y=\(formatNumber(trackTop)), under the header, whose bottom "
                    + "is at y=\(formatNumber(headerFrame.maxY)) (set indicatorInset.top to "
                    + "\(formatNumber(suggested))) " + Invariants.context(world),
                values: [
                    .number("trackTop", trackTop), .number("headerBottom", headerFrame.maxY),
                    .number("indicatorInset.top", suggested),
                ] + Invariants.contextValues(world)))
    }
}
