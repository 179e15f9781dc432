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

    /// The window's touches, from the recorder's `TouchObserver` or the app's `sendEvent(_:)`,
    /// followed by `FingerTable`.
    extension WindowRecorder {
        /// Records the touches of `event` that changed: call it from the `sendEvent(_:)` override
        /// of the window's class, before `super.sendEvent(event)`, when the recorder was started
        /// with ``TouchSource/windowSendEvent`` (otherwise it does nothing). Only touch events are
        /// recorded: the window gets hover events too (a pointer or a pencil over the screen,
        /// iPadOS), whose touches are no finger's.
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
            // Only fingers: a hovering pointer or pencil (`hover`) sends touches too.
            guard touchSource == .windowSendEvent, event.type == .touches, isRecording,
                let window = screen?.window, let touches = event.allTouches
            else {
                return
            }
            for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
                let changed = touches.filter { $0.window === window && $0.recordedPhase == phase }
                if !changed.isEmpty { record(changed, phase) }
            }
        }

        /// Touches the observer was given, all in `phase`.
        func record(_ touches: Set<UITouch>, _ phase: TouchPhase) {
            guard isRecording else { return }
            if touches.count == 1, let touch = touches.first {
                record(touch.sample, phase)
            } else {
                // Several in one event: fingers already down in id order, new ones by time and
                // place, so that ids do not depend on the set's order.
                let order = fingers
                for sample in touches.map(\.sample).sorted(by: order.precedes) {
                    record(sample, phase)
                }
            }
        }

        private func record(_ sample: FingerTable<ObjectIdentifier>.Sample, _ phase: TouchPhase) {
            guard isRecording, let step = fingers.apply(sample, phase) else { return }
            if let finger = step.cancelled {
                guard cancel(finger, timestamp: sample.timestamp) else { return }
            }
            if step.beginsGesture {
                markIfTheViewTreeChanged(timestamp: sample.timestamp)
                guard isRecording else { return }
            }
            guard
                writing({ () throws(RecordingWriterError) in
                    try recorder.touch(
                        id: step.id, phase: phase, x: sample.x, y: sample.y, timestamp: sample.timestamp)
                })
            else { return }
            if phase == .ended, let screen {
                // A finger lifted on a tab of a `tabs` effect: the effect's pager moves to that
                // tab's page in the replay as on the device.
                for pager in screen.pagers(ofTabsAt: CGPoint(x: sample.x, y: sample.y)) {
                    willBeMovedByTheReplay(pager)
                }
            }
        }

        /// The observer stopped getting touches while fingers were down (UIKit failed it: a
        /// recognizer it had to wait for recognized, or it was disabled): those fingers are
        /// written as cancelled where they were last seen, so the recording has no finger that
        /// never lifts.
        func touchObserverDidReset() {
            guard isRecording, !fingers.isEmpty else { return }
            let timestamp = CACurrentMediaTime()
            for finger in fingers.liftAll() {
                guard cancel(finger, timestamp: timestamp) else { return }
            }
        }

        /// Writes `finger` as cancelled where it was last seen; whether it was written.
        private func cancel(_ finger: FingerTable<ObjectIdentifier>.Finger, timestamp: Double) -> Bool {
            writing { () throws(RecordingWriterError) in
                try recorder.touch(
                    id: finger.id, phase: .cancelled, x: finger.x, y: finger.y, timestamp: timestamp)
            }
        }

        /// `scrollView` starts a motion that the replay makes too (``ScreenChanges/replayWillMove(scrollView:)``).
        /// The bridge calls it for an animated offset the delegate sets.
        func willBeMovedByTheReplay(_ scrollView: UIScrollView) {
            guard let entry = screen?.scrollViews.entry(of: scrollView) else { return }
            changes.replayWillMove(scrollView: entry.id)
        }

        /// A gesture begins: a `view-tree-changed` mark first if the view tree is not the one the
        /// replay lays out (``ViewTreeMarks``).
        private func markIfTheViewTreeChanged(timestamp: Double) {
            guard let screen, marks.gestureBegins(on: screen.snapshot()) else { return }
            append(.mark(label: "view-tree-changed"), timestamp: timestamp)
        }
    }

    extension UITouch {
        /// The touch's phase as a recording has it; nil for the phases it has not (a stationary
        /// touch, a pencil's estimated properties).
        fileprivate var recordedPhase: TouchPhase? {
            switch phase {
            case .began: .began
            case .moved: .moved
            case .ended: .ended
            case .cancelled: .cancelled
            default: nil
            }
        }

        /// The touch now: its location in the window and its time (system uptime).
        fileprivate var sample: FingerTable<ObjectIdentifier>.Sample {
            let point = location(in: nil)
            return FingerTable.Sample(
                key: ObjectIdentifier(self), x: Double(point.x), y: Double(point.y),
                timestamp: Double(timestamp))
        }
    }
#endif
