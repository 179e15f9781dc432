import Foundation
import UIKitAdapterOnStandIn
import UIKitStandIn

/// A screen whose own touch handling logs everything it gets: a list (its content a logging
/// view, its pan an `AppRecognizer`) under a header view with a tap recognizer and a button.
@MainActor
struct LoggingScreen {
    let log = TouchLog()
    let window = AppWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let list: UIScrollView
    let header: LoggingView
    let pan: AppRecognizer
    let tap: AppRecognizer

    init() {
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        list = UIScrollView(frame: root.bounds)
        list.contentSize = CGSize(width: 400, height: 2000)
        list.addSubview(LoggingView("row", frame: CGRect(x: 0, y: 0, width: 400, height: 2000), log: log))
        pan = AppRecognizer(.pan, "pan", log: log)
        list.addGestureRecognizer(pan)
        root.addSubview(list)
        header = LoggingView("header", frame: CGRect(x: 0, y: 0, width: 400, height: 120), log: log)
        tap = AppRecognizer(.tap, "tap", log: log)
        header.addGestureRecognizer(tap)
        header.addSubview(LoggingButton(frame: CGRect(x: 20, y: 40, width: 60, height: 60), log: log))
        root.addSubview(header)
    }

    /// Gestures that exercise every way the app's handling could notice another recognizer: a
    /// tap on the button (the header's tap recognizes and cancels it), a drag on the list (the row
    /// is cancelled when the pan begins), two fingers (a drag on the button, past the tap's 10 pt,
    /// lifts while the list's finger still moves), a tap and a drag on the header. One touch
    /// sample every 10 ms from uptime `start`.
    func perform(with fingers: Fingers, from start: Double) {
        var time = start
        func send(_ changes: [Fingers.Change]) {
            fingers.send(changes, at: time)
            time += 0.01
        }
        send([(1, .began, 50, 70)])
        send([(1, .ended, 50, 70)])
        send([(2, .began, 200, 500)])
        for y in [496.0, 480, 440, 400] { send([(2, .moved, 200, y)]) }
        send([(2, .ended, 200, 400)])
        send([(3, .began, 50, 70)])
        send([(4, .began, 200, 500)])
        send([(3, .moved, 75, 70), (4, .moved, 200, 470)])
        send([(3, .ended, 75, 70)])
        send([(4, .moved, 200, 420)])
        send([(4, .ended, 200, 420)])
        send([(5, .began, 300, 60)])
        send([(5, .ended, 300, 60)])
        send([(6, .began, 300, 60)])
        for x in [310.0, 330, 360] { send([(6, .moved, x, 60)]) }
        send([(6, .ended, 360, 60)])
    }
}

/// An app's window class that passes its events to a recorder started with
/// `touches: .windowSendEvent`.
@MainActor
final class AppWindow: UIWindow {
    var recorder: WindowRecorder?

    override func sendEvent(_ event: UIEvent) {
        recorder?.record(event)
        super.sendEvent(event)
    }
}
