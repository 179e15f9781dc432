import Testing

@testable import ScrollTapeCore

/// A scroll view's own safe area (`Scene.safeArea(of:)`): the part of the view controller's safe
/// area that covers its frame in the window (Apple, `UIView.safeAreaInsets`: "For other views in
/// the view hierarchy, the insets reflect only the portion of the view that is covered"), which
/// `insetAdjustment` adds to the content inset.
@Suite struct ScrollSafeAreaTests {
    /// An iPhone 11: status bar 48, home indicator 34.
    static let device = Device(
        width: 414, height: 896, safeArea: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))

    static func scene(
        frame: Rect, adjustment: ScrollConfiguration.InsetAdjustment = .automatic,
        additional: EdgeInsets = .zero, parent: Rect? = nil, device: Device = device
    ) -> Scene {
        let scroll = ScrollConfiguration(
            frame: frame, content: .items(ItemLayout(count: 40, length: 88)), additionalSafeArea: additional,
            insetAdjustment: adjustment)
        let list = ViewSpec(id: "list", kind: .scroll, frame: frame)
        let views = parent.map { [ViewSpec(id: "container", frame: $0, children: [list])] } ?? [list]
        return Scene(device: device, scroll: scroll, views: views)
    }

    static func safeArea(_ scene: Scene) -> EdgeInsets { scene.safeArea(of: scene.scroll) }

    @Test func aFullScreenListHasTheWholeSafeAreaAndTheAdditionalOne() {
        let scene = Self.scene(
            frame: Rect(x: 0, y: 0, width: 414, height: 896),
            additional: EdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
        #expect(Self.safeArea(scene) == EdgeInsets(top: 148, left: 0, bottom: 34, right: 0))
        #expect(ScrollMetrics(scene: scene, itemCount: 40).minOffset.y == -148)
    }

    /// A list framed from the bottom of a 148-pt header (not under it) has no top safe area:
    /// `automatic` adjusts it by the home indicator only, and its offsets start at 0.
    @Test func aListBelowAHeaderHasNoTopSafeArea() {
        let scene = Self.scene(frame: Rect(x: 0, y: 148, width: 414, height: 748))
        #expect(Self.safeArea(scene) == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let metrics = ScrollMetrics(scene: scene, itemCount: 40)
        #expect(metrics.adjustedInset == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(metrics.minOffset.y == 0)
        #expect(metrics.maxOffset.y == 3520 + 34 - 748)
    }

    /// A list framed at y 100…700, clear of the status bar and the home indicator: `always` adds
    /// nothing either.
    @Test func aListClearOfBothEdgesHasNoSafeArea() {
        let scene = Self.scene(frame: Rect(x: 0, y: 100, width: 414, height: 600), adjustment: .always)
        #expect(Self.safeArea(scene) == .zero)
        #expect(ScrollMetrics(scene: scene, itemCount: 40).adjustedInset == .zero)
    }

    /// A list that reaches into the status bar by 20 pt gets those 20 (its frame in the window:
    /// its parent's origin added).
    @Test func theCoveredPartFollowsTheFrameInTheWindow() {
        let scene = Self.scene(
            frame: Rect(x: 0, y: 8, width: 414, height: 700),
            parent: Rect(x: 0, y: 20, width: 414, height: 896))
        #expect(Self.safeArea(scene) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// In landscape the sensor housing's side covers a list as wide as the screen, not one inset
    /// from that side.
    @Test func theSidesAreCoveredOnlyWhereTheFrameReaches() {
        let landscape = Device(
            width: 896, height: 414, safeArea: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
        let wide = Self.scene(frame: Rect(x: 0, y: 0, width: 896, height: 414), device: landscape)
        #expect(Self.safeArea(wide) == EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
        let inset = Self.scene(frame: Rect(x: 60, y: 0, width: 776, height: 300), device: landscape)
        #expect(Self.safeArea(inset) == .zero)
    }

    /// A scroll view inside another scroll view's content moves with it: it covers none.
    @Test func aScrollViewInsideAnothersContentCoversNone() {
        let inner = ScrollConfiguration(
            id: "carousel", frame: Rect(x: 0, y: 0, width: 414, height: 200), axis: .horizontal,
            content: .items(ItemLayout(count: 5, length: 300)), insetAdjustment: .always)
        let list = ScrollConfiguration(
            frame: Rect(x: 0, y: 0, width: 414, height: 896),
            content: .items(ItemLayout(count: 40, length: 88)))
        let scene = Scene(
            device: Self.device, scroll: list, scrolls: [inner],
            views: [
                ViewSpec(
                    id: "list", kind: .scroll, frame: list.frame,
                    children: [ViewSpec(id: "carousel", kind: .scroll, frame: inner.frame)])
            ])
        #expect(scene.safeArea(of: inner) == .zero)
        #expect(scene.safeArea(of: list) == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
    }

    /// The keyboard's overlap of the frame is the bottom of the safe area where it is higher.
    @Test func theKeyboardCoversTheBottomOfAListBelowAHeader() {
        let scene = Self.scene(frame: Rect(x: 0, y: 148, width: 414, height: 748))
        let metrics = ScrollMetrics(
            scene.scroll, safeArea: Self.safeArea(scene), itemCount: 40, keyboardOverlap: 336)
        #expect(metrics.adjustedInset == EdgeInsets(top: 0, left: 0, bottom: 336, right: 0))
    }
}
