extension ViewGeometry {
    /// A view's frame in its parent's coordinates after the parent's height changed by `heightChange`,
    /// and the change it passes on to its own children.
    func layout(_ view: ViewSpec, heightChange: Double) -> (frame: Rect, childChange: Double) {
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
    func takesTouches(_ view: ViewSpec) -> Bool {
        guard !adjustments.isEmpty, let adjustment = adjustments[view.id] else {
            return !view.isHidden && view.isInteractive
        }
        return !adjustment.isHidden && adjustment.isUserInteractionEnabled
    }

    /// `point` in `view`'s untransformed `frame` (window coordinates), as UIKit converts a point into
    /// a transformed view; nil when its transform cannot be undone (nothing there is hit).
    @inline(__always)
    func untransformed(_ point: Point, in view: ViewSpec, frame: Rect) -> Point? {
        guard !adjustments.isEmpty, let transform = adjustments[view.id]?.transform, !transform.isIdentity
        else {
            return point
        }
        return transform.untransformed(
            point, center: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
    }

    /// The view's alpha as hit-testing sees it: what an effect set, else its own.
    @inline(__always)
    func alpha(of view: ViewSpec) -> Double {
        guard !adjustments.isEmpty, let alpha = adjustments[view.id]?.alpha else { return view.alpha }
        return alpha
    }

    /// A laid-out frame in window coordinates (the primary scroll view's frame is given in window
    /// coordinates).
    func windowRect(_ view: ViewSpec, local: Rect, parentOrigin: Point) -> Rect {
        if view.kind == .scroll, scrollIDs[view.id] == .primary { return local }
        return Rect(
            x: parentOrigin.x + local.x, y: parentOrigin.y + local.y, width: local.width, height: local.height
        )
    }

    /// Where a view's children are placed: its origin, shifted by the content offset for a scroll view.
    func contentOrigin(of view: ViewSpec, frame: Rect) -> Point {
        guard view.kind == .scroll, let number = scrollIDs[view.id] else {
            return Point(x: frame.x, y: frame.y)
        }
        let offset = scrollView(number).offset
        return Point(x: frame.x - offset.x, y: frame.y - offset.y)
    }
}
