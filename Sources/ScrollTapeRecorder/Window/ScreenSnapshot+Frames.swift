import ScrollTape

extension ScreenSnapshot {
    /// The frames of the views (each in its parent's coordinates, the list's in the window's) but
    /// those inside the header, which follow its height: what a `safeArea` event carries.
    package var framesOutsideTheHeader: [String: Rect] {
        var frames: [String: Rect] = [:]
        let offsets = Dictionary(
            otherScrollViews.map { ($0.id, $0.contentOffset) }, uniquingKeysWith: { first, _ in first })
        func visit(_ view: RecordedView, parent: Point) {
            guard view.id != header?.viewID else { return }
            // The list's frame is in the window's coordinates; a view inside another scroll view
            // is in its content's.
            frames[view.id] =
                view.id == scrollView.id
                ? view.frame
                : Rect(
                    x: view.frame.x - parent.x, y: view.frame.y - parent.y, width: view.frame.width,
                    height: view.frame.height)
            let offset = offsets[view.id] ?? Point(x: 0, y: 0)
            for child in view.children {
                visit(child, parent: Point(x: view.frame.x - offset.x, y: view.frame.y - offset.y))
            }
        }
        for view in views { visit(view, parent: Point(x: 0, y: 0)) }
        return frames
    }
}
