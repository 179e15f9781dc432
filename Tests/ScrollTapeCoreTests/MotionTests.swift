import Testing

@testable import ScrollTapeCore

/// Motion after the finger lifts: deceleration, springs, paging, with reference
/// numbers and properties that must hold for any flick.
@Suite struct MotionTests {
    // MARK: Reference numbers

    /// v0/(1000·|ln r|): 2000 pt/s travels 999.0 pt at 0.998 and 199.0 pt at 0.99 (the WWDC 2018
    /// "Designing Fluid Interfaces" projection v0/1000·r/(1 − r) gives 998 and 198).
    @Test(arguments: [(0.998, 998.0, 999.0), (0.99, 198, 199)])
    func flickOf2000PointsPerSecondTravels(rate: Double, low: Double, high: Double) {
        let deceleration = Deceleration(offset: 0, velocity: 2000, time: 0, rate: rate, restDistance: 0.5)
        #expect(deceleration.restOffset >= low && deceleration.restOffset <= high)
        #expect(abs(deceleration.offset(at: deceleration.endTime) - deceleration.restOffset) < 1e-9)
        // At the end 0.5 pt is left, and the list moves the rest of the way at once.
        #expect(
            abs(deceleration.restOffset - deceleration.offset(at: deceleration.endTime - 1e-9) - 0.5) < 1e-6)
        #expect(deceleration.restOffset - deceleration.offset(at: deceleration.endTime - 0.05) >= 0.5)
    }

    /// Critically damped, ω = 10 /s, from 100 pt at rest: d(τ) = (100 + 1000τ)·e^(−10τ).
    @Test(arguments: [(0.1, 73.58), (0.3, 19.91), (0.5, 4.04)])
    func criticallyDampedSpringFrom100Points(time: Double, displacement: Double) {
        let spring = Spring(from: 100, velocity: 0, to: 0, time: 0, angularFrequency: 10, restDistance: 0.5)
        #expect(abs(spring.offset(at: time) - displacement) < 0.005)
    }

    @Test func springEndsWithinHalfAPointExactlyAtTheTarget() {
        let spring = Spring(from: 100, velocity: 0, to: 0, time: 2, angularFrequency: 10, restDistance: 0.5)
        #expect(abs(spring.offset(at: spring.endTime - 1e-9)) < 0.5 + 1e-6)
        #expect(abs(spring.offset(at: spring.endTime - 0.01)) >= 0.5)
        #expect(spring.offset(at: spring.endTime) == 0)
        #expect(spring.velocity(at: spring.endTime) == 0)
    }

    /// The end time is where |d| falls under the rest distance for good, as bisection finds it, for
    /// springs from either side, with and without a velocity toward or away from the target.
    @Test func springEndTimeIsTheFirstTimeUnderTheRestDistance() {
        var generator = LinearCongruential(seed: 7)
        for _ in 0..<2_000 {
            let offset = generator.next(in: -600...600)
            let velocity = generator.next(in: -8_000...8_000)
            let time = generator.next(in: 0...500)
            let omega = generator.next(in: 2...40)
            let rest = generator.next(in: 0.01...2)
            let spring = Spring(
                from: offset, velocity: velocity, to: 0, time: time, angularFrequency: omega,
                restDistance: rest)
            let expected = Self.bisectedEndTime(spring, restDistance: rest)
            #expect(
                abs(spring.endTime - expected) <= 4 * expected.ulp,
                "from \(offset) at \(velocity) pt/s, ω \(omega), rest \(rest)")
            // From then on under the rest distance (up to the rounding of absolute times).
            for step in 0..<50 {
                let later = spring.endTime + Double(step) * 0.01
                #expect(abs(spring.displacement(elapsed: later - time)) < rest * (1 + 1e-9))
            }
        }
    }

    /// The end time by bisection after the extremum (sixty halvings), the definition it must meet.
    static func bisectedEndTime(_ spring: Spring, restDistance: Double) -> Double {
        let omega = spring.angularFrequency
        let from = (spring.extremumTime ?? spring.startTime) - spring.startTime
        guard abs(spring.displacement(elapsed: from)) >= restDistance else { return spring.startTime + from }
        var low = from
        var high = from + 1 / omega
        while abs(spring.displacement(elapsed: high)) >= restDistance { high += 1 / omega }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if abs(spring.displacement(elapsed: middle)) >= restDistance {
                low = middle
            } else {
                high = middle
            }
        }
        return spring.startTime + high
    }

    // MARK: Release velocity

    @Test func releaseVelocityFitsUnevenlySpacedSamples() {
        var samples = FingerSamples()
        // A finger moving at −1500 pt/s, reported at uneven intervals.
        for time in [0.0, 0.004, 0.019, 0.021, 0.043, 0.05, 0.081, 0.09] {
            samples.append(time: time, position: 800 - 1500 * time, window: 0.1)
        }
        #expect(abs(samples.velocity(at: 0.09, window: 0.1) - -1500) < 1e-6)
    }

    @Test func releaseVelocityLooksBackOnly100Milliseconds() {
        var samples = FingerSamples()
        // Fast at first, then steady at −500 pt/s for the last 100 ms.
        for step in 0..<10 {
            samples.append(time: Double(step) * 0.01, position: 900 - 30 * Double(step), window: 0.1)
        }
        for step in 1...12 {
            samples.append(time: 0.09 + Double(step) * 0.01, position: 630 - 5 * Double(step), window: 0.1)
        }
        #expect(abs(samples.velocity(at: 0.21, window: 0.1) - -500) < 1e-6)
    }

    @Test func aFingerThatRestedLongerThanTheWindowReleasesWithoutVelocity() {
        var world = World(scene: Scenes.collapsing())
        world.flick(from: 800, fingerVelocity: -1500, duration: 0.1, at: 0, lift: false)
        let t = world.t + 0.15
        world.apply(.touch(1, .ended, 200, world.touches[0].location.y, at: t))
        #expect(world.scroll.phase == .idle)
        #expect(world.scroll.velocity == .zero)
    }

    // MARK: Deceleration in the world

    @Test func aFlickDeceleratesAndRestsAtTheProjectedOffset() {
        var world = World(scene: Scenes.collapsing())
        let release = world.flick(from: 800, fingerVelocity: -1000, duration: 0.1, at: 0)
        #expect(world.scroll.phase == .decelerating)
        #expect(abs(world.scroll.velocity.y - 1000) < 1e-6)
        let start = world.axisOffset
        world.runFrames(from: release, until: release + 5)
        #expect(world.scroll.phase == .idle)
        #expect(abs(world.axisOffset - (start + 1000 / (1000 * -Math.logarithm(0.998)))) < 1e-6)
    }

    /// The same flick with display frames at 30, 60 and 120 Hz: the same positions at the same
    /// times, and the same rest.
    @Test func motionDoesNotDependOnTheFrameRate() {
        /// Offsets at the 30 Hz instants (index k: k/30 s after the release), with frames at 30·`factor` Hz.
        func trajectory(factor: Int) -> [Int: Double] {
            var world = World(scene: Scenes.collapsing())
            let release = world.flick(from: 800, fingerVelocity: -1800, duration: 0.1, at: 0)
            var positions: [Int: Double] = [:]
            for frame in 1...(90 * factor) {
                world.apply(Event(t: release + Double(frame) / Double(30 * factor), .frame))
                if frame % factor == 0 { positions[frame / factor] = world.axisOffset }
            }
            return positions
        }
        let at30 = trajectory(factor: 1)
        let at60 = trajectory(factor: 2)
        let at120 = trajectory(factor: 4)
        #expect(at30.count == 90)
        for (key, value) in at30 {
            #expect(abs((at60[key] ?? .nan) - value) < 1e-9)
            #expect(abs((at120[key] ?? .nan) - value) < 1e-9)
        }
    }

    @Test(arguments: [300.0, 900, 1800, 3000, 6000])
    func decelerationNeverSpeedsUpMovesContinuouslyAndComesToRest(fingerSpeed: Double) {
        var world = World(scene: Scenes.collapsing { $0.bounces = false })
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 200))))
        let release = world.flick(from: 800, fingerVelocity: -fingerSpeed, duration: 0.1, at: 1)
        var previousSpeed = abs(world.scroll.velocity.y)
        var previousOffset = world.axisOffset
        var time = release
        while world.scroll.phase != .idle {
            time += 1.0 / 240
            #expect(time < release + 20, "never came to rest")
            if time >= release + 20 { return }
            world.apply(Event(t: time, .frame))
            let speed = abs(world.scroll.velocity.y)
            #expect(speed <= previousSpeed + 1e-9)
            // At most the distance the current speed covers in a frame, plus the final ≤ 0.5 pt step.
            #expect(abs(world.axisOffset - previousOffset) <= previousSpeed / 240 + 0.5 + 1e-9)
            #expect(world.axisOffset >= previousOffset)
            previousSpeed = speed
            previousOffset = world.axisOffset
        }
        #expect(world.metrics.contains(world.axisOffset))
    }

    @Test func resumingFromAnyMidFlightStateReproducesTheTrajectory() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 1800))))
        let release = world.flick(from: 800, fingerVelocity: -2500, duration: 0.1, at: 1)
        var events: [Event] = []
        for frame in 1...180 { events.append(Event(t: release + Double(frame) / 60, .frame)) }
        var straight = world
        var states: [World] = []
        for event in events {
            straight.apply(event)
            states.append(straight)
        }
        for split in stride(from: 0, to: events.count, by: 17) {
            var resumed = states[split]
            for event in events[(split + 1)...] { resumed.apply(event) }
            #expect(resumed == straight)
        }
    }

    // MARK: Edges

    @Test func aFlickIntoTheBottomBouncesAndEndsExactlyAtTheEdgeWithTheHeaderStill() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 2200))))
        #expect(world.header?.height == 48)
        let release = world.flick(from: 800, fingerVelocity: -2500, duration: 0.1, at: 1)
        var sawBounce = false
        var maximum = world.axisOffset
        var time = release
        while world.scroll.phase != .idle && time < release + 10 {
            time += 1.0 / 60
            world.apply(Event(t: time, .frame))
            if world.scroll.phase == .bouncing { sawBounce = true }
            maximum = max(maximum, world.axisOffset)
            #expect(world.header?.height == 48)
        }
        #expect(sawBounce)
        #expect(maximum > 2658 + 10)
        #expect(world.axisOffset == 2658)
        #expect(world.scroll.velocity == .zero)
    }

    /// Found by `explore` (chat-keyboard.jsonl): a slow flick toward the top whose projected rest
    /// lay 0.13 pt past the edge came to rest there, outside the range. The motion ends 0.5 pt
    /// short of its projected rest, before it reaches the edge, so it never bounced; on a device
    /// it reaches the edge at a crawl and stays there.
    @Test(arguments: [0.01, 0.2, 0.49])
    func aFlickWhoseRestLiesWithinTheRestDistancePastTheEdgeRestsAtTheEdge(pastTheEdge: Double) {
        var world = World(scene: Scenes.collapsing())
        let velocity = -200.0
        // Released at x0 with v0 < 0, the list comes to rest at x0 + v0/(1000·|ln 0.998|).
        let start = -148 - pastTheEdge - velocity / (1000 * -Math.logarithm(0.998))
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: start))))
        world.settle(.primary, velocity: velocity)
        #expect(world.scroll.phase == .decelerating)
        world.runFrames(from: 0, until: 5)
        #expect(world.scroll.phase == .idle)
        #expect(world.axisOffset == -148)
    }

    @Test func withoutBouncesAFlickStopsAtTheEdge() {
        var world = World(scene: Scenes.collapsing { $0.bounces = false })
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 2200))))
        let release = world.flick(from: 800, fingerVelocity: -2500, duration: 0.1, at: 1)
        world.runFrames(from: release, until: release + 3)
        #expect(world.axisOffset == 2658)
        #expect(world.scroll.phase == .idle)
    }

    @Test func aPullPastTheTopSpringsBack() {
        var world = World(scene: Scenes.collapsing())
        world.drag(from: 300, to: 500, at: 0)
        #expect(world.scroll.phase == .bouncing)
        #expect(world.axisOffset < -148)
        let pulled = world.axisOffset
        world.apply(Event(t: world.t + 0.1, .frame))
        #expect(world.axisOffset > pulled && world.axisOffset < -148)
        world.runFrames(from: world.t, until: world.t + 2)
        #expect(world.axisOffset == -148)
        #expect(world.header?.height == 148)
    }

    @Test func aTouchStopsADeceleratingListAndNeverSelects() {
        var world = World(scene: Scenes.collapsing())
        let release = world.flick(from: 800, fingerVelocity: -1500, duration: 0.1, at: 0)
        world.apply(Event(t: release + 0.2, .frame))
        let moving = world.axisOffset
        world.apply(.touch(2, .began, 200, 500, at: release + 0.25))
        let stopped = world.axisOffset
        #expect(stopped > moving)
        #expect(world.scroll.phase == .tracking)
        #expect(world.touches[0].owner == .scroll)
        world.apply(.touch(2, .ended, 200, 500, at: release + 0.3))
        #expect(world.axisOffset == stopped)
        #expect(world.scroll.phase == .idle)
        #expect(world.actions.isEmpty)
    }

    // MARK: Paging

    static func pager(threshold: Double = 100) -> Scene {
        Scenes.collapsing {
            $0.axis = .horizontal
            $0.frame = Rect(x: 0, y: 200, width: 414, height: 400)
            $0.content = .items(ItemLayout(count: 8, length: 295, spacing: 10, leading: 20, trailing: 20))
            $0.insetAdjustment = .never
            $0.paging = .init(pageLength: 305, velocityThreshold: threshold)
        }
    }

    /// Drags horizontally from x0 by `distance` at `speed` pt/s, lifts and lets it come to rest.
    static func swipe(_ world: inout some EventApplying, by distance: Double, speed: Double, at start: Double)
    {
        var t = start
        var x = 300.0
        world.applyEvent(.touch(9, .began, x, 400, at: t))
        let steps = max(1, Int(abs(distance) / (speed / 120)))
        for _ in 0..<steps {
            t += 1.0 / 120
            x += distance / Double(steps)
            world.applyEvent(.touch(9, .moved, x, 400, at: t))
        }
        world.applyEvent(.touch(9, .ended, x, 400, at: t))
        world.runFrames(from: t, until: t + 3)
    }

    @Test(arguments: [
        // (drag distance, finger speed, resting page offset)
        (-100.0, 50.0, 0.0),  // slow, under half a page: back to page 0
        (-200, 50, 305),  // slow, over half a page: page 1
        (-40, 2000, 305),  // a fast short flick: one page on
        (-600, 3000, 610),  // dragged two pages and flicked: rounds toward the motion, no further
    ])
    func pagingRestsExactlyOnAPage(distance: Double, speed: Double, page: Double) {
        var world = World(scene: Self.pager())
        Self.swipe(&world, by: distance, speed: speed, at: 0)
        #expect(world.scroll.phase == .idle)
        #expect(world.axisOffset == page)
    }

    @Test func aFastFlickBackGoesOnePageBack() {
        var world = World(scene: Self.pager())
        Self.swipe(&world, by: -200, speed: 50, at: 0)
        #expect(world.axisOffset == 305)
        Self.swipe(&world, by: 40, speed: 2000, at: 10)
        #expect(world.axisOffset == 0)
    }

    @Test func theLastPageIsMaxOffset() {
        var world = World(scene: Self.pager())
        let last = world.metrics.upperBound
        world.apply(Event(t: 0, .scroll(.absolute(x: last, y: nil))))
        Self.swipe(&world, by: -60, speed: 2500, at: 1)
        #expect(world.axisOffset == last)
    }

    @Test func snappingIsThePhaseWhileMovingToAPage() {
        var world = World(scene: Self.pager())
        world.apply(.touch(9, .began, 300, 400, at: 0))
        world.apply(.touch(9, .moved, 250, 400, at: 0.05))
        world.apply(.touch(9, .moved, 150, 400, at: 0.1))
        world.apply(.touch(9, .ended, 150, 400, at: 0.1))
        #expect(world.scroll.phase == .snapping)
        world.apply(Event(t: 0.15, .frame))
        #expect(world.scroll.phase == .snapping)
    }
}

extension World {
    /// A finger moving at `fingerVelocity` (pt/s, along y) for `duration` seconds, sampled at 120 Hz,
    /// after a touch-down and a pan start; returns the release time.
    @discardableResult
    mutating func flick(
        id: Int = 1, from y0: Double, fingerVelocity: Double, duration: Double, at start: Double,
        lift: Bool = true
    ) -> Double {
        apply(.touch(id, .began, 200, y0, at: start))
        let direction: Double = fingerVelocity < 0 ? -1 : 1
        apply(.touch(id, .moved, 200, y0 + 12 * direction, at: start + 0.01))
        var time = start + 0.01
        var y = y0 + 12 * direction
        for _ in 0..<Int((duration * 120).rounded()) {
            time += 1.0 / 120
            y += fingerVelocity / 120
            apply(.touch(id, .moved, 200, y, at: time))
        }
        if lift { apply(.touch(id, .ended, 200, y, at: time)) }
        return time
    }
}

/// Something events can be applied to: a world, or a recorder that also keeps them.
protocol EventApplying {
    /// Applies `event`, as `World.apply(_:)` does (what it returns is not needed here).
    mutating func applyEvent(_ event: Event)
}

extension EventApplying {
    /// Applies display frames at 60 Hz after `start` up to `end`.
    mutating func runFrames(from start: Double, until end: Double) {
        var time = start
        while time < end {
            time += 1.0 / 60
            applyEvent(Event(t: time, .frame))
        }
    }
}

extension World: EventApplying {
    mutating func applyEvent(_ event: Event) { apply(event) }
}

/// Applies events to a world and keeps them, to replay them later with the invariants.
struct EventRecorder: EventApplying {
    var world: World
    var events: [Event] = []

    mutating func applyEvent(_ event: Event) {
        world.apply(event)
        events.append(event)
    }
}

extension MotionTests {
    /// Regression: an update (or an app scroll) under a dragging finger re-anchors the drag but
    /// keeps the finger's samples, so the velocity is the finger's, not reset to zero.
    @Test func anUpdateWhileDraggingKeepsTheFingerVelocity() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 1000))))
        world.flick(from: 800, fingerVelocity: -1200, duration: 0.1, at: 1, lift: false)
        let velocity = world.scroll.velocity.y
        #expect(abs(velocity - 1200) < 1e-6)
        world.apply(Event(t: world.t, .update(ItemUpdate(deleted: [0, 1], anchor: .visible))))
        #expect(world.scroll.phase == .dragging)
        #expect(world.scroll.velocity.y == velocity)
        let y = world.touches[0].location.y - 10
        world.apply(.touch(1, .moved, 200, y, at: world.t + 1.0 / 120))
        #expect(abs(world.scroll.velocity.y - 1200) < 1e-6)
    }

    /// Regression: a header that stays put while the list is outside its range is not reported again
    /// at every frame; only moves of the header are judged.
    @Test func aStillHeaderOutsideTheRangeIsReportedOnlyWhenItMoves() {
        let events = InvariantTests.settled(
            [Event(t: 0, .scroll(.absolute(x: nil, y: 2600)))]
                + InvariantTests.drag(from: 600, to: 300, at: 1))
        var replay = Replay(Recording(scene: Scenes.collapsing(ignoresOverscroll: false), events: events))
        var reported = 0
        while !replay.isAtEnd {
            let before = replay.world.header?.height
            let violations = replay.step().filter { $0.invariant == .headerOverscroll }
            reported += violations.count
            if !violations.isEmpty { #expect(replay.world.header?.height != before) }
        }
        #expect(reported > 0)
    }
}
