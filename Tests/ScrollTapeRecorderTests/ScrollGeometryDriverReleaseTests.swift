import Foundation
import ScrollTape
import ScrollTapeRecorder
import Testing

/// The SwiftUI driver at a finger's lift: the release velocity it measures from the offsets and
/// times SwiftUI gave (SwiftUI's own velocity has no documented unit), and a target the code sets,
/// which SwiftUI cannot follow and the app is told about once.
@Suite struct ScrollGeometryDriverReleaseTests {
    /// What the app's code saw: the pan's velocity at each `scrollViewDidScroll` of a drag, and the
    /// velocity of each `scrollViewWillEndDragging`.
    final class Seen: @unchecked Sendable {
        var panVelocities: [Point] = []
        var releaseVelocities: [Point] = []
    }

    /// Code that notes what it sees.
    struct Noting: ScrollViewDelegate {
        let seen: Seen

        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            guard screen.scrollView.isDragging else { return }
            seen.panVelocities.append(screen.scrollView.panGestureRecognizer.velocity(in: nil))
        }

        mutating func scrollViewWillEndDragging(
            _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            seen.releaseVelocities.append(velocity)
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.seen === rhs.seen }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(seen)) }
    }

    /// A header that snaps between expanded and collapsed (100 pt apart) by setting the target.
    struct SnappingHeader: ScrollViewDelegate {
        mutating func scrollViewWillEndDragging(
            _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            let top = -screen.scrollView.adjustedContentInset.top
            guard targetContentOffset.y > top, targetContentOffset.y < top + 100 else { return }
            targetContentOffset.y = targetContentOffset.y < top + 50 ? top : top + 100
        }
    }

    /// The list of the iPhone 11 screen at `offset`.
    static func geometry(_ offset: Double) -> ScrollGeometryValues {
        ScrollGeometryValues(
            contentOffset: Point(x: 0, y: offset), contentSize: Size(width: 414, height: 3520),
            contentInsets: EdgeInsets(top: 148, bottom: 34), containerSize: Size(width: 414, height: 896))
    }

    static func driver(_ delegate: any ScrollViewDelegate, at offset: Double) -> ScrollGeometryDriver {
        ScrollGeometryDriver(
            delegate, geometry: geometry(offset), headerHeight: 148,
            bounds: Rect(x: 0, y: 0, width: 414, height: 896))
    }

    /// A drag from `start` at `time`: the offset moves by `step` every `1 / rate` s, `steps` times;
    /// the finger lifts `rest` seconds after the last move, and the list comes to rest there.
    /// Returns the time it came to rest.
    @discardableResult
    static func drag(
        _ driver: inout ScrollGeometryDriver, from start: Double, step: Double, steps: Int, rate: Double,
        rest: Double = 0.004, at time: Double
    ) -> Double {
        driver.scrollPhaseDidChange(to: .tracking, at: time)
        driver.scrollPhaseDidChange(to: .interacting, at: time)
        var t = time
        for index in 1...steps {
            t = time + Double(index) / rate
            driver.scrollGeometryDidChange(to: geometry(start + step * Double(index)), at: t)
        }
        driver.scrollPhaseDidChange(to: .decelerating, at: t + rest)
        driver.scrollPhaseDidChange(to: .idle, at: t + rest + 0.5)
        return t + rest + 0.5
    }

    /// An offset that grows 600 pt/s, at 60 or 120 geometry changes a second: the code sees the
    /// pan's velocity as UIKit gives it (the finger's, −600 pt/s) while it drags, and the release
    /// velocity in points per millisecond (the offset's, 0.6); a finger that rested 150 ms before it
    /// lifted releases with none.
    @Test(arguments: [60.0, 120.0])
    func theReleaseVelocityIsMeasuredFromTheOffsetsAndTheirTimes(rate: Double) {
        let seen = Seen()
        var driver = Self.driver(Noting(seen: seen), at: -148)
        driver.appear()
        let end = Self.drag(&driver, from: -148, step: 600 / rate, steps: 12, rate: rate, at: 1)
        #expect(seen.panVelocities.count == 12)
        for velocity in seen.panVelocities {
            #expect(abs(velocity.x) < 1e-9 && abs(velocity.y + 600) < 1e-6, "\(velocity)")
        }
        #expect(seen.releaseVelocities.count == 1)
        let release = seen.releaseVelocities.last ?? .zero
        #expect(abs(release.x) < 1e-12 && abs(release.y - 0.6) < 1e-9, "\(release)")

        Self.drag(&driver, from: -76, step: 600 / rate, steps: 6, rate: rate, rest: 0.15, at: end + 1)
        #expect(seen.releaseVelocities.count == 2)
        #expect(seen.releaseVelocities.last == .zero)
    }

    /// Fed what SwiftUI would report of three recordings at their events' times, the driver's code
    /// sees at each release the velocity the replay's sees (within 1 pt/s) while the list stayed in
    /// its range in the last 100 ms; past an edge, where the content moves less than the finger,
    /// a velocity of the same sign, no greater.
    @Test(arguments: [
        "recordings/iphone11-collapsing-header.jsonl", "recordings/flick-to-bottom-bounce.jsonl",
        "recordings/flick-to-top.jsonl",
    ])
    func theMeasuredVelocityIsTheReplaysInTheRange(path: String) throws {
        let recording = try RecordingReader.read(path: path).recording
        let replayed = Seen()
        let driven = Seen()
        var world = World(scene: recording.scene, delegate: Noting(seen: replayed))
        let (start, _) = ScrollGeometryDriverTests.swiftUI(world)
        var driver = ScrollGeometryDriver(
            Noting(seen: driven), geometry: start, bounds: Rect(x: 0, y: 0, width: 414, height: 896))
        driver.appear()
        var outside: [(t: Double, isOutside: Bool)] = []
        var pastAnEdge: [Bool] = []
        for event in recording.events {
            let releases = replayed.releaseVelocities.count
            world.apply(event)
            let (geometry, _) = ScrollGeometryDriverTests.swiftUI(world)
            let top = -geometry.contentInsets.top
            let bottom =
                geometry.contentSize.height + geometry.contentInsets.bottom - geometry.containerSize.height
            let offset = geometry.contentOffset.y
            outside.append((event.t, offset < top - 1e-9 || offset > bottom + 1e-9))
            if replayed.releaseVelocities.count > releases {
                pastAnEdge.append(outside.contains { $0.t >= event.t - 0.1 && $0.isOutside })
            }
            ScrollGeometryDriverTests.report(world, at: event.t, to: &driver)
        }
        #expect(!replayed.releaseVelocities.isEmpty)
        #expect(driven.releaseVelocities.count == replayed.releaseVelocities.count)
        for (index, (measured, replay)) in zip(driven.releaseVelocities, replayed.releaseVelocities)
            .enumerated()
        {
            if pastAnEdge[index] {
                #expect(
                    measured.y * replay.y >= 0 && abs(measured.y) <= abs(replay.y), "\(measured) \(replay)")
            } else {
                #expect(abs(measured.y - replay.y) < 1e-3 && measured.x == replay.x, "\(measured) \(replay)")
            }
        }
    }

    /// A snapping header's target cannot take effect under SwiftUI: the app is told the first time
    /// the code changes it (which target, what to do instead), and not again; the driver asks for no
    /// scroll of its own. Code that leaves the target alone is not told anything.
    @Test func aTargetTheCodeChangesIsReportedOnce() {
        final class Reports { var messages: [String] = [] }
        let reports = Reports()
        var driver = Self.driver(SnappingHeader(), at: -148)
        driver.misuseReport = MisuseReport { reports.messages.append($0.message) }
        driver.appear()
        // Released at -148 (expanded) and past the header's 100 pt: the header leaves the target.
        var end = Self.drag(&driver, from: -148, step: 0, steps: 3, rate: 60, at: 1)
        end = Self.drag(&driver, from: -148, step: 20, steps: 10, rate: 60, at: end)
        #expect(reports.messages.isEmpty)
        // Released at -119 (a target it snaps to -148), then at -63 (to -48).
        end = Self.drag(&driver, from: 52, step: -19, steps: 9, rate: 60, at: end)
        Self.drag(&driver, from: -119, step: 7, steps: 8, rate: 60, at: end)
        #expect(
            reports.messages == [
                "the app's code sets targetContentOffset to (0, -148) in scrollViewWillEndDragging "
                    + "(proposed (0, -119)), which a SwiftUI ScrollView does not follow: the target is dropped "
                    + "and the list comes to rest where SwiftUI decides. SwiftUI changes where a scroll ends "
                    + "only through a ScrollTargetBehavior (updateTarget(_:context:), set with "
                    + ".scrollTargetBehavior(_:), iOS 17): snap there, and give this screen a delegate that "
                    + "leaves the target alone (reported once per driver)"
            ])
        #expect(driver.takeRequestedOffset() == nil)

        var leaving = Self.driver(Noting(seen: Seen()), at: -148)
        leaving.misuseReport = MisuseReport { reports.messages.append($0.message) }
        Self.drag(&leaving, from: -148, step: 5, steps: 12, rate: 60, at: 1)
        #expect(reports.messages.count == 1)
    }
}
