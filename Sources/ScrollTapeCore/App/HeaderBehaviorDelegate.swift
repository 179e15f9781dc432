/// An app's own `HeaderBehavior` as the delegate machinery calls it (the short form of
/// a `ScrollViewDelegate`): `didScroll` is the primary list's `scrollViewDidScroll`, `didAppear`
/// is `viewDidAppear`, `didLayoutSubviews` is `viewDidLayoutSubviews` once the view has appeared,
/// and `didEndScrolling` is the list coming to rest by itself — `scrollViewDidEndDragging` without
/// deceleration, or `scrollViewDidEndDecelerating` (not on a paging list, which settles on a page);
/// the offset it asks for with `setContentOffset(_:animated:)` is clamped into the range, as
/// `HeaderScreen` documents. So a header behaviour and a delegate are called at the same moments
/// with the same screen; the built-in behaviours, which follow every offset the motion passes
/// through, are not run this way.
struct HeaderBehaviorDelegate: ScrollViewDelegate {
    var behavior: AnyHeaderBehavior
    let configuration: HeaderConfiguration
    /// The primary list's id, axis and whether it pages.
    let listID: String
    let axis: Axis
    let pages: Bool
    /// Whether `viewDidAppear` has been called (the first layout comes before it).
    var appeared = false

    init(_ behavior: any HeaderBehavior, scene: Scene, header configuration: HeaderConfiguration) {
        self.behavior = AnyHeaderBehavior(behavior)
        self.configuration = configuration
        listID = scene.scroll.id
        axis = scene.scroll.axis
        pages = scene.scroll.paging != nil
    }

    mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        guard screen.scrollView.id == listID else { return }
        call(&screen) { $0.didScroll(&$1) }
    }

    mutating func viewDidAppear(_ screen: inout AppScreen) {
        appeared = true
        call(&screen) { $0.didAppear(&$1) }
    }

    mutating func viewDidLayoutSubviews(_ screen: inout AppScreen) {
        guard appeared else { return }
        call(&screen) { $0.didLayoutSubviews(&$1) }
    }

    mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool) {
        if !decelerate { didEndScrolling(&screen) }
    }

    mutating func scrollViewDidEndDecelerating(_ screen: inout AppScreen) {
        didEndScrolling(&screen)
    }

    private mutating func didEndScrolling(_ screen: inout AppScreen) {
        guard screen.scrollView.id == listID, !pages else { return }
        let header = call(&screen) { $0.didEndScrolling(&$1) }
        guard let request = header.requestedContentOffset else { return }
        screen.scrollView.setContentOffset(
            request, along: axis, clampedTo: header.minOffset, header.maxOffset)
    }

    /// Calls `hook` on the behaviour with the header's screen made from `screen`, and takes the
    /// height it sets; returns that screen.
    @discardableResult
    private mutating func call(
        _ screen: inout AppScreen, _ hook: (inout AnyHeaderBehavior, inout HeaderScreen) -> Void
    ) -> HeaderScreen {
        let view = screen.scrollView
        var header = HeaderScreen(
            scrollView: ScrollViewInfo(view),
            safeAreaInsets: screen.safeAreaInsets, statusBarHeight: screen.statusBarHeight,
            headerHeight: screen.headerHeight ?? configuration.maxHeight,
            minHeaderHeight: configuration.minHeight,
            maxHeaderHeight: configuration.maxHeight, axis: axis)
        hook(&behavior, &header)
        screen.headerHeight = header.headerHeight
        return header
    }
}
