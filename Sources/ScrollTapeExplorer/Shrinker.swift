import ScrollTapeCore

/// Makes a failing recording small while it keeps failing: Zeller and Hildebrandt's
/// delta debugging (ddmin, "Simplifying and Isolating Failure-Inducing Input", 2002) over whole
/// gestures, then simpler passes — fewer frames and other unit-less events, fewer samples in each
/// touch (shorter drags), times snapped to 1/60 s — and gestures once more at the end, so the
/// result is 1-minimal by gestures: removing any one of them makes the failure go away.
///
/// Events keep their times and order, so every candidate is a valid recording.
struct Shrinker {
    /// Whether a candidate still fails (the same invariant breaks).
    let fails: ([Event]) -> Bool
    /// How many candidates were replayed.
    private(set) var tests = 0

    init(fails: @escaping ([Event]) -> Bool) {
        self.fails = fails
    }

    /// The smallest failing recording found from `events`, which must fail.
    mutating func shrink(_ events: [Event]) -> [Event] {
        var current = events
        for _ in 0..<4 {
            let before = current
            current = removeUnits(current)
            current = removeUnitless(current)
            current = removeSamples(current)
            current = snapTimes(current)
            if current == before { break }
        }
        // Gestures last (1-minimal by gestures), and the events of no gesture that removing one
        // left without a purpose (an `expect` of a state no longer reached).
        for _ in 0..<4 {
            let before = current
            current = removeUnitless(removeUnits(current))
            if current == before { break }
        }
        return removeUnits(current)
    }

    /// ddmin over the gestures (units); the other events stay.
    mutating func removeUnits(_ events: [Event]) -> [Event] {
        let grouping = EventUnits(events)
        return minimize(grouping.units.count, events: events) { chosen in
            grouping.rest + chosen.flatMap { grouping.units[$0] }
        }
    }

    /// ddmin over the events that belong to no gesture (frames, marks, …).
    private mutating func removeUnitless(_ events: [Event]) -> [Event] {
        let grouping = EventUnits(events)
        let units = grouping.units.flatMap { $0 }
        return minimize(grouping.rest.count, events: events) { chosen in
            units + chosen.map { grouping.rest[$0] }
        }
    }

    /// ddmin over the moves of each touch in turn (its `began` and end stay): shorter drags, fewer
    /// samples.
    private mutating func removeSamples(_ events: [Event]) -> [Event] {
        var current = events
        var touch = 0
        while true {
            let touches = EventUnits(current).touches
            guard touch < touches.count else { return current }
            let moves = Array(touches[touch].dropFirst().dropLast())
            let movesSet = Set(moves)
            let others = current.indices.filter { !movesSet.contains($0) }
            current = minimize(moves.count, events: current) { chosen in others + chosen.map { moves[$0] } }
            touch += 1
        }
    }

    /// Every time rounded to the nearest 1/60 s (order kept), if it still fails.
    private mutating func snapTimes(_ events: [Event]) -> [Event] {
        let snapped = events.map { event in
            var event = event
            event.t = (event.t * 60).rounded() / 60
            return event
        }
        guard snapped != events else { return events }
        return test(snapped) ? snapped : events
    }

    /// ddmin over `count` parts: `indices(chosen)` gives the events to keep for the parts chosen
    /// (in any order; they are kept in the order of `events`). Returns the events of a 1-minimal
    /// failing choice.
    private mutating func minimize(
        _ count: Int, events: [Event], _ indices: ([Int]) -> [Int]
    ) -> [Event] {
        func candidate(_ chosen: [Int]) -> [Event] {
            indices(chosen).sorted().map { events[$0] }
        }
        var chosen = Array(0..<count)
        var granularity = 2
        while chosen.count >= 2 {
            let chunks = Self.split(chosen, into: granularity)
            var reduced = false
            // A chunk alone fails: keep only it.
            for chunk in chunks where test(candidate(chunk)) {
                chosen = chunk
                granularity = 2
                reduced = true
                break
            }
            // Else a complement fails: drop the chunk.
            if !reduced, granularity > 2 || chunks.count > 2 {
                for drop in chunks.indices {
                    let complement = chunks.indices.filter { $0 != drop }.flatMap { chunks[$0] }
                    if test(candidate(complement)) {
                        chosen = complement
                        granularity = max(granularity - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if !reduced {
                guard granularity < chosen.count else { break }
                granularity = min(chosen.count, granularity * 2)
            }
        }
        if chosen.count == 1, test(candidate([])) { chosen = [] }
        return candidate(chosen)
    }

    /// `parts` split into `count` runs of nearly equal length, in order.
    static func split(_ parts: [Int], into count: Int) -> [[Int]] {
        let count = min(count, parts.count)
        return (0..<count).map { chunk in
            Array(parts[chunk * parts.count / count..<(chunk + 1) * parts.count / count])
        }
    }

    private mutating func test(_ events: [Event]) -> Bool {
        tests += 1
        return fails(events)
    }
}
