import ScrollTapeExamples
import Testing

@testable import ScrollTapeCore

/// The switches the app's code reads and sets with UIScrollView's names (`isScrollEnabled`,
/// `bounces`, `scrollsToTop`, …): the session gives their starting values, what the code sets
/// takes effect from then on.
@Suite struct ScrollViewSwitchesTests {
    /// Sets `change` on the list once, at the screen's first layout.
    struct SetOnAppear: ScrollViewDelegate {
        var change: @Sendable (inout AppScrollView) -> Void
        var readBack: ScrollViewSwitches?
        var askedToScrollToTop = 0

        mutating func viewDidAppear(_ screen: inout AppScreen) {
            change(&screen.scrollView)
        }
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            readBack = screen.scrollView.switches
        }
        mutating func scrollViewShouldScrollToTop(_ screen: inout AppScreen) -> Bool {
            askedToScrollToTop += 1
            return true
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.readBack == rhs.readBack && lhs.askedToScrollToTop == rhs.askedToScrollToTop
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(readBack)
            hasher.combine(askedToScrollToTop)
        }
    }

    static func world(_ change: @escaping @Sendable (inout AppScrollView) -> Void) -> World {
        World(scene: Scenes.collapsing(), code: AppCode(delegate: SetOnAppear(change: change)))
    }

    @Test func aListWhoseScrollingTheCodeDisabledDoesNotPan() {
        var world = Self.world { $0.isScrollEnabled = false }
        for event in InvariantTests.drag(from: 700, to: 400) { world.apply(event) }
        #expect(world.axisOffset == -148)
        #expect(!world.scene.scroll.scrollEnabled)
    }

    @Test func aListThatNoLongerBouncesStopsAtItsTop() {
        var world = Self.world { $0.bounces = false }
        for event in InvariantTests.drag(from: 300, to: 500, lift: false) { world.apply(event) }
        #expect(world.axisOffset == -148)
        var bouncing = World(scene: Scenes.collapsing())
        for event in InvariantTests.drag(from: 300, to: 500, lift: false) { bouncing.apply(event) }
        #expect(bouncing.axisOffset < -148)
    }

    @Test func aListThatDoesNotScrollToTheTopStaysAndItsDelegateIsNotAsked() throws {
        var world = Self.world { $0.scrollsToTop = false }
        world.apply(Event(t: 0.5, .scroll(.absolute(x: nil, y: 600))))
        world.apply(Event(t: 1, .scrollTo(ScrollRequest(.top, animated: false))))
        #expect(world.axisOffset == 600)
        let code = try #require(world.delegate as? SetOnAppear)
        #expect(code.askedToScrollToTop == 0)
        #expect(code.readBack?.scrollsToTop == false)
        var scrolling = Self.world { _ in }
        scrolling.apply(Event(t: 0.5, .scroll(.absolute(x: nil, y: 600))))
        scrolling.apply(Event(t: 1, .scrollTo(ScrollRequest(.top, animated: false))))
        #expect(scrolling.axisOffset == -148)
    }

    @Test func everySwitchTheCodeSetsReadsBackAndReachesTheConfiguration() throws {
        let world = Self.world {
            $0.alwaysBounceHorizontal = true
            $0.showsVerticalScrollIndicator = false
            $0.showsHorizontalScrollIndicator = false
            $0.delaysContentTouches = false
            $0.canCancelContentTouches = false
            $0.alwaysBounceVertical = true
        }
        let switches = world.scene.scroll.switches
        #expect(switches.alwaysBounceHorizontal && switches.alwaysBounceVertical)
        #expect(!switches.showsVerticalIndicator && !switches.showsHorizontalIndicator)
        #expect(!world.scene.scroll.delaysContentTouches && !world.scene.scroll.canCancelContentTouches)
        #expect(world.scene.scroll.alwaysBounces)
    }

    @Test func aContentSizeTheCodeSetsChangesTheRangeOfContentGivenByItsSize() {
        var scene = Scenes.collapsing()
        scene.scroll.content = .size(width: 414, height: 1000)
        let world = World(
            scene: scene,
            code: AppCode(delegate: SetOnAppear(change: { $0.contentSize = Size(width: 414, height: 2000) })))
        // 2000 + 34 (bottom safe area) − 896.
        #expect(world.metrics.upperBound == 1138)
        // A list of items keeps the content its items make.
        let items = Self.world { $0.contentSize = Size(width: 414, height: 2000) }
        #expect(items.metrics.upperBound == 2658)
    }

    /// Turns `scrollsToTop` off on the list (the profile screen's inner one) when the screen appears.
    struct OnlyTheOuterScrollsToTop: ScrollViewDelegate {
        mutating func viewDidAppear(_ screen: inout AppScreen) {
            screen[scrollView: "list"].scrollsToTop = false
        }
    }

    /// On a phone, a status-bar tap scrolls nothing while two scroll views have `scrollsToTop`
    /// (Apple, UIScrollView.scrollsToTop); with the inner one's turned off, the outer scrolls.
    @Test func onAPhoneTheStatusBarScrollsOnlyTheOneScrollViewThatScrollsToTop() {
        let tap = Event(t: 1, .scrollTo(ScrollRequest(.top, animated: false)))
        var both = World(scene: ProfileScreen.scene())
        both.apply(Event(t: 0.5, .scroll(.absolute(x: nil, y: 200))))
        both.apply(tap)
        #expect(both.axisOffset == 200)
        var one = World(scene: ProfileScreen.scene(), code: AppCode(delegate: OnlyTheOuterScrollsToTop()))
        one.apply(Event(t: 0.5, .scroll(.absolute(x: nil, y: 200))))
        one.apply(tap)
        #expect(one.axisOffset == 0)
    }
}
