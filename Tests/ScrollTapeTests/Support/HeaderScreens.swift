import ScrollTapeCore

/// Header screens as a test of header code sets them up (`HeaderScreen`'s public initialiser): the
/// iPhone 11 collapsing scene, a list of 40 rows of 88 pt under a 48 pt safe area plus 100 pt of
/// additional safe area, so the offset runs from −148 to 2658, and a 48…148 pt header.
enum HeaderScreens {
    static let minOffset = -148.0
    static let maxOffset = 2658.0

    /// The screen with the list at `offset` (along `axis`) and the header `height` high;
    /// `contentLength`: the content's length along the axis (3520: 40 rows).
    static func screen(
        offset: Double, height: Double, contentLength: Double = 3520, axis: Axis = .vertical
    ) -> HeaderScreen {
        let vertical = axis == .vertical
        let contentOffset = vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
        let inset =
            vertical
            ? EdgeInsets(top: 148, left: 0, bottom: 34, right: 0)
            : EdgeInsets(top: 0, left: 148, bottom: 0, right: 34)
        return HeaderScreen(
            scrollView: ScrollViewInfo(
                contentOffset: contentOffset,
                contentSize: vertical
                    ? Size(width: 414, height: contentLength) : Size(width: contentLength, height: 896),
                bounds: Rect(
                    x: contentOffset.x, y: contentOffset.y, width: vertical ? 414 : 896,
                    height: vertical ? 896 : 414),
                frame: Rect(x: 0, y: 0, width: vertical ? 414 : 896, height: vertical ? 896 : 414),
                contentInset: .zero, adjustedContentInset: inset),
            headerHeight: height, minHeaderHeight: 48, maxHeaderHeight: 148, axis: axis)
    }

    /// The configuration of a 48…148 pt header with `behavior`.
    static func configuration(
        _ behavior: HeaderConfiguration.Behavior, collapsedHeight: Double? = nil,
        ignoresOverscroll: Bool = true,
        stretches: Bool = false, snaps: Bool = false
    ) -> HeaderConfiguration {
        HeaderConfiguration(
            viewID: "header", behavior: behavior, minHeight: 48, maxHeight: 148,
            collapsedHeight: collapsedHeight,
            ignoresOverscroll: ignoresOverscroll, stretches: stretches, snaps: snaps)
    }

    /// The heights `behavior` sets following each offset in turn, from the initial offset −148
    /// with the header at 148 (as a replay starts it: `didScroll` at the initial offset first).
    static func heights(_ behavior: some HeaderBehavior, _ offsets: [Double]) -> [Double] {
        var behavior = behavior
        var height = 148.0
        return ([minOffset] + offsets).map { offset in
            var screen = screen(offset: offset, height: height)
            behavior.didScroll(&screen)
            height = screen.headerHeight
            return height
        }.dropFirst().map { $0 }
    }
}
