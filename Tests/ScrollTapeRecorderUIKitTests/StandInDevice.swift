import Foundation
import ScrollTape
import ScrollTapeExamples
import ScrollTapeRecorder
import Testing
import UIKitAdapterOnStandIn
import UIKitStandIn

/// A phone made of the stand-in: fingers touch the window through `UIWindow.sendEvent(_:)`, the
/// display refreshes through `StandIn.refreshDisplay`, and ScrollTape's model is the physics
/// behind the views — every touch and refresh is applied to a `World`, and the list's
/// `contentOffset` and the header's height are set from it, as UIKit's scroll view and the app's
/// header code would set them. The recorder, if started, sees only what the app's views and
/// UIKit give it.
///
/// With `headerConstraint`, the header is driven as apps usually drive it: the app's
/// `scrollViewDidScroll` sets the constant of the header's height constraint (`ConstraintHeader`),
/// and the view takes that height only at the layout pass of the run loop's turn.
@MainActor
final class StandInDevice {
    let screen: StandInScreen
    private(set) var world: World
    private(set) var recorder: WindowRecorder?
    /// The system uptime at t = 0.
    let boot = 4_321.5
    private(set) var t = 0.0
    /// Added to the header's height the screen shows, given the state (a jittering header).
    var jitter: (World) -> Double = { _ in 0 }
    /// Every touch sample sent, in order.
    private(set) var sent: [TouchSample] = []
    /// Display refreshes so far, and how many of them had a finger down.
    private(set) var refreshes = 0
    private(set) var refreshesWithFingersDown = 0
    private let fingers: Fingers
    /// The app's header code, when the header follows a height constraint.
    let constraintHeader: ConstraintHeader?
    /// The header as the app means it.
    let headerSpec: ScrollTapeRecorder.Header
    /// The view controller that forwards the list's callbacks to the app's code, if it runs some.
    let viewController: BridgedViewController?

    /// The screen, its model, and (with a `path`) a recorder started on it at t = 0.
    /// With `appCode`, the app's `ScrollViewDelegate` runs in the app through the bridge
    /// (`BridgedViewController`), driving the header's height constraint and the views.
    init(
        screen: StandInScreen = StandInScreen(), recordingTo path: String?, headerConstraint: Bool = false,
        appCode: (any ScrollViewDelegate)? = nil
    ) throws {
        self.screen = screen
        fingers = Fingers(on: screen.window)
        constraintHeader = headerConstraint && appCode == nil ? ConstraintHeader(screen) : nil
        viewController = appCode.map { BridgedViewController(screen, delegate: $0) }
        // The constraint's code expands the header only near the top of the list: `pinned`.
        headerSpec =
            headerConstraint || appCode != nil
            ? ScrollTapeRecorder.Header(view: screen.header, behavior: .pinned, minHeight: 48, maxHeight: 148)
            : screen.headerSpec
        StandIn.now = boot
        let otherScrollViews = screen.carousel.map { [$0] } ?? []
        var snapshot = try ScreenSnapshot(
            window: screen.window, scrollView: screen.list, otherScrollViews: otherScrollViews,
            header: headerSpec)
        if let bar = screen.navigationBar, let underline = screen.underline {
            snapshot.effects = [
                .navigationBar(NavigationBarEffect(view: bar.accessibilityIdentifier!, distance: 100)),
                .tabs(
                    TabsEffect(
                        view: underline.accessibilityIdentifier!, scrollViewID: "carousel",
                        tabs: screen.tabs.map { $0.accessibilityIdentifier! }, tabWidth: 138)),
            ]
        }
        let session = try RecordingReader.parse(
            Array((snapshot.sessionLine + "\n").utf8), path: "session.jsonl")
        world = World(scene: session.recording.scene)
        if screen.list.contentOffset.y != world.scroll.offset.y {
            world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: Double(screen.list.contentOffset.y)))))
        }
        show()
        if let path {
            // The views the app's code moves or fades are observed with the list and the header.
            recorder = try ScrollTapeRecorder.start(
                window: screen.window, scrollView: screen.list, otherScrollViews: otherScrollViews,
                header: headerSpec, effects: screen.effectSpecs, file: path,
                observing: appCode == nil ? [] : [screen.title])
        }
    }

    /// Fingers that change together, in one event: each `(finger, phase, x, y)`.
    func touch(_ changes: [Fingers.Change]) {
        for change in changes {
            world.apply(
                Event(
                    t: t, .touch(id: change.finger, phase: change.phase, at: Point(x: change.x, y: change.y)))
            )
            sent.append(TouchSample(id: change.finger, phase: change.phase, x: change.x, y: change.y, t: t))
        }
        show()
        fingers.send(changes, at: boot + t)
    }

    func touch(_ finger: Int, _ phase: TouchPhase, x: Double = 200, y: Double) {
        touch([(finger, phase, x, y)])
    }

    /// `count` display refreshes, `interval` apart: the model advances, the views show it, and
    /// every display link in a running run-loop mode fires (the tracking mode while a finger is
    /// down, as UIKit runs it while a finger drags the list).
    func frames(_ count: Int, every interval: Double = 1.0 / 60) {
        for _ in 0..<count {
            let shown = t
            t += interval
            world.apply(Event(t: t, .frame))
            show()
            refreshes += 1
            if fingers.areDown { refreshesWithFingersDown += 1 }
            StandIn.refreshDisplay(
                timestamp: boot + shown, targetTimestamp: boot + t,
                runLoopMode: fingers.areDown ? .tracking : .default)
        }
    }

    /// The app sets the list's `contentInset` (and the model takes the adjusted inset it gives, as
    /// the session line describes the list: `insetAdjustment` `never`).
    func appSetsContentInset(_ inset: UIEdgeInsets) {
        screen.list.contentInset = inset
        let adjusted = screen.list.adjustedContentInset
        let insets = EdgeInsets(
            top: Double(adjusted.top), left: Double(adjusted.left), bottom: Double(adjusted.bottom),
            right: Double(adjusted.right))
        world.apply(Event(t: t, .inset(InsetChange(inset: insets))))
        show()
    }

    /// The keyboard shows (`height` > 0) or hides, as the system tells the app
    /// (`keyboardWillChangeFrameNotification`, its end frame in the screen's coordinates, boxed as
    /// UIKit boxes it), with the model's `keyboard` event (for the row being edited, if `editing`).
    func keyboard(height: Double, duration: Double = 0.25, editing: Int? = nil) {
        let window = screen.window.bounds
        let end = CGRect(
            x: 0, y: window.height - CGFloat(height), width: window.width, height: CGFloat(height))
        world.apply(
            Event(t: t, .keyboard(KeyboardChange(height: height, duration: duration, editingItem: editing))))
        StandIn.now = boot + t
        StandIn.postKeyboardWillChangeFrame(end: end, duration: duration)
        show()
    }

    /// The system posts a keyboard frame as it is (`end`, in the screen's coordinates; `isLocal`
    /// false: another app's keyboard), the model untouched: what the recorder makes of it.
    func systemKeyboard(end: CGRect, isLocal: Bool = true) {
        StandIn.now = boot + t
        StandIn.postKeyboardWillChangeFrame(end: end, duration: 0.25, isLocal: isLocal)
    }

    /// The app's batch update of its table (the list of a screen in sections), as apps write it:
    /// inside `performBatchUpdates`, the data changes, the table is told the index paths, and so is
    /// the recorder. `inserting` gives each new row's height. The model takes the same `update`.
    func appUpdatesRows(
        deleting: [IndexPath], inserting: [(path: IndexPath, height: CGFloat)]
    ) throws {
        let table = try #require(screen.list as? UITableView)
        let data = try #require(screen.tableData)
        table.performBatchUpdates {
            for path in deleting.sorted(by: >) { data.sections[path.section].rows.remove(at: path.row) }
            for row in inserting.sorted(by: { $0.path < $1.path }) {
                data.sections[row.path.section].rows.insert(row.height, at: row.path.row)
            }
            table.deleteRows(at: deleting, with: .automatic)
            table.insertRows(at: inserting.map(\.path), with: .automatic)
            self.recorder?.update(table, deletingRows: deleting, insertingRows: inserting.map(\.path))
        }
        let change = SectionChange(
            deletedRows: deleting.map { SectionChange.RowPath(section: $0.section, row: $0.row) },
            insertedRows: inserting.map {
                SectionChange.InsertedRow(
                    SectionChange.RowPath(section: $0.path.section, row: $0.path.row),
                    length: Double($0.height))
            })
        world.apply(Event(t: t, .update(ItemUpdate(sectionChange: change))))
        show()
    }

    /// The user taps the text field in a row of the table: it becomes first responder (the
    /// keyboard's notification follows, `keyboard(height:duration:editing:)`).
    func editText(inRow path: IndexPath) throws {
        let table = try #require(screen.list as? UITableView)
        let field = UITextField(frame: table.rectForRow(at: path).insetBy(dx: 16, dy: 8))
        table.addSubview(field)
        field.becomeFirstResponder()
    }

    /// The window turns or resizes (`size`, its new safe area and status bar): the views follow it
    /// as their autoresizing makes them (the view controller's view, the list and the header's
    /// width); UIKit gives the list the adjusted inset of the new safe area and keeps a list at its
    /// top at its top. The model takes the same `safeArea`, `inset` and (at the top) `scroll`.
    func rotate(to size: CGSize, safeArea: UIEdgeInsets, statusBar: CGFloat) {
        let wasAtTop = screen.list.contentOffset.y == -screen.list.adjustedContentInset.top
        screen.window.frame = CGRect(origin: .zero, size: size)
        screen.window.standInSafeAreaInsets = safeArea
        screen.scene.statusBarManager?.statusBarFrame = CGRect(
            x: 0, y: 0, width: size.width, height: statusBar)
        screen.root.frame = screen.window.bounds
        screen.list.frame = screen.root.bounds
        screen.list.contentSize.width = size.width
        screen.header.frame.size.width = size.width
        let window = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        world.apply(
            Event(
                t: t,
                .safeArea(
                    SafeAreaChange(
                        width: window.width, height: window.height,
                        safeArea: EdgeInsets(
                            top: Double(safeArea.top), left: Double(safeArea.left),
                            bottom: Double(safeArea.bottom),
                            right: Double(safeArea.right)),
                        statusBar: Double(statusBar), frames: ["window.0": window, "list": window]))))
        let adjusted = screen.list.adjustedContentInset
        world.apply(
            Event(
                t: t,
                .inset(
                    InsetChange(
                        inset: EdgeInsets(
                            top: Double(adjusted.top), left: Double(adjusted.left),
                            bottom: Double(adjusted.bottom),
                            right: Double(adjusted.right))))))
        if wasAtTop {
            world.apply(Event(t: t, .scroll(.absolute(x: nil, y: -Double(adjusted.top)))))
        }
        show()
    }

    /// The app scrolls the list (`setContentOffset(_:animated:)`, `scrollToRow`): the model's
    /// `scrollTo`, shown from the next refresh.
    func appScrolls(to y: Double, animated: Bool) {
        world.apply(Event(t: t, .scrollTo(ScrollRequest(.offset(x: nil, y: y), animated: animated))))
        show()
    }

    /// The status bar was tapped: UIKit asks `bridge` (the delegate's
    /// `scrollViewShouldScrollToTop`) now and, if it answers true, scrolls the list to its top,
    /// animated (the model's `scrollTo` with `top`, shown from the next refresh). Its answer.
    func statusBarTapped(asking bridge: ScrollViewDelegateBridge) -> Bool {
        StandIn.now = boot + t
        guard bridge.scrollViewShouldScrollToTop(screen.list) else { return false }
        world.apply(Event(t: t, .scrollTo(ScrollRequest(.top, animated: true))))
        show()
        return true
    }

    /// The app moves the carousel (`setContentOffset(_:animated:)` without animation): the model's
    /// `scrollTo` of the carousel.
    func appScrollsCarousel(to x: Double) {
        world.apply(
            Event(
                t: t, .scrollTo(ScrollRequest(.offset(x: x, y: nil), animated: false, scrollView: "carousel"))
            ))
        show()
    }

    /// A swipe to the left across the carousel (250 pt in ten samples, a refresh before each move):
    /// enough to page it on.
    func swipeCarouselLeft(_ finger: Int) {
        touch(finger, .began, x: 350, y: 770)
        for step in 1...10 {
            frames(1)
            touch(finger, .moved, x: 350 - 25 * Double(step), y: 772)
        }
        touch(finger, .ended, x: 100, y: 772)
    }

    /// A finger down at `y`, moving by `step` points per sample every `interval`, `samples` times,
    /// with a display refresh after each sample, then (after `rest` refreshes) lifted.
    func drag(
        _ finger: Int, from y: Double, step: Double, samples: Int, interval: Double = 1.0 / 60, rest: Int = 0
    ) {
        var y = y
        touch(finger, .began, y: y)
        for _ in 0..<samples {
            frames(1, every: interval)
            y += step
            touch(finger, .moved, y: y)
        }
        frames(rest)
        touch(finger, .ended, y: y)
    }

    /// A drag as a device delivers it: a 60-Hz display and a finger sampled at 120 Hz. Each
    /// refresh at vsync V shows what the samples delivered so far did and appears at V + 1/60
    /// (its `targetTimestamp`); the finger's samples at V + 1/120 and V + 2/120 are delivered after
    /// it. The model takes every sample at its own time. The finger moves by each of `steps` in
    /// turn, lifting at the last.
    func deviceTimedDrag(_ finger: Int, from y: Double, steps: [Double]) {
        var y = y
        touch(finger, .began, y: y)
        for (index, step) in steps.enumerated() {
            if index.isMultiple(of: 2) {
                refreshes += 1
                refreshesWithFingersDown += 1
                StandIn.refreshDisplay(
                    timestamp: boot + t, targetTimestamp: boot + t + 1.0 / 60, runLoopMode: .tracking)
            }
            t += 1.0 / 120
            y += step
            touch(finger, index == steps.count - 1 ? .ended : .moved, y: y)
        }
    }

    /// Sets the views from the model: the list's offset, and the header's height (plus jitter),
    /// unless the app's code drives it through its constraint.
    private func show() {
        Self.scroll(screen.list, as: world.scroll)
        // The views the effects change, where the model has them (their parent is the window's
        // view, at the window's origin).
        let state = world.state
        for view in [screen.navigationBar, screen.underline].compactMap({ $0 }) {
            let id = view.accessibilityIdentifier ?? ""
            func number(_ key: String) -> CGFloat {
                guard case .number(let value)? = state[path: StatePath("views.\(id).\(key)")] else {
                    return .nan
                }
                return CGFloat(value)
            }
            view.frame = CGRect(
                x: number("x"), y: number("y"), width: number("width"), height: number("height"))
            view.alpha = number("alpha")
        }
        if let carousel = screen.carousel, let id = world.scrollViewID(of: "carousel") {
            Self.scroll(carousel, as: world.scrollViews[id].state)
        }
        if constraintHeader == nil, viewController == nil, let header = world.header {
            screen.header.frame.size.height = CGFloat(header.height + jitter(world))
        }
    }
}

extension StandInDevice {
    /// Moves `scrollView` as UIKit's own scrolling would, to the model's `state`: its offset and
    /// motion, and the velocity the finger left it with (UIKit's points per millisecond), so that
    /// it makes the delegate's callbacks in UIKit's order with UIKit's flags.
    static func scroll(_ scrollView: UIScrollView, as state: ScrollState) {
        let motion: UIScrollView.StandInMotion =
            switch state.mode {
            case .idle: .idle
            case .tracking: .tracking
            case .dragging: .dragging
            case .decelerating, .bouncing, .snapping: .decelerating
            case .scrollingTo: .animating
            }
        scrollView.standInScroll(
            to: CGPoint(x: state.offset.x, y: state.offset.y), motion,
            velocity: CGPoint(x: state.velocity.x / 1000, y: state.velocity.y / 1000))
    }
}

/// The app's collapsing header as apps write it: a height constraint on the header view, whose
/// constant `scrollViewDidScroll` sets from the offset (148 at the top of the range, down to the
/// status bar's 48; pulled past the top it stays 148).
@MainActor
final class ConstraintHeader: UIScrollViewDelegate {
    let height: NSLayoutConstraint

    init(_ screen: StandInScreen) {
        height = screen.header.heightAnchor.constraint(equalToConstant: 148)
        height.isActive = true
        screen.list.delegate = self
        screen.window.layoutIfNeeded()
    }

    /// The height the code gives the header at `offset`.
    static func height(at offset: Double) -> Double {
        min(148, max(48, -offset))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        height.constant = CGFloat(Self.height(at: Double(scrollView.contentOffset.y)))
    }
}

/// The app's view controller when its scroll code is a `ScrollViewDelegate` run in the app: it
/// forwards the list's callbacks to the bridge, which drives the header's height
/// constraint, the title and the back button.
@MainActor
final class BridgedViewController: UIScrollViewDelegate {
    let height: NSLayoutConstraint
    let bridge: ScrollViewDelegateBridge

    init(_ screen: StandInScreen, delegate: any ScrollViewDelegate) {
        height = screen.header.heightAnchor.constraint(equalToConstant: 148)
        height.isActive = true
        bridge = ScrollViewDelegateBridge(
            delegate, window: screen.window, scrollViews: [screen.list], views: [screen.title, screen.back],
            header: (screen.header, height))
        screen.list.delegate = self
        screen.window.layoutIfNeeded()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        bridge.scrollViewDidScroll(scrollView)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        bridge.scrollViewDidChangeAdjustedContentInset(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        bridge.scrollViewWillBeginDragging(scrollView)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        bridge.scrollViewWillEndDragging(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        bridge.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        bridge.scrollViewWillBeginDecelerating(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        bridge.scrollViewDidEndDecelerating(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        bridge.scrollViewDidEndScrollingAnimation(scrollView)
    }
}
