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
    /// The views that follow a scroll view (`effects`, or the app's own), with what they set.
    var effects: [EffectSlot]
    /// The software keyboard, while it is up (`keyboard` events).
    public internal(set) var keyboard: KeyboardState?
    /// The app's `ScrollViewDelegate` (at most one), if the replay runs one, with what it set: kept
    /// in an array's buffer so that a world without one stays as small as before (a checkpoint is a
    /// copy of the world).
    private var delegateStorage: [DelegateSlot]
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
        // The built-in effects follow the offsets on their own path; an app's own are called through
        // the delegate machinery, as UIKit calls a delegate: their short form.
        var builtIn: [EffectSlot] = []
        var ownEffects: [ViewEffectDelegate] = []
        for effect in effects ?? scene.effects.map(\.effect) {
            let id = effect.scrollViewID ?? scene.scroll.id
            guard let scrollView = storage.scrollIDs[id] else {
                let known = storage.scrollLayouts.map(\.configuration.id)
                misuses.note(.unknownScrollView(id, known: known, by: "effect \(type(of: effect))"))
                continue
            }
            let own = ViewEffectDelegate(
                effect, following: storage.scrollLayouts[scrollView].configuration, scene: scene,
                misuses: &misuses)
            guard effect is any BuiltInViewEffect, !builtInEffectsAsOwn else {
                ownEffects.append(own)
                continue
            }
            builtIn.append(
                EffectSlot(
                    effect: effect, scrollView: scrollView, viewIDs: own.viewIDs, adjustments: own.adjustments
                ))
        }
        self.effects = builtIn
        // An app's own header behaviour (one that does not follow every offset the motion passes
        // through, as the built-ins do) is called through the delegate machinery, as UIKit calls
        // a delegate: its short form.
        // With a delegate and no header behaviour, the header keeps the height the delegate sets.
        var shortForm: HeaderBehaviorDelegate?
        if let configuration = scene.header, let header, !header.observesIntermediateOffsets {
            self.header = HeaderState(height: configuration.maxHeight, delegating: header)
            shortForm = HeaderBehaviorDelegate(header, scene: scene, header: configuration)
        } else if let configuration = scene.header, header == nil, delegate != nil {
            self.header = HeaderState(height: configuration.maxHeight, delegating: DelegateDrivenHeader())
        } else {
            self.header = scene.header.map {
                HeaderState(height: $0.maxHeight, behavior: header ?? $0.builtInBehavior)
            }
        }
        delegateStorage =
            shortForm == nil && ownEffects.isEmpty && delegate == nil
            ? []
            : [
                DelegateSlot(
                    header: shortForm, effects: ownEffects, delegate: delegate,
                    scrollViewCount: storage.scrollLayouts.count)
            ]
        touches = []
        actions = []
        keyboard = nil
        // Set before the header appears (a method of self needs every property), then again with
        // the height it appeared at.
        scratch = EventScratch(startOffset: metrics.lowerBound, headerHeight: nil)
        if let screen = headerScreen(metrics: metrics) { self.header?.appear(screen) }
        scratch = EventScratch(startOffset: metrics.lowerBound, headerHeight: self.header?.height)
        scratch.note(misuses)
        updateEffects()
        if hasDelegate {
            reportScrolls()
            tellDelegate(about: .primary) { $0.viewDidLayoutSubviews(&$1) }
            tellDelegate(about: .primary) { $0.viewDidAppear(&$1) }
        }
    }

    /// Whether the replay runs the app's `ScrollViewDelegate` (read on the hot path: no copy).
    @inline(__always)
    var hasDelegate: Bool { !delegateStorage.isEmpty }

    /// Whether the replay runs any view effect (built-in or the app's own).
    var hasEffects: Bool { !effects.isEmpty || delegateStorage.first?.effects.isEmpty == false }

    /// The app's `ScrollViewDelegate`, if the replay runs one, with what it set.
    var delegateSlot: DelegateSlot? {
        get { delegateStorage.first }
        set { delegateStorage = newValue.map { [$0] } ?? [] }
    }

    /// The app's `ScrollViewDelegate` the replay runs, as it is now (its stored properties are
    /// those of this state); nil without one.
    public var delegate: (any ScrollViewDelegate)? { delegateStorage.first?.delegate }

    /// The primary scroll view's machine state (the one the header follows).
    public internal(set) var scroll: ScrollState {
        get { scrollViews.primary.state }
        set { scrollViews.change(.primary) { $0.state = newValue } }
    }

    /// The primary list's item count now (changed by `update` events).
    public var itemCount: Int { scrollViews.primary.itemCount }

    /// The primary scroll view's geometry now.
    public var metrics: ScrollMetrics { metrics(of: .primary) }

    /// The view tree laid out now.
    public var geometry: ViewGeometry {
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
    public mutating func apply(_ event: Event) -> EventEffects {
        applyInPlace(event)
        return scratch.effects
    }

    /// ``apply(_:)`` leaving what the event did in `scratch.effects` (where `Replay` reads it
    /// without a copy on its hot path).
    @usableFromInline
    mutating func applyInPlace(_ event: Event) {
        index += 1
        scratch.begin(offset: axisOffset, headerHeight: header?.height)
        // Where the header the app's code sets was last judged from (see `judgeCodeHeader`).
        var codeHeaderStart = hasDelegate ? codeHeaderMark : nil
        let actionCount = actions.count
        advance(to: event.t)
        t = max(t, event.t)
        if !effects.isEmpty { updateEffects() }
        if hasDelegate {
            // The display frames between the events told the app's code of the motion's moves: the
            // views it moves are where they are drawn when the event's touch is hit-tested.
            reportScrolls()
            judgeCodeHeader(since: &codeHeaderStart)
        }
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
            let inset = hasDelegate ? metrics.adjustedInset : nil
            handleKeyboard(change)
            if let inset, metrics.adjustedInset != inset {
                tellDelegate(about: .primary) { $0.scrollViewDidChangeAdjustedContentInset(&$1) }
            }
        case .safeArea(let change):
            handleSafeArea(change)
        case .inset(let change):
            handleInset(change, in: scrollViewID(change.scrollView))
        case .frame, .expect, .observe, .mark:
            break
        case .update(let update):
            handleUpdate(update, in: scrollViewID(update.scrollView))
        }
        if !effects.isEmpty { finishEffects(firedActions: actionCount..<actions.count) }
        if hasDelegate { finishDelegate(firedActions: actionCount..<actions.count) }
        if hasDelegate, !scratch.effects.laidOut { judgeCodeHeader(since: &codeHeaderStart) }
        scratch.end(headerHeight: header?.height, firedActions: actionCount..<actions.count)
    }

    /// The primary list's offset, the header's height and the list's range now: where a move of a
    /// header the app's code sets starts.
    private var codeHeaderMark: (offset: Double, height: Double?, lower: Double, upper: Double) {
        let metrics = self.metrics
        return (axisOffset, header?.height, metrics.lowerBound, metrics.upperBound)
    }

    /// A header the app's code sets (through the delegate machinery, as UIKit calls
    /// `scrollViewDidScroll`: at the start of an event for the motion since the last, and at its
    /// end) is judged by one move from `start` to now, where the code was called about the list's
    /// offset; `start` becomes now. The built-in behaviours recorded every move already (`pass`).
    private mutating func judgeCodeHeader(
        since start: inout (offset: Double, height: Double?, lower: Double, upper: Double)?
    ) {
        guard let from = start, let before = from.height, header?.observesIntermediateOffsets == false else {
            return
        }
        let now = codeHeaderMark
        start = now
        guard now.offset != from.offset else { return }
        // Where app code moved the range, inside is inside the range at the start or the end.
        scratch.record(
            from: from.offset, to: now.offset, heightBefore: before, heightAfter: now.height,
            lowerBound: min(from.lower, now.lower), upperBound: max(from.upper, now.upper))
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
    /// and the event's effects (`EventEffects.moves`); other header code is called once at the end
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
