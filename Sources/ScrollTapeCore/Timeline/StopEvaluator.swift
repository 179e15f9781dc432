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
            case .mark, .call:
                hit = timeline.event(at: moment.index).map { breakpoint.isMet(by: $0.kind) } ?? false
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
