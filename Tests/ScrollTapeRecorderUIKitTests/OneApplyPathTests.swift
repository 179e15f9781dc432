import Foundation
import ScrollTape
import ScrollTapeRecorder
import Testing
import UIKitAdapterOnStandIn
import UIKitStandIn

/// The app's code has one apply path (FORMAT.md "What the code changes"): the replay, the UIKit
/// bridge and the SwiftUI driver make the same calls of one delegate and apply the same change
/// values.
@MainActor
@Suite struct OneApplyPathTests {
    /// A collapsing header as apps write it: the header, the title's alpha and the back button's
    /// frame follow the offset; a release without velocity between collapsed and expanded snaps with
    /// an animated scroll, a flick snaps its target; when the snap ends a toolbar takes the bottom
    /// (the content and indicator insets).
    struct SnappingHeader: ScrollViewDelegate {
        var toolbarShown = false

        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            let list = screen.scrollView
            let height = min(148, max(48, 148 - (list.contentOffset.y + list.adjustedContentInset.top)))
            screen.headerHeight = height
            screen[view: "title"].alpha = (height - 48) / 100
            screen[view: "back"].frame.x = 8 + (148 - height) / 4
        }

        mutating func scrollViewWillEndDragging(
            _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            let top = -screen.scrollView.adjustedContentInset.top
            guard abs(velocity.y) > 0.1, targetContentOffset.y > top, targetContentOffset.y < top + 100 else {
                return
            }
            targetContentOffset.y = velocity.y > 0 ? top + 100 : top
        }

        mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool) {
            guard !decelerate, let height = screen.headerHeight, height > 48, height < 148 else { return }
            let top = -screen.scrollView.adjustedContentInset.top
            screen.scrollView.setContentOffset(Point(x: 0, y: height > 98 ? top : top + 100), animated: true)
        }

        mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen) {
            guard !toolbarShown else { return }
            toolbarShown = true
            screen.scrollView.contentInset = EdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
            screen.scrollView.verticalScrollIndicatorInsets = EdgeInsets(
                top: 100, left: 0, bottom: 44, right: 0)
        }
    }

    /// A call a back end made, and when.
    typealias TimedCall = (call: AppScreenChange.Call, time: Double)

    /// The calls a back end makes, as the watcher sees them, each with the time it was made at.
    final class Watch: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [TimedCall] = []
        private var now = 0.0

        /// The calls `body` makes.
        static func calls(_ body: () -> Void) -> [AppScreenChange.Call] {
            timedCalls { _ in body() }.map(\.call)
        }

        /// The calls `body` makes, each at the time `body` last gave to the function it is handed.
        static func timedCalls(_ body: (_ setTime: (Double) -> Void) -> Void) -> [TimedCall] {
            let watch = Watch()
            AppScreenChange.watcher.withValue({ call in
                watch.lock.withLock { watch.calls.append((call, watch.now)) }
            }) {
                body { time in watch.lock.withLock { watch.now = time } }
            }
            return watch.lock.withLock { watch.calls }
        }
    }

    /// A call (with the velocity of a `willEndDragging`) and what it changed.
    static func entry(_ call: AppScreenChange.Call) -> String {
        "\(call.callback): \(call.change)"
    }

    /// The replay of a drag that stops between collapsed and expanded and lifts: the header follows,
    /// the code snaps with an animated scroll, the toolbar comes when it ends. Each call with the
    /// time of the event that made it.
    static func replayCalls() throws -> [TimedCall] {
        let scene = try RecordingReader.read(path: "recordings/iphone11-collapsing-header.jsonl").recording
            .scene
        return Watch.timedCalls { setTime in
            var world = World(scene: scene, delegate: SnappingHeader())
            func apply(_ event: Event) {
                setTime(event.t)
                world.apply(event)
            }
            var t = 0.5
            apply(Event(t: t, .touch(id: 1, phase: .began, at: Point(x: 200, y: 600))))
            for step in 1...15 {
                t += 1.0 / 60
                apply(Event(t: t, .touch(id: 1, phase: .moved, at: Point(x: 200, y: 600 - 4 * Double(step)))))
            }
            for _ in 1...12 {
                t += 1.0 / 60
                apply(Event(t: t, .touch(id: 1, phase: .moved, at: Point(x: 200, y: 540))))
            }
            apply(Event(t: t, .touch(id: 1, phase: .ended, at: Point(x: 200, y: 540))))
            for _ in 1...30 {
                t += 1.0 / 60
                apply(Event(t: t, .frame))
            }
        }
    }

    @Test func theReplayTheBridgeAndTheDriverApplyTheSameChanges() throws {
        let timedReplay = try Self.replayCalls()
        let replay = timedReplay.map(\.call)
        let names = replay.map { "\($0.callback)" }
        // The gesture the test means: the code is called as the header test needs it.
        #expect(names.prefix(3) == ["didScroll", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(names.contains("willBeginDragging"))
        // The finger rested before it lifted: no release velocity.
        #expect(replay.contains { if case .willEndDragging(.zero) = $0.callback { true } else { false } })
        #expect(names.contains("didEndDragging(willDecelerate: false)"))
        #expect(names.contains("didEndScrollingAnimation"))
        #expect(names.contains("didChangeAdjustedContentInset"))
        #expect(
            replay.contains {
                if case .set(_, animated: true)? = $0.change.scrollViews.first?.offset { true } else { false }
            })
        #expect(replay.contains { $0.change.views.contains { $0.id == "back" && $0.change.frame != nil } })
        #expect(replay.contains { $0.change.scrollViews.first?.contentInset != nil })

        let bridged = Self.bridgeCalls(following: replay)
        #expect(bridged.map(Self.entry) == replay.map(Self.entry))
        // SwiftUI asks no pan whether it should begin: the driver makes every other call.
        let driven = Self.driverCalls(following: timedReplay)
        #expect(driven.map(Self.entry) == replay.filter { $0.callback != .panShouldBegin }.map(Self.entry))
    }

    static func rect(_ rect: CGRect) -> Rect {
        Rect(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }

    /// Whether a frame the bridge set reads back as the replay's. UIKit keeps a view's `center`,
    /// not its frame's origin, so a frame set comes back as `center` less half the size: the same
    /// numbers up to that rounding (one unit in the last place), as on a device.
    static func isSame(_ shown: Rect, _ replayed: Rect) -> Bool {
        [
            (shown.x, replayed.x), (shown.y, replayed.y), (shown.width, replayed.width),
            (shown.height, replayed.height),
        ]
        .allSatisfy { Tolerance.isWithin(0, $0, $1) }
    }

    static func insets(_ insets: UIEdgeInsets) -> EdgeInsets {
        EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// The bridge on stand-in views laid out as the replay's screen (the list's content inset 0 in
    /// a safe area of 148 at the top, as the session's additional safe area makes it), called as
    /// UIKit calls it in the replay's calls: the list at the offset UIKit's motion left it.
    static func bridgeCalls(following replay: [AppScreenChange.Call]) -> [AppScreenChange.Call] {
        let scene = UIWindowScene(standInStatusBarFrame: CGRect(x: 0, y: 0, width: 414, height: 48))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        window.windowScene = scene
        window.standInSafeAreaInsets = UIEdgeInsets(top: 148, left: 0, bottom: 34, right: 0)
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let list = UIScrollView(frame: root.bounds)
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 414, height: 40 * 88)
        root.addSubview(list)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 148))
        header.accessibilityIdentifier = "header"
        root.addSubview(header)
        let back = UIButton(frame: CGRect(x: 8, y: 52, width: 44, height: 44))
        back.accessibilityIdentifier = "back"
        header.addSubview(back)
        let title = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
        title.accessibilityIdentifier = "title"
        header.addSubview(title)
        let height = header.heightAnchor.constraint(equalToConstant: 148)
        let bridge = ScrollViewDelegateBridge(
            SnappingHeader(), window: window, scrollViews: [list], views: [back, title],
            header: (header, height))
        return Watch.calls {
            for call in replay {
                // What the bridge applied so far is what the replay applied (on the views themselves).
                var screen = call.before
                let (appBack, appTitle) = (screen[view: "back"], screen[view: "title"])
                #expect(Double(height.constant) == screen.headerHeight)
                #expect(Self.isSame(Self.rect(back.frame), appBack.frame))
                #expect(Double(title.alpha) == appTitle.alpha)
                #expect(Self.insets(list.contentInset) == screen.scrollView.contentInset)
                #expect(
                    Self.insets(list.verticalScrollIndicatorInsets)
                        == screen.scrollView.verticalScrollIndicatorInsets)
                let offset = call.before.scrollView.contentOffset
                list.contentOffset = CGPoint(x: offset.x, y: offset.y)
                switch call.callback {
                case .didScroll: bridge.scrollViewDidScroll(list)
                case .willBeginDragging: bridge.scrollViewWillBeginDragging(list)
                case .willEndDragging(let velocity):
                    var target = CGPoint(x: offset.x, y: offset.y)
                    bridge.scrollViewWillEndDragging(
                        list, withVelocity: CGPoint(x: velocity.x, y: velocity.y),
                        targetContentOffset: &target)
                case .didEndDragging(let decelerate):
                    bridge.scrollViewDidEndDragging(list, willDecelerate: decelerate)
                case .willBeginDecelerating: bridge.scrollViewWillBeginDecelerating(list)
                case .didEndDecelerating: bridge.scrollViewDidEndDecelerating(list)
                case .didEndScrollingAnimation: bridge.scrollViewDidEndScrollingAnimation(list)
                case .didChangeAdjustedContentInset: bridge.scrollViewDidChangeAdjustedContentInset(list)
                case .viewDidLayoutSubviews: bridge.viewDidLayoutSubviews()
                case .viewDidAppear: bridge.viewDidAppear()
                case .panShouldBegin: _ = bridge.gestureRecognizerShouldBegin(list.panGestureRecognizer)
                default: Issue.record("the replay made \(call.callback), which this test does not expect")
                }
            }
        }
    }

    /// The SwiftUI driver told what SwiftUI reports of the replay's list at its calls, at their
    /// times: the geometry (a `didScroll`, a changed inset) and the phase (a drag begins, the finger
    /// lifts, a motion ends). The driver measures the release velocity from those offsets and
    /// times, as it does on a device, and its delegate sees the replay's (zero: the finger rested).
    static func driverCalls(following timedReplay: [TimedCall]) -> [AppScreenChange.Call] {
        let replay = timedReplay.map(\.call)
        func geometry(_ call: AppScreenChange.Call) -> ScrollGeometryValues {
            let list = call.before.scrollView
            return ScrollGeometryValues(
                contentOffset: list.contentOffset, contentSize: list.contentSize,
                contentInsets: list.adjustedContentInset,
                containerSize: Size(width: list.frame.width, height: list.frame.height))
        }
        guard let first = replay.first else { return [] }
        var screen = first.before
        var driver = ScrollGeometryDriver(
            SnappingHeader(), geometry: geometry(first),
            views: ["back", "title"].map { screen[view: $0] }, headerHeight: screen.headerHeight,
            bounds: screen.bounds, safeAreaInsets: screen.safeAreaInsets,
            statusBarHeight: screen.statusBarHeight)
        return Watch.calls {
            driver.appear()
            for (position, (call, time)) in timedReplay.enumerated().dropFirst(3) {
                switch call.callback {
                case .didScroll, .didChangeAdjustedContentInset, .willBeginDragging:
                    // What the driver kept so far is what the replay applied.
                    var screen = call.before
                    #expect(driver.headerHeight == screen.headerHeight)
                    #expect(driver[view: "back"] == screen[view: "back"])
                    // The title is pinned to the header's bottom: the replay lays its frame out.
                    #expect(driver[view: "title"].alpha == screen[view: "title"].alpha)
                default: break
                }
                switch call.callback {
                case .didScroll, .didChangeAdjustedContentInset:
                    driver.scrollGeometryDidChange(to: geometry(call), at: time)
                case .willBeginDragging: driver.scrollPhaseDidChange(to: .interacting, at: time)
                case .willEndDragging:
                    // What the finger's lift leads to: SwiftUI's phase after it.
                    let next = replay[(position + 1)...].first {
                        if case .didEndDragging = $0.callback { true } else { false }
                    }
                    let phase: ScrollPhaseValue =
                        switch (next?.callback, next?.change.scrollViews.first?.offset) {
                        case (.didEndDragging(willDecelerate: true)?, _): .decelerating
                        case (_, .set(_, animated: true)?): .animating
                        default: .idle
                        }
                    driver.scrollPhaseDidChange(to: phase, at: time)
                case .didEndDragging, .willBeginDecelerating: break  // with the lift
                case .didEndDecelerating, .didEndScrollingAnimation:
                    driver.scrollPhaseDidChange(to: .idle, at: time)
                case .panShouldBegin: break
                default: Issue.record("the replay made \(call.callback), which this test does not expect")
                }
            }
        }
    }
}
