import Testing

@testable import ScrollTapeCore

@Suite struct ScrollMetricsTests {
    @Test func iPhone11CollapsingScreen() {
        let metrics = ScrollMetrics(scene: Scenes.collapsing(), itemCount: 40)
        #expect(metrics.adjustedInset == EdgeInsets(top: 148, left: 0, bottom: 34, right: 0))
        #expect(metrics.contentHeight == 3520)
        #expect(metrics.contentWidth == 414)
        #expect(metrics.minOffset == Point(x: 0, y: -148))
        // 3520 + 34 − 896
        #expect(metrics.maxOffset == Point(x: 0, y: 2658))
    }

    @Test func iPhone8CollapsingScreen() {
        let metrics = ScrollMetrics(scene: Scenes.collapsing(Scenes.iPhone8), itemCount: 40)
        #expect(metrics.minOffset.y == -120)
        #expect(metrics.maxOffset.y == 3520 - 667)
    }

    @Test func insetAdjustmentNeverUsesTheInsetAlone() {
        let scene = Scenes.collapsing {
            $0.insetAdjustment = .never
            $0.inset = EdgeInsets(top: 10, bottom: 5)
        }
        let metrics = ScrollMetrics(scene: scene, itemCount: 40)
        #expect(metrics.minOffset.y == -10)
        #expect(metrics.maxOffset.y == 3520 + 5 - 896)
    }

    struct AdjustmentCase: CustomTestStringConvertible, Sendable {
        var adjustment: ScrollConfiguration.InsetAdjustment
        var itemCount: Int
        var alwaysBounces = false
        /// The adjusted inset's top and bottom (the iPhone 11's 48 + 100 and 34 when adjusted).
        var top: Double
        var bottom: Double
        var testDescription: String {
            "\(adjustment), \(itemCount) rows\(alwaysBounces ? ", alwaysBounce" : "")"
        }
    }

    /// UIScrollView.ContentInsetAdjustmentBehavior as Apple documents it: `scrollableAxes` adds the
    /// safe area to top and bottom only when the content is taller than the scroll view (or it
    /// always bounces vertically); `always` whatever the content; `never` not at all.
    static let adjustmentCases: [AdjustmentCase] = [
        AdjustmentCase(adjustment: .automatic, itemCount: 40, top: 148, bottom: 34),
        AdjustmentCase(adjustment: .automatic, itemCount: 3, top: 148, bottom: 34),
        AdjustmentCase(adjustment: .always, itemCount: 3, top: 148, bottom: 34),
        AdjustmentCase(adjustment: .never, itemCount: 40, top: 0, bottom: 0),
        AdjustmentCase(adjustment: .scrollableAxes, itemCount: 40, top: 148, bottom: 34),
        // 10 × 88 = 880 is not taller than 896: not scrollable, not adjusted.
        AdjustmentCase(adjustment: .scrollableAxes, itemCount: 10, top: 0, bottom: 0),
        AdjustmentCase(adjustment: .scrollableAxes, itemCount: 11, top: 148, bottom: 34),
        AdjustmentCase(adjustment: .scrollableAxes, itemCount: 3, alwaysBounces: true, top: 148, bottom: 34),
    ]

    @Test(arguments: adjustmentCases)
    func insetAdjustmentFollowsContentInsetAdjustmentBehavior(_ testCase: AdjustmentCase) {
        let scene = Scenes.collapsing {
            $0.insetAdjustment = testCase.adjustment
            $0.alwaysBounces = testCase.alwaysBounces
        }
        let metrics = ScrollMetrics(scene: scene, itemCount: testCase.itemCount)
        #expect(metrics.adjustedInset == EdgeInsets(top: testCase.top, bottom: testCase.bottom))
        #expect(metrics.minOffset.y == -testCase.top)
    }

    /// In landscape (the sensor housing's 48 pt on the left and right): `automatic` insets the top
    /// and bottom, and the sides only for content wider than the frame, as `scrollableAxes` does
    /// (a table view's rows span the screen; its cells inset themselves); `always` every edge.
    @Test(arguments: [
        (ScrollConfiguration.InsetAdjustment.automatic, Axis.vertical, 0.0),
        (.automatic, .horizontal, 48), (.always, .vertical, 48), (.scrollableAxes, .vertical, 0),
        (.scrollableAxes, .horizontal, 48), (.never, .horizontal, 0),
    ])
    func theSidesOfTheSafeAreaInsetOnlyWhatScrollsAcrossThem(
        adjustment: ScrollConfiguration.InsetAdjustment, axis: Axis, side: Double
    ) {
        var scene = Scenes.collapsing {
            $0.insetAdjustment = adjustment
            $0.axis = axis
        }
        scene = scene.laidOut(
            on: Device(width: 896, height: 414, safeArea: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
        )
        let metrics = ScrollMetrics(scene: scene, itemCount: 40)
        #expect(metrics.adjustedInset.left == side)
        #expect(metrics.adjustedInset.right == side)
    }

    @Test func aListThatGrowsPastTheScreenIsAdjustedFromThenOnWithScrollableAxes() {
        var world = World(
            scene: Scenes.collapsing {
                $0.insetAdjustment = .scrollableAxes; $0.content = .items(ItemLayout(count: 5, length: 88))
            })
        #expect(world.metrics.minOffset.y == 0)
        world.apply(Event(t: 0.1, .update(ItemUpdate(inserted: Array(5..<20)))))
        #expect(world.metrics.minOffset.y == -148)
        #expect(world.metrics.maxOffset.y == 20 * 88 + 34 - 896)
    }

    @Test func shortContentHasAnEmptyRange() {
        let metrics = ScrollMetrics(scene: Scenes.collapsing(), itemCount: 3)
        #expect(metrics.minOffset.y == -148)
        #expect(metrics.maxOffset.y == -148)
        #expect(!metrics.isScrollable)
    }

    @Test func horizontalListUsesLeftAndRight() {
        let scene = Scenes.collapsing {
            $0.axis = .horizontal
            $0.frame = Rect(x: 0, y: 200, width: 414, height: 300)
            $0.content = .items(ItemLayout(count: 10, length: 295, spacing: 10, leading: 20, trailing: 20))
            $0.additionalSafeArea = .zero
            $0.insetAdjustment = .never
        }
        let metrics = ScrollMetrics(scene: scene, itemCount: 10)
        #expect(metrics.contentWidth == 20 + 2950 + 90 + 20)
        #expect(metrics.contentHeight == 300)
        #expect(metrics.minOffset == Point(x: 0, y: 0))
        #expect(metrics.maxOffset == Point(x: 3080 - 414, y: 0))
    }

    @Test(arguments: [
        (-148.0, -100.0, 48.0), (-200, -148, 0), (-200, -100, 48), (2600, 2700, 58), (-200, 3000, 2806),
        (2700, 2800, 0),
    ])
    func insideLengthCountsOnlyTheInBoundsPart(start: Double, end: Double, length: Double) {
        let metrics = ScrollMetrics(scene: Scenes.collapsing(), itemCount: 40)
        #expect(metrics.insideLength(from: start, to: end) == length)
        #expect(metrics.insideLength(from: end, to: start) == length)
    }
}
