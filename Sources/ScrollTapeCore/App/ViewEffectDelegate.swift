/// An app's own `ViewEffect` as the delegate machinery calls it (the short form of a
/// `ScrollViewDelegate`): `didScroll` is the followed scroll view's `scrollViewDidScroll` and
/// `didTap` is `primaryActionTriggered`; what it sets on its views is kept here, as the effect set
/// it, and combined with the other effects' (``AppCodeRunner/viewAdjustments(in:)``); the offset it asks for
/// with `setContentOffset(_:animated:)` is clamped into the range, as `EffectScreen` documents, and
/// then set as a delegate's is. So an effect and a delegate are called at the same moments with the
/// same scroll view; the built-in effects, functions of the offset alone, are not run this way
/// (``BuiltInViewEffect``).
struct ViewEffectDelegate: ScrollViewDelegate {
    var effect: any ViewEffect
    /// The id of the scroll view it follows.
    let scrollViewID: String
    let axis: Axis
    /// The followed scroll view's `paging.pageLength` (nil: its frame's extent, as laid out now).
    let pagingLength: Double?
    /// Its `viewIDs`, read once.
    let viewIDs: [String]
    /// One per view id: what the effect set on it.
    var adjustments: [ViewAdjustment]

    /// `effect`, following scroll view `configuration`, its views as `scene` lays them out; a view
    /// the scene does not have is the effect's mistake (taken down in `misuses`), and what the
    /// effect sets on it changes nothing on screen.
    init(
        _ effect: any ViewEffect, following configuration: ScrollConfiguration, scene: Scene,
        misuses: inout [AppCodeMisuse]
    ) {
        self.effect = effect
        scrollViewID = configuration.id
        axis = configuration.axis
        pagingLength = configuration.paging?.pageLength
        viewIDs = effect.viewIDs
        adjustments = effect.viewIDs.map { id in
            guard let view = scene.view(withID: id) else {
                misuses.note(
                    .unknownView(id, known: scene.allViewIDs.sorted(), by: "effect \(type(of: effect))"))
                return ViewAdjustment()
            }
            return ViewAdjustment(laidOut: view)
        }
    }

    mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        guard screen.scrollView.id == scrollViewID else { return }
        call(&screen) { $0.didScroll(&$1) }
    }

    mutating func primaryActionTriggered(_ control: String, _ screen: inout AppScreen) {
        call(&screen) { $0.didTap(control, screen: &$1) }
    }

    /// Calls `hook` on the effect with the followed scroll view's `EffectScreen` made from `screen`,
    /// keeps what it set on its views, and sets the offset it asked for, clamped.
    private mutating func call(
        _ screen: inout AppScreen, _ hook: (inout any ViewEffect, inout EffectScreen) -> Void
    ) {
        let view = screen[scrollView: scrollViewID]
        let info = ScrollViewInfo(view)
        let (lower, upper) = info.offsetRange(along: axis)
        var effectScreen = EffectScreen(
            scrollView: info, axis: axis, minOffset: lower, maxOffset: upper,
            pageLength: pagingLength ?? view.frame.extent(axis), headerHeight: screen.headerHeight,
            views: adjustments)
        hook(&effect, &effectScreen)
        adjustments = effectScreen.views
        guard let request = effectScreen.requestedContentOffset else { return }
        screen[scrollView: scrollViewID].setContentOffset(request, along: axis, clampedTo: lower, upper)
    }

    static func == (lhs: ViewEffectDelegate, rhs: ViewEffectDelegate) -> Bool {
        func equal<Effect: ViewEffect>(_ effect: Effect) -> Bool { (rhs.effect as? Effect) == effect }
        return lhs.scrollViewID == rhs.scrollViewID && lhs.adjustments == rhs.adjustments && equal(lhs.effect)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(effect)
        hasher.combine(adjustments)
    }
}

/// The effects the session's `effects` name: each a function of its scroll view's offset
/// (and range) alone, so the replay evaluates it after each change of that offset on its own path
/// (``BuiltInEffectsHost/updateEffects()``), as often as the delegate machinery would call it and with the same
/// result (`ShortFormAgreementTests`). An app's own effects run on the delegate machinery
/// (``ViewEffectDelegate``).
protocol BuiltInViewEffect: ViewEffect {}

extension NavigationBarEffect: BuiltInViewEffect {}
extension ParallaxEffect: BuiltInViewEffect {}
extension InListEffect: BuiltInViewEffect {}
extension TabsEffect: BuiltInViewEffect {}
