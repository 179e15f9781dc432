/// The scene laid out anew when the screen's size changes (a `safeArea` event).
extension Scene {
    /// The scene on `device`, the same screen with a new size or safe area: every frame follows the
    /// window as a view constrained to its superview's edges does (``Rect/following(from:to:)``):
    /// `scroll.frame` and each top-level view in the window, each child in its parent (the
    /// children of a scroll view within its frame), and the `scrolls` take their views' new frames.
    /// A view with a frame in `frames` (by id, in its parent's coordinates; the primary scroll
    /// view's in window coordinates) takes that one instead, and its children follow it. Item
    /// lengths, `size` content and the header's heights stay as they are.
    ///
    /// - Precondition: every id in `frames` names a view of the scene (others are not used).
    package func laidOut(on device: Device, frames: [String: Rect] = [:]) -> Scene {
        var scene = self
        scene.device = device
        let window = Size(width: self.device.width, height: self.device.height)
        let newWindow = Size(width: device.width, height: device.height)
        guard window != newWindow || !frames.isEmpty else { return scene }
        scene.scroll.frame = frames[scroll.id] ?? scroll.frame.following(from: window, to: newWindow)
        var scrollFrames: [String: Rect] = [:]
        func follow(_ view: ViewSpec, from parent: Size, to newParent: Size) -> ViewSpec {
            var view = view
            let old = view.frame
            // The primary scroll view's frame is in window coordinates, wherever it is in the tree.
            let isPrimary = view.kind == .scroll && view.id == scroll.id
            view.frame =
                isPrimary ? scene.scroll.frame : frames[view.id] ?? old.following(from: parent, to: newParent)
            if view.kind == .scroll { scrollFrames[view.id] = view.frame }
            let size = Size(width: old.width, height: old.height)
            let newSize = Size(width: view.frame.width, height: view.frame.height)
            view.children = view.children.map { follow($0, from: size, to: newSize) }
            return view
        }
        scene.views = views.map { follow($0, from: window, to: newWindow) }
        for position in scene.scrolls.indices {
            if let frame = scrollFrames[scene.scrolls[position].id] { scene.scrolls[position].frame = frame }
        }
        return scene
    }
}

extension Rect {
    /// This frame, in a parent of size `parent`, once the parent is `newParent`, as a view
    /// constrained to its superview's edges follows it (Auto Layout, or autoresizing with flexible
    /// width and height): an edge on the parent's edge stays on it. With the left and right edges
    /// both on the parent's, the width changes with the parent's; with the right one only, the
    /// frame moves with it; otherwise it keeps its place and width. Top and bottom likewise.
    package func following(from parent: Size, to newParent: Size) -> Rect {
        func follow(origin: Double, length: Double, parent: Double, newParent: Double) -> (Double, Double) {
            let change = newParent - parent
            guard change != 0, abs(origin + length - parent) <= Tolerance.edge else {
                return (origin, length)
            }
            if abs(origin) <= Tolerance.edge { return (origin, max(0, length + change)) }
            return (origin + change, length)
        }
        let (x, width) = follow(origin: x, length: width, parent: parent.width, newParent: newParent.width)
        let (y, height) = follow(
            origin: y, length: height, parent: parent.height, newParent: newParent.height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
