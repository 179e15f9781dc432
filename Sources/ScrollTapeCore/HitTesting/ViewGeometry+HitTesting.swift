extension ViewGeometry {
    /// A view the touch reached: its hit chain and target, and the scroll view around it.
    struct Hit {
        /// Target first, outermost last.
        var chain: [String]
        var target: HitTarget
        /// The innermost scroll view around the target (nil: none).
        var scrollViewID: ScrollViewID?
        var isControl: Bool { target.isControl }
    }

    /// UIKit's `hitTest(_:with:)` on `view`: nil when it is hidden, not interactive, nearly
    /// transparent or the point is outside it; else its override (the app's, or the built-in one
    /// its `passThrough` declares) around the default implementation.
    func hitTest(
        _ view: ViewSpec, parentOrigin: Point, heightChange: Double, point: Point, skipping: String?,
        passed: inout [String]
    ) -> Hit? {
        guard takesTouches(view), alpha(of: view) >= 0.01, view.id != skipping else {
            return nil
        }
        let (local, childChange) = layout(view, heightChange: heightChange)
        let frame = windowRect(view, local: local, parentOrigin: parentOrigin)
        // A transformed view is hit where it is drawn: the point in its untransformed frame.
        guard let point = untransformed(point, in: view, frame: frame), frame.contains(point) else {
            return nil
        }
        let number = view.kind == .scroll ? scrollIDs[view.id] : nil
        let selfHit = Hit(
            chain: [view.id],
            target: view.kind == .scroll ? .scroll : view.isControl ? .control(view.id) : .view(view.id),
            scrollViewID: number)

        /// `super.hitTest(point, with: event)`: the subviews front to back (each with its own
        /// override), the list's items, else the view itself.
        func superHitTest(passed: inout [String]) -> Hit {
            let childOrigin = contentOrigin(of: view, frame: frame)
            for child in view.children.reversed() {
                if var hit = hitTest(
                    child, parentOrigin: childOrigin, heightChange: childChange, point: point,
                    skipping: skipping,
                    passed: &passed)
                {
                    hit.chain.append(view.id)
                    if hit.scrollViewID == nil { hit.scrollViewID = number }
                    return hit
                }
            }
            if let number, let id = sectionHeaderID(at: point, in: number) {
                // In front of the rows; the scroll view's pan sees the touch, no row is selected.
                return Hit(chain: [id, view.id], target: .view(id), scrollViewID: number)
            }
            if let number, let item = item(at: point, scrollFrame: frame, in: number) {
                return Hit(
                    chain: ["\(view.id).item.\(item)", view.id], target: .item(item), scrollViewID: number)
            }
            return selfHit
        }

        guard let override = hitTestOverrides[view.id] ?? view.passThrough.builtInOverride else {
            return superHitTest(passed: &passed)
        }
        var superResult: Hit?
        var innerPassed: [String] = []
        let viewAsHit = HitView(id: view.id, isControl: view.isControl, frame: frame)
        let answer = override.hitTest(point, in: viewAsHit) {
            if superResult == nil { superResult = superHitTest(passed: &innerPassed) }
            return superResult.map { hitView(for: $0) }
        }
        passed += innerPassed
        guard let answer else {
            passed.append(view.id)
            return nil
        }
        if let superResult, hitView(for: superResult) == answer { return superResult }
        if answer == viewAsHit { return selfHit }
        // Another view than UIKit's answer or the view itself: taken as it is, on its own.
        return Hit(
            chain: [answer.id, view.id], target: answer.isControl ? .control(answer.id) : .view(answer.id),
            scrollViewID: number)
    }

    /// A hit as the `HitView` an override sees.
    private func hitView(for hit: Hit) -> HitView {
        let id = hit.chain.first ?? "window"
        return HitView(
            id: id, isControl: hit.isControl,
            frame: windowFrame(of: id) ?? Rect(x: 0, y: 0, width: 0, height: 0))
    }

    /// The id of the section header or footer of scroll view `number` at `point`, where they are
    /// now: `<scrollId>.section.<index>.header` (or `.footer`).
    private func sectionHeaderID(at point: Point, in number: ScrollViewID) -> String? {
        let configuration = scrollView(number).configuration
        guard case .sections(let layout) = configuration.content else { return nil }
        let visible = visibleRange(in: number)
        // The sections on screen: the frame's whole extent, insets included.
        let offset = scrollView(number).offset.component(configuration.axis)
        let shown = layout.sections(meeting: offset, offset + configuration.frame.extent(configuration.axis))
        for section in shown {
            for footer in [false, true] {
                if let frame = sectionHeaderFrame(
                    section, footer: footer, of: layout, visible: visible, in: number),
                    frame.contains(point)
                {
                    return "\(configuration.id).section.\(section).\(footer ? "footer" : "header")"
                }
            }
        }
        return nil
    }

    private func item(at point: Point, scrollFrame: Rect, in number: ScrollViewID) -> Int? {
        let (configuration, offset, itemCount) = scrollView(number)
        let axis = configuration.axis
        let position = point.component(axis) - scrollFrame.origin(axis) + offset.component(axis)
        return configuration.content.item(at: position, count: itemCount)
    }
}
