import Foundation
import UIKitStandIn

// An app's own touch handling, written against the stand-in as an app writes it against UIKit:
// views that track their touches, a list's pan, a tap, and gesture delegates with blanket rules.
// Each writes what it got into a shared log, so that two runs can be compared line for line.

/// What the app's views and recognizers saw, in order.
@MainActor
final class TouchLog {
    private(set) var lines: [String] = []

    func append(_ line: String) {
        lines.append(line)
    }
}

/// A view (or, below, a button) that logs every touch the window delivers to it.
@MainActor
final class LoggingView: UIView {
    let log: TouchLog
    let name: String

    init(_ name: String, frame: CGRect, log: TouchLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.touches(touches, "began", name)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.touches(touches, "moved", name)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.touches(touches, "ended", name)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.touches(touches, "cancelled", name)
    }
}

@MainActor
final class LoggingButton: UIButton {
    let log: TouchLog

    init(frame: CGRect, log: TouchLog) {
        self.log = log
        super.init(frame: frame)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.touches(touches, "began", "button")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.touches(touches, "moved", "button")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.touches(touches, "ended", "button")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.touches(touches, "cancelled", "button")
    }
}

extension TouchLog {
    fileprivate func touches(_ touches: Set<UITouch>, _ phase: String, _ view: String) {
        for touch in touches.sorted(by: { $0.location(in: nil).x < $1.location(in: nil).x }) {
            let point = touch.location(in: nil)
            append("\(view) \(phase) (\(Int(point.x)), \(Int(point.y)))")
        }
    }
}

/// An app's recognizer. Its action (sent when it begins, changes, ends or is cancelled) logs
/// its state, as an app's action method sees it; it also logs failing by itself.
@MainActor
final class AppRecognizer: UIGestureRecognizer {
    enum Kind {
        /// A list's pan: begins once the first finger moved more than 10 pt.
        case pan
        /// Begins at the first move.
        case eager
        /// A tap: recognizes when the fingers lift within 10 pt; fails past that.
        case tap
    }

    let kind: Kind
    let log: TouchLog
    private var start: CGPoint?
    private var fingers = 0

    init(_ kind: Kind, _ name: String, log: TouchLog) {
        self.kind = kind
        self.log = log
        super.init(target: nil, action: nil)
        self.name = name
        addTarget(self, action: Self.action)
    }

    private static let action = Selector("handle:") { target, _ in
        guard let recognizer = target as? AppRecognizer else { return }
        recognizer.log.append("\(recognizer.name ?? "") \(recognizer.state)")
    }

    private func set(_ state: State) {
        self.state = state
        if state == .failed { log.append("\(name ?? "") failed") }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers += touches.count
        if start == nil { start = touches.first?.location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let point = touches.first?.location(in: nil) else { return }
        let distance = hypot(point.x - start.x, point.y - start.y)
        switch (kind, state) {
        case (.pan, .possible) where distance > 10, (.eager, .possible) where distance > 0: set(.began)
        case (.pan, .began), (.pan, .changed), (.eager, .began), (.eager, .changed): set(.changed)
        case (.tap, .possible) where distance > 10: set(.failed)
        default: break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers -= touches.count
        guard fingers == 0 else { return }
        switch state {
        case .possible: set(kind == .tap ? .ended : .failed)
        case .began, .changed: set(.ended)
        default: break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers -= touches.count
        guard fingers == 0 else { return }
        switch state {
        case .possible: set(.failed)
        case .began, .changed: set(.cancelled)
        default: break
        }
    }

    override func reset() {
        start = nil
        fingers = 0
    }
}

/// A delegate with the blanket failure rules some apps write: the recognizer it serves waits for
/// every other recognizer to fail, or makes every other one wait for it — except, if told, the
/// recorder's (`name == "ScrollTapeRecorder"`).
@MainActor
final class BlanketRule: UIGestureRecognizerDelegate {
    enum Rule { case waitsForEveryOther, everyOtherWaits }
    let rule: Rule
    let exemptsTheRecorder: Bool

    init(_ rule: Rule, exemptsTheRecorder: Bool = false) {
        self.rule = rule
        self.exemptsTheRecorder = exemptsTheRecorder
    }

    private func applies(to other: UIGestureRecognizer) -> Bool {
        !(exemptsTheRecorder && other.name == "ScrollTapeRecorder")
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        rule == .waitsForEveryOther && applies(to: otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        rule == .everyOtherWaits && applies(to: otherGestureRecognizer)
    }
}
