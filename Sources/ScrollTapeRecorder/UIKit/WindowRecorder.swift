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
    ///   `targetTimestamp`: the time the frame being prepared appears. While no finger is down
    ///   and nothing moved for two refreshes, nothing is written (a screen at rest writes two
    ///   frames, not sixty a second).
    /// - **Without a touch**: at each refresh, what the app or the system changed since the one
    ///   before (``ScreenChanges``): `safeArea`, `inset` and `scroll` events; and the keyboard from
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
        public let recorder: ScrollTapeRecorder
        /// The error that stopped the recording early, if one did.
        public private(set) var failure: RecordingWriterError?
        /// Whether touches and frames are still being recorded.
        public private(set) var isRecording = true

        private var window: UIWindow?
        private var scrollView: UIScrollView?
        /// The screen's other scroll views (the session's `scrolls`), and what the last refresh read
        /// of their offsets, with their ids (reused: no allocation per refresh).
        private var otherScrollViews: [UIScrollView] = []
        private var otherOffsets: [ScrollObservation] = []
        /// What the last refresh read of them for ``ScreenChanges`` (refilled in place).
        private var otherReadings: [ScreenChanges.ScrollReading] = []
        /// The tabs of the recording's `tabs` effects, each with the pager it scrolls.
        private var tabs: [(tab: UIView, pager: UIScrollView)] = []
        private var header: ScrollTapeRecorder.Header?
        private var touchObserver: TouchObserver?
        private var displayLink: CADisplayLink?
        private var commitObserver: LayoutCommitObserver?
        /// The observer of the keyboard's notifications, and the height it was last written at.
        private var keyboardObserver: NSObjectProtocol?
        private var keyboardHeight = 0.0
        /// The views whose frame and alpha each refresh writes, and what the last refresh read of
        /// them, one each, with their ids (reused: no allocation per refresh).
        private var observedViews: [UIView] = []
        private var observations: [ViewObservation] = []
        /// The `targetTimestamp` of the refresh whose committed values are still to be written.
        private var pendingFrameTime: Double?

        /// The fingers down now, by `UITouch` object.
        private var fingers: [ObjectIdentifier: Finger] = [:]
        private var nextFingerID = 1
        /// The last frame written, and how many refreshes in a row showed the same.
        private var lastFrame: FrameSample?
        private var stillFrames = 0
        /// The view tree of the session line, and the last one a mark was written for, compared
        /// without the frames inside the header.
        private var recordedTree: ScreenSnapshot
        private var markedTree: ScreenSnapshot
        /// What changed on the screen since the last refresh that no touch explains.
        private var changes: ScreenChanges
        /// The list's rows in sections as the recording has them so far (nil: its content is
        /// described by its size), and a batch update of them the app told of, to be written at the
        /// next refresh (once the table has laid out its new rows).
        private var listSections: SectionLayout?
        private var pendingUpdate: PendingUpdate?

        /// Where the recording is written.
        public var path: String {
            recorder.writer.path
        }

        /// Where the touches come from.
        public let touchSource: TouchSource

        init(
            path: String, screen: ScreenSnapshot, window: UIWindow, scrollView: UIScrollView,
            otherScrollViews: [UIScrollView] = [], header: ScrollTapeRecorder.Header?,
            touchSource: TouchSource,
            observing views: [UIView] = [], tabs: [(tab: UIView, pager: UIScrollView)] = []
        ) throws(ScrollTapeRecorder.StartError) {
            let otherIDs = screen.otherScrollViewSessionIDs
            do {
                recorder = try ScrollTapeRecorder(path: path, screen: screen, startTime: CACurrentMediaTime())
                try Self.moveIfNeeded(recorder, screen.scrollView, id: nil)
                for (other, id) in zip(screen.otherScrollViews, otherIDs) {
                    try Self.moveIfNeeded(recorder, other, id: id)
                }
            } catch {
                throw .recording(error)
            }
            self.window = window
            self.scrollView = scrollView
            self.otherScrollViews = otherScrollViews
            self.tabs = tabs
            otherOffsets = zip(otherIDs, screen.otherScrollViews).map {
                ScrollObservation(id: $0, contentOffset: $1.contentOffset)
            }
            self.header = header
            observedViews = views
            observations = views.map {
                ViewObservation(
                    id: $0.accessibilityIdentifier ?? "", frame: Rect(x: 0, y: 0, width: 0, height: 0),
                    alpha: 1)
            }
            recordedTree = Self.comparable(screen)
            markedTree = recordedTree
            listSections = screen.scrollView.sections
            otherReadings = screen.otherScrollViews.map(Self.startReading)
            changes = ScreenChanges(
                from: ScreenChanges.Reading(
                    size: Size(width: screen.device.width, height: screen.device.height),
                    safeArea: screen.device.safeArea, statusBar: screen.device.statusBar,
                    list: Self.startReading(screen.scrollView)),
                others: otherReadings, otherIDs: otherIDs)
            self.touchSource = touchSource

            if touchSource == .gestureRecognizer {
                let observer = TouchObserver(target: nil, action: nil)
                observer.recorder = self
                window.addGestureRecognizer(observer)
                touchObserver = observer
            }
            let link = CADisplayLink(
                target: DisplayLinkTarget(recorder: self), selector: DisplayLinkTarget.action)
            let rate = Float(window.screen.maximumFramesPerSecond)
            link.preferredFrameRateRange = CAFrameRateRange(minimum: rate / 2, maximum: rate, preferred: rate)
            link.add(to: .main, forMode: .common)
            displayLink = link
            commitObserver = LayoutCommitObserver { [weak self] in
                guard let self else { return false }
                self.layoutDidCommit()
                return true
            }
            // UIKit posts the keyboard's notifications on the main thread.
            keyboardObserver = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
            ) { [weak self] notification in
                let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                let duration =
                    notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                MainActor.assumeIsolated { self?.keyboardWillChangeFrame(to: end, duration: duration) }
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
            displayLink?.invalidate()
            displayLink = nil
            commitObserver?.invalidate()
            commitObserver = nil
            if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
            keyboardObserver = nil
            pendingFrameTime = nil
            pendingUpdate = nil
            fingers.removeAll()
            window = nil
            scrollView = nil
            otherScrollViews = []
            tabs = []
            header = nil
            observedViews = []
        }

        private func fail(_ error: RecordingWriterError) {
            failure = error
            tearDown()
            try? recorder.stop()
        }

        // MARK: - Touches

        /// A finger down: its id and where it was last seen.
        private struct Finger {
            var id: Int
            var x: Double
            var y: Double
        }

        /// Records the touches of `event` that changed: call it from the `sendEvent(_:)` override
        /// of the window's class, before `super.sendEvent(event)`, when the recorder was started
        /// with ``TouchSource/windowSendEvent`` (otherwise it does nothing).
        ///
        /// ```swift
        /// final class AppWindow: UIWindow {
        ///     var recorder: WindowRecorder?
        ///
        ///     override func sendEvent(_ event: UIEvent) {
        ///         recorder?.record(event)
        ///         super.sendEvent(event)
        ///     }
        /// }
        /// ```
        public func record(_ event: UIEvent) {
            guard touchSource == .windowSendEvent, isRecording, let window, let touches = event.allTouches
            else {
                return
            }
            for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
                let changed = touches.filter { $0.window === window && Self.phase(of: $0) == phase }
                if !changed.isEmpty { record(changed, phase) }
            }
        }

        private static func phase(of touch: UITouch) -> TouchPhase? {
            switch touch.phase {
            case .began: .began
            case .moved: .moved
            case .ended: .ended
            case .cancelled: .cancelled
            default: nil
            }
        }

        /// Touches the observer was given, all in `phase`.
        func record(_ touches: Set<UITouch>, _ phase: TouchPhase) {
            guard isRecording else { return }
            if touches.count == 1, let touch = touches.first {
                record(touch, phase)
            } else {
                // Several in one event: fingers already down in id order, new ones by time and
                // place, so that ids do not depend on the set's order.
                for touch in touches.sorted(by: inRecordingOrder) { record(touch, phase) }
            }
        }

        private func inRecordingOrder(_ a: UITouch, _ b: UITouch) -> Bool {
            switch (fingers[ObjectIdentifier(a)], fingers[ObjectIdentifier(b)]) {
            case (let fingerA?, let fingerB?): return fingerA.id < fingerB.id
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil):
                let (pointA, pointB) = (a.location(in: nil), b.location(in: nil))
                return (a.timestamp, pointA.x, pointA.y) < (b.timestamp, pointB.x, pointB.y)
            }
        }

        private func record(_ touch: UITouch, _ phase: TouchPhase) {
            let key = ObjectIdentifier(touch)
            let point = touch.location(in: nil)
            let (x, y, timestamp) = (Double(point.x), Double(point.y), Double(touch.timestamp))
            let id: Int
            if phase == .began {
                if fingers[key] != nil { cancelFingers(where: { $0 == key }, timestamp: timestamp) }
                if fingers.isEmpty { markIfTheViewTreeChanged(timestamp: timestamp) }
                guard isRecording else { return }
                id = nextFingerID
                nextFingerID += 1
            } else {
                guard let finger = fingers[key] else { return }
                id = finger.id
            }
            do {
                try recorder.touch(id: id, phase: phase, x: x, y: y, timestamp: timestamp)
            } catch {
                fail(error)
                return
            }
            switch phase {
            case .began, .moved: fingers[key] = Finger(id: id, x: x, y: y)
            case .ended:
                fingers[key] = nil
                noteTabTapped(at: point)
            case .cancelled: fingers[key] = nil
            }
        }

        /// The observer stopped getting touches while fingers were down (UIKit failed it: a
        /// recognizer it had to wait for recognized, or it was disabled): those fingers are
        /// written as cancelled where they were last seen, so the recording has no finger that
        /// never lifts.
        func touchObserverDidReset() {
            guard isRecording, !fingers.isEmpty else { return }
            cancelFingers(where: { _ in true }, timestamp: CACurrentMediaTime())
        }

        private func cancelFingers(where shouldCancel: (ObjectIdentifier) -> Bool, timestamp: Double) {
            for (key, finger) in fingers.sorted(by: { $0.value.id < $1.value.id }) where shouldCancel(key) {
                fingers[key] = nil
                do {
                    try recorder.touch(
                        id: finger.id, phase: .cancelled, x: finger.x, y: finger.y, timestamp: timestamp)
                } catch {
                    fail(error)
                    return
                }
            }
        }

        // MARK: - Keyboard

        /// The keyboard will show, hide or change its size: a `keyboard` event with the height it
        /// will cover of the window (its end frame is in the screen's coordinates, where the
        /// window's frame is) and its animation's duration, when that height changes.
        private func keyboardWillChangeFrame(to end: CGRect?, duration: Double?) {
            guard isRecording, let window, let end else { return }
            let top = Double(end.minY - window.frame.minY)
            let height = min(max(Double(window.bounds.height) - top, 0), Double(window.bounds.height))
            guard height != keyboardHeight else { return }
            keyboardHeight = height
            append(
                .keyboard(
                    KeyboardChange(
                        height: height, duration: duration ?? KeyboardChange.defaultDuration,
                        editingItem: height > 0 ? editedRow() : nil)),
                timestamp: CACurrentMediaTime())
        }

        /// The row of the list whose view has the keyboard's input (a text field in a cell): the
        /// row of the list in sections where that view's centre is. Nil when no view of the list is
        /// first responder, or its content is not a list in sections.
        private func editedRow() -> Int? {
            guard let scrollView, let sections = listSections,
                let editor = scrollView.firstResponderInside()
            else { return nil }
            let frame = editor.convert(editor.bounds, to: scrollView)
            return sections.row(at: Double(frame.midY))
        }

        // MARK: - Lines the app writes

        /// A bookmark now (`mark`): a moment to find again in the REPL (`goto mark LABEL`), in the
        /// page and the trace ("posted a reply", "opened the keyboard").
        ///
        /// These three throw what stops a line: a line the recording cannot hold is not written
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
        /// its offset, content size and adjusted inset (``ScrollGeometryValues/observedValues(scrollView:)``),
        /// which `conformance` compares with the replay. `scrollView`: the list (nil) or one of the
        /// other scroll views the recording was started with.
        public func observe(_ geometry: ScrollGeometryValues, of scrollView: UIScrollView? = nil)
            throws(RecordingWriterError)
        {
            var id: String?
            if let scrollView, scrollView !== self.scrollView {
                guard let number = otherScrollViews.firstIndex(where: { $0 === scrollView }) else { return }
                id = otherOffsets[number].id
            }
            try write(.observe(geometry.observedValues(scrollView: id)))
        }

        /// Writes a line the recorder itself makes, at uptime `timestamp`; one it cannot write stops
        /// the recording (``failure``). Whether it was written.
        @discardableResult
        private func append(_ kind: Event.Kind, timestamp: Double) -> Bool {
            do {
                try recorder.event(kind, timestamp: timestamp)
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

        /// A batch update of the list's rows, as the app said it: index paths and sections deleted
        /// (before the update) and inserted (after it).
        private struct PendingUpdate {
            var deletedRows: [IndexPath]
            var insertedRows: [IndexPath]
            var deletedSections: IndexSet
            var insertedSections: IndexSet
            var anchor: ItemUpdate.Anchor
        }

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
        /// Only for the recorded list when it is a table whose content is its sections (see
        /// ``ScreenSnapshot``); otherwise nothing is written. UIKit keeps the offset through a batch
        /// update (`anchor` `none`, the default); give `.visible` when the app keeps the first
        /// visible row in place itself.
        public func update(
            _ tableView: UITableView, deletingRows: [IndexPath] = [], insertingRows: [IndexPath] = [],
            deletingSections: IndexSet = [], insertingSections: IndexSet = [],
            anchor: ItemUpdate.Anchor = .none
        ) {
            guard isRecording, tableView === scrollView, listSections != nil else { return }
            // A second update before the refresh: the table has laid out the first by now.
            if pendingUpdate != nil { writePendingUpdate(timestamp: CACurrentMediaTime()) }
            pendingUpdate = PendingUpdate(
                deletedRows: deletingRows, insertedRows: insertingRows, deletedSections: deletingSections,
                insertedSections: insertingSections, anchor: anchor)
        }

        /// Writes the pending batch update with the heights the table lays the new rows out at.
        private func writePendingUpdate(timestamp: Double) {
            guard let update = pendingUpdate, let table = scrollView as? UITableView,
                let current = listSections
            else { return }
            pendingUpdate = nil
            let laidOut = SectionLayout(table: table)
            var label: String?
            var written = current
            if let laidOut, let change = Self.sectionChange(update, laidOut: laidOut),
                let applied = try? current.applying(change).layout
            {
                guard
                    append(
                        .update(ItemUpdate(anchor: update.anchor, sectionChange: change)),
                        timestamp: timestamp)
                else { return }
                written = applied
                if applied != laidOut { label = "update-differs-from-table" }
            } else {
                // Indices the recording's rows do not have, or a table no longer made of its sections.
                label = "update-not-recorded"
            }
            listSections = written
            recordedTree.scrollView.sections = written
            recordedTree.scrollView.contentSize = Size(
                width: Double(table.contentSize.width), height: Double(table.contentSize.height))
            markedTree = recordedTree
            if let label { append(.mark(label: label), timestamp: timestamp) }
        }

        /// The change `update` makes, with the inserted rows' and sections' lengths from `laidOut`
        /// (the table after it); nil when an inserted index is not in it.
        private static func sectionChange(_ update: PendingUpdate, laidOut: SectionLayout) -> SectionChange? {
            var insertedSections: [SectionChange.InsertedSection] = []
            for index in update.insertedSections {
                guard (0..<laidOut.sectionCount).contains(index) else { return nil }
                insertedSections.append(SectionChange.InsertedSection(at: index, laidOut.section(index)))
            }
            var insertedRows: [SectionChange.InsertedRow] = []
            for path in update.insertedRows.sorted() {
                guard path.count == 2, (0..<laidOut.sectionCount).contains(path.section),
                    (0..<laidOut.rowCount(inSection: path.section)).contains(path.row)
                else { return nil }
                insertedRows.append(
                    SectionChange.InsertedRow(
                        SectionChange.RowPath(section: path.section, row: path.row),
                        length: laidOut.rowLength(laidOut.rowNumber(section: path.section, row: path.row))))
            }
            let deletedRows = update.deletedRows.filter { $0.count == 2 }.sorted().map {
                SectionChange.RowPath(section: $0.section, row: $0.row)
            }
            guard deletedRows.count == update.deletedRows.count else { return nil }
            return SectionChange(
                deletedRows: deletedRows, deletedSections: Array(update.deletedSections),
                insertedSections: insertedSections, insertedRows: insertedRows)
        }

        // MARK: - View tree

        private func markIfTheViewTreeChanged(timestamp: Double) {
            guard let window, let scrollView else { return }
            // A tree that cannot be described (the list left the window) is marked at every gesture.
            let current =
                (try? ScreenSnapshot(
                    window: window, scrollView: scrollView, otherScrollViews: otherScrollViews, header: header
                ))
                .map(Self.comparable)
            defer { if let current { markedTree = current } }
            guard current != recordedTree, current == nil || current != markedTree else { return }
            append(.mark(label: "view-tree-changed"), timestamp: timestamp)
        }

        /// After a `safeArea` or `inset` event, the replay lays the screen out as it is now: the
        /// view tree a gesture is compared with is this one (no `view-tree-changed` mark for it).
        private func recordLayout(_ event: Event.Kind, window: UIWindow, scrollView: UIScrollView) {
            switch event {
            case .inset(let change):
                if let inset = change.inset { recordedTree.scrollView.adjustedContentInset = inset }
            case .safeArea:
                guard
                    let now = try? ScreenSnapshot(
                        window: window, scrollView: scrollView, otherScrollViews: otherScrollViews,
                        header: header)
                else { return }
                let sections = recordedTree.scrollView.sections
                recordedTree = Self.comparable(now)
                recordedTree.scrollView.sections = sections
            default:
                return
            }
            markedTree = recordedTree
        }

        /// `screen` without what follows the header's height (the header's frame and its
        /// descendants' frames) and the scroll views' offsets (nor the frames in the window of the
        /// views inside them, which follow the offsets).
        private static func comparable(_ screen: ScreenSnapshot) -> ScreenSnapshot {
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

        // MARK: - Frames

        /// What the screen showed at one refresh.
        private struct FrameSample: Equatable {
            var contentOffset: Point
            var headerHeight: Double?
        }

        /// One display refresh: its frame is written once the turn is committed.
        func displayDidRefresh(_ link: CADisplayLink) {
            guard isRecording else {
                link.invalidate()
                return
            }
            pendingFrameTime = Double(link.targetTimestamp)
        }

        /// The turn of the run loop is committed: a `frame` and an `observe` line for the refresh
        /// it prepared, if a refresh was marked, unless the screen is at rest.
        func layoutDidCommit() {
            guard isRecording, let window, let scrollView, let time = pendingFrameTime else { return }
            pendingFrameTime = nil
            let offset = scrollView.contentOffset
            let sample = FrameSample(
                contentOffset: Point(x: Double(offset.x), y: Double(offset.y)),
                headerHeight: header.map { Double($0.view.bounds.height) })
            if pendingUpdate != nil {
                writePendingUpdate(timestamp: time)
                guard isRecording else { return }
            }
            let othersMoved = readOtherScrollViews()
            let events = changes.events(
                to: reading(window, scrollView, offset: sample.contentOffset), others: otherReadings
            ) { self.frames() }
            for event in events {
                guard append(event, timestamp: time) else { return }
                recordLayout(event, window: window, scrollView: scrollView)
            }
            if fingers.isEmpty, events.isEmpty, !othersMoved, sample == lastFrame {
                stillFrames += 1
                if stillFrames > 1 { return }
            } else {
                stillFrames = 0
            }
            lastFrame = sample
            do {
                try recorder.frame(
                    timestamp: time, contentOffset: sample.contentOffset,
                    headerHeight: sample.headerHeight, scrolls: otherOffsets)
                if !observedViews.isEmpty {
                    observeViews()
                    try recorder.observe(views: observations, timestamp: time)
                }
            } catch {
                fail(error)
            }
        }

        /// Reads the other scroll views into `otherOffsets` (for the `observe` line) and
        /// `otherReadings` (for ``ScreenChanges``), both in place; whether one moved since the last
        /// refresh.
        private func readOtherScrollViews() -> Bool {
            var moved = false
            for (number, other) in otherScrollViews.enumerated() {
                let offset = Point(x: Double(other.contentOffset.x), y: Double(other.contentOffset.y))
                moved = moved || offset != otherOffsets[number].contentOffset
                otherOffsets[number].contentOffset = offset
                otherReadings[number] = ScreenChanges.ScrollReading(
                    adjustedContentInset: EdgeInsets(other.adjustedContentInset), contentOffset: offset,
                    isMovedByTheUser: isMovedByTheUser(other))
            }
            return moved
        }

        /// A scroll view as the session line describes it, at rest, for the first comparison.
        private static func startReading(_ scrollView: RecordedScrollView) -> ScreenChanges.ScrollReading {
            ScreenChanges.ScrollReading(
                adjustedContentInset: scrollView.adjustedContentInset,
                contentOffset: scrollView.contentOffset,
                isMovedByTheUser: false)
        }

        /// A finger lifted at window point `point`: if it is on a tab of a `tabs` effect, the
        /// effect's pager moves to that tab's page in the replay as on the device.
        private func noteTabTapped(at point: CGPoint) {
            for (tab, pager) in tabs where tab.convert(tab.bounds, to: nil).contains(point) {
                willBeMovedByTheReplay(pager)
            }
        }

        /// `scrollView` starts a motion that the replay makes too (``ScreenChanges/replayWillMove(scrollView:)``).
        /// The bridge calls it for an animated offset the delegate sets.
        func willBeMovedByTheReplay(_ scrollView: UIScrollView) {
            if scrollView === self.scrollView {
                changes.replayWillMove(scrollView: nil)
            } else if let number = otherScrollViews.firstIndex(where: { $0 === scrollView }) {
                changes.replayWillMove(scrollView: otherOffsets[number].id)
            }
        }

        /// Reads the observed views' frames in the window and alpha into `observations`.
        private func observeViews() {
            for (number, view) in observedViews.enumerated() {
                let frame = view.superview?.convert(view.frame, to: nil) ?? view.frame
                observations[number].frame = Rect(frame)
                observations[number].alpha = Double(view.alpha)
            }
        }

        /// What ``ScreenChanges`` compares from one refresh to the next.
        private func reading(_ window: UIWindow, _ scrollView: UIScrollView, offset: Point)
            -> ScreenChanges.Reading
        {
            let layout = Device.layout(of: window)
            return ScreenChanges.Reading(
                size: layout.size, safeArea: layout.safeArea, statusBar: layout.statusBar,
                list: ScreenChanges.ScrollReading(
                    adjustedContentInset: EdgeInsets(scrollView.adjustedContentInset), contentOffset: offset,
                    isMovedByTheUser: isMovedByTheUser(scrollView)))
        }

        /// Whether a finger is down on the window, or `scrollView` follows one or moves by itself.
        private func isMovedByTheUser(_ scrollView: UIScrollView) -> Bool {
            !fingers.isEmpty || scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating
        }

        /// The frames of the views (each in its parent's coordinates, the list's in the window's)
        /// but those inside the header, which follow its height: for a `safeArea` event.
        private func frames() -> [String: Rect] {
            guard let window, let scrollView,
                let screen = try? ScreenSnapshot(
                    window: window, scrollView: scrollView, otherScrollViews: otherScrollViews, header: header
                )
            else { return [:] }
            var frames: [String: Rect] = [:]
            let offsets = Dictionary(
                screen.otherScrollViews.map { ($0.id, $0.contentOffset) },
                uniquingKeysWith: { first, _ in first })
            func visit(_ view: RecordedView, parent: Point) {
                guard view.id != screen.header?.viewID else { return }
                // The list's frame is in the window's coordinates; a view inside another scroll
                // view is in its content's.
                frames[view.id] =
                    view.id == screen.scrollView.id
                    ? view.frame
                    : Rect(
                        x: view.frame.x - parent.x, y: view.frame.y - parent.y, width: view.frame.width,
                        height: view.frame.height)
                let offset = offsets[view.id] ?? Point(x: 0, y: 0)
                for child in view.children {
                    visit(child, parent: Point(x: view.frame.x - offset.x, y: view.frame.y - offset.y))
                }
            }
            for view in screen.views { visit(view, parent: Point(x: 0, y: 0)) }
            return frames
        }

        /// A `scroll` event at t = 0 when scroll view `scroll` (`id`: nil for the list) is not at the
        /// start of its range, where the replay starts it.
        private static func moveIfNeeded(
            _ recorder: ScrollTapeRecorder, _ scroll: RecordedScrollView, id: String?
        ) throws(RecordingWriterError) {
            let change: ScrollChange
            switch scroll.axis {
            case .vertical:
                let y = scroll.contentOffset.y
                guard abs(y + scroll.adjustedContentInset.top) > 1e-4 else { return }
                change = .absolute(x: nil, y: y)
            case .horizontal:
                let x = scroll.contentOffset.x
                guard abs(x + scroll.adjustedContentInset.left) > 1e-4 else { return }
                change = .absolute(x: x, y: nil)
            }
            try recorder.writer.append(Event(t: 0, .scroll(change, scrollView: id)))
        }
    }
#endif
