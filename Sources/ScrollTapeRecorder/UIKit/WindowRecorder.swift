#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    import ScrollTape
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import ScrollTapeRecorder
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// A recording in progress of one screen of the app, started by
    /// ``ScrollTapeRecorder/start(window:scrollView:otherScrollViews:header:effects:file:touches:observing:)``, until ``stop()``.
    ///
    /// - **Touches**: every touch of the window, from a gesture recognizer on the window that
    ///   never recognizes, delays nothing and cancels nothing (`TouchObserver`), so the app
    ///   handles every touch as it would without it — or, with ``TouchSource/windowSendEvent``,
    ///   from the app's `UIWindow.sendEvent(_:)` through ``record(_:)``. Each `UITouch` gets an
    ///   id, 1, 2, 3, … in the order they begin, kept from `began` to `ended`/`cancelled`; its
    ///   location is `location(in: nil)` (window coordinates) and its time `timestamp` (system
    ///   uptime). Touches that began before the recording did are not recorded.
    /// - **Frames**: a `CADisplayLink` in the main run loop's common modes (it keeps firing while
    ///   a finger drags the list), asking for the display's own rate (`preferredFrameRateRange`
    ///   up to `UIScreen.maximumFramesPerSecond`: 120 Hz on ProMotion, where an iPhone app also
    ///   needs `CADisableMinimumFrameDurationOnPhone` in its Info.plist), marks each refresh;
    ///   once Core Animation has committed that turn of the run loop (`LayoutCommitObserver`:
    ///   after the layout pass, so a header driven by a height constraint has the height of the
    ///   same frame as the offset), a `frame` line and an `observe` line with the list's
    ///   `contentOffset` and the header view's height are written at the refresh's
    ///   `targetTimestamp`: the time the frame being prepared appears — or at the time of the
    ///   first finger sample that moves or lifts after it, if earlier (the recorder holds a
    ///   refresh until its next line, so samples keep their own times). While no finger is down
    ///   and nothing moved for two refreshes, nothing is written (a screen at rest writes two
    ///   frames, not sixty a second).
    /// - **Without a touch**: at each refresh, what the app or the system changed since the one
    ///   before (`ScreenChanges`): `safeArea`, `inset` and `scroll` events; and the keyboard from
    ///   `keyboardWillChangeFrameNotification` (a `keyboard` event with the height it will cover
    ///   of the window and its animation's duration).
    /// - **Marks**: when a gesture begins (the first finger down) and the view tree differs from
    ///   the session line's (a view shown, hidden, moved, added; the list's content size
    ///   changed), a `view-tree-changed` mark precedes it, once per change: format v1 has one
    ///   session line, so the replay still uses the screen as it was at the start. Frames inside
    ///   the header, which follow its height, do not count.
    /// - **Scroll**: if the list is not at its top when recording starts, a `scroll` event at
    ///   t = 0 moves the model's list to where it is.
    /// - **Errors**: a line that cannot be written (a full disk) stops the recording: ``failure``
    ///   keeps the error and ``stop()`` throws it. The recording keeps every line before it.
    ///
    /// Everything runs on the main thread, where UIKit delivers touches and display refreshes.
    /// It keeps the window, the list and the header until it stops.
    ///
    /// It composes one part per source, and only coordinates them (what to write, in which
    /// order, and stopping on a failure): touches (`TouchObserver` or ``record(_:)``, numbered by
    /// `FingerTable`), the frame clock (`FrameClock`: the display link and the commit observer),
    /// the window, its scroll views (one list, the list first) and the header (`RecordedWindow`),
    /// the observed views (`ObservedViews`), the keyboard (`KeyboardObserver`), batch updates
    /// (`ListRows`), view-tree marks (`ViewTreeMarks`), the changes no touch explains
    /// (`ScreenChanges`) and the frames a screen at rest leaves out (`FrameRest`). The parts
    /// that need no UIKit are platform-neutral, and tested as such.
    @MainActor
    public final class WindowRecorder {
        /// Where the recorder gets the window's touches.
        public enum TouchSource: Hashable, Sendable {
            /// A gesture recognizer that the recorder adds to the window: nothing to change in
            /// the app. It meets UIKit's failure requirements, which another recognizer can
            /// impose with a rule that answers for every recognizer: one the app makes wait for
            /// every other to fail waits for it until the last finger lifts, and one that makes
            /// every other wait for it fails it when it recognizes (the recorder then writes
            /// its fingers as cancelled). Such a rule can leave out the recognizer named
            /// `"ScrollTapeRecorder"`; or use `windowSendEvent`.
            case gestureRecognizer
            /// The app's own `UIWindow` subclass passes every event to ``record(_:)`` from its
            /// `sendEvent(_:)` override, before `super.sendEvent(event)`: it sees every touch
            /// before anything else does, and no recognizer is added.
            case windowSendEvent
        }

        /// The recorder core, which writes the file (`recorder.writer.eventCount`, …).
        package let recorder: ScrollTapeRecorder
        /// The error that stopped the recording early, if one did.
        public private(set) var failure: RecordingWriterError?
        /// Whether touches and frames are still being recorded.
        public private(set) var isRecording = true
        /// Where the touches come from.
        public let touchSource: TouchSource

        /// The window, its scroll views and the header, until the recording stops.
        var screen: RecordedWindow?
        /// The views whose frame and alpha each written frame observes.
        var observedViews: ObservedViews
        /// The fingers down now, by `UITouch` object.
        var fingers = FingerTable<ObjectIdentifier>()
        /// Which refreshes are written.
        var frameRest = FrameRest()
        /// Whether a gesture begins on another view tree than the replay's.
        var marks: ViewTreeMarks
        /// What changed on the screen since the last refresh that no touch explains.
        var changes: ScreenChanges
        /// The list's rows in sections and a batch update of them to write at the next refresh.
        var rows: ListRows
        /// The sources that call the recorder, each removed when it stops.
        private var touchObserver: TouchObserver?
        private var clock: FrameClock?
        private var keyboardObserver: KeyboardObserver?

        /// Where the recording is written.
        public var path: String {
            recorder.writer.path
        }

        init(
            path: String, screen: ScreenSnapshot, window: UIWindow, scrollView: UIScrollView,
            otherScrollViews: [UIScrollView] = [], header: ScrollTapeRecorder.Header?,
            touchSource: TouchSource,
            observing views: [UIView] = [], tabs: [(tab: UIView, pager: UIScrollView)] = []
        ) throws(ScrollTapeRecorder.StartError) {
            do {
                recorder = try ScrollTapeRecorder(path: path, screen: screen, startTime: CACurrentMediaTime())
                let ids: [String?] = [nil] + screen.otherScrollViewSessionIDs.map { $0 }
                for (scroll, id) in zip([screen.scrollView] + screen.otherScrollViews, ids) {
                    guard let change = scroll.startScroll else { continue }
                    try recorder.writer.append(Event(t: 0, .scroll(change, scrollView: id)))
                }
            } catch {
                throw .recording(error)
            }
            self.screen = RecordedWindow(
                window: window, scrollView: scrollView, otherScrollViews: otherScrollViews, header: header,
                tabs: tabs, screen: screen)
            observedViews = ObservedViews(views)
            marks = ViewTreeMarks(session: screen)
            rows = ListRows(sections: screen.scrollView.sections)
            changes = ScreenChanges(session: screen)
            self.touchSource = touchSource

            if touchSource == .gestureRecognizer {
                let observer = TouchObserver(target: nil, action: nil)
                observer.recorder = self
                window.addGestureRecognizer(observer)
                touchObserver = observer
            }
            clock = FrameClock(window: window) { [weak self] time in self?.frameDidCommit(at: time) }
            keyboardObserver = KeyboardObserver(window: window) { [weak self] height, duration, isLocal in
                self?.keyboardWillChange(height: height, duration: duration, isLocal: isLocal)
            }
        }

        /// Stops recording: removes the touch observer and the display link and closes the file.
        /// Fingers still down stay down in the recording (it loads and replays as it is).
        ///
        /// - Throws: ``failure``, if writing stopped the recording early, or the error closing
        ///   the file. Stopping again does nothing but throw ``failure`` again.
        public func stop() throws(RecordingWriterError) {
            if isRecording {
                tearDown()
                do {
                    try recorder.stop()
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }

        private func tearDown() {
            isRecording = false
            if let touchObserver { touchObserver.view?.removeGestureRecognizer(touchObserver) }
            touchObserver = nil
            clock?.invalidate()
            clock = nil
            keyboardObserver?.invalidate()
            keyboardObserver = nil
            rows.dropPending()
            _ = fingers.liftAll()
            screen = nil
            observedViews = ObservedViews([])
        }

        private func fail(_ error: RecordingWriterError) {
            failure = error
            tearDown()
            try? recorder.stop()
        }

        // MARK: - Lines the app writes

        /// A bookmark now (`mark`): a moment to find again in the REPL (`goto mark LABEL`), in the
        /// page and the trace ("posted a reply", "opened the keyboard").
        ///
        /// These throw what stops a line: a line the recording cannot hold is not written
        /// (the recording goes on); an error writing stops the recording, as ``failure`` says.
        public func mark(_ label: String) throws(RecordingWriterError) {
            try write(.mark(label: label))
        }

        /// An assertion now (`expect`), which `check` checks when it replays the recording: what the
        /// app knows the screen must show at this moment, each number within `tolerance`:
        /// `try recorder.expect([.init("header.height", .number(48))])` after the app collapsed its
        /// header.
        public func expect(_ that: [Value.Member], tolerance: Double = Tolerance.expectation)
            throws(RecordingWriterError)
        {
            try write(.expect(Expectation(values: that, tolerance: tolerance)))
        }

        /// What SwiftUI reported of a scroll view now (`onScrollGeometryChange`): an `observe` line of
        /// its offset, content size and adjusted inset (`ScrollGeometryValues.observedValues(scrollView:)`),
        /// which `conformance` compares with the replay. `scrollView`: the list (nil) or one of the
        /// other scroll views the recording was started with.
        public func observe(_ geometry: ScrollGeometryValues, of scrollView: UIScrollView? = nil)
            throws(RecordingWriterError)
        {
            var id: String?
            if let scrollView, scrollView !== screen?.list {
                guard let entry = screen?.scrollViews.entry(of: scrollView) else { return }
                id = entry.id
            }
            try write(.observe(geometry.observedValues(scrollView: id)))
        }

        /// The app's own moment `name` now (`call`): a network answer, a timer, a refresh that
        /// finished loading — where the replay runs the app's code (`handle(name, &screen)` of its
        /// `ScrollViewDelegate`). The UIKit bridge's `handle(_:)` writes it before it runs the same
        /// code in the app; an app without the bridge calls it where its own code runs. What that
        /// code then changes (an inset, an offset) is written as it happens, as any change the app
        /// makes, so a replay of the model alone follows it too.
        public func call(_ name: String) throws(RecordingWriterError) {
            try write(.call(name: name))
        }

        /// The status bar was tapped and `scrollView` scrolls to its top (UIKit asked the delegate's
        /// `scrollViewShouldScrollToTop(_:)`, which answered true): a `scrollTo` event to the top
        /// (`"top":true`), whose motion is the replay's to make (its way up is compared, not written
        /// as the app's `scroll`s), so that the replay calls the scroll-to-top callbacks too. The
        /// UIKit bridge calls it; an app without the bridge calls it from its own
        /// `scrollViewShouldScrollToTop(_:)` when it answers true.
        public func statusBarTapped(scrollingToTop scrollView: UIScrollView) {
            guard isRecording, let entry = screen?.scrollViews.entry(of: scrollView) else { return }
            changes.replayWillMove(scrollView: entry.id)
            append(
                .scrollTo(ScrollRequest(.top, animated: true, scrollView: entry.id)),
                timestamp: CACurrentMediaTime())
        }

        /// Writes a line the recorder itself makes, at uptime `timestamp`; one it cannot write stops
        /// the recording (``failure``). Whether it was written.
        @discardableResult
        func append(_ kind: Event.Kind, timestamp: Double) -> Bool {
            do {
                try recorder.event(kind, timestamp: timestamp)
                return true
            } catch {
                fail(error)
                return false
            }
        }

        /// Writes `body`'s lines; an error writing stops the recording (``failure``). Whether all
        /// were written.
        @discardableResult
        func writing(_ body: () throws(RecordingWriterError) -> Void) -> Bool {
            do {
                try body()
                return true
            } catch {
                fail(error)
                return false
            }
        }

        /// Writes `kind` at the current time. A line the reader would reject (a state path the
        /// recording does not have) is not written, and thrown; the recording goes on. An error
        /// writing stops the recording (``failure``) and is thrown.
        private func write(_ kind: Event.Kind) throws(RecordingWriterError) {
            guard isRecording else { return }
            do {
                try recorder.event(kind, timestamp: CACurrentMediaTime())
            } catch {
                if case .rejected = error { throw error }
                fail(error)
                throw error
            }
        }

        // MARK: - Batch updates

        /// Records a batch update of the list's rows: call it with the index paths the app gives
        /// `deleteRows(at:with:)`, `insertRows(at:with:)`, `deleteSections(_:with:)` and
        /// `insertSections(_:with:)`, inside (or right after) its `performBatchUpdates(_:completion:)`
        /// (the recorder changes nothing of the table: no method of it is swizzled):
        ///
        /// ```swift
        /// tableView.performBatchUpdates {
        ///     messages.remove(at: 0)
        ///     tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        ///     recorder?.update(tableView, deletingRows: [IndexPath(row: 0, section: 0)])
        /// }
        /// ```
        ///
        /// At the next display refresh, once the table has laid out its rows anew, an `update` line
        /// is written with the new rows' and sections' heights as the table lays them out (the
        /// replay's list then has the rows the device has), before the list's offset if it moved.
        /// When the table's rows do not add up to what the update says (the app left a change out,
        /// or a row kept its place but changed its height), an `update-differs-from-table` mark
        /// follows it: the replay's rows differ from the device's from there on.
        ///
        /// Only for the recorded list when it is a table whose content is its sections (no table
        /// header or footer view, no spacing between a grouped table's sections, no row of height
        /// 0); otherwise nothing is written. UIKit keeps the offset through a batch
        /// update (`anchor` `none`, the default); give `.visible` when the app keeps the first
        /// visible row in place itself.
        public func update(
            _ tableView: UITableView, deletingRows: [IndexPath] = [], insertingRows: [IndexPath] = [],
            deletingSections: IndexSet = [], insertingSections: IndexSet = [],
            anchor: ItemUpdate.Anchor = .none
        ) {
            guard isRecording, tableView === screen?.list, rows.sections != nil else { return }
            // A second update before the refresh: the table has laid out the first by now.
            if rows.pending != nil { writePendingUpdate(timestamp: CACurrentMediaTime()) }
            rows.tell(
                BatchUpdate(
                    deletedRows: deletingRows, insertedRows: insertingRows, deletedSections: deletingSections,
                    insertedSections: insertingSections, anchor: anchor))
        }

        /// Writes the pending batch update with the heights the table lays the new rows out at.
        func writePendingUpdate(timestamp: Double) {
            guard let table = screen?.list as? UITableView,
                let outcome = rows.writePending(laidOut: { SectionLayout(table: table) })
            else { return }
            if let update = outcome.update {
                guard append(.update(update), timestamp: timestamp) else { return }
            }
            marks.listUpdated(
                sections: outcome.sections,
                contentSize: ScrollTapeCore.Size(
                    width: Double(table.contentSize.width), height: Double(table.contentSize.height)))
            if let label = outcome.mark { append(.mark(label: label), timestamp: timestamp) }
        }
    }
#endif
