/// The view tree laid out for one moment: the header at its current height, the lists at their
/// current offsets and the views the effects moved or faded. Answers hit-tests with UIKit's rules
/// and window frames of views.
public struct ViewGeometry: Sendable {
    /// The screen laid out (the world's `scene` at this moment).
    package let scene: Scene
    /// The header's current height, or nil when the scene has none.
    package let headerHeight: Double?
    /// The scroll views, with their offsets and item counts now.
    let scrollViews: ScrollViewMachines
    /// Scroll view id in the session → its id.
    let scrollIDs: [String: ScrollViewID]
    /// What the effects set on views, by view id.
    package let adjustments: [String: ViewAdjustment]
    /// The app's own `hitTest(_:with:)` overrides, by view id; a view without one hit-tests as
    /// its `passThrough` declares (a built-in override) or as UIKit does by default.
    package let hitTestOverrides: [String: any HitTestOverride]
    /// How much of the primary scroll view's frame the keyboard covers, from its bottom, in points.
    package let keyboardOverlap: Double

    init(
        scene: Scene, headerHeight: Double?, scrollViews: ScrollViewMachines,
        scrollIDs: [String: ScrollViewID],
        adjustments: [String: ViewAdjustment], hitTestOverrides: [String: any HitTestOverride],
        keyboardOverlap: Double = 0
    ) {
        self.keyboardOverlap = keyboardOverlap
        self.scene = scene
        self.headerHeight = headerHeight
        self.scrollViews = scrollViews
        self.scrollIDs = scrollIDs
        self.adjustments = adjustments
        self.hitTestOverrides = hitTestOverrides
    }

    /// The primary scroll view's content offset.
    package var contentOffset: Point { scrollViews.primary.state.offset }

    /// The number of the primary list's items.
    package var itemCount: Int { scrollViews.primary.itemCount }

    /// The configuration, content offset and item count of scroll view `id`.
    private func scrollView(_ id: ScrollViewID) -> (
        configuration: ScrollConfiguration, offset: Point, itemCount: Int
    ) {
        (scrollViews.layout(id).configuration, scrollViews.offset(id), scrollViews.itemCount(id))
    }

    /// The hit chain for a touch at `point` (window coordinates).
    /// - Parameter skipping: a view to leave out with its subtree, as if it were not there.
    package func hitTest(_ point: Point, skipping: String? = nil) -> HitResult {
        var passed: [String] = []
        for view in scene.views.reversed() {
            if let hit = hitTest(
                view, parentOrigin: .zero, heightChange: 0, point: point, skipping: skipping, passed: &passed)
            {
                return HitResult(
                    chain: hit.chain.reversed(), target: hit.target, passedThrough: passed,
                    scrollViewID: hit.scrollViewID,
                    scrollView: hit.scrollViewID.map { scrollView($0).configuration.id })
            }
        }
        return HitResult(chain: [], target: .window, passedThrough: passed)
    }

    /// Every view's frame in window coordinates, depth first in tree order (the order of
    /// `Scene.allViewIDs`).
    ///
    /// - Complexity: O(views): one walk of the tree.
    package func windowFrames() -> [(id: String, frame: Rect)] {
        var found: [(id: String, frame: Rect)] = []
        func visit(_ view: ViewSpec, parentOrigin: Point, heightChange: Double) {
            let (local, childChange) = layout(view, heightChange: heightChange)
            let frame = windowRect(view, local: local, parentOrigin: parentOrigin)
            found.append((view.id, frame))
            let childOrigin = contentOrigin(of: view, frame: frame)
            for child in view.children {
                visit(child, parentOrigin: childOrigin, heightChange: childChange)
            }
        }
        for view in scene.views { visit(view, parentOrigin: .zero, heightChange: 0) }
        return found
    }

    /// Every view's frame, depth first in tree order (as ``windowFrames()``), where scrolling does
    /// not move it: in window coordinates for a view outside every scroll view, else relative to
    /// the innermost scroll view around it — to that scroll view's window origin less its offset
    /// along its axis (its content's origin when it is not offset across its axis). A list that
    /// scrolls moves none of the frames inside it; the window frame is the frame plus that origin.
    ///
    /// - Parameter frames: emptied, then filled (its storage is reused from call to call).
    /// - Complexity: O(views).
    package func scrollFrames(into frames: inout [Rect]) {
        frames.removeAll(keepingCapacity: true)
        // Each frame is summed from the origin of the scroll view around it, not taken from the
        // window's coordinates, so that it reads the same at every offset (no rounding noise).
        func visit(_ view: ViewSpec, parentOrigin: Point, heightChange: Double, base: Point) {
            let (local, childChange) = layout(view, heightChange: heightChange)
            let frame =
                view.kind == .scroll && scrollIDs[view.id] == .primary
                ? Rect(x: local.x - base.x, y: local.y - base.y, width: local.width, height: local.height)
                : Rect(
                    x: parentOrigin.x + local.x, y: parentOrigin.y + local.y, width: local.width,
                    height: local.height)
            frames.append(frame)
            guard view.kind == .scroll, let number = scrollIDs[view.id] else {
                for child in view.children {
                    visit(
                        child, parentOrigin: Point(x: frame.x, y: frame.y), heightChange: childChange,
                        base: base)
                }
                return
            }
            // Inside a scroll view: from its window origin less its offset along its axis, where
            // its content's origin is offset by what it is offset across its axis.
            let offset = scrollViews.offset(number)
            let vertical = scrollViews.layout(number).configuration.axis == .vertical
            let childBase =
                vertical
                ? Point(x: base.x + frame.x, y: base.y + frame.y - offset.y)
                : Point(x: base.x + frame.x - offset.x, y: base.y + frame.y)
            let childOrigin = vertical ? Point(x: -offset.x, y: 0) : Point(x: 0, y: -offset.y)
            for child in view.children {
                visit(child, parentOrigin: childOrigin, heightChange: childChange, base: childBase)
            }
        }
        for view in scene.views { visit(view, parentOrigin: .zero, heightChange: 0, base: .zero) }
    }

    /// Every view's frame in its superview's coordinates (UIKit's `frame`; a view inside a scroll
    /// view: in its content's), as laid out now, depth first in tree order.
    package func localFrames() -> [(view: ViewSpec, frame: Rect)] {
        var found: [(view: ViewSpec, frame: Rect)] = []
        func visit(_ view: ViewSpec, heightChange: Double) {
            let (local, childChange) = layout(view, heightChange: heightChange)
            found.append((view, local))
            for child in view.children { visit(child, heightChange: childChange) }
        }
        for view in scene.views { visit(view, heightChange: 0) }
        return found
    }

    /// The frame of the view with `id` in window coordinates, or nil if there is no such view.
    /// List items are found as `"<scrollId>.item.<index>"`.
    ///
    /// - Complexity: O(depth of the view): its ancestors are laid out, found through the scene's
    ///   index of views.
    package func windowFrame(of id: String) -> Rect? {
        var level = scene.views
        var parentOrigin = Point.zero
        var heightChange = 0.0
        var found: Rect?
        let indexed = scene.viewIndex.walk(to: id) { position, isLast in
            let view = level[position]
            let (local, childChange) = layout(view, heightChange: heightChange)
            let frame = windowRect(view, local: local, parentOrigin: parentOrigin)
            if isLast {
                found = frame
                return
            }
            parentOrigin = contentOrigin(of: view, frame: frame)
            heightChange = childChange
            level = view.children
        }
        if indexed { return found }
        for (scrollID, number) in scrollIDs {
            let prefix = scrollID + ".item."
            if id.hasPrefix(prefix), let index = Int(id.dropFirst(prefix.count)) {
                return itemFrame(index, in: number)
            }
            let sectionPrefix = scrollID + ".section."
            if id.hasPrefix(sectionPrefix) {
                let parts = id.dropFirst(sectionPrefix.count).split(separator: ".")
                if parts.count == 2, let section = Int(parts[0]), parts[1] == "header" || parts[1] == "footer"
                {
                    return sectionHeaderFrame(section, footer: parts[1] == "footer", in: number)
                }
            }
        }
        return nil
    }

    /// The window frame of item `index` of the primary list, or nil if there is no such item or no
    /// item layout.
    package func itemFrame(_ index: Int) -> Rect? {
        itemFrame(index, in: .primary)
    }

    /// The window frame of item `index` of scroll view `number` (0: the primary), or nil if there is
    /// no such item or no item layout.
    package func itemFrame(_ index: Int, in number: ScrollViewID) -> Rect? {
        let (configuration, _, itemCount) = scrollView(number)
        guard configuration.content.hasItems, index >= 0, index < itemCount else { return nil }
        return contentFrame(
            start: configuration.content.itemStart(index), length: configuration.content.itemLength(index),
            in: number)
    }

    /// The window frame of the header (or footer) of section `section` of scroll view `number`, where
    /// it is now (pinned, in a plain-style list), or nil if there is no such section or it has none.
    package func sectionHeaderFrame(_ section: Int, footer: Bool = false, in number: ScrollViewID) -> Rect? {
        guard case .sections(let layout) = scrollView(number).configuration.content, section >= 0,
            section < layout.sectionCount
        else { return nil }
        return sectionHeaderFrame(
            section, footer: footer, of: layout, visible: visibleRange(in: number), in: number)
    }

    /// ``sectionHeaderFrame(_:footer:inScroll:)`` with the list's layout and visible range at hand.
    private func sectionHeaderFrame(
        _ section: Int, footer: Bool, of layout: SectionLayout, visible: Range<Double>,
        in number: ScrollViewID
    ) -> Rect? {
        let length =
            footer ? layout.footerLength(ofSection: section) : layout.headerLength(ofSection: section)
        guard length > 0 else { return nil }
        let start =
            footer
            ? layout.footerStart(section, visibleEnd: visible.upperBound)
            : layout.headerStart(section, visibleStart: visible.lowerBound)
        return contentFrame(start: start, length: length, in: number)
    }

    /// The part of scroll view `number`'s content that is visible now along its axis, from under
    /// its adjusted inset at the start to above it at the end (where a plain-style list pins its
    /// section headers and footers, as UITableView does).
    package func visibleRange(in number: ScrollViewID) -> Range<Double> {
        let (configuration, offset, itemCount) = scrollView(number)
        let metrics = ScrollMetrics(
            configuration, safeArea: scrollViews.layout(number).safeArea, itemCount: itemCount,
            keyboardOverlap: number.isPrimary ? keyboardOverlap : 0)
        let axis = configuration.axis
        let start = offset.component(axis) + metrics.adjustedInset.leading(axis)
        let end =
            offset.component(axis) + configuration.frame.extent(axis) - metrics.adjustedInset.trailing(axis)
        return start..<max(start, end)
    }

    /// The window frame of the stretch `start..<start + length` of scroll view `number`'s content
    /// along its axis, across the whole frame.
    private func contentFrame(start: Double, length: Double, in number: ScrollViewID) -> Rect? {
        let (configuration, offset, _) = scrollView(number)
        guard let frame = number.isPrimary ? configuration.frame : windowFrame(of: configuration.id) else {
            return nil
        }
        switch configuration.axis {
        case .vertical:
            return Rect(
                x: frame.x - offset.x, y: frame.y + start - offset.y, width: frame.width, height: length)
        case .horizontal:
            return Rect(
                x: frame.x + start - offset.x, y: frame.y - offset.y, width: length, height: frame.height)
        }
    }

    // MARK: - Layout

    /// A view's frame in its parent's coordinates after the parent's height changed by `heightChange`,
    /// and the change it passes on to its own children.
    private func layout(_ view: ViewSpec, heightChange: Double) -> (frame: Rect, childChange: Double) {
        if view.kind == .scroll {
            return (scrollIDs[view.id] == .primary ? scene.scroll.frame : moved(view.frame, view), 0)
        }
        var frame = view.frame
        if let header = scene.header, let height = headerHeight, view.id == header.viewID {
            frame.height = height
            return (moved(frame, view), height - header.maxHeight)
        }
        switch view.pin {
        case .top: return (moved(frame, view), 0)
        case .bottom:
            frame.y += heightChange
            return (moved(frame, view), 0)
        case .fill:
            frame.height = max(0, frame.height + heightChange)
            return (moved(frame, view), heightChange)
        }
    }

    /// `frame` as the app's code set it on `view` (its own frame, moved; the header view keeps the
    /// header's height), or as it is without code.
    @inline(__always)
    private func moved(_ frame: Rect, _ view: ViewSpec) -> Rect {
        guard !adjustments.isEmpty, let adjustment = adjustments[view.id] else { return frame }
        var frame = frame
        if let set = adjustment.frame {
            let height = view.id == scene.header?.viewID ? frame.height : set.height
            frame = Rect(x: set.x, y: set.y, width: set.width, height: height)
        }
        let move = adjustment.translation
        return Rect(x: frame.x + move.x, y: frame.y + move.y, width: frame.width, height: frame.height)
    }

    /// Whether the view is shown and takes touches (`isHidden`, `isUserInteractionEnabled`) as
    /// hit-testing sees it: what an effect set, else its own.
    @inline(__always)
    private func takesTouches(_ view: ViewSpec) -> Bool {
        guard !adjustments.isEmpty, let adjustment = adjustments[view.id] else {
            return !view.isHidden && view.isInteractive
        }
        return !adjustment.isHidden && adjustment.isUserInteractionEnabled
    }

    /// `point` in `view`'s untransformed `frame` (window coordinates), as UIKit converts a point into
    /// a transformed view; nil when its transform cannot be undone (nothing there is hit).
    @inline(__always)
    private func untransformed(_ point: Point, in view: ViewSpec, frame: Rect) -> Point? {
        guard !adjustments.isEmpty, let transform = adjustments[view.id]?.transform, !transform.isIdentity
        else {
            return point
        }
        return transform.untransformed(
            point, center: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
    }

    /// The view's alpha as hit-testing sees it: what an effect set, else its own.
    @inline(__always)
    private func alpha(of view: ViewSpec) -> Double {
        guard !adjustments.isEmpty, let alpha = adjustments[view.id]?.alpha else { return view.alpha }
        return alpha
    }

    /// A laid-out frame in window coordinates (the primary scroll view's frame is given in window
    /// coordinates).
    private func windowRect(_ view: ViewSpec, local: Rect, parentOrigin: Point) -> Rect {
        if view.kind == .scroll, scrollIDs[view.id] == .primary { return local }
        return Rect(
            x: parentOrigin.x + local.x, y: parentOrigin.y + local.y, width: local.width, height: local.height
        )
    }

    /// Where a view's children are placed: its origin, shifted by the content offset for a scroll view.
    private func contentOrigin(of view: ViewSpec, frame: Rect) -> Point {
        guard view.kind == .scroll, let number = scrollIDs[view.id] else {
            return Point(x: frame.x, y: frame.y)
        }
        let offset = scrollView(number).offset
        return Point(x: frame.x - offset.x, y: frame.y - offset.y)
    }

    // MARK: - Hit-testing

    private struct Hit {
        /// Target first, outermost last.
        var chain: [String]
        var target: HitTarget
        /// The innermost scroll view around the target (nil: none, or the target is a control).
        var scrollViewID: ScrollViewID?
        var isControl: Bool {
            if case .control = target { return true }
            return false
        }
    }

    /// UIKit's `hitTest(_:with:)` on `view`: nil when it is hidden, not interactive, nearly
    /// transparent or the point is outside it; else its override (the app's, or the built-in one
    /// its `passThrough` declares) around the default implementation.
    private func hitTest(
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
                    if hit.scrollViewID == nil, !hit.isControl { hit.scrollViewID = number }
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
            scrollViewID: answer.isControl ? nil : number)
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
