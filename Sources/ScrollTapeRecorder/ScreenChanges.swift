import ScrollTape

/// What changes on the screen between two display refreshes that no touch explains, as the events
/// that make the replay follow it: the window turned or resized, or its safe area or
/// status bar changed (`safeArea`); the list's adjusted inset changed — the app set
/// `contentInset`, or a new safe area moved it (`inset`); the list moved while no finger is down
/// and it neither follows one nor moves by itself, nor as the replay moves it — the app's
/// `setContentOffset`, `scrollToRow`, a status bar tap (`scroll`, to where it is). The same for
/// each other scroll view. Platform-neutral: the UIKit adapter reads the
/// screen at each refresh; tests give readings directly.
package struct ScreenChanges: Sendable {
    /// What the recorder reads of the screen at one refresh.
    package struct Reading: Hashable, Sendable {
        /// The window's size, safe area and status bar (as the session line's `device` has them).
        package var size: Size
        /// The window's safe area (`safeAreaInsets`), in points.
        package var safeArea: EdgeInsets
        /// The status bar's height in points; nil when it is not known.
        package var statusBar: Double?
        /// The list (its `adjustedContentInset` is the session line's `inset`, with
        /// `insetAdjustment` `never`).
        package var list: ScrollReading

        /// A reading of the window and the list at one refresh.
        package init(size: Size, safeArea: EdgeInsets, statusBar: Double?, list: ScrollReading) {
            self.size = size
            self.safeArea = safeArea
            self.statusBar = statusBar
            self.list = list
        }
    }

    /// What the recorder reads of one scroll view at one refresh.
    package struct ScrollReading: Hashable, Sendable {
        /// Its `adjustedContentInset`.
        package var adjustedContentInset: EdgeInsets
        /// Its `contentOffset`.
        package var contentOffset: Point
        /// Whether it follows a finger or moves by itself, or a finger is down on the window.
        package var isMovedByTheUser: Bool

        /// A reading of one scroll view at one refresh.
        package init(adjustedContentInset: EdgeInsets, contentOffset: Point, isMovedByTheUser: Bool) {
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
    /// For each scroll view (the list first, then the others), whether the replay moves it by
    /// itself now (``replayWillMove(scrollView:)``), and if so whether it has moved since; nil: it
    /// does not.
    private var movedByTheReplay: [Bool?]

    /// Changes from `first` and `others`, the screen the session line describes, whose other scroll
    /// views (`scrolls`) have the ids `otherIDs`, in order.
    package init(from first: Reading, others: [ScrollReading] = [], otherIDs: [String] = []) {
        last = first
        lastOthers = others
        self.otherIDs = otherIDs
        movedByTheReplay = Array(repeating: nil, count: otherIDs.count + 1)
    }

    /// Scroll view `id` (nil: the list) starts a motion that the replay makes too — an animated
    /// offset the app's `ScrollViewDelegate` set, a tab's pager after a tap on the tab — so until it
    /// comes to rest its moves are compared (`observe`) rather than written as the app's `scroll`s,
    /// which would stop the replay's motion at every refresh and have it judged at rest mid-way.
    package mutating func replayWillMove(scrollView id: String?) {
        guard let number = id.map({ otherIDs.firstIndex(of: $0).map { $0 + 1 } }) ?? 0 else { return }
        movedByTheReplay[number] = false
    }

    /// The events that take the replay from the last reading's screen to `now`'s, in the order the
    /// replay needs them: the new layout, then the new inset with the list where it is (one `inset`
    /// event, so that no state between the two is judged), or the list where it is alone.
    /// - Parameters:
    ///   - now: The screen at this refresh.
    ///   - others: The other scroll views at this refresh, in the order of `otherIDs`.
    ///   - frames: The views' frames (each in its parent's coordinates, the list's in the
    ///     window's), read only when the screen was laid out anew.
    package mutating func events(
        to now: Reading, others: [ScrollReading] = [], frames: () -> [String: Rect]
    ) -> [Event.Kind] {
        events(to: now, otherReadings: others, frames: frames)
    }

    /// ``events(to:others:frames:)`` with the other scroll views in any collection (the window
    /// recorder's entries, read in place).
    package mutating func events(
        to now: Reading, otherReadings others: some Collection<ScrollReading>, frames: () -> [String: Rect]
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
        append(now.list, after: last.list, number: 0, to: &events)
        for (number, other) in others.enumerated() where number < otherIDs.count && number < lastOthers.count
        {
            append(other, after: lastOthers[number], number: number + 1, to: &events)
            lastOthers[number] = other
        }
        return events
    }

    /// The new inset of scroll view `number` (0: the list) with the scroll view where it is (one
    /// `inset` event, so that no state between the two is judged), or the scroll view where it is
    /// alone, when neither the user nor the replay moved it: no user now nor at the last refresh
    /// (the last step of a deceleration or of a page settling is shown at the refresh where the
    /// scroll view has stopped moving by itself).
    private mutating func append(
        _ now: ScrollReading, after last: ScrollReading, number: Int, to events: inout [Event.Kind]
    ) {
        let changed = now.contentOffset != last.contentOffset
        let byTheReplay = movedByTheReplay[number] != nil
        if let hasMoved = movedByTheReplay[number] {
            // At rest once it has moved: the replay's motion is over.
            movedByTheReplay[number] = changed ? true : (hasMoved ? nil : false)
        }
        let scrollView = number == 0 ? nil : otherIDs[number - 1]
        let moved = changed && !now.isMovedByTheUser && !last.isMovedByTheUser && !byTheReplay
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
