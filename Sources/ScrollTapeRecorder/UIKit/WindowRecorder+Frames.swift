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

    /// What the recorder writes without a touch: at each committed refresh (`FrameClock`), a
    /// pending batch update, the changes no touch explains, the `frame` and `observe` lines; and
    /// the keyboard's changes.
    extension WindowRecorder {
        /// The refresh at uptime `time` is committed: a `frame` and an `observe` line for it,
        /// unless the screen is at rest (``FrameRest``).
        func frameDidCommit(at time: Double) {
            guard isRecording, let sample = screen?.sample() else { return }
            if rows.pending != nil {
                writePendingUpdate(timestamp: time)
                guard isRecording else { return }
            }
            // Read in place (the scroll views' entries are refilled, not copied).
            guard
                let (now, othersMoved) = screen?.read(
                    listOffset: sample.contentOffset, fingersDown: !fingers.isEmpty),
                let screen
            else { return }
            let events = changes.events(to: now, otherReadings: screen.scrollViews.otherReadings) {
                screen.snapshot()?.framesOutsideTheHeader ?? [:]
            }
            for event in events {
                marks.screenLaidOut(by: event, now: screen.snapshot)
            }
            let isStill = fingers.isEmpty && events.isEmpty && !othersMoved
            guard frameRest.writes(sample, isStill: isStill) else {
                // No frame: the changes are written at once.
                for event in events {
                    guard append(event, timestamp: time) else { return }
                }
                return
            }
            if !observedViews.isEmpty { observedViews.read() }
            // Held by the recorder until its next line, which may be a finger's earlier sample.
            writing { () throws(RecordingWriterError) in
                try recorder.frame(
                    timestamp: time, events: events, contentOffset: sample.contentOffset,
                    headerHeight: sample.headerHeight, scrollOffsets: screen.scrollViews.otherOffsets,
                    views: observedViews.observations)
            }
        }

        /// The keyboard will cover `height` points of the window (``KeyboardObserver``): a `keyboard`
        /// event with its animation's `duration`, and the row of the list being edited, if any (none
        /// under another app's keyboard: `isLocal` false).
        func keyboardWillChange(height: Double, duration: Double?, isLocal: Bool) {
            guard isRecording, let screen else { return }
            // The row of the list in sections whose view has the keyboard's input, if any.
            let editingItem = height > 0 && isLocal ? rows.sections.flatMap(screen.editedRow(in:)) : nil
            append(
                .keyboard(
                    KeyboardChange(
                        height: height, duration: duration ?? KeyboardChange.defaultDuration,
                        editingItem: editingItem)),
                timestamp: CACurrentMediaTime())
        }
    }
#endif
