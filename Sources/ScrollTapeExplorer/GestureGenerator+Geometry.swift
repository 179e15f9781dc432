import ScrollTapeCore

extension GestureGenerator {
    /// One of the scene's scroll views, at random.
    mutating func randomScrollView() -> ScrollViewID {
        ScrollViewID(random.integer(in: 0...world.scrollViews.count - 1))
    }

    /// The part of scroll view `id` on screen now (nil if none of it is).
    func visibleFrame(of id: ScrollViewID) -> Rect? {
        guard let frame = world.geometry.windowFrame(of: world.screen.sessionID(of: id)) else { return nil }
        let device = world.scene.device
        let x = max(frame.x, 0)
        let y = max(frame.y, 0)
        let width = min(frame.maxX, device.width) - x
        let height = min(frame.maxY, device.height) - y
        guard width > 2, height > 2 else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    func isOnScreen(_ frame: Rect) -> Bool {
        frame.maxX > 0 && frame.maxY > 0 && frame.x < world.scene.device.width
            && frame.y < world.scene.device.height
    }

    /// A point inside `frame`, at whole points, on screen.
    mutating func point(in frame: Rect) -> Point {
        clampedToScreen(
            Point(
                x: (frame.x + random.number(in: 0.1...0.9) * frame.width).rounded(),
                y: (frame.y + random.number(in: 0.1...0.9) * frame.height).rounded()))
    }

    func movedAlong(_ axis: Axis, from point: Point, by distance: Double) -> Point {
        axis == .vertical
            ? Point(x: point.x, y: point.y + distance) : Point(x: point.x + distance, y: point.y)
    }

    func clampedToScreen(_ point: Point) -> Point {
        let device = world.scene.device
        return Point(x: min(max(point.x, 1), device.width - 1), y: min(max(point.y, 1), device.height - 1))
    }

    /// The ids of the scene's visible controls (buttons and other views declared controls).
    static func controlIDs(in scene: Scene) -> [String] {
        var ids: [String] = []
        func visit(_ view: ViewSpec) {
            guard !view.isHidden else { return }
            if view.isControl { ids.append(view.id) }
            view.children.forEach(visit)
        }
        scene.views.forEach(visit)
        return ids
    }

    /// The ids of the scene's visible controls inside a scroll view's content (a button in a row).
    static func controlIDsInContent(in scene: Scene) -> [String] {
        var ids: [String] = []
        func visit(_ view: ViewSpec, inContent: Bool) {
            guard !view.isHidden else { return }
            if view.isControl, inContent { ids.append(view.id) }
            for child in view.children { visit(child, inContent: inContent || view.kind == .scroll) }
        }
        for view in scene.views { visit(view, inContent: false) }
        return ids
    }
}
