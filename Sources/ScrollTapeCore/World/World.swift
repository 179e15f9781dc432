/// The whole replayed state at one index: the fold of the events before it (SPEC §2).
///
/// A small value: copying it is a checkpoint. `apply(_:)` is the one pure reducer: it first
/// advances all motion to the event's time, then handles the event.
public struct World: Hashable, Sendable {
    /// The screen, shared by every state of one replay (a checkpoint copies a reference, not the scene).
    /// Replaced when the screen's size or safe area changes (`safeArea` events).
    var sceneStorage: SceneStorage
    /// The screen the recording describes, as laid out now (a `safeArea` event or an `update` of a list
    /// in sections lays it out anew).
    public var scene: Scene { sceneStorage.scene }
    /// The identity of `scene`: the same while no event lays the scene out anew (a `safeArea`
    /// event, an `update` of a list in sections), so a change is found without comparing scenes.
    public var sceneIdentity: ObjectIdentifier { ObjectIdentifier(sceneStorage) }
    /// The number of events applied.
    public internal(set) var index: Int
    /// The time of the last event applied, in seconds.
    public internal(set) var t: Double
    /// The scene's scroll views: the primary (the one the header follows) first, then `scrolls`.
    public internal(set) var scrollViews: ScrollViewMachines
    /// The header machine: its height and its behaviour (nil when the scene has no header).
    public internal(set) var header: HeaderState?
    /// Fingers down now, in the order they went down.
    public internal(set) var touches: [TouchState]
    /// What the user's touches did so far.
    public internal(set) var actions: [Action]
    /// The app's code the replay runs (the views that follow a scroll view, its header behaviour,
    /// its `ScrollViewDelegate`) with what it set.
    package var appCode: AppCodeRunner
    /// The software keyboard, while it is up (`keyboard` events).
    package internal(set) var keyboard: KeyboardState?
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
    public init(
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
        sceneStorage = storage
        index = 0
        t = 0
        scrollViews = ScrollViewMachines(storage.scrollLayouts)
        let metrics = scrollViews.primary.layout.initialMetrics
        self.header = AppCodeRunner.headerState(for: scene, header: header, delegate: delegate)
        appCode = AppCodeRunner(
            scene: scene, scrollIDs: storage.scrollIDs,
            configurations: storage.scrollLayouts.map(\.configuration),
            header: header, effects: effects, delegate: delegate, builtInEffectsAsOwn: builtInEffectsAsOwn,
            misuses: &misuses)
        touches = []
        actions = []
        keyboard = nil
        // Set before the header appears (a method of self needs every property), then again with
        // the height it appeared at.
        scratch = EventScratch(startOffset: metrics.lowerBound, headerHeight: nil)
        if let screen = headerScreen(metrics: metrics) { self.header?.appear(screen) }
        scratch = EventScratch(startOffset: metrics.lowerBound, headerHeight: self.header?.height)
        scratch.note(misuses)
        appear()
    }

    /// The primary scroll view's machine state (the one the header follows).
    public internal(set) var scroll: ScrollState {
        get { scrollViews.primary.state }
        set { scrollViews.change(.primary) { $0.state = newValue } }
    }

    /// The primary list's item count now (changed by `update` events).
    public var itemCount: Int { scrollViews.primary.itemCount }

    /// The primary scroll view's geometry now.
    package var metrics: ScrollMetrics { metrics(of: .primary) }

    /// The view tree laid out now.
    package var geometry: ViewGeometry {
        ViewGeometry(
            scene: scene, headerHeight: header?.height, scrollViews: scrollViews,
            scrollIDs: sceneStorage.scrollIDs, adjustments: viewAdjustments,
            hitTestOverrides: sceneStorage.hitTestOverrides, keyboardOverlap: keyboardOverlap)
    }

    /// The offset along the primary scroll view's axis.
    @inline(__always)
    public var axisOffset: Double { scrollViews.primary.axisOffset }

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
        let actionCount = actions.count
        // Where the header the app's code sets was last judged from (see `judgeCodeHeader`).
        var codeHeaderStart = appCode.runsCode ? codeHeaderMark : nil
        advance(to: event.t)
        t = max(t, event.t)
        beginAppCode(judgingHeaderSince: &codeHeaderStart)
        switch event.kind {
        case .touch(let id, let phase, let location):
            handleTouch(id: id, phase: phase, at: location)
        case .tap(let location):
            handleTap(at: location)
        case .scroll(let change, let scrollView):
            handleScroll(change, in: scrollViewID(scrollView))
        case .scrollTo(let request):
            handleScrollTo(request, in: scrollViewID(request.scrollView))
        case .keyboard(let change):
            let inset = appCode.runsCode ? metrics.adjustedInset : nil
            handleKeyboard(change)
            if let inset, metrics.adjustedInset != inset { tell(.changedAdjustedInset, about: .primary) }
        case .safeArea(let change):
            handleSafeArea(change)
        case .inset(let change):
            handleInset(change, in: scrollViewID(change.scrollView))
        case .frame, .expect, .observe, .mark:
            break
        case .update(let update):
            handleUpdate(update, in: scrollViewID(update.scrollView))
        }
        finishAppCode(firedActions: actionCount..<actions.count, judgingHeaderSince: &codeHeaderStart)
        scratch.end(headerHeight: header?.height, firedActions: actionCount..<actions.count)
    }

    /// Advances time-dependent state to `time`: deceleration and springs move on, and content
    /// touches held past `touchDelay` start tracking.
    mutating func advance(to time: Double) {
        advanceMotion(to: time)
        for position in touches.indices where touches[position].owner == .pending {
            guard let inner = touches[position].scrollViewID else { continue }
            if TouchRouter.itemTracks(
                touches[position], at: time, configuration: scrollViews.layout(inner).configuration,
                resolution: Tolerance.time)
            {
                touches[position].owner = .item
            }
        }
    }

    /// The scroll view a `scroll`, `scrollTo` or `update` event names (nil: the primary).
    private func scrollViewID(_ id: String?) -> ScrollViewID {
        guard let id else { return .primary }
        guard let scrollView = sceneStorage.scrollIDs[id] else {
            preconditionFailure("event \(index) names scroll view '\(id)', which the scene does not have")
        }
        return scrollView
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
            header?.follow(report, metrics: metrics, screen: sceneStorage.headerScreen, recording: &scratch)
        }
    }

    /// What the header code sees now (nil without a header).
    @inline(__always)
    func headerScreen(metrics: ScrollMetrics) -> HeaderScreen? {
        guard let fixed = sceneStorage.headerScreen, let height = header?.height else { return nil }
        return HeaderScreen(
            fixed, metrics: metrics, contentOffset: scrollViews.offset(.primary),
            flags: ScrollFlags(scrollViews.mode(.primary)), headerHeight: height)
    }

    /// Scroll view `id` came to rest by itself (a release with no motion, the end of a
    /// deceleration or a bounce): the header code hears it (`didEndScrolling`) and may scroll the
    /// list, as a snapping header does. Other scroll views have no header to tell.
    ///
    /// - Parameter time: when it came to rest (the time an animated scroll it asks for starts).
    /// - Returns: whether the scroll view moves again (an animated scroll began).
    @discardableResult
    mutating func didEndScrolling(_ id: ScrollViewID, at time: Double) -> Bool {
        guard id.isPrimary, header != nil, let screen = headerScreen(metrics: metrics),
            let request = header?.didEndScrolling(screen)
        else { return false }
        carryOut(request, in: id, at: time)
        return scrollViews.mode(id).isMoving
    }
}
