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
        /// The window's safe area (`safeAreaInsets`), in points.
        public var safeArea: EdgeInsets
        /// The status bar's height in points; nil when it is not known.
        public var statusBar: Double?
        /// The list's `adjustedContentInset` (the session line's `inset`, with `insetAdjustment`
        /// `never`) and `contentOffset`.
        public var adjustedContentInset: EdgeInsets
        /// The list's `contentOffset`.
        public var contentOffset: Point
        /// Whether the list follows a finger or moves by itself (`isTracking`, `isDragging`,
        /// `isDecelerating`), or a finger is down on the window: then a move is the user's.
        public var isMovedByTheUser: Bool

        /// A reading of the window and the list at one refresh.
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

        /// The list's part of the reading.
        var list: ScrollReading {
            ScrollReading(
                adjustedContentInset: adjustedContentInset, contentOffset: contentOffset,
                isMovedByTheUser: isMovedByTheUser)
        }
    }

    /// What the recorder reads of one scroll view at one refresh.
    public struct ScrollReading: Hashable, Sendable {
        /// Its `adjustedContentInset`.
        public var adjustedContentInset: EdgeInsets
        /// Its `contentOffset`.
        public var contentOffset: Point
        /// Whether it follows a finger or moves by itself, or a finger is down on the window.
        public var isMovedByTheUser: Bool

        /// A reading of one scroll view at one refresh.
        public init(adjustedContentInset: EdgeInsets, contentOffset: Point, isMovedByTheUser: Bool) {
            self.adjustedContentInset = adjustedContentInset
            self.contentOffset = contentOffset
            self.isMovedByTheUser = isMovedByTheUser
        }
    }

    private var last: Reading
    /// The other scroll views as the last reading had them (kept here, element by element: the
    /// caller's buffer is never held, so it can refill it in place without allocating).
    private var lastOthers: [ScrollReading]
    /// The session's ids of the other scroll views, in the order of the readings'.
    private let otherIDs: [String]

    /// Changes from `first` and `others`, the screen the session line describes, whose other scroll
    /// views (`scrolls`) have the ids `otherIDs`, in order.
    public init(from first: Reading, others: [ScrollReading] = [], otherIDs: [String] = []) {
        last = first
        lastOthers = others
        self.otherIDs = otherIDs
    }

    /// The events that take the replay from the last reading's screen to `now`'s, in the order the
    /// replay needs them: the new layout, then the new inset with the list where it is (one `inset`
    /// event, so that no state between the two is judged), or the list where it is alone.
    /// - Parameters:
    ///   - now: The screen at this refresh.
    ///   - others: The other scroll views at this refresh, in the order of `otherIDs`.
    ///   - frames: The views' frames (each in its parent's coordinates, the list's in the
    ///     window's), read only when the screen was laid out anew.
    public mutating func events(
        to now: Reading, others: [ScrollReading] = [], frames: () -> [String: Rect]
    ) -> [Event.Kind] {
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
        Self.append(now.list, after: last.list, scrollView: nil, to: &events)
        for (number, other) in others.enumerated() where number < otherIDs.count && number < lastOthers.count
        {
            Self.append(other, after: lastOthers[number], scrollView: otherIDs[number], to: &events)
            lastOthers[number] = other
        }
        return events
    }

    /// The new inset with the scroll view where it is (one `inset` event, so that no state between
    /// the two is judged), or the scroll view where it is alone, when no user moved it: neither now
    /// nor at the last refresh (the last step of a deceleration or of a page settling is shown at
    /// the refresh where the scroll view has stopped moving by itself).
    private static func append(
        _ now: ScrollReading, after last: ScrollReading, scrollView: String?, to events: inout [Event.Kind]
    ) {
        let moved = now.contentOffset != last.contentOffset && !now.isMovedByTheUser && !last.isMovedByTheUser
        if now.adjustedContentInset != last.adjustedContentInset {
            events.append(
                .inset(
                    InsetChange(
                        inset: now.adjustedContentInset, x: moved ? now.contentOffset.x : nil,
                        y: moved ? now.contentOffset.y : nil, scrollView: scrollView)))
        } else if moved {
            events.append(
                .scroll(.absolute(x: now.contentOffset.x, y: now.contentOffset.y), scrollView: scrollView))
        }
    }
}
