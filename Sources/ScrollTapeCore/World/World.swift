/// The whole replayed state at one index: the fold of the events before it (FORMAT.md "State and state paths").
///
/// A small value: copying it is a checkpoint. `apply(_:)` is the one pure reducer: it first
/// advances all motion to the event's time, then handles the event.
public struct World: Hashable, Sendable {
    /// The screen: the scene as laid out now (shared by every state of one replay) and the
    /// keyboard over it; it answers the lookups by id.
    package internal(set) var screen: Screen
    /// The number of events applied.
    public internal(set) var index: Int
    /// The time of the last event applied, in seconds.
    public internal(set) var t: Double
    /// The scene's scroll views: the primary (the one the header follows) first, then `scrolls`.
    package internal(set) var scrollViews: ScrollViewMachines
    /// The header machine: its height and its behaviour (nil when the scene has no header).
    public internal(set) var header: HeaderState?
    /// The fingers down and what the touches fired.
    package internal(set) var fingers: Fingers
    /// The app's code the replay runs (the views that follow a scroll view, its header behaviour,
    /// its `ScrollViewDelegate`) with what it set.
    package var appCode: AppCodeRunner
    /// What the last event did (scratch handed out by `apply(_:)`, not part of the state).
    @usableFromInline var scratch: EventScratch

    /// The state at index 0, with the app's own code if given: `header` as the header's behaviour
    /// (nil: the built-in one the scene names; ignored when the scene has no header), `hitTests`,
    /// `hitTest(_:with:)` overrides by view id (views without one hit-test as their `passThrough`
    /// declares), and `effects`, the views that follow the scrolling (nil: the scene's `effects`).
    ///
    /// As UIKit lays the screen out, the lists are moved to their initial offsets (minOffset) and
    /// the header code sees it (`didScroll`), then the view appears (`didAppear`); the effects see
    /// the initial offsets. A `delegate` (the app's `ScrollViewDelegate`) hears each scroll view's
    /// `scrollViewDidScroll` at its initial offset, then `viewDidLayoutSubviews` and `viewDidAppear`;
    /// with a delegate and no `header`, the header keeps the height the delegate sets (the session's
    /// built-in behaviour does not run).
    ///
    /// An id in `hitTests`, or an effect's scroll view or view, that the scene does not have is the
    /// code's mistake: left out, and reported by a replay at index 0.
    package init(
        scene: Scene, header: (any HeaderBehavior)? = nil, hitTests: [String: any HitTestOverride] = [:],
        effects: [any ViewEffect]? = nil, delegate: (any ScrollViewDelegate)? = nil
    ) {
        self.init(
            scene: scene, header: header, hitTests: hitTests, effects: effects, delegate: delegate,
            codeName: nil)
    }

    /// `init(scene:header:hitTests:effects:delegate:)` with the name of the app's code, which
    /// chooses the `expect` lines the replay checks (``AppCode/name``); `builtInEffectsAsOwn` runs
    /// the built-in effects through the delegate machinery too, as the app's own are run (for the
    /// tests that show both paths agree).
    init(
        scene: Scene, header: (any HeaderBehavior)?, hitTests: [String: any HitTestOverride],
        effects: [any ViewEffect]?, delegate: (any ScrollViewDelegate)?, codeName: String?,
        builtInEffectsAsOwn: Bool = false
    ) {
        // The code's mistakes in naming views and scroll views: reported at index 0, the part
        // left out.
        var misuses: [AppCodeMisuse] = []
        var hitTests = hitTests
        for id in hitTests.keys.sorted() where scene.view(withID: id) == nil {
            misuses.note(.unknownView(id, known: scene.allViewIDs.sorted(), by: "a hit-test override"))
            hitTests[id] = nil
        }
        let storage = SceneStorage(scene, hitTestOverrides: hitTests, codeName: codeName)
        screen = Screen(storage)
        index = 0
        t = 0
        scrollViews = ScrollViewMachines(storage.scrollLayouts)
        let metrics = scrollViews.primary.metrics
        var headerState = AppCodeRunner.headerState(for: scene, header: header, delegate: delegate)
        appCode = AppCodeRunner(
            scene: scene, scrollIDs: storage.scrollIDs,
            configurations: ScrollViewTable(storage.scrollLayouts.lazy.map(\.configuration)),
            header: header, effects: effects, delegate: delegate, builtInEffectsAsOwn: builtInEffectsAsOwn,
            misuses: &misuses)
        fingers = Fingers()
        if let headerScreen = headerState?.codeScreen(
            storage.headerScreen, primary: scrollViews.primary, metrics: metrics)
        {
            headerState?.appear(headerScreen)
        }
        self.header = headerState
        scratch = EventScratch(startOffset: metrics.lowerBound, headerHeight: headerState?.height)
        scratch.note(misuses)
        // The screen appeared: the effects see the initial offsets; the delegate hears each scroll
        // view's `scrollViewDidScroll` at its initial offset, then `viewDidLayoutSubviews` and
        // `viewDidAppear`.
        updateEffects()
        if appCode.runsCode {
            reportScrolls()
            tell(.laidOut, about: .primary)
            tell(.appeared, about: .primary)
        }
    }

    /// The scene as laid out now (a `safeArea` event or an `update` of a list in sections lays it
    /// out anew).
    public var scene: Scene { screen.scene }

    /// The software keyboard, while it is up (`keyboard` events).
    package var keyboard: KeyboardState? { screen.keyboard }

    /// Fingers down now, in the order they went down.
    public var touches: [TouchState] { fingers.down }

    /// What the user's touches did so far.
    public var actions: [Action] { fingers.actions }

    /// The primary scroll view's machine state (the one the header follows).
    public var scroll: ScrollState { scrollViews.primary.state }

    /// The primary list's item count now (changed by `update` events).
    public var itemCount: Int { scrollViews.primary.itemCount }

    /// The primary scroll view's geometry now.
    package var metrics: ScrollMetrics { scrollViews.primary.metrics }

    /// The view tree laid out now.
    package var geometry: ViewGeometry {
        ViewGeometry(
            scene: scene, headerHeight: header?.height, scrollViews: scrollViews,
            scrollIDs: screen.storage.scrollIDs, adjustments: appCode.viewAdjustments(in: scene),
            hitTestOverrides: screen.storage.hitTestOverrides,
            keyboardOverlap: scrollViews.primary.keyboardOverlap)
    }

    /// The offset along the primary scroll view's axis.
    @inline(__always)
    public var axisOffset: Double { scrollViews.primary.axisOffset }

    /// The id of the scroll view the session calls `id`, if the scene has one.
    public func scrollViewID(of id: String) -> ScrollViewID? {
        screen.scrollViewID(of: id)
    }

    /// Applies one event: advances motion to `event.t`, then handles the event; returns what it
    /// did (the offset's moves, the header, an update's anchor, the actions fired).
    @inlinable @discardableResult
    package mutating func apply(_ event: Event) -> EventOutcome {
        applyInPlace(event)
        return scratch.effects
    }

    /// ``apply(_:)`` leaving what the event did in `scratch.effects` (where `Replay` reads it
    /// without a copy on its hot path).
    @usableFromInline
    mutating func applyInPlace(_ event: Event) {
        index += 1
        scratch.begin(offset: axisOffset, headerHeight: header?.height)
        let actionCount = fingers.actions.count
        // Where the header the app's code sets was last judged from (see `judgeCodeHeader`).
        var codeHeaderStart = appCode.runsCode ? CodeHeaderMark(self) : nil
        advance(to: event.t)
        t = max(t, event.t)
        if !appCode.isIdle { beginAppCode(judgingHeaderSince: &codeHeaderStart) }
        switch event.kind {
        case .touch(let id, let phase, let location):
            handleTouch(id: id, phase: phase, at: location)
        case .tap(let location):
            handleTap(at: location)
        case .scroll(let change, let scrollView):
            handleScroll(change, in: screen.scrollViewID(named: scrollView, event: index))
        case .scrollTo(let request):
            handleScrollTo(request, in: screen.scrollViewID(named: request.scrollView, event: index))
        case .keyboard(let change):
            let inset = appCode.runsCode ? metrics.adjustedInset : nil
            handleKeyboard(change)
            if let inset, metrics.adjustedInset != inset { tell(.changedAdjustedInset, about: .primary) }
        case .safeArea(let change):
            handleSafeArea(change)
        case .inset(let change):
            handleInset(change, in: screen.scrollViewID(named: change.scrollView, event: index))
        case .frame, .expect, .observe, .mark:
            break
        case .update(let update):
            handleUpdate(update, in: screen.scrollViewID(named: update.scrollView, event: index))
        case .call(let name):
            tell(.called(name), about: .primary)
        }
        let firedActions = actionCount..<fingers.actions.count
        if !appCode.isIdle { finishAppCode(firedActions: firedActions, judgingHeaderSince: &codeHeaderStart) }
        scratch.end(headerHeight: header?.height, firedActions: actionCount..<fingers.actions.count)
    }

    /// Advances time-dependent state to `time`: every scroll view's deceleration and springs move
    /// on (``advanceMotion(_:to:)``), and content touches held past `touchDelay` start tracking.
    mutating func advance(to time: Double) {
        // Checked here so that a resting or dragged list (most events) copies no mode.
        if scrollViews.primary.state.mode.isMoving { advanceMotion(.primary, to: time) }
        for id in scrollViews.ids.dropFirst() where scrollViews.mode(id).isMoving {
            advanceMotion(id, to: time)
        }
        fingers.advance(to: time, scrollViews: scrollViews)
    }

    /// Passes on what scroll view `id` did (`report`, from its machine; `metrics`: its geometry
    /// then): the primary's moves go to the header machine (``HeaderState/follow(_:metrics:screen:recording:)``)
    /// and the event's effects (`EventOutcome.moves`); other header code is called once at the end
    /// of the event (`apply(_:)`), as UIKit calls it.
    @inline(__always)
    mutating func pass(_ report: ScrollViewReport, of id: ScrollViewID, metrics: ScrollMetrics) {
        guard id.isPrimary, report.count > 0 else { return }
        if header == nil {
            scratch.record(report, heights: nil, metrics: metrics)
        } else {
            header?.follow(report, metrics: metrics, screen: screen.storage.headerScreen, recording: &scratch)
        }
    }

    /// Scroll view `id` came to rest by itself (a release with no motion, the end of a
    /// deceleration or a bounce): the header code hears it (`didEndScrolling`) and may scroll the
    /// list, as a snapping header does. Other scroll views have no header to tell.
    ///
    /// - Parameter time: when it came to rest (the time an animated scroll it asks for starts).
    /// - Returns: whether the scroll view moves again (an animated scroll began).
    @discardableResult
    mutating func didEndScrolling(_ id: ScrollViewID, at time: Double) -> Bool {
        guard id.isPrimary,
            let headerScreen = header?.codeScreen(
                screen.storage.headerScreen, primary: scrollViews.primary, metrics: metrics),
            let request = header?.didEndScrolling(headerScreen)
        else { return false }
        return carryOut(request, in: id, at: time).startedAnimation
    }
}
