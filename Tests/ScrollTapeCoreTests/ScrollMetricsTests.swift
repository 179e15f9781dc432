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
