import ScrollTape

/// What changes on the screen between two display refreshes that no touch explains, as the events
/// that make the replay follow it (SPEC §8.1): the window turned or resized, or its safe area or
/// status bar changed (`safeArea`); the list's adjusted inset changed — the app set
/// `contentInset`, or a new safe area moved it (`inset`); the list moved while no finger is down
/// and it neither follows one nor moves by itself — the app's `setContentOffset`, `scrollToRow`,
/// a status bar tap (`scroll`, to where it is). Platform-neutral: the UIKit adapter reads the
/// screen at each refresh; tests give readings directly.
public struct ScreenChanges: Sendable {
    /// What the recorder reads of the screen at one refresh.
    public struct Reading: Hashable, Sendable {
        /// The window's size, safe area and status bar (as the session line's `device` has them).
        public var size: Size
        public var safeArea: EdgeInsets
        public var statusBar: Double?
        /// The list's `adjustedContentInset` (the session line's `inset`, with `insetAdjustment`
        /// `never`) and `contentOffset`.
        public var adjustedContentInset: EdgeInsets
        public var contentOffset: Point
        /// Whether the list follows a finger or moves by itself (`isTracking`, `isDragging`,
        /// `isDecelerating`), or a finger is down on the window: then a move is the user's.
        public var isMovedByTheUser: Bool

        public init(
            size: Size, safeArea: EdgeInsets, statusBar: Double?, adjustedContentInset: EdgeInsets,
            contentOffset: Point, isMovedByTheUser: Bool
        ) {
            self.size = size
            self.safeArea = safeArea
            self.statusBar = statusBar
            self.adjustedContentInset = adjustedContentInset
            self.contentOffset = contentOffset
            self.isMovedByTheUser = isMovedByTheUser
        }

    }

    private var last: Reading

    /// Changes from `first`, the screen the session line describes.
    public init(from first: Reading) {
        last = first
    }

    /// The events that take the replay from the last reading's screen to `now`'s, in the order the
    /// replay needs them: the new layout, then the new inset with the list where it is (one `inset`
    /// event, so that no state between the two is judged), or the list where it is alone.
    /// - Parameter frames: the views' frames (each in its parent's coordinates, the list's in the
    ///   window's), read only when the screen was laid out anew.
    public mutating func events(to now: Reading, frames: () -> [String: Rect]) -> [Event.Kind] {
        defer { last = now }
        var events: [Event.Kind] = []
        let laidOut =
            now.size != last.size || now.safeArea != last.safeArea || now.statusBar != last.statusBar
        if laidOut {
            events.append(
                .safeArea(
                    SafeAreaChange(
                        width: now.size.width, height: now.size.height, safeArea: now.safeArea,
                        statusBar: now.statusBar, frames: frames())))
        }
        let moved = now.contentOffset != last.contentOffset && !now.isMovedByTheUser
        if now.adjustedContentInset != last.adjustedContentInset {
            // With the list where it is, if it moved: one event, so no state between is judged.
            events.append(
                .inset(
                    InsetChange(
                        inset: now.adjustedContentInset, x: moved ? now.contentOffset.x : nil,
                        y: moved ? now.contentOffset.y : nil)))
        } else if moved {
            events.append(.scroll(.absolute(x: now.contentOffset.x, y: now.contentOffset.y)))
        }
        return events
    }
}
