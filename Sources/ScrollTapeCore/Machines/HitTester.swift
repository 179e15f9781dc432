/// What a touch at a window point is delivered to (SPEC §3.1).
public struct HitResult: Hashable, Sendable {
    /// The ids from the outermost view to the target; empty when nothing was hit.
    public var chain: [String]
    public var target: HitTarget
    /// Pass-through views whose own area was hit and let the touch through, front to back.
    public var passedThrough: [String]

    /// Who handles a touch that begins here: `control`, `scroll` or `none`.
    public var receiver: String {
        switch target {
        case .control: "control"
        case .scroll, .item: "scroll"
        case .view, .window: "none"
        }
    }
}

/// The view a hit lands on.
public enum HitTarget: Hashable, Sendable {
    /// No view: the window itself.
    case window
    /// A view that is not a control.
    case view(String)
    /// A control (`UIControl`).
    case control(String)
    /// The scroll view itself (outside any item).
    case scroll
    /// One of the list's items.
    case item(Int)

    /// The target's id (`"window"`, a view id, or `"<scrollId>.item.<index>"`).
    public func id(scrollID: String) -> String {
        switch self {
        case .window: "window"
        case .view(let id), .control(let id): id
        case .scroll: scrollID
        case .item(let index): "\(scrollID).item.\(index)"
        }
    }
}

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

    public init(scene: Scene, headerHeight: Double?, contentOffset: Point, itemCount: Int) {
        self.scene = scene
        self.headerHeight = headerHeight
        self.contentOffset = contentOffset
        self.itemCount = itemCount
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

    private func hitTest(
        _ view: ViewSpec, parentOrigin: Point, heightChange: Double, point: Point, skipping: String?,
        passed: inout [String]
    ) -> Hit? {
        guard !view.isHidden, view.isInteractive, view.alpha >= 0.01, view.id != skipping else { return nil }
        let (local, childChange) = layout(view, heightChange: heightChange)
        let frame = windowRect(view, local: local, parentOrigin: parentOrigin)
        guard frame.contains(point) else { return nil }
        var found: Hit?
        let childOrigin = contentOrigin(of: view, frame: frame)
        for child in view.children.reversed() {
            if let hit = hitTest(
                child, parentOrigin: childOrigin, heightChange: childChange, point: point, skipping: skipping,
                passed: &passed)
            {
                found = hit
                break
            }
        }
        if found == nil, view.kind == .scroll, let item = item(at: point, scrollFrame: frame) {
            found = Hit(chain: ["\(scene.scroll.id).item.\(item)"], target: .item(item))
        }
        if var hit = found {
            if view.passThrough == .controls && !hit.isControl {
                passed.append(view.id)
                return nil
            }
            hit.chain.append(view.id)
            return hit
        }
        switch view.passThrough {
        case .emptyArea:
            passed.append(view.id)
            return nil
        case .controls where !view.isControl:
            passed.append(view.id)
            return nil
        case .none, .controls:
            let target: HitTarget =
                view.kind == .scroll ? .scroll : view.isControl ? .control(view.id) : .view(view.id)
            return Hit(chain: [view.id], target: target)
        }
    }

    private func item(at point: Point, scrollFrame: Rect) -> Int? {
        guard case .items(let layout) = scene.scroll.content else { return nil }
        let axis = scene.scroll.axis
        let position = point.component(axis) - scrollFrame.origin(axis) + contentOffset.component(axis)
        return layout.item(at: position, count: itemCount)
    }
}
