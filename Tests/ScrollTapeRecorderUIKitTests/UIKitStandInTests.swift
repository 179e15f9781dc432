import Foundation
import Testing
import UIKitStandIn

/// The stand-in applies the UIKit rules the recorder's tests rely on, so that those tests fail
/// when the recorder's recognizer does change how the app handles touches.
@MainActor
@Suite struct UIKitStandInTests {
    private func appLog(with setup: WindowRecognizer.Setup?) -> (log: [String], moves: Int) {
        let screen = LoggingScreen()
        let recognizer = setup.map(WindowRecognizer.init)
        if let recognizer { screen.window.addGestureRecognizer(recognizer) }
        screen.perform(with: Fingers(on: screen.window), from: 1)
        return (screen.log.lines, recognizer?.moves ?? 0)
    }

    /// Delaying, recognizing and cancelling on the window each change what the app sees; the
    /// recorder's settings do not.
    @Test(arguments: WindowRecognizer.Setup.allCases)
    func aWindowRecognizerChangesWhatTheAppSeesUnlessItOnlyWatches(_ setup: WindowRecognizer.Setup) {
        let baseline = appLog(with: nil).log
        let log = appLog(with: setup).log
        switch setup {
        case .observer, .preventable: #expect(log == baseline)
        case .delaysTouchesBegan, .delaysTouchesEnded, .begins: #expect(log != baseline)
        }
    }

    /// A window recognizer that can be prevented gets no more touches once the list's pan begins.
    @Test func aPreventableRecognizerLosesTheTouchesWhenThePanBegins() {
        let watching = appLog(with: .observer)
        let preventable = appLog(with: .preventable)
        #expect(watching.moves == 10)
        // The moves before a pan begins: the first drag's move to 496 (its pan begins at 480, and
        // gets it first: the list is deeper than the window); the two-finger move, which reaches
        // the window's recognizer before the pan that begins on it (finger 3, on the header, came
        // first); the three moves of the drag on the header, where no pan begins.
        #expect(preventable.moves == 1 + 2 + 3)
    }

    /// Two recognizers of the same touches: the one that recognizes first fails the other,
    /// unless a delegate lets them recognize together; one that requires the other to fail waits
    /// for it, and fails when the other recognizes.
    @Test func recognizersPreventOrWaitForEachOther() {
        func run(_ relate: (AppRecognizer, AppRecognizer) -> Void) -> [String] {
            let screen = LoggingScreen()
            let first = AppRecognizer(.eager, "first", log: screen.log)
            let second = AppRecognizer(.pan, "second", log: screen.log)
            screen.header.addGestureRecognizer(first)
            screen.header.addGestureRecognizer(second)
            relate(first, second)
            let fingers = Fingers(on: screen.window)
            fingers.send([(1, .began, 300, 60)], at: 1)
            for (index, x) in [302.0, 320, 340].enumerated() {
                fingers.send([(1, .moved, x, 60)], at: 1.1 + Double(index))
            }
            fingers.send([(1, .ended, 340, 60)], at: 2)
            return screen.log.lines.filter { $0.hasPrefix("first") || $0.hasPrefix("second") }
        }
        #expect(run { _, _ in } == ["first began", "first changed", "first changed", "first ended"])
        let together = TogetherDelegate()
        #expect(
            run { first, _ in first.delegate = together }
                == [
                    "first began", "first changed", "second began", "first changed", "second changed",
                    "first ended",
                    "second ended",
                ])
        #expect(
            run { first, second in first.require(toFail: second) }
                == ["second began", "second changed", "second ended"])
    }

    private final class TogetherDelegate: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            true
        }
    }

    /// Frames and points convert through the tree (a scroll view's bounds origin is its offset);
    /// hit-testing skips hidden, transparent and non-interactive views and what lies outside.
    @Test func viewsConvertAndHitTestAsUIKitDoes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 700))
        window.addSubview(list)
        let row = UIView(frame: CGRect(x: 10, y: 300, width: 380, height: 50))
        list.addSubview(row)
        list.contentOffset = CGPoint(x: 0, y: 250)
        #expect(row.convert(row.bounds, to: nil) == CGRect(x: 10, y: 150, width: 380, height: 50))
        #expect(row.convert(CGPoint(x: 15, y: 160), from: nil) == CGPoint(x: 5, y: 10))
        #expect(window.hitTest(CGPoint(x: 20, y: 160), with: nil) === row)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        row.addSubview(label)
        #expect(window.hitTest(CGPoint(x: 20, y: 160), with: nil) === row)
        row.alpha = 0
        #expect(window.hitTest(CGPoint(x: 20, y: 160), with: nil) === list)
        list.isHidden = true
        #expect(window.hitTest(CGPoint(x: 20, y: 160), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 20, y: 900), with: nil) == nil)
    }

    /// A transform applies about the view's centre, as UIKit's default anchor point: `frame` is the
    /// box around the transformed bounds, conversion and hit-testing go through it (and through a
    /// superview's, to its subviews), `center` and `bounds` stay; a frame set under a transform,
    /// which UIKit leaves undefined, moves nothing and is kept for the test to find.
    @Test func transformsApplyToFramesConversionAndHitTesting() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let bar = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
        window.addSubview(bar)
        let button = UIButton(frame: CGRect(x: 100, y: 200, width: 100, height: 50))
        bar.addSubview(button)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        button.addSubview(badge)

        button.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(button.center == CGPoint(x: 150, y: 225))
        #expect(button.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(button.frame == CGRect(x: 50, y: 175, width: 200, height: 100))
        #expect(button.convert(CGPoint(x: 100, y: 50), to: nil) == CGPoint(x: 250, y: 375))
        #expect(button.convert(CGPoint(x: 250, y: 375), from: nil) == CGPoint(x: 100, y: 50))
        #expect(button.convert(button.bounds, to: nil) == CGRect(x: 50, y: 275, width: 200, height: 100))
        #expect(badge.convert(badge.bounds, to: bar) == CGRect(x: 50, y: 175, width: 20, height: 20))
        #expect(bar.convert(CGRect(x: 50, y: 175, width: 20, height: 20), to: badge) == badge.bounds)
        // Hit where drawn: outside the untransformed frame, inside the scaled one; the badge at
        // twice its size in the button's top left corner.
        #expect(window.hitTest(CGPoint(x: 60, y: 340), with: nil) === button)
        #expect(window.hitTest(CGPoint(x: 65, y: 290), with: nil) === badge)

        button.transform = CGAffineTransform(translationX: 200, y: 0)
        #expect(window.hitTest(CGPoint(x: 150, y: 325), with: nil) === bar)
        #expect(window.hitTest(CGPoint(x: 350, y: 325), with: nil) === button)
        // A scale of 0 draws nothing: nothing there is hit.
        button.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(window.hitTest(CGPoint(x: 150, y: 325), with: nil) === bar)

        button.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(button.standInFramesSetUnderTransform == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        #expect(
            button.center == CGPoint(x: 150, y: 225) && button.bounds.size == CGSize(width: 100, height: 50))
        button.transform = .identity
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(button.center == CGPoint(x: 5, y: 5) && button.standInFramesSetUnderTransform.count == 1)
    }

    /// A display link fires in the run-loop modes it was added for (common: all of them), not
    /// when paused, and never again once invalidated, which releases its target.
    @Test func displayLinksFireInTheirModes() {
        final class Target {
            var fired: [Double] = []
        }
        let selector = Selector("step:") { target, link in
            guard let target = target as? Target, let link = link as? CADisplayLink else { return }
            target.fired.append(link.targetTimestamp)
        }
        var target: Target? = Target()
        let released = { [weak target] in target }
        let link = CADisplayLink(target: target!, selector: selector)
        link.add(to: .main, forMode: .default)
        StandIn.refreshDisplay(timestamp: 1, targetTimestamp: 1.5, runLoopMode: .tracking)
        StandIn.refreshDisplay(timestamp: 2, targetTimestamp: 2.5, runLoopMode: .default)
        link.add(to: .main, forMode: .common)
        StandIn.refreshDisplay(timestamp: 3, targetTimestamp: 3.5, runLoopMode: .tracking)
        link.isPaused = true
        StandIn.refreshDisplay(timestamp: 4, targetTimestamp: 4.5)
        link.isPaused = false
        #expect(target?.fired == [2.5, 3.5])
        #expect(link.timestamp == 3 && CACurrentMediaTime() == 4)
        link.invalidate()
        target = nil
        #expect(released() == nil)
        #expect(StandIn.refreshDisplay(timestamp: 5, targetTimestamp: 5.5) == 0)
    }

    /// `adjustedContentInset` adds the safe area on the edges `contentInsetAdjustmentBehavior`
    /// adjusts (UIKit's documentation of each case), and the delegate hears of every change of it,
    /// whatever setter made it: here the content growing taller than the list.
    @Test func theAdjustedInsetFollowsTheAdjustmentBehavior() {
        final class Heard: UIScrollViewDelegate {
            var changes = 0
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        window.standInSafeAreaInsets = UIEdgeInsets(top: 48, left: 44, bottom: 34, right: 44)
        let list = UIScrollView(frame: window.bounds)
        window.addSubview(list)
        let heard = Heard()
        list.delegate = heard
        list.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        list.contentSize = CGSize(width: 414, height: 400)  // shorter than the list: not scrollable
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        list.contentSize.height = 4000  // scrollable up and down: the top and bottom are adjusted
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 58, left: 0, bottom: 34, right: 0))
        list.alwaysBounceHorizontal = true
        list.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 58, left: 44, bottom: 34, right: 44))
        list.contentInsetAdjustmentBehavior = .never
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        list.contentInsetAdjustmentBehavior = .always
        list.alwaysBounceHorizontal = false
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 58, left: 44, bottom: 34, right: 44))
        // The inset (1), the content size (2), the behaviour to never (3), then to always (4); the
        // change to scrollableAxes left it as the bounce had made it.
        #expect(heard.changes == 4)
    }
}

/// A recognizer on the window, set up the ways the recorder's must not be.
@MainActor
final class WindowRecognizer: UIGestureRecognizer {
    enum Setup: CaseIterable {
        /// The recorder's settings: no delays, never begins, fails when the fingers lift.
        case observer
        case delaysTouchesBegan
        case delaysTouchesEnded
        /// Begins at the first move, cancelling the touches in the views.
        case begins
        /// As `observer`, but can be prevented (UIGestureRecognizer's default).
        case preventable
    }

    let setup: Setup
    private var fingers = 0
    /// The moved touches it got.
    private(set) var moves = 0

    init(_ setup: Setup) {
        self.setup = setup
        super.init(target: nil, action: nil)
        cancelsTouchesInView = setup == .begins
        delaysTouchesBegan = setup == .delaysTouchesBegan
        delaysTouchesEnded = setup == .delaysTouchesEnded
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers += touches.count
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        moves += touches.count
        if setup == .begins { state = state == .possible ? .began : .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers -= touches.count
        if fingers == 0 { state = state == .possible ? .failed : .ended }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesEnded(touches, with: event)
    }

    override func reset() {
        fingers = 0
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        setup == .preventable
    }
}
