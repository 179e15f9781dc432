import ScrollTape

/// When a gesture begins on a view tree other than the session line's: format v1 has one session
/// line, so the replay keeps the screen as it was, and the recording marks the moment
/// (`view-tree-changed`), once per change. Trees are compared without what follows the header's
/// height and the scroll views' offsets (``comparable(_:)``).
package struct ViewTreeMarks: Sendable {
    /// The tree the replay lays out now: the session line's, as later `safeArea`, `inset` and
    /// `update` lines changed it.
    package private(set) var recorded: ScreenSnapshot
    /// The last tree a mark was written for (or the recorded one).
    package private(set) var marked: ScreenSnapshot

    /// Marks against `session`, the screen the session line describes.
    package init(session: ScreenSnapshot) {
        recorded = Self.comparable(session)
        marked = recorded
    }

    /// A gesture begins on `current` (nil: a tree that cannot be described, such as a list that
    /// left the window, marked at every gesture): whether a `view-tree-changed` mark precedes it.
    package mutating func gestureBegins(on current: ScreenSnapshot?) -> Bool {
        let current = current.map(Self.comparable)
        defer { if let current { marked = current } }
        return current != recorded && (current == nil || current != marked)
    }

    /// After a `safeArea` or `inset` event the replay lays the screen out as it is now (`now`, read
    /// only for a `safeArea`): the tree a gesture is compared with is this one, unmarked.
    package mutating func screenLaidOut(by event: Event.Kind, now: () -> ScreenSnapshot?) {
        switch event {
        case .inset(let change):
            if let inset = change.inset { recorded.scrollView.adjustedContentInset = inset }
        case .safeArea:
            guard let now = now() else { return }
            let sections = recorded.scrollView.sections
            recorded = Self.comparable(now)
            recorded.scrollView.sections = sections
        default:
            return
        }
        marked = recorded
    }

    /// An `update` line gave the list `sections`, its content now `contentSize` long: the replay's
    /// tree from now on, unmarked.
    package mutating func listUpdated(sections: SectionLayout, contentSize: Size) {
        recorded.scrollView.sections = sections
        recorded.scrollView.contentSize = contentSize
        marked = recorded
    }

    /// `screen` without what follows the header's height (the header's frame and its
    /// descendants' frames) and the scroll views' offsets (nor the frames in the window of the
    /// views inside them, which follow the offsets).
    package static func comparable(_ screen: ScreenSnapshot) -> ScreenSnapshot {
        var screen = screen
        screen.scrollView.contentOffset = Point(x: 0, y: 0)
        for number in screen.otherScrollViews.indices {
            screen.otherScrollViews[number].contentOffset = Point(x: 0, y: 0)
        }
        let moving = Set(screen.otherScrollViews.map(\.id))
        let headerID = screen.header?.viewID
        screen.views = screen.views.map { withoutFrames($0, headerID: headerID, scrollViews: moving) }
        return screen
    }

    /// `view` with the frames of the header and the views inside it, and of the views inside a
    /// scroll view among `scrollViews`, left out.
    private static func withoutFrames(
        _ view: RecordedView, headerID: String?, scrollViews: Set<String>, isInside: Bool = false
    ) -> RecordedView {
        var view = view
        let follows = isInside || view.id == headerID
        if follows { view.frame = Rect(x: 0, y: 0, width: 0, height: 0) }
        let childrenMove = follows || scrollViews.contains(view.id)
        view.children = view.children.map {
            withoutFrames($0, headerID: headerID, scrollViews: scrollViews, isInside: childrenMove)
        }
        return view
    }
}
