/// An app's own `HeaderBehavior` as the delegate machinery calls it (SPEC §7.1: the short form of
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
        let along = min(max(request.offset.component(axis), header.minOffset), header.maxOffset)
        var offset = screen.scrollView.contentOffset
        if axis == .vertical { offset.y = along } else { offset.x = along }
        screen.scrollView.setContentOffset(offset, animated: request.animated)
    }

    /// Calls `hook` on the behaviour with the header's screen made from `screen`, and takes the
    /// height it sets; returns that screen.
    @discardableResult
    private mutating func call(
        _ screen: inout AppScreen, _ hook: (inout AnyHeaderBehavior, inout HeaderScreen) -> Void
    ) -> HeaderScreen {
        let view = screen.scrollView
        var header = HeaderScreen(
            scrollView: ScrollViewInfo(
                contentOffset: view.contentOffset, contentSize: view.contentSize, bounds: view.bounds,
                frame: view.frame, contentInset: view.contentInset,
                adjustedContentInset: view.adjustedContentInset,
                isTracking: view.isTracking, isDragging: view.isDragging, isDecelerating: view.isDecelerating),
            safeAreaInsets: screen.safeAreaInsets, statusBarHeight: screen.statusBarHeight,
            headerHeight: screen.headerHeight ?? configuration.maxHeight,
            minHeaderHeight: configuration.minHeight,
            maxHeaderHeight: configuration.maxHeight, axis: axis)
        hook(&behavior, &header)
        screen.headerHeight = header.headerHeight
        return header
    }
}

/// The app's code the replay calls through the delegate machinery: a header behaviour's short form
/// (`HeaderBehaviorDelegate`) first, then the app's `ScrollViewDelegate`, each call in turn.
struct AppCodeDelegate: ScrollViewDelegate {
    var header: HeaderBehaviorDelegate
    var app: (any ScrollViewDelegate)?

    mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        header.scrollViewDidScroll(&screen)
        app?.scrollViewDidScroll(&screen)
    }

    mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen) {
        header.scrollViewWillBeginDragging(&screen)
        app?.scrollViewWillBeginDragging(&screen)
    }

    mutating func scrollViewWillEndDragging(
        _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        header.scrollViewWillEndDragging(
            &screen, withVelocity: velocity, targetContentOffset: &targetContentOffset)
        app?.scrollViewWillEndDragging(
            &screen, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool) {
        header.scrollViewDidEndDragging(&screen, willDecelerate: decelerate)
        app?.scrollViewDidEndDragging(&screen, willDecelerate: decelerate)
    }

    mutating func scrollViewWillBeginDecelerating(_ screen: inout AppScreen) {
        header.scrollViewWillBeginDecelerating(&screen)
        app?.scrollViewWillBeginDecelerating(&screen)
    }

    mutating func scrollViewDidEndDecelerating(_ screen: inout AppScreen) {
        header.scrollViewDidEndDecelerating(&screen)
        app?.scrollViewDidEndDecelerating(&screen)
    }

    mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen) {
        header.scrollViewDidEndScrollingAnimation(&screen)
        app?.scrollViewDidEndScrollingAnimation(&screen)
    }

    mutating func scrollViewShouldScrollToTop(_ screen: inout AppScreen) -> Bool {
        let headerAnswer = header.scrollViewShouldScrollToTop(&screen)
        return (app?.scrollViewShouldScrollToTop(&screen) ?? true) && headerAnswer
    }

    mutating func scrollViewDidScrollToTop(_ screen: inout AppScreen) {
        header.scrollViewDidScrollToTop(&screen)
        app?.scrollViewDidScrollToTop(&screen)
    }

    mutating func scrollViewDidChangeAdjustedContentInset(_ screen: inout AppScreen) {
        header.scrollViewDidChangeAdjustedContentInset(&screen)
        app?.scrollViewDidChangeAdjustedContentInset(&screen)
    }

    mutating func viewDidAppear(_ screen: inout AppScreen) {
        header.viewDidAppear(&screen)
        app?.viewDidAppear(&screen)
    }

    mutating func viewDidLayoutSubviews(_ screen: inout AppScreen) {
        header.viewDidLayoutSubviews(&screen)
        app?.viewDidLayoutSubviews(&screen)
    }

    mutating func primaryActionTriggered(_ control: String, _ screen: inout AppScreen) {
        header.primaryActionTriggered(control, &screen)
        app?.primaryActionTriggered(control, &screen)
    }

    mutating func didSelectItem(at index: Int, _ screen: inout AppScreen) {
        header.didSelectItem(at: index, &screen)
        app?.didSelectItem(at: index, &screen)
    }

    static func == (lhs: AppCodeDelegate, rhs: AppCodeDelegate) -> Bool {
        func equal<Delegate: ScrollViewDelegate>(_ app: Delegate) -> Bool { (rhs.app as? Delegate) == app }
        guard lhs.header == rhs.header else { return false }
        guard let app = lhs.app else { return rhs.app == nil }
        return equal(app)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(header)
        if let app { hasher.combine(app) }
    }
}
