@testable import ScrollTapeCore

/// Short recordings for the timeline tests: drags inside and past both edges, taps on rows and on
/// the back button, marks, a failing `expect`, a `scroll` event and display frames.
enum TimelineRecordings {
    /// A 12-row list (range −148…194) under a collapsing header.
    static func scene(ignoresOverscroll: Bool) -> Scene {
        Scenes.collapsing(ignoresOverscroll: ignoresOverscroll) {
            $0.content = .items(ItemLayout(count: 12, length: 88))
        }
    }

    /// Named, so test arguments print readably.
    static let all: [(name: String, recording: Recording)] = [
        ("bouncing header", Recording(scene: scene(ignoresOverscroll: false), events: gestures())),
        ("collapsing header", Recording(scene: scene(ignoresOverscroll: true), events: gestures())),
        ("pass-through stack", Recording(scene: Scenes.overlay(passThrough: .emptyArea), events: gestures())),
    ]

    static func named(_ name: String) -> Recording {
        all.first { $0.name == name }!.recording
    }

    /// The replay of each recording from the start, made once for all tests.
    static let references = Dictionary(
        uniqueKeysWithValues: all.map { ($0.name, ReplayReference($0.recording)) })

    static func reference(_ name: String) -> ReplayReference {
        references[name]!
    }

    /// The same gestures for every scene (about 170 events).
    static func gestures() -> [Event] {
        var builder = Builder()
        builder.mark("start")
        builder.tap(200, 400)
        builder.frames(3)
        builder.mark("pull-bottom")
        builder.drag(from: 800, to: 300, step: 25)
        builder.frames(8)
        builder.tap(200, 120)
        builder.mark("pull-top")
        builder.drag(from: 200, to: 700, step: 25)
        builder.frames(8)
        builder.events.append(Event(t: builder.tick(), .call(name: "loaded")))
        builder.tap(30, 74)
        builder.expect(["header.height": .number(1)])
        builder.mark("wheel")
        builder.events.append(Event(t: builder.tick(), .scroll(.absolute(x: nil, y: 100))))
        builder.frames(4)
        builder.drag(from: 120, to: 400, step: 40)
        builder.drag(from: 500, to: 200, step: 30, lift: false)
        builder.mark("held")
        builder.events.append(Event(t: builder.tick(), .call(name: "loaded")))
        builder.frames(5)
        builder.events.append(.touch(builder.finger, .ended, 200, 200, at: builder.tick()))
        builder.mark("start")
        builder.frames(3)
        return builder.events
    }

    struct Builder {
        var events: [Event] = []
        var t = 0.0
        var finger = 0

        mutating func tick(_ seconds: Double = 1.0 / 60) -> Double {
            t += seconds
            return t
        }

        mutating func mark(_ label: String) {
            events.append(Event(t: t, .mark(label: label)))
        }

        mutating func tap(_ x: Double, _ y: Double) {
            events.append(Event(t: tick(0.2), .tap(at: Point(x: x, y: y))))
        }

        mutating func frames(_ count: Int) {
            for _ in 0..<count { events.append(Event(t: tick(), .frame)) }
        }

        mutating func expect(_ values: [String: Value]) {
            let members = values.sorted { $0.key < $1.key }.map { Value.Member($0.key, $0.value) }
            events.append(Event(t: t, .expect(Expectation(values: members))))
        }

        mutating func drag(from y0: Double, to y1: Double, step: Double, lift: Bool = true) {
            finger += 1
            events.append(.touch(finger, .began, 200, y0, at: tick(0.1)))
            var y = y0
            let direction: Double = y1 >= y0 ? 1 : -1
            while (y1 - y) * direction > 0 {
                y += direction * min(step, abs(y1 - y))
                events.append(.touch(finger, .moved, 200, y, at: tick()))
                events.append(Event(t: t, .frame))
            }
            if lift { events.append(.touch(finger, .ended, 200, y, at: tick())) }
        }
    }
}

/// Every state of a recording, replayed from the start: the oracle the timeline is tested against.
struct ReplayReference: Sendable {
    let recording: Recording
    /// `worlds[n]` is the state at index n.
    let worlds: [World]
    /// `states[n]` is the state JSON at index n, with the replay's count of violations.
    let states: [Value]
    /// `violations[n]` are the violations of event n (none at 0).
    let violations: [[Violation]]
    /// `violationCounts[n]` is the number of violations of the events up to n.
    let violationCounts: [Int]

    init(_ recording: Recording) {
        self.recording = recording
        var replay = Replay(recording)
        var worlds = [replay.world]
        var states = [replay.state]
        var violations: [[Violation]] = [[]]
        var counts = [0]
        while !replay.isAtEnd {
            violations.append(replay.step())
            worlds.append(replay.world)
            states.append(replay.state)
            counts.append(replay.violationCount)
        }
        self.worlds = worlds
        self.states = states
        self.violations = violations
        violationCounts = counts
    }

    var count: Int { recording.events.count }

    func holds(_ condition: Condition, at index: Int) -> Bool {
        condition.holds(
            at: Condition.Moment(
                index: index, state: states[index], previousState: index > 0 ? states[index - 1] : nil,
                violations: violations[index]))
    }

    /// The reasons to stop at `index`, straight from the definitions.
    func reasons(at index: Int, _ rules: StopRules, _ direction: SearchDirection) -> [Stop.Reason] {
        var reasons: [Stop.Reason] = []
        for watch in rules.watches {
            switch watch {
            case .value(let path):
                if index > 0, path.value(in: states[index - 1]) != path.value(in: states[index]) {
                    reasons.append(
                        .changed(
                            path: path, from: path.value(in: states[index - 1]),
                            to: path.value(in: states[index])))
                }
            case .condition(let condition):
                if holds(condition, at: index) && !(index > 0 && holds(condition, at: index - 1)) {
                    reasons.append(.becameTrue(condition))
                }
            }
        }
        if rules.stopsAtViolations { reasons += violations[index].map { .violation($0) } }
        for breakpoint in rules.breakpoints {
            switch breakpoint {
            case .index(let target) where target == index: reasons.append(.breakpoint(breakpoint))
            case .mark(let label):
                if index > 0, case .mark(label) = recording.events[index - 1].kind {
                    reasons.append(.breakpoint(breakpoint))
                }
            case .call(let name):
                if index > 0, case .call(name) = recording.events[index - 1].kind {
                    reasons.append(.breakpoint(breakpoint))
                }
            case .condition(let condition) where holds(condition, at: index):
                reasons.append(.breakpoint(breakpoint))
            case .index, .condition: break
            }
        }
        if direction == .forward && index == count { reasons.append(.end) }
        if direction == .backward && index == 0 { reasons.append(.start) }
        return reasons
    }

    /// The stop a search from `start` must find: the nearest index with a reason, in a scan of the
    /// reasons at every index (`reasons`, from `everyReason`).
    func stop(from start: Int, _ direction: SearchDirection, in reasons: [[Stop.Reason]]) -> Stop? {
        let candidates =
            direction == .forward
            ? Array(stride(from: start + 1, through: count, by: 1))
            : Array(stride(from: start - 1, through: 0, by: -1))
        for index in candidates where !reasons[index].isEmpty {
            return Stop(index: index, reasons: reasons[index])
        }
        return nil
    }

    /// The reasons to stop at every index, in `direction`.
    func everyReason(_ rules: StopRules, _ direction: SearchDirection) -> [[Stop.Reason]] {
        (0...count).map { reasons(at: $0, rules, direction) }
    }
}
