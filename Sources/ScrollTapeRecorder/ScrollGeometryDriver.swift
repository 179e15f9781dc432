import ScrollTape

/// What SwiftUI's `ScrollGeometry` (iOS 18: `onScrollGeometryChange(for:of:action:)`) says of a
/// `ScrollView`, in the terms of `UIScrollView`, ScrollTape's state and `AppScrollView`. From
/// Apple's documentation of `ScrollGeometry`:
///
/// | `ScrollGeometry` | here | state path | `AppScrollView` |
/// |---|---|---|---|
/// | `contentOffset` ("may extend before zero … when the content insets are non-zero or when rubber banding": UIKit's convention) | `contentOffset` | `scroll.offset` | `contentOffset` |
/// | `contentSize` | `contentSize` | `scroll.contentSize` | `contentSize` |
/// | `contentInsets` (`top`, `leading`, `bottom`, `trailing`; "adding these insets to the content size … gives the total scrollable space": the inset the range follows, safe area included) | `contentInsets` (`leading` is `left` in a left-to-right layout) | `scroll.adjustedInset` | `adjustedContentInset` (and `contentInset`, with `contentInsetAdjustmentBehavior` `never`) |
/// | `containerSize` ("the overall size of the scroll view") | `containerSize` | the frame's size | `frame.size` |
///
/// `visibleRect` and `bounds` follow from these.
public struct ScrollGeometryValues: Hashable, Sendable {
    /// `contentOffset`, in points (UIKit's convention: it may be below 0 when the insets are not 0
    /// or while rubber banding).
    public var contentOffset: Point
    /// `contentSize`, in points.
    public var contentSize: Size
    /// `top`, `left` (SwiftUI's `leading` in a left-to-right layout), `bottom`, `right`.
    public var contentInsets: EdgeInsets
    /// `containerSize`: the scroll view's frame size, in points.
    public var containerSize: Size

    /// The values `ScrollGeometry` gives, `contentInsets` with `leading` as `left`.
    public init(contentOffset: Point, contentSize: Size, contentInsets: EdgeInsets, containerSize: Size) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The geometry as `observe` values of the primary scroll view (`scroll.offset.x`, `.y`,
    /// `scroll.contentSize.width`, `.height`, `scroll.adjustedInset.top`, `.left`, `.bottom`,
    /// `.right`), or of scroll view `id` of `scrolls`.
    package func observedValues(scrollView id: String? = nil) -> [Value.Member] {
        let prefix = id.map { "scrolls.\($0)." } ?? "scroll."
        return [
            .init(prefix + "offset.x", .number(contentOffset.x)),
            .init(prefix + "offset.y", .number(contentOffset.y)),
            .init(prefix + "contentSize.width", .number(contentSize.width)),
            .init(prefix + "contentSize.height", .number(contentSize.height)),
            .init(prefix + "adjustedInset.top", .number(contentInsets.top)),
            .init(prefix + "adjustedInset.left", .number(contentInsets.left)),
            .init(prefix + "adjustedInset.bottom", .number(contentInsets.bottom)),
            .init(prefix + "adjustedInset.right", .number(contentInsets.right)),
        ]
    }
}

/// SwiftUI's `ScrollPhase` (iOS 18: `onScrollPhaseChange(_:)`), by its cases' names.
public enum ScrollPhaseValue: String, Hashable, Sendable, CaseIterable {
    /// Not scrolling.
    case idle
    /// A finger is down and may begin to scroll.
    case tracking
    /// The user scrolls (a drag).
    case interacting
    /// The content moves on after the finger lifted.
    case decelerating
    /// The app scrolls with animation (`ScrollPosition`, `scrollTo`).
    case animating
}

/// Runs a `ScrollViewDelegate` — the same value a test replays — in a SwiftUI screen,
/// from what SwiftUI tells the screen: `onScrollGeometryChange` (``scrollGeometryDidChange(to:at:)``)
/// and `onScrollPhaseChange` (``scrollPhaseDidChange(to:at:)``), each with when it came. SwiftUI
/// has no `UIScrollViewDelegate`; these two are its callbacks, and the driver makes UIKit's calls
/// of them in UIKit's order, with the replay's own machinery (the same order, the same
/// `scrollViewDidScroll` owed, the same change value applied):
///
/// - a new offset → `scrollViewDidScroll`; new insets → `scrollViewDidChangeAdjustedContentInset`
///   (after the `scrollViewDidScroll` a new offset owes);
/// - `interacting` from `idle` or `tracking` → `scrollViewWillBeginDragging`; from `interacting`
///   to anything else → `scrollViewWillEndDragging` (with the release velocity the driver
///   measures, and the current offset as the target: SwiftUI does not say where a deceleration
///   will end), then `scrollViewDidEndDragging(willDecelerate:)` and, to `decelerating`,
///   `scrollViewWillBeginDecelerating`;
/// - `decelerating` to `idle` → `scrollViewDidEndDecelerating`; `animating` to `idle` →
///   `scrollViewDidEndScrollingAnimation`.
///
/// The velocity is measured, not taken from SwiftUI: Apple documents no unit (nor sign) for
/// `ScrollPhaseChangeContext.velocity`. The driver keeps the content offsets the geometry gave
/// since the drag began, with their times, and estimates the velocity at the lift as the replay
/// estimates a finger's: the least-squares slope over the last 100 ms (`velocityWindow`), zero
/// when the offset rested that long. `scrollViewWillEndDragging` gets it in points per
/// millisecond, the offset's (positive as the offset grows), as UIKit gives it; the pan's
/// `velocity(in:)` is the finger's, in points per second (the opposite sign). Past an edge, where
/// the content moves less than the finger (the rubber band), it is the content's velocity, lower
/// than UIKit's.
///
/// A target the code sets in `scrollViewWillEndDragging` cannot take effect: SwiftUI moves where a
/// scroll comes to rest only through a `ScrollTargetBehavior` (`updateTarget(_:context:)`, iOS 17),
/// which the driver has no part in. The first time the code changes the target, the driver says
/// so as a mistake of the code (a log line and a debug assertion, never a crash in a release
/// build), once for the driver's life: snap with a `ScrollTargetBehavior` on that screen.
///
/// What the code sets is kept for the view to draw: ``headerHeight``, each view's frame, alpha,
/// transform and visibility (``subscript(view:)``), and an offset it asked for
/// (``takeRequestedOffset()``, for the view's `ScrollPosition`). The views are those the app
/// names, as SwiftUI lays them out (their frames in the window's coordinates).
///
/// Platform-neutral (it holds values only): tests run it on Linux from a replay's scroll view,
/// and check that it sets what the replay of the same delegate sets.
public struct ScrollGeometryDriver: AppCodeHost {
    /// The app's code, with UIKit's order of its calls.
    package var appCode: AppCodeRunner
    /// The header's height the code set (nil: the screen has no header).
    public private(set) var headerHeight: Double?
    /// `isScrollEnabled` as the code set it: the SwiftUI view passes its opposite to
    /// `scrollDisabled(_:)`.
    public var isScrollEnabled: Bool { switches.scrollEnabled }
    /// The switches as the code set them (SwiftUI reads `isScrollEnabled` of them).
    private var switches = ScrollViewSwitches()
    private var views: [String: AppView]
    private var requestedOffset: (offset: Point, animated: Bool)?
    private var geometry: ScrollGeometryValues
    private var phase = ScrollPhaseValue.idle
    /// The content offset's recent positions along each axis, at the times the geometry came,
    /// since the drag began: the drag's and the release's velocity.
    private var offsets = (x: FingerSamples(), y: FingerSamples())
    /// Whether the app was told that the code's `targetContentOffset` is dropped (it is told once).
    private var toldTargetIsDropped = false
    private let scrollViewID: String
    private let frameOrigin: Point
    private let bounds: Rect
    private let safeAreaInsets: EdgeInsets
    private let statusBarHeight: Double?
    /// Where the code's mistakes go (an id the screen does not have, a target SwiftUI cannot
    /// follow): a log line and a debug assertion, never a crash in a release build.
    package var misuseReport = MisuseReport.logAndAssert

    /// A driver for the scroll view `scrollViewID` (the recording's id of the list), whose top-left
    /// corner is at `frameOrigin` in the window, now showing `geometry`; `views` are the views the
    /// code reads or changes (by their ids), `headerHeight` the header's height (nil: none);
    /// `bounds`, `safeAreaInsets` and `statusBarHeight` those of the screen.
    public init(
        _ delegate: any ScrollViewDelegate, scrollViewID: String = "list", frameOrigin: Point = .zero,
        geometry: ScrollGeometryValues, views: [AppView] = [], headerHeight: Double? = nil, bounds: Rect,
        safeAreaInsets: EdgeInsets = EdgeInsets(), statusBarHeight: Double? = nil
    ) {
        appCode = AppCodeRunner(delegate, scrollViewCount: 1)
        self.scrollViewID = scrollViewID
        self.frameOrigin = frameOrigin
        self.geometry = geometry
        self.views = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        self.headerHeight = headerHeight
        self.bounds = bounds
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
    }

    /// The app's code, as it is now.
    public var delegate: any ScrollViewDelegate {
        // The runner was made with the delegate, and keeps it.
        appCode.delegate!
    }

    /// The view `id` as the code last set it (as given, if it set nothing). An id that is not one
    /// of the views given is a mistake, reported (a log line and a debug assertion, never a crash
    /// in a release build): it reads as an empty view.
    public subscript(view id: String) -> AppView {
        guard let view = views[id] else {
            misuseReport.report(.unknownView(id, known: views.keys.sorted(), by: "the SwiftUI view"))
            return AppView(id: id, frame: Rect(x: 0, y: 0, width: 0, height: 0))
        }
        return view
    }

    /// The offset the code last asked for (`contentOffset =` or `setContentOffset(_:animated:)`),
    /// once: the SwiftUI view scrolls there (`ScrollPosition.scrollTo(point:)`, with animation if
    /// `animated`).
    public mutating func takeRequestedOffset() -> (offset: Point, animated: Bool)? {
        defer { requestedOffset = nil }
        return requestedOffset
    }

    /// The screen appeared (`onAppear`): `viewDidLayoutSubviews`, then `viewDidAppear`, after the
    /// `scrollViewDidScroll` UIKit makes at the initial offset.
    public mutating func appear() {
        reportScrolls()
        tell(.laidOut, about: .primary)
        tell(.appeared, about: .primary)
    }

    /// SwiftUI's `onScrollGeometryChange`: the scroll view's geometry is now `new`, at `time` (in
    /// seconds, on the clock the phase changes are given on: `CACurrentMediaTime()` on a device).
    public mutating func scrollGeometryDidChange(to new: ScrollGeometryValues, at time: Double) {
        let old = geometry
        geometry = new
        sampleOffset(at: time)
        if new.contentInsets != old.contentInsets { tell(.changedAdjustedInset, about: .primary) }
        reportScrolls()
    }

    /// SwiftUI's `onScrollPhaseChange`: the phase is now `new`, at `time` (in seconds, on the
    /// geometry's clock).
    public mutating func scrollPhaseDidChange(to new: ScrollPhaseValue, at time: Double) {
        let old = phase
        guard new != old else { return }
        if new == .interacting, old == .idle || old == .tracking {
            phase = new
            offsets.x.removeAll()
            offsets.y.removeAll()
            sampleOffset(at: time)
            tell(.beganDragging, about: .primary)
            return
        }
        if old == .interacting {
            release(at: time, into: new)
            return
        }
        phase = new
        if new == .idle, old == .decelerating {
            tell(.stoppedDecelerating, about: .primary)
        } else if new == .idle, old == .animating {
            tell(.finishedAnimation(nil), about: .primary)
        }
    }

    /// The finger lifted at `time` and the scroll view went into phase `new`:
    /// `scrollViewWillEndDragging` with the measured velocity (a target the code changes is
    /// reported, once, and dropped), then `scrollViewDidEndDragging` and what follows it.
    private mutating func release(at time: Double, into new: ScrollPhaseValue) {
        let velocity = offsetVelocity(at: time)
        let pan = PanGesture(velocity: Self.finger(velocity), phase: .ended)
        let proposed = geometry.contentOffset
        let reply = tell(
            .released(velocity: Point(x: velocity.x / 1000 + 0, y: velocity.y / 1000 + 0)), about: .primary,
            pan: pan, reply: DelegateCallOrder.Reply(targetContentOffset: proposed))
        if reply.targetContentOffset != proposed, !toldTargetIsDropped {
            toldTargetIsDropped = true
            misuseReport.report(Self.targetDropped(reply.targetContentOffset, proposed: proposed))
        }
        phase = new
        tell(.settled(decelerates: new == .decelerating), about: .primary, pan: pan)
    }

    /// The code set `targetContentOffset` to `target` where the driver proposed `proposed`.
    private static func targetDropped(_ target: Point, proposed: Point) -> AppCodeMisuse {
        func text(_ point: Point) -> String { "(\(formatNumber(point.x)), \(formatNumber(point.y)))" }
        return AppCodeMisuse(
            subject: "targetContentOffset",
            "the app's code sets targetContentOffset to \(text(target)) in scrollViewWillEndDragging "
                + "(proposed \(text(proposed))), which a SwiftUI ScrollView does not follow: the target is "
                + "dropped and the list comes to rest where SwiftUI decides. SwiftUI changes where a scroll "
                + "ends only through a ScrollTargetBehavior (updateTarget(_:context:), set with "
                + ".scrollTargetBehavior(_:), iOS 17): snap there, and give this screen a delegate that "
                + "leaves the target alone (reported once per driver)")
    }

    /// Takes the current content offset as a sample at `time`.
    private mutating func sampleOffset(at time: Double) {
        let window = ScrollConfiguration.defaultVelocityWindow
        offsets.x.append(time: time, position: geometry.contentOffset.x, window: window)
        offsets.y.append(time: time, position: geometry.contentOffset.y, window: window)
    }

    /// The finger's velocity for the content offset's `velocity`: the opposite sign (`+ 0` makes no
    /// motion 0, not −0).
    private static func finger(_ velocity: Point) -> Point {
        Point(x: -velocity.x + 0, y: -velocity.y + 0)
    }

    /// The content offset's velocity at `time`, in points per second (positive as the offset
    /// grows), from its samples of the last 100 ms; zero with fewer than two there.
    private func offsetVelocity(at time: Double) -> Point {
        let window = ScrollConfiguration.defaultVelocityWindow
        return Point(
            x: offsets.x.velocity(at: time, window: window), y: offsets.y.velocity(at: time, window: window))
    }

    // MARK: The host

    package var appScrollViewIDs: Range<ScrollViewID> { ScrollViewID.primary..<ScrollViewID(1) }

    package var appHeaderViewID: String? { nil }

    package func appContentOffset(of id: ScrollViewID) -> Point { geometry.contentOffset }

    package func appIsDecelerating(_ id: ScrollViewID) -> Bool { phase == .decelerating }

    package func appScreen(about id: ScrollViewID, pan: PanGesture?) -> AppScreen {
        AppScreen(
            scrollViews: [scrollView], current: 0, views: views, headerHeight: headerHeight,
            safeAreaInsets: safeAreaInsets, statusBarHeight: statusBarHeight, bounds: bounds)
    }

    /// Keeps what the code changed for the view to draw: the header's height, the views, the offset
    /// it asked for (SwiftUI gives the insets: the code's are not the view's to set).
    package mutating func apply(_ change: AppScreenChange, at time: Double?) -> [ScrollViewID] {
        if let height = change.headerHeight { headerHeight = height }
        for view in change.views {
            if let laidOut = views[view.id] { views[view.id] = view.change.applied(to: laidOut) }
        }
        if let switches = change.scrollViews.first?.switches { self.switches = switches }
        switch change.scrollViews.first?.offset {
        case .assigned(let offset)?: requestedOffset = (offset, false)
        case .set(let offset, let animated)?: requestedOffset = (offset, animated)
        case nil: break
        }
        return []
    }

    package mutating func report(_ misuses: [AppCodeMisuse]) {
        for misuse in misuses { misuseReport.report(misuse) }
    }

    /// The scroll view as the code reads it: the geometry, the phase's flags, and while the user
    /// drags, the pan's velocity (the finger's: the offset's at the newest sample, reversed).
    private var scrollView: AppScrollView {
        var fingerVelocity = Point.zero
        if phase == .interacting, let newest = offsets.y.last?.time {
            fingerVelocity = Self.finger(offsetVelocity(at: newest))
        }
        var flags: ScrollFlags = []
        if phase == .tracking || phase == .interacting { flags.insert(.tracking) }
        if phase == .interacting { flags.insert(.dragging) }
        if phase == .decelerating { flags.insert(.decelerating) }
        let size = geometry.containerSize
        return AppScrollView(
            id: scrollViewID, contentOffset: geometry.contentOffset, contentSize: geometry.contentSize,
            frame: Rect(x: frameOrigin.x, y: frameOrigin.y, width: size.width, height: size.height),
            contentInset: geometry.contentInsets, adjustedContentInset: geometry.contentInsets,
            insetAdjustment: .never, indicatorInsets: (EdgeInsets(), EdgeInsets()),
            safeAreaInsets: EdgeInsets(),
            flags: flags,
            pan: PanGesture(velocity: fingerVelocity, phase: phase == .interacting ? .changed : .possible),
            switches: switches)
    }
}
