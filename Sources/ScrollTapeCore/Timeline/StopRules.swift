/// What `continue` and `rcontinue` stop on.
package struct StopRules: Hashable, Sendable {
    /// The watches (`watch`): stop where a watched value changes or a watched condition becomes true.
    package var watches: [Watch]
    /// The breakpoints (`break`): stop at an index, at a `mark` or where a condition holds.
    package var breakpoints: [Breakpoint]
    /// Whether an event that breaks an invariant is a stop (by default it is).
    package var stopsAtViolations: Bool

    /// Rules with these watches and breakpoints (none by default); an event that breaks an invariant
    /// stops unless `stopsAtViolations` is false.
    package init(watches: [Watch] = [], breakpoints: [Breakpoint] = [], stopsAtViolations: Bool = true) {
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
