import ScrollTape
import ScrollTapeCore

/// How the REPL shows where it is: the index, the time, the event and what it changed.
extension ReplSession {
    /// The current position: `346/709  t=7.6  {event JSON}`, the event's diff, then its violations
    /// (except those in `hiding`, already printed as the reason to stop).
    func position(hiding hidden: [Violation] = []) -> [String] {
        let world = timeline.current
        let time = "t=\(formatNumber(world.t, decimals: 4))"
        guard let event = timeline.event(at: index) else {
            return [style.paint("0/\(timeline.count)  \(time)  (initial state)", .bold)]
        }
        var lines = [style.paint("\(index)/\(timeline.count)  \(time)", .bold) + "  " + event.jsonLine]
        lines += diffLines(at: index)
        for violation in timeline.violations(at: index) where !hidden.contains(violation) {
            lines.append(style.paint("violation: \(Diagnostic.oneLine(violation.labeledMessage))", .magenta))
        }
        return lines
    }

    /// What the event at `index` changed: the shared minimal diff (`Value.diff`) of the states before
    /// and after it, without `index` and `t` (the position line shows them).
    func diffLines(at index: Int) -> [String] {
        let before = Self.withoutPosition(timeline.stateValue(at: index - 1))
        let after = Self.withoutPosition(
            index == timeline.index ? timeline.currentState : timeline.stateValue(at: index))
        let lines = Value.diff(from: before, to: after)
        return lines.isEmpty ? [style.paint("  (no change)", .dim)] : lines.map(style.diffLine)
    }

    private static func withoutPosition(_ state: Value) -> Value {
        guard case .object(let members) = state else { return state }
        return .object(members.filter { $0.key != "index" && $0.key != "t" })
    }

    /// `stopped at 346: header.height changed 48 → 52.39`.
    func stopLine(_ reason: Stop.Reason) -> String {
        let why: String
        switch reason {
        case .changed(let path, let old, let new):
            why = "\(path) changed \(Self.text(old)) → \(Self.text(new))"
        case .becameTrue(let condition):
            why = "\(condition) became true"
        case .violation(let violation):
            why = violation.labeledMessage
        case .breakpoint(.index(let target)):
            why = "breakpoint \(target)"
        case .breakpoint(.condition(let condition)):
            why = "breakpoint where \(condition)"
        case .breakpoint(let bookmark):
            why = "breakpoint at \(words(bookmark))"
        case .end:
            why = "end of the recording"
        case .start:
            why = "start of the recording"
        }
        return style.paint("stopped at \(index):", .yellow) + " " + why
    }
}
