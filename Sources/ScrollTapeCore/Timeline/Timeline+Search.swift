/// Searching the timeline: `continue` / `rcontinue` to the next stop, `first` / `last` index where a
/// condition holds.
///
/// Stops that need no state (invariant failures, index and mark breakpoints, the ends) are found
/// from the lists the timeline keeps, without replaying; watches and condition breakpoints replay
/// only up to the nearest of those.

extension Timeline {
    /// The nearest index after (forward) or before (backward) `index` where a rule of `rules` holds, or
    /// the end (count) or the start (0) if none does; nil when there is nowhere to go.
    package func nextStop(from index: Int, _ direction: SearchDirection, rules: StopRules) -> Stop? {
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
    package func stopReasons(at index: Int, _ direction: SearchDirection, rules: StopRules) -> [Stop.Reason] {
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
            case .mark, .call:
                if let mark = bookmarks(of: breakpoint).first(where: { $0.index > index }) {
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
            case .mark, .call:
                if let mark = bookmarks(of: breakpoint).last(where: { $0.index < index }) {
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
        let readers = PathReader.readers(of: paths)
        while true {
            let values = PathValues(
                world, reading: readers, violations: next > 0 ? violationTotals[next - 1] : 0)
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
            if next < violationIndices.count && violationIndices[next] == world.index { next += 1 }
        }
    }
}
