import Foundation

/// What `UIWindow.sendEvent(_:)` does with touches, following UIKit's documentation of
/// `UIGestureRecognizer` and "Coordinating multiple gesture recognizers":
///
/// - A touch is hit-tested once, when it begins. Its recognizers are those of the view it hit
///   and of every view above it up to the window (enabled, not done with an earlier gesture);
///   they get each phase of it before the view does.
/// - A recognizer that recognizes (begins, or recognizes a discrete gesture) makes every other
///   recognizer of the same touches that is still possible fail, unless the two may recognize
///   simultaneously (either delegate says so) or the prevention overrides (`canPrevent(_:)`,
///   `canBePrevented(by:)`) say no. It cannot recognize while another active recognizer would
///   prevent it.
/// - Failure requirements (`require(toFail:)`, the delegate's and the subclass's
///   `shouldRequireFailure`/`shouldBeRequiredToFail`): a recognizer that requires another to
///   fail waits, still possible, until it fails; it fails if the other recognizes.
/// - The view: `cancelsTouchesInView` sends it `touchesCancelled` when the recognizer
///   recognizes; `delaysTouchesBegan` holds its `touchesBegan` while the recognizer is possible
///   (delivered if it fails, discarded if it recognizes); `delaysTouchesEnded` holds its
///   `touchesEnded` likewise (delivered if it fails, cancelled if it recognizes).
/// - A recognizer that ended, was cancelled or failed is reset (`.possible`, `reset()`) once none
///   of its touches is down. One still possible then stays possible: it must decide.
@MainActor
final class TouchDelivery {
    /// One finger, from `began` until every delivery of it is done.
    private final class Binding {
        let touch: UITouch
        /// The view it was hit-tested to.
        let view: UIView
        /// The recognizers that get it: the view's and those above it, deepest first.
        var recognizers: [UIGestureRecognizer]
        /// The view got `touchesBegan`.
        var viewBegan = false
        /// The view gets nothing more (it got the end, or a recognizer cancelled or discarded it).
        var viewDone = false
        /// `touchesBegan` is held for the view by a recognizer that delays it.
        var beganHeld = false
        /// `touchesEnded` or `touchesCancelled` held for the view.
        var heldEnd: UITouch.Phase?
        /// The finger is up (or cancelled).
        var isOver = false

        init(touch: UITouch, view: UIView, recognizers: [UIGestureRecognizer]) {
            self.touch = touch
            self.view = view
            self.recognizers = recognizers
        }

        func has(_ recognizer: UIGestureRecognizer) -> Bool {
            recognizers.contains { $0 === recognizer }
        }
    }

    private unowned let window: UIWindow
    private var bindings: [Binding] = []
    /// The event being delivered (delayed deliveries outside one carry none).
    private var event: UIEvent?

    init(window: UIWindow) {
        self.window = window
    }

    func deliver(_ event: UIEvent) {
        self.event = event
        defer { self.event = nil }
        let touches = event.allTouches ?? []
        let newTouches = touches.filter { touch in
            touch.phase == .began && touch.window === window && !bindings.contains { $0.touch === touch }
        }
        for touch in newTouches.sorted(by: Self.beganFirst) {
            let point = touch.location(in: nil)
            guard let view = window.hitTest(point, with: event) else { continue }
            bindings.append(Binding(touch: touch, view: view, recognizers: recognizers(from: view)))
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let group = bindings.filter {
                !$0.isOver && touches.contains($0.touch) && $0.touch.phase == phase
            }
            guard !group.isEmpty else { continue }
            deliverToRecognizers(group, phase: phase, event: event)
            deliverToViews(group, phase: phase, event: event)
            if phase == .ended || phase == .cancelled {
                for binding in group { binding.isOver = true }
            }
        }
        finishGestures()
    }

    private static func beganFirst(_ a: UITouch, _ b: UITouch) -> Bool {
        let (pointA, pointB) = (a.location(in: nil), b.location(in: nil))
        return (a.timestamp, pointA.x, pointA.y) < (b.timestamp, pointB.x, pointB.y)
    }

    private func recognizers(from view: UIView) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let view = current {
            found += (view.gestureRecognizers ?? []).filter { recognizer in
                recognizer.isEnabled && [.possible, .began, .changed].contains(recognizer.state)
            }
            if view === window { break }
            current = view.superview
        }
        return found
    }

    // MARK: - Delivery

    private func deliverToRecognizers(_ group: [Binding], phase: UITouch.Phase, event: UIEvent) {
        var order: [UIGestureRecognizer] = []
        for binding in group {
            for recognizer in binding.recognizers where !order.contains(where: { $0 === recognizer }) {
                order.append(recognizer)
            }
        }
        for recognizer in order {
            // Recomputed at each call: an earlier recognizer may have withdrawn this one.
            let touches = Set(group.filter { $0.has(recognizer) }.map(\.touch))
            guard !touches.isEmpty, [.possible, .began, .changed].contains(recognizer.state) else { continue }
            switch phase {
            case .began: recognizer.touchesBegan(touches, with: event)
            case .moved: recognizer.touchesMoved(touches, with: event)
            case .ended: recognizer.touchesEnded(touches, with: event)
            case .cancelled: recognizer.touchesCancelled(touches, with: event)
            case .stationary, .regionEntered, .regionMoved, .regionExited: break
            }
        }
    }

    private func deliverToViews(_ group: [Binding], phase: UITouch.Phase, event: UIEvent) {
        for binding in group where !binding.viewDone {
            let touches: Set<UITouch> = [binding.touch]
            switch phase {
            case .began:
                if holdsBegan(binding) {
                    binding.beganHeld = true
                } else {
                    binding.viewBegan = true
                    binding.view.touchesBegan(touches, with: event)
                }
            case .moved:
                if binding.viewBegan { binding.view.touchesMoved(touches, with: event) }
            case .ended, .cancelled:
                if !binding.viewBegan || (phase == .ended && holdsEnded(binding)) {
                    binding.heldEnd = phase
                } else {
                    end(binding, phase)
                }
            case .stationary, .regionEntered, .regionMoved, .regionExited:
                break
            }
        }
    }

    private func holdsBegan(_ binding: Binding) -> Bool {
        binding.recognizers.contains { $0.state == .possible && $0.delaysTouchesBegan }
    }

    private func holdsEnded(_ binding: Binding) -> Bool {
        binding.recognizers.contains { $0.state == .possible && $0.delaysTouchesEnded }
    }

    private func end(_ binding: Binding, _ phase: UITouch.Phase) {
        binding.viewDone = true
        binding.heldEnd = nil
        if phase == .ended {
            binding.view.touchesEnded([binding.touch], with: event)
        } else {
            binding.view.touchesCancelled([binding.touch], with: event)
        }
    }

    /// Delivers what recognizers no longer hold: a delayed `touchesBegan` (and a `touchesMoved`
    /// to where the finger is now), then a delayed end.
    private func releaseHeld() {
        for binding in bindings where !binding.viewDone {
            if binding.beganHeld, !holdsBegan(binding) {
                binding.beganHeld = false
                binding.viewBegan = true
                binding.view.touchesBegan([binding.touch], with: event)
                if binding.touch.phase == .moved { binding.view.touchesMoved([binding.touch], with: event) }
            }
            if let end = binding.heldEnd, binding.viewBegan, !(end == .ended && holdsEnded(binding)) {
                self.end(binding, end)
            }
        }
    }

    // MARK: - Recognizer states

    func recognizer(_ recognizer: UIGestureRecognizer, requests state: UIGestureRecognizer.State) {
        switch (recognizer.state, state) {
        case (.possible, .began), (.possible, .ended):
            recognize(recognizer, as: state)
        case (.possible, .failed):
            fail(recognizer)
        default:
            recognizer.commit(state)
        }
        releaseHeld()
    }

    private func recognize(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        let others = recognizers(sharingTouchesWith: recognizer)
        let prevented = others.contains { other in
            [.began, .changed, .ended].contains(other.state) && !simultaneous(other, recognizer)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
        if prevented {
            fail(recognizer)
        } else if others.contains(where: { $0.state == .possible && requiresFailure(recognizer, of: $0) }) {
            recognizer.pendingState = state
        } else {
            recognizer.pendingState = nil
            recognizer.commit(state)
            for other in others where other.state == .possible {
                let preventsOther =
                    !simultaneous(recognizer, other) && recognizer.canPrevent(other)
                    && other.canBePrevented(by: recognizer)
                if preventsOther || requiresFailure(other, of: recognizer) { fail(other) }
            }
            recognized(recognizer)
        }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.pendingState = nil
        recognizer.commit(.failed)
        for waiting in recognizers(sharingTouchesWith: recognizer) where waiting.state == .possible {
            guard let requested = waiting.pendingState else { continue }
            recognize(waiting, as: requested)
        }
    }

    /// What a recognition does to the views of its touches.
    private func recognized(_ recognizer: UIGestureRecognizer) {
        for binding in bindings where binding.has(recognizer) && !binding.viewDone {
            if !binding.viewBegan {
                // A held `touchesBegan` is discarded: the view never sees the touch.
                if recognizer.delaysTouchesBegan || recognizer.cancelsTouchesInView {
                    binding.viewDone = true
                    binding.beganHeld = false
                    binding.heldEnd = nil
                }
            } else if recognizer.cancelsTouchesInView
                || (binding.heldEnd != nil && recognizer.delaysTouchesEnded)
            {
                end(binding, .cancelled)
            }
        }
    }

    private func recognizers(sharingTouchesWith recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        for binding in bindings where binding.has(recognizer) {
            for other in binding.recognizers
            where other !== recognizer && !found.contains(where: { $0 === other }) {
                found.append(other)
            }
        }
        return found
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether `a` waits for `b` to fail before it recognizes: any of the ways UIKit has to say
    /// so (they add up; none can take another back).
    private func requiresFailure(_ a: UIGestureRecognizer, of b: UIGestureRecognizer) -> Bool {
        a.explicitlyRequiresFailure(of: b) || a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a)
            || a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) == true
            || b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) == true
    }

    /// A recognizer disabled or removed from its view: cancelled (or failed, if it had not
    /// begun), given no more touches, and reset.
    func detach(_ recognizer: UIGestureRecognizer) {
        guard bindings.contains(where: { $0.has(recognizer) }) else { return }
        switch recognizer.state {
        case .possible: fail(recognizer)
        case .began, .changed: recognizer.commit(.cancelled)
        case .ended, .cancelled, .failed: break
        }
        for binding in bindings { binding.recognizers.removeAll { $0 === recognizer } }
        recognizer.pendingState = nil
        recognizer.commit(.possible)
        recognizer.reset()
        releaseHeld()
    }

    /// Resets the recognizers that are done once none of their touches is down, and forgets the
    /// touches that are over and fully delivered.
    private func finishGestures() {
        var involved: [UIGestureRecognizer] = []
        for binding in bindings {
            for recognizer in binding.recognizers where !involved.contains(where: { $0 === recognizer }) {
                involved.append(recognizer)
            }
        }
        for recognizer in involved where [.ended, .cancelled, .failed].contains(recognizer.state) {
            guard !bindings.contains(where: { !$0.isOver && $0.has(recognizer) }) else { continue }
            for binding in bindings { binding.recognizers.removeAll { $0 === recognizer } }
            recognizer.pendingState = nil
            recognizer.commit(.possible)
            recognizer.reset()
        }
        bindings.removeAll { $0.isOver && !$0.beganHeld && $0.heldEnd == nil }
    }
}
