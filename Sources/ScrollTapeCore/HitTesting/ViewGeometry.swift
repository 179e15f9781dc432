/// The view tree laid out for one moment: the header at its current height, the lists at their
/// current offsets and the views the effects moved or faded. Answers hit-tests with UIKit's rules
/// and window frames of views.
package struct ViewGeometry: Sendable {
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
    func scrollView(_ id: ScrollViewID) -> (
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
    func sectionHeaderFrame(
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
}
