/// Searching the timeline: `continue` / `rcontinue` to the next stop, `first` / `last` index where a
/// condition holds.
///
/// Stops that need no state (invariant failures, index and mark breakpoints, the ends) are found
/// from the lists the timeline keeps, without replaying; watches and condition breakpoints replay
/// only up to the nearest of those.

/// A value to stop on when it changes, or a condition to stop on when it becomes true.
public enum Watch: Hashable, Sendable, CustomStringConvertible {
    /// Stops at an index whose event changed the value at the path.
    case value(path: StatePath)
    /// Stops at an index where the condition holds and did not hold at the index before.
    case condition(Condition)

    public var description: String {
        switch self {
        case .value(let path): path.text
        case .condition(let condition): condition.description
        }
    }
}

/// A place to stop at.
public enum Breakpoint: Hashable, Sendable, CustomStringConvertible {
    /// Stops at this index.
    case index(Int)
    /// Stops at every `mark` event with this label.
    case mark(String)
    /// Stops at every index where the condition holds.
    case condition(Condition)

    public var description: String {
        switch self {
        case .index(let index): "\(index)"
        case .mark(let label): "mark \(label)"
        case .condition(let condition): condition.description
        }
    }
}

/// What `continue` and `rcontinue` stop on.
public struct StopRules: Hashable, Sendable {
    public var watches: [Watch]
    public var breakpoints: [Breakpoint]
    /// Whether an event that breaks an invariant is a stop (SPEC §5: it is).
    public var stopsAtViolations: Bool

    public init(watches: [Watch] = [], breakpoints: [Breakpoint] = [], stopsAtViolations: Bool = true) {
        self.watches = watches
        self.breakpoints = breakpoints
        self.stopsAtViolations = stopsAtViolations
    }

    /// Whether some rule needs the state at each index (so the search must replay).
    var needsState: Bool {
        watches.contains { if case .condition(let condition) = $0 { condition.needsState } else { true } }
            || breakpoints.contains {
                if case .condition(let condition) = $0 { condition.needsState } else { false }
            }
    }

    /// The state paths the rules read.
    var paths: [StatePath] {
        var paths: [StatePath] = []
        for watch in watches {
            switch watch {
            case .value(let path): paths.append(path)
            case .condition(let condition): paths += condition.paths
            }
        }
        for case .condition(let condition) in breakpoints { paths += condition.paths }
        return paths
    }

    /// Whether some rule needs the state at the index before.
    var needsPreviousState: Bool {
        watches.contains {
            if case .condition(let condition) = $0 { condition.needsPreviousState } else { true }
        }
            || breakpoints.contains {
                if case .condition(let condition) = $0 { condition.needsPreviousState } else { false }
            }
    }

    /// Whether some rule needs the moments before the searched range (a watch condition compares with
    /// its value at the index before).
    var lookback: Int {
        watches.contains { if case .condition = $0 { true } else { false } } ? 1 : 0
    }

    /// Whether some rule can only be decided by evaluating each index.
    var needsWalk: Bool {
        !watches.isEmpty || breakpoints.contains { if case .condition = $0 { true } else { false } }
    }
}

/// Where a search stopped, and why.
public struct Stop: Hashable, Sendable {
    public var index: Int
    /// Every reason that holds at `index`, in rule order: watches, violations, breakpoints, the end.
    public var reasons: [Reason]

    public enum Reason: Hashable, Sendable {
        /// A watched value changed (nil: no value at the path).
        case changed(path: StatePath, from: Value?, to: Value?)
        /// A watched condition became true.
        case becameTrue(Condition)
        /// The event broke an invariant.
        case violation(Violation)
        case breakpoint(Breakpoint)
        /// The last index (searching forward).
        case end
        /// Index 0 (searching backward).
        case start
    }
}

/// The direction of a search.
public enum SearchDirection: Hashable, Sendable {
    case forward, backward
}

extension Timeline {
    /// The nearest index after (forward) or before (backward) `index` where a rule of `rules` holds, or
    /// the end (count) or the start (0) if none does; nil when there is nowhere to go.
    public func nextStop(from index: Int, _ direction: SearchDirection, rules: StopRules) -> Stop? {
        switch direction {
        case .forward:
            guard index < count else { return nil }
            let limit = cheapStop(after: index, rules: rules)
            return search(index + 1...limit, direction, rules: rules)
        case .backward:
            guard index > 0 else { return nil }
            let limit = cheapStop(before: index, rules: rules)
            return search(limit...index - 1, direction, rules: rules)
        }
    }

    /// The first index where `condition` holds.
    public func firstIndex(where condition: Condition) -> Int? {
        if !condition.needsState {
            return violationIndices.first { holdsWithoutState(condition, at: $0) }
        }
        var found: Int?
        walk(
            0...count, needsState: true, needsPreviousState: condition.needsPreviousState, lookback: 0,
            paths: condition.paths
        ) {
            moment, _ in
            guard condition.holds(at: moment) else { return false }
            found = moment.index
            return true
        }
        return found
    }

    /// The last index where `condition` holds.
    public func lastIndex(where condition: Condition) -> Int? {
        if !condition.needsState {
            return violationIndices.last { holdsWithoutState(condition, at: $0) }
        }
        var hi = count
        while hi >= 0 {
            let lo = segmentStart(for: hi, lowest: 0)
            var found: Int?
            walk(
                lo...hi, needsState: true, needsPreviousState: condition.needsPreviousState, lookback: 0,
                paths: condition.paths
            ) {
                moment, _ in
                if condition.holds(at: moment) { found = moment.index }
                return false
            }
            if let found { return found }
            hi = lo - 1
        }
        return nil
    }

    /// Every reason to stop at `index` under `rules`, searching in `direction` (for the end or start).
    public func stopReasons(at index: Int, _ direction: SearchDirection, rules: StopRules) -> [Stop.Reason] {
        var evaluator = StopEvaluator(rules: rules, timeline: self, direction: direction)
        var reasons: [Stop.Reason] = []
        walk(
            index...index, needsState: rules.needsState, needsPreviousState: rules.needsPreviousState,
            lookback: rules.lookback, paths: rules.paths
        ) { moment, isLookback in
            let found = evaluator.reasons(at: moment)
            if !isLookback { reasons = found }
            return false
        }
        return reasons
    }

    // MARK: - Searching

    /// The first (forward) or last (backward) index of `range` with a reason to stop; the range's far
    /// end is a cheap stop or an end, so one is always found.
    private func search(_ range: ClosedRange<Int>, _ direction: SearchDirection, rules: StopRules) -> Stop {
        let far = direction == .forward ? range.upperBound : range.lowerBound
        guard rules.needsWalk else {
            return Stop(index: far, reasons: stopReasons(at: far, direction, rules: rules))
        }
        if direction == .forward {
            var evaluator = StopEvaluator(rules: rules, timeline: self, direction: direction)
            var stop: Stop?
            walk(
                range, needsState: rules.needsState, needsPreviousState: rules.needsPreviousState,
                lookback: rules.lookback, paths: rules.paths
            ) { moment, isLookback in
                let reasons = evaluator.reasons(at: moment)
                guard !isLookback, !reasons.isEmpty else { return false }
                stop = Stop(index: moment.index, reasons: reasons)
                return true
            }
            return stop ?? Stop(index: far, reasons: stopReasons(at: far, direction, rules: rules))
        }
        var hi = range.upperBound
        while hi >= range.lowerBound {
            let lo = segmentStart(for: hi, lowest: range.lowerBound)
            var evaluator = StopEvaluator(rules: rules, timeline: self, direction: direction)
            var stop: Stop?
            walk(
                lo...hi, needsState: rules.needsState, needsPreviousState: rules.needsPreviousState,
                lookback: rules.lookback, paths: rules.paths
            ) { moment, isLookback in
                let reasons = evaluator.reasons(at: moment)
                if !isLookback, !reasons.isEmpty { stop = Stop(index: moment.index, reasons: reasons) }
                return false
            }
            if let stop { return stop }
            hi = lo - 1
        }
        return Stop(index: far, reasons: stopReasons(at: far, direction, rules: rules))
    }

    /// The lowest index of the checkpoint segment that ends at `hi`: one above the checkpoint below
    /// `hi`, so the walk starts from a checkpoint without replaying (0 for index 0).
    private func segmentStart(for hi: Int, lowest: Int) -> Int {
        guard hi > 0 else { return 0 }
        return max(lowest, (hi - 1) / checkpointInterval * checkpointInterval + 1)
    }

    /// The nearest index after `index` that is a stop without looking at states: a violation, an index
    /// or mark breakpoint, or the end.
    private func cheapStop(after index: Int, rules: StopRules) -> Int {
        var limit = count
        if rules.stopsAtViolations {
            let position = firstViolationPosition(after: index)
            if position < violationIndices.count { limit = min(limit, violationIndices[position]) }
        }
        for breakpoint in rules.breakpoints {
            switch breakpoint {
            case .index(let target) where target > index: limit = min(limit, target)
            case .mark(let label):
                if let mark = marks.first(where: { $0.label == label && $0.index > index }) {
                    limit = min(limit, mark.index)
                }
            case .index, .condition: break
            }
        }
        return limit
    }

    /// The nearest index before `index` that is a stop without looking at states, or 0.
    private func cheapStop(before index: Int, rules: StopRules) -> Int {
        var limit = 0
        if rules.stopsAtViolations {
            let position = firstViolationPosition(after: index - 1) - 1
            if position >= 0 { limit = max(limit, violationIndices[position]) }
        }
        for breakpoint in rules.breakpoints {
            switch breakpoint {
            case .index(let target) where target < index: limit = max(limit, target)
            case .mark(let label):
                if let mark = marks.last(where: { $0.label == label && $0.index < index }) {
                    limit = max(limit, mark.index)
                }
            case .index, .condition: break
            }
        }
        return limit
    }

    private func holdsWithoutState(_ condition: Condition, at index: Int) -> Bool {
        condition.holds(
            at: Condition.Moment(
                index: index, values: PathValues(), previousValues: nil, violations: violations(at: index)))
    }

    // MARK: - Walking

    /// Calls `body` with the moment at every index of `range`, in increasing order, after `lookback`
    /// moments before the range (flagged); stops early when `body` returns true. Replays from the
    /// nearest checkpoint (or the current state) only when the state is needed.
    func walk(
        _ range: ClosedRange<Int>, needsState: Bool, needsPreviousState: Bool, lookback: Int,
        paths: [StatePath], _ body: (Condition.Moment, _ isLookback: Bool) -> Bool
    ) {
        let first = max(0, range.lowerBound - lookback)
        guard needsState else {
            for index in first...range.upperBound {
                let moment = Condition.Moment(
                    index: index, values: PathValues(), previousValues: nil, violations: violations(at: index)
                )
                if body(moment, index < range.lowerBound) { return }
            }
            return
        }
        let start = needsPreviousState ? max(0, first - 1) : first
        var world = state(at: start)
        var previous: PathValues?
        var next = firstViolationPosition(after: start)
        let readers = World.readers(of: paths)
        while true {
            let values = world.values(reading: readers)
            if world.index >= first {
                let moment = Condition.Moment(
                    index: world.index, values: values, previousValues: previous,
                    violations: next > 0 && violationIndices[next - 1] == world.index
                        ? violationLists[next - 1] : [])
                if body(moment, world.index < range.lowerBound) { return }
            }
            guard world.index < range.upperBound else { return }
            previous = needsPreviousState ? values : nil
            world.apply(recording.events[world.index])
            if next < violationIndices.count && violationIndices[next] == world.index {
                world.countViolations(violationLists[next].count)
                next += 1
            }
        }
    }
}

/// Decides the reasons to stop at each index of a walk, in increasing order (it remembers whether
/// each watched condition held at the index before).
struct StopEvaluator {
    let rules: StopRules
    let timeline: Timeline
    let direction: SearchDirection
    private var heldBefore: [Bool]?

    init(rules: StopRules, timeline: Timeline, direction: SearchDirection) {
        self.rules = rules
        self.timeline = timeline
        self.direction = direction
    }

    mutating func reasons(at moment: Condition.Moment) -> [Stop.Reason] {
        var reasons: [Stop.Reason] = []
        var held: [Bool] = []
        for watch in rules.watches {
            switch watch {
            case .value(let path):
                guard moment.hasPrevious else { continue }
                let old = moment.previousValue(at: path)
                let new = moment.value(at: path)
                if old != new { reasons.append(.changed(path: path, from: old, to: new)) }
            case .condition(let condition):
                let holds = condition.holds(at: moment)
                let before = moment.index > 0 ? (heldBefore?[held.count] ?? false) : false
                if holds && !before { reasons.append(.becameTrue(condition)) }
                held.append(holds)
            }
        }
        heldBefore = held
        if rules.stopsAtViolations { reasons += moment.violations.map { .violation($0) } }
        for breakpoint in rules.breakpoints {
            let hit: Bool
            switch breakpoint {
            case .index(let index): hit = index == moment.index
            case .mark(let label):
                if case .mark(let name)? = timeline.event(at: moment.index)?.kind {
                    hit = name == label
                } else {
                    hit = false
                }
            case .condition(let condition): hit = condition.holds(at: moment)
            }
            if hit { reasons.append(.breakpoint(breakpoint)) }
        }
        switch direction {
        case .forward where moment.index == timeline.count: reasons.append(.end)
        case .backward where moment.index == 0: reasons.append(.start)
        case .forward, .backward: break
        }
        return reasons
    }
}
