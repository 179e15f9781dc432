import ScrollTapeCore

extension GestureGenerator {
    /// A finger from `start` to `end` in `seconds` (samples every 1/60 s, eased, with a little
    /// wobble across the axis) and, with `returning` > 0, back that fraction of the way toward
    /// `start`; then held still a moment (`hold`, so it lifts without velocity) or lifted at speed.
    /// With `secondFinger`, another finger touches down and lifts on the way. With `pressing` > 0,
    /// the finger rests that many seconds where it went down before it moves.
    mutating func swipe(
        from start: Point, to end: Point, seconds: Double, hold: Bool, secondFinger addsSecond: Bool,
        returning: Double = 0, pressing: Double = 0
    ) {
        let id = newTouchID()
        add(.touch(id: id, phase: .began, at: start), after: 1)
        for _ in 0..<Int((pressing * 60).rounded()) {
            add(.touch(id: id, phase: .moved, at: start), after: 2)
        }
        let samples = max(2, Int((seconds * 60).rounded()))
        var legs = [(from: start, to: end, samples: samples)]
        if returning > 0 {
            let back = Point(
                x: end.x + (start.x - end.x) * returning, y: end.y + (start.y - end.y) * returning)
            legs.append((from: end, to: back, samples: max(2, samples / 2)))
        }
        let secondAt = addsSecond ? random.integer(in: 1...samples - 1) : nil
        var secondFinger: (id: Int, location: Point)?
        var location = start
        var sampleCount = 0
        for leg in legs {
            for sample in 1...leg.samples {
                let progress = Double(sample) / Double(leg.samples)
                let eased = progress * (2 - progress)
                let wobble = random.number(in: -1.5...1.5)
                let (from, to) = (leg.from, leg.to)
                location = clampedToScreen(
                    Point(
                        x: from.x + (to.x - from.x) * eased + (from.x == to.x ? wobble : 0),
                        y: from.y + (to.y - from.y) * eased + (from.y == to.y ? wobble : 0)))
                add(.touch(id: id, phase: .moved, at: location), after: 2)
                sampleCount += 1
                if sampleCount == secondAt {
                    let screen = Rect(
                        x: 0, y: 0, width: world.scene.device.width, height: world.scene.device.height)
                    let finger = (id: newTouchID(), location: point(in: screen))
                    secondFinger = finger
                    add(.touch(id: finger.id, phase: .began, at: finger.location), after: 0)
                } else if let finger = secondFinger, random.chance(0.3) {
                    add(.touch(id: finger.id, phase: .ended, at: finger.location), after: 0)
                    secondFinger = nil
                }
            }
        }
        if hold {
            for _ in 0..<random.integer(in: 6...12) {
                add(.touch(id: id, phase: .moved, at: location), after: 2)
            }
        }
        add(.touch(id: id, phase: random.chance(0.05) ? .cancelled : .ended, at: location), after: 1)
        if let finger = secondFinger {
            add(.touch(id: finger.id, phase: .ended, at: finger.location), after: 2)
        }
    }

    /// A tap at `location`: a `tap` event, or a touch that begins and ends there.
    mutating func tap(at location: Point) {
        if random.chance(0.5) { return add(.tap(at: location), after: 1) }
        let id = newTouchID()
        add(.touch(id: id, phase: .began, at: location), after: 1)
        add(.touch(id: id, phase: .ended, at: location), after: random.integer(in: 6...14))
    }

    /// Display frames for `seconds` (every 1/60 s), so motion goes on between gestures.
    mutating func idle(seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) { add(.frame, after: 2) }
    }

    private mutating func newTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    /// Appends an event `ticks` ticks after the last one and applies it. On a screen whose session
    /// lists the app's `calls`, one of them now and then comes just before a finger's move (a
    /// network answer arrives while the user drags: only there is the draw made, so the runs of
    /// every other screen stay as they were).
    mutating func add(_ kind: Event.Kind, after delay: Int) {
        if case .touch(_, .moved, _) = kind, let call = random.element(of: world.scene.calls),
            random.chance(0.05)
        {
            append(.call(name: call), after: max(0, delay - 1))
            return append(kind, after: min(delay, 1))
        }
        append(kind, after: delay)
    }

    /// Appends an event `ticks` ticks after the last one and applies it.
    private mutating func append(_ kind: Event.Kind, after delay: Int) {
        ticks += delay
        let event = Event(t: Double(ticks) * Self.tick, kind)
        world.apply(event)
        events.append(event)
    }
}
