/// The view tree laid out for one moment: the header at its current height and the list at its
/// current offset. Answers hit-tests with UIKit's rules and window frames of views.
public struct ViewGeometry: Sendable {
    public let scene: Scene
    /// The header's current height, or nil when the scene has none.
    public let headerHeight: Double?
    /// The scroll view's current content offset.
    public let contentOffset: Point
    /// The number of list items now.
    public let itemCount: Int
    /// The app's own `hitTest(_:with:)` overrides, by view id; a view without one hit-tests as
    /// its `passThrough` declares (a built-in override) or as UIKit does by default.
    public let hitTestOverrides: [String: any HitTestOverride]

    public init(
        scene: Scene, headerHeight: Double?, contentOffset: Point, itemCount: Int,
        hitTestOverrides: [String: any HitTestOverride] = [:]
    ) {
        self.scene = scene
        self.headerHeight = headerHeight
        self.contentOffset = contentOffset
        self.itemCount = itemCount
        self.hitTestOverrides = hitTestOverrides
    }

    /// The hit chain for a touch at `point` (window coordinates).
    /// - Parameter skipping: a view to leave out with its subtree, as if it were not there.
    public func hitTest(_ point: Point, skipping: String? = nil) -> HitResult {
        var passed: [String] = []
        for view in scene.views.reversed() {
            if let hit = hitTest(
                view, parentOrigin: .zero, heightChange: 0, point: point, skipping: skipping, passed: &passed)
            {
                return HitResult(chain: hit.chain.reversed(), target: hit.target, passedThrough: passed)
            }
        }
        return HitResult(chain: [], target: .window, passedThrough: passed)
    }

    /// The frame of the view with `id` in window coordinates, or nil if there is no such view.
    /// List items are found as `"<scrollId>.item.<index>"`.
    public func windowFrame(of id: String) -> Rect? {
        for view in scene.views {
            if let frame = windowFrame(of: id, in: view, parentOrigin: .zero, heightChange: 0) {
                return frame
            }
        }
        let itemPrefix = scene.scroll.id + ".item."
        if id.hasPrefix(itemPrefix), let index = Int(id.dropFirst(itemPrefix.count)) {
            return itemFrame(index)
        }
        return nil
    }

    /// The window frame of list item `index`, or nil if there is no such item or no item layout.
    public func itemFrame(_ index: Int) -> Rect? {
        guard case .items(let layout) = scene.scroll.content, index >= 0, index < itemCount else {
            return nil
        }
        let frame = scene.scroll.frame
        let start = layout.itemStart(index)
        switch scene.scroll.axis {
        case .vertical:
            return Rect(
                x: frame.x - contentOffset.x, y: frame.y + start - contentOffset.y,
                width: frame.width, height: layout.length)
        case .horizontal:
            return Rect(
                x: frame.x + start - contentOffset.x, y: frame.y - contentOffset.y,
                width: layout.length, height: frame.height)
        }
    }

    // MARK: - Layout

    /// A view's frame in its parent's coordinates after the parent's height changed by `heightChange`,
    /// and the change it passes on to its own children.
    private func layout(_ view: ViewSpec, heightChange: Double) -> (frame: Rect, childChange: Double) {
        if view.kind == .scroll { return (scene.scroll.frame, 0) }
        var frame = view.frame
        if let header = scene.header, let height = headerHeight, view.id == header.viewID {
            frame.height = height
            return (frame, height - header.maxHeight)
        }
        switch view.pin {
        case .top: return (frame, 0)
        case .bottom:
            frame.y += heightChange
            return (frame, 0)
        case .fill:
            frame.height = max(0, frame.height + heightChange)
            return (frame, heightChange)
        }
    }

    private func windowFrame(of id: String, in view: ViewSpec, parentOrigin: Point, heightChange: Double)
        -> Rect?
    {
        let (local, childChange) = layout(view, heightChange: heightChange)
        let frame = windowRect(view, local: local, parentOrigin: parentOrigin)
        if view.id == id { return frame }
        let childOrigin = contentOrigin(of: view, frame: frame)
        for child in view.children {
            if let found = windowFrame(
                of: id, in: child, parentOrigin: childOrigin, heightChange: childChange)
            {
                return found
            }
        }
        return nil
    }

    /// A laid-out frame in window coordinates (the scroll view's frame is given in window coordinates).
    private func windowRect(_ view: ViewSpec, local: Rect, parentOrigin: Point) -> Rect {
        if view.kind == .scroll { return local }
        return Rect(
            x: parentOrigin.x + local.x, y: parentOrigin.y + local.y, width: local.width, height: local.height
        )
    }

    /// Where a view's children are placed: its origin, shifted by the content offset for the scroll view.
    private func contentOrigin(of view: ViewSpec, frame: Rect) -> Point {
        guard view.kind == .scroll else { return Point(x: frame.x, y: frame.y) }
        return Point(x: frame.x - contentOffset.x, y: frame.y - contentOffset.y)
    }

    // MARK: - Hit-testing

    private struct Hit {
        /// Target first, outermost last.
        var chain: [String]
        var target: HitTarget
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
        guard !view.isHidden, view.isInteractive, view.alpha >= 0.01, view.id != skipping else { return nil }
        let (local, childChange) = layout(view, heightChange: heightChange)
        let frame = windowRect(view, local: local, parentOrigin: parentOrigin)
        guard frame.contains(point) else { return nil }
        let selfHit = Hit(
            chain: [view.id],
            target: view.kind == .scroll ? .scroll : view.isControl ? .control(view.id) : .view(view.id))

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
                    return hit
                }
            }
            if view.kind == .scroll, let item = item(at: point, scrollFrame: frame) {
                return Hit(chain: ["\(scene.scroll.id).item.\(item)", view.id], target: .item(item))
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
            chain: [answer.id, view.id], target: answer.isControl ? .control(answer.id) : .view(answer.id))
    }

    /// A hit as the `HitView` an override sees.
    private func hitView(for hit: Hit) -> HitView {
        let id = hit.chain.first ?? "window"
        return HitView(
            id: id, isControl: hit.isControl,
            frame: windowFrame(of: id) ?? Rect(x: 0, y: 0, width: 0, height: 0))
    }

    private func item(at point: Point, scrollFrame: Rect) -> Int? {
        guard case .items(let layout) = scene.scroll.content else { return nil }
        let axis = scene.scroll.axis
        let position = point.component(axis) - scrollFrame.origin(axis) + contentOffset.component(axis)
        return layout.item(at: position, count: itemCount)
    }
}
