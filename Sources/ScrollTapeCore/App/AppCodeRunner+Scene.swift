/// The app's code for a scene, as a replay sets it up.
extension AppCodeRunner {
    /// The app's code in `scene` (its scroll views `configurations`, by id in `scrollIDs`): the
    /// built-in effects follow the offsets on their own path; an app's own effects (all of them with
    /// `builtInEffectsAsOwn`, for the tests that show both paths agree) and an app's own header
    /// behaviour (one that does not follow every offset the motion passes through, as the built-ins
    /// do) are called through the delegate machinery, as UIKit calls a delegate: their short forms.
    ///
    /// An effect's scroll view or view that the scene does not have is the code's mistake, taken
    /// down in `misuses` (and the part left out).
    init(
        scene: Scene, scrollIDs: [String: ScrollViewID], configurations: ScrollViewTable<ScrollConfiguration>,
        header: (any HeaderBehavior)?, effects: [any ViewEffect]?, delegate: (any ScrollViewDelegate)?,
        builtInEffectsAsOwn: Bool, misuses: inout [AppCodeMisuse]
    ) {
        var builtIn: [EffectSlot] = []
        var ownEffects: [ViewEffectDelegate] = []
        for effect in effects ?? scene.effects.map(\.effect) {
            let id = effect.scrollViewID ?? scene.scroll.id
            guard let scrollView = scrollIDs[id] else {
                let known = configurations.map(\.id)
                misuses.note(.unknownScrollView(id, known: known, by: "effect \(type(of: effect))"))
                continue
            }
            let own = ViewEffectDelegate(
                effect, following: configurations[scrollView], scene: scene, misuses: &misuses)
            guard effect is any BuiltInViewEffect, !builtInEffectsAsOwn else {
                ownEffects.append(own)
                continue
            }
            builtIn.append(
                EffectSlot(
                    effect: effect, scrollView: scrollView, viewIDs: own.viewIDs, adjustments: own.adjustments
                ))
        }
        var shortForm: HeaderBehaviorDelegate?
        if let configuration = scene.header, let header, !header.observesIntermediateOffsets {
            shortForm = HeaderBehaviorDelegate(header, scene: scene, header: configuration)
        }
        self.init(
            builtInEffects: builtIn, header: shortForm, effects: ownEffects, delegate: delegate,
            scrollViewCount: configurations.count)
    }

    /// The header machine of `scene` (nil without a header) with the app's `header` behaviour and
    /// `delegate`: an app's own behaviour that does not follow every offset is called through the
    /// delegate machinery (its short form); with a delegate and no header behaviour, the header
    /// keeps the height the delegate sets; else the behaviour (or the scene's built-in one) follows
    /// every offset.
    static func headerState(
        for scene: Scene, header: (any HeaderBehavior)?, delegate: (any ScrollViewDelegate)?
    ) -> HeaderState? {
        guard let configuration = scene.header else { return nil }
        if let header, !header.observesIntermediateOffsets {
            return HeaderState(height: configuration.maxHeight, delegating: header)
        }
        if header == nil, delegate != nil {
            return HeaderState(height: configuration.maxHeight, delegating: DelegateDrivenHeader())
        }
        return HeaderState(height: configuration.maxHeight, behavior: header ?? configuration.builtInBehavior)
    }
}

/// The header's behaviour when the app's `ScrollViewDelegate` sets its height (and no
/// `HeaderBehavior` is given): it keeps the height the delegate sets.
struct DelegateDrivenHeader: HeaderBehavior {
    mutating func didScroll(_ screen: inout HeaderScreen) {}
}
