import ScrollTape

/// The scroll views a window recorder follows, one entry each, the list first: each with its
/// session id and what the last refresh read of it. `View` is the platform's scroll view
/// (`UIScrollView` on a device), matched by identity.
package struct ScrollViewList<View: AnyObject> {
    /// One scroll view and what the last refresh read of it.
    package struct Entry {
        /// The scroll view.
        package let view: View
        /// Its id in the session's `scrolls`; nil for the list.
        package let id: String?
        /// What the last refresh read of it (its offset, inset, and whether the user moves it).
        package var reading: ScreenChanges.ScrollReading
    }

    /// The list, then the other scroll views in the session's order.
    package private(set) var entries: [Entry]

    /// The list `list` and the other scroll views `others` of `screen` (the session line's screen,
    /// whose scroll views they are, in order), each as the session line describes it, at rest.
    package init(list: View, others: [View], screen: ScreenSnapshot) {
        entries = [
            Entry(view: list, id: nil, reading: ScreenChanges.ScrollReading(atRest: screen.scrollView))
        ]
        for ((view, recorded), id) in zip(
            zip(others, screen.otherScrollViews), screen.otherScrollViewSessionIDs)
        {
            entries.append(Entry(view: view, id: id, reading: ScreenChanges.ScrollReading(atRest: recorded)))
        }
    }

    /// The list.
    package var list: View { entries[0].view }

    /// The entry of `view`, if it is followed.
    package func entry(of view: View) -> Entry? {
        entries.first { $0.view === view }
    }

    /// The other scroll views' offsets at the last refresh, for the `observe` line (read in place).
    package var otherOffsets: some Collection<ScrollObservation> {
        entries.dropFirst().lazy.map {
            ScrollObservation(id: $0.id ?? "", contentOffset: $0.reading.contentOffset)
        }
    }

    /// The other scroll views at the last refresh, for ``ScreenChanges`` (read in place).
    package var otherReadings: some Collection<ScreenChanges.ScrollReading> {
        entries.dropFirst().lazy.map(\.reading)
    }

    /// Scroll view `number` (0: the list) read `reading` at this refresh: whether it moved since the
    /// last.
    @discardableResult
    package mutating func record(_ reading: ScreenChanges.ScrollReading, number: Int) -> Bool {
        defer { entries[number].reading = reading }
        return reading.contentOffset != entries[number].reading.contentOffset
    }
}

extension ScreenChanges.ScrollReading {
    /// `scrollView` as the session line describes it, at rest: the first comparison's reading.
    package init(atRest scrollView: RecordedScrollView) {
        self.init(
            adjustedContentInset: scrollView.adjustedContentInset, contentOffset: scrollView.contentOffset,
            isMovedByTheUser: false)
    }
}

extension ScreenChanges {
    /// Changes from the screen the session line describes, `screen`, at rest.
    package init(session screen: ScreenSnapshot) {
        self.init(
            from: Reading(
                size: Size(width: screen.device.width, height: screen.device.height),
                safeArea: screen.device.safeArea, statusBar: screen.device.statusBar,
                list: ScrollReading(atRest: screen.scrollView)),
            others: screen.otherScrollViews.map(ScrollReading.init(atRest:)),
            otherIDs: screen.otherScrollViewSessionIDs)
    }
}

extension RecordedScrollView {
    /// The `scroll` event at t = 0 that moves the replay's scroll view from the start of its range,
    /// where the replay starts it, to where this one is; nil when it is there (within 1e-4 points).
    package var startScroll: ScrollChange? {
        switch axis {
        case .vertical:
            let y = contentOffset.y
            guard abs(y + adjustedContentInset.top) > 1e-4 else { return nil }
            return .absolute(x: nil, y: y)
        case .horizontal:
            let x = contentOffset.x
            guard abs(x + adjustedContentInset.left) > 1e-4 else { return nil }
            return .absolute(x: x, y: nil)
        }
    }
}
