import ScrollTapeCore

/// One REPL session over a recording (SPEC §5): the timeline, the watches and breakpoints, and the
/// answer to each command line. Pure apart from the console it writes to, so tests drive it directly.
public struct ReplSession {
    public let file: RecordingFile
    public private(set) var timeline: Timeline
    public private(set) var watches: [Watch] = []
    public private(set) var breakpoints: [Breakpoint] = []
    public let style: ReplStyle
    /// `replay.deterministic` violations, computed the first time `check` runs.
    private var determinismViolations: [Violation]?

    /// Replays `file` once into a timeline, at index 0.
    public init(file: RecordingFile, style: ReplStyle = .plain, checkpointInterval: Int? = nil) {
        self.file = file
        self.style = style
        timeline = Timeline(
            file.recording, checkpointInterval: checkpointInterval ?? Timeline.defaultCheckpointInterval)
    }

    /// The current index.
    public var index: Int { timeline.index }

    /// What to stop on in `continue` and `rcontinue`.
    public var rules: StopRules { StopRules(watches: watches, breakpoints: breakpoints) }

    /// The prompt on a terminal: `scrolltape 346> `.
    public var prompt: String {
        style.paint("scrolltape \(index)>", .bold) + " "
    }

    /// The first lines on a terminal: what was loaded and how to get help.
    public var banner: String {
        "\(file.path): \(plural(timeline.count, "event")), \(plural(timeline.marks.count, "mark")), "
            + "\(plural(timeline.allViolations.count, "violation")); at index 0. Type help for the commands."
    }

    /// Runs one command line, writing its answer to `console`; false when the session should end.
    public mutating func run(_ line: String, console: inout some Console) -> Bool {
        do throws(ReplError) {
            guard let command = try ReplCommand.parse(line) else { return true }
            if command == .quit { return false }
            for output in try execute(command) { console.out(output) }
        } catch {
            console.out(style.error(error.message))
        }
        return true
    }

    /// The answer to one command, as lines.
    mutating func execute(_ command: ReplCommand) throws(ReplError) -> [String] {
        switch command {
        case .step(let count):
            guard index < timeline.count else { throw ReplError("already at the end (index \(index))") }
            let target = index + count
            timeline.step(count)
            return (target > timeline.count ? [stopLine(.end)] : []) + position()
        case .back(let count):
            guard index > 0 else { throw ReplError("already at the start (index 0)") }
            let target = index - count
            timeline.back(count)
            return (target < 0 ? [stopLine(.start)] : []) + position()
        case .goto(let target):
            guard target <= timeline.count else {
                throw ReplError(
                    "no index \(target): the recording has \(plural(timeline.count, "event")) "
                        + "(indices 0…\(timeline.count))")
            }
            timeline.move(to: target)
            return position()
        case .gotoMark(let label):
            guard let target = timeline.indices(ofMark: label).first else { throw noMark(label) }
            timeline.move(to: target)
            return position()
        case .gotoEnd:
            timeline.move(to: timeline.count)
            return position()
        case .seek(let time):
            timeline.move(to: timeline.index(atTime: time))
            return position()
        case .state(let path, let json):
            return try state(path: path, json: json)
        case .event:
            guard let event = timeline.event(at: index) else { return ["(index 0: no event applied)"] }
            return [event.jsonLine]
        case .diff:
            guard index > 0 else { return ["(index 0: no event applied)"] }
            return diffLines(at: index)
        case .where:
            return position()
        case .watch(let text):
            return try watch(text)
        case .unwatch(let text):
            return try unwatch(text)
        case .break(let text):
            return try addBreakpoint(text)
        case .delete(let text):
            return try deleteBreakpoint(text)
        case .continue, .rcontinue:
            let direction: SearchDirection = command == .continue ? .forward : .backward
            guard let stop = timeline.nextStop(from: index, direction, rules: rules) else {
                throw ReplError(
                    direction == .forward
                        ? "already at the end (index \(index))" : "already at the start (index 0)")
            }
            timeline.move(to: stop.index)
            let shown = stop.reasons.compactMap { if case .violation(let v) = $0 { v } else { nil } }
            return stop.reasons.map(stopLine) + position(hiding: shown)
        case .first(let text), .last(let text):
            let condition = try parseCondition(text)
            let isFirst = command == .first(text)
            let found = isFirst ? timeline.firstIndex(where: condition) : timeline.lastIndex(where: condition)
            guard let found else {
                return ["no index where \(condition) (0…\(timeline.count)); staying at \(index)"]
            }
            timeline.move(to: found)
            return ["\(isFirst ? "first" : "last") index where \(condition): \(found)"] + position()
        case .events(let from, let count):
            return try events(from: from, count: count)
        case .marks:
            return marks()
        case .hit(let x, let y):
            let result = timeline.current.geometry.hitTest(Point(x: x, y: y))
            return [StateText.render(result, scrollID: file.recording.scene.scroll.id)]
        case .check:
            return check()
        case .info:
            return info()
        case .help:
            return help()
        case .quit:
            return []
        }
    }

    // MARK: - Watches and breakpoints

    private func parseCondition(_ text: String) throws(ReplError) -> Condition {
        do throws(ConditionError) {
            return try Condition.parse(text, validatingPathsIn: timeline.current)
        } catch {
            throw ReplError(error.message)
        }
    }

    private mutating func watch(_ text: String?) throws(ReplError) -> [String] {
        guard let text else { return listing() }
        let watch: Watch
        do throws(ConditionError) {
            watch = try Watch.parse(text, validatingPathsIn: timeline.current)
        } catch {
            throw ReplError(error.message)
        }
        guard !watches.contains(watch) else { return ["already watching \(watch)"] }
        watches.append(watch)
        let moment = Condition.Moment(
            index: index, state: timeline.current.state, previousState: nil,
            violations: timeline.violations(at: index))
        switch watch {
        case .value(let path):
            return ["watching \(path) (now \(Self.text(moment.value(at: path))))"]
        case .condition(let condition):
            return ["watching \(condition) (now \(condition.holds(at: moment)))"]
        }
    }

    private mutating func unwatch(_ text: String?) throws(ReplError) -> [String] {
        guard let text else {
            defer { watches = [] }
            return ["removed \(plural(watches.count, "watch"))"]
        }
        let watch = try? Watch.parse(text)
        guard let watch, let position = watches.firstIndex(of: watch) else {
            let current = watches.isEmpty ? "none" : watches.map(\.description).joined(separator: "; ")
            throw ReplError("not watching '\(text)' (watches: \(current))")
        }
        watches.remove(at: position)
        return ["removed watch \(watch)"]
    }

    private mutating func addBreakpoint(_ text: String?) throws(ReplError) -> [String] {
        guard let text else { return listing() }
        let breakpoint: Breakpoint
        do throws(ConditionError) {
            breakpoint = try Breakpoint.parse(text, validatingPathsIn: timeline.current)
        } catch {
            throw ReplError(error.message)
        }
        switch breakpoint {
        case .index(let target) where target > timeline.count:
            throw ReplError("no index \(target): the recording has indices 0…\(timeline.count)")
        case .mark(let label) where timeline.indices(ofMark: label).isEmpty:
            throw noMark(label)
        default:
            break
        }
        guard !breakpoints.contains(breakpoint) else { return ["already a breakpoint: \(breakpoint)"] }
        breakpoints.append(breakpoint)
        switch breakpoint {
        case .index(let target): return ["breakpoint at \(target)"]
        case .mark(let label):
            let indices = timeline.indices(ofMark: label).map(String.init).joined(separator: ", ")
            return ["breakpoint at mark \(label) (index \(indices))"]
        case .condition(let condition): return ["breakpoint where \(condition)"]
        }
    }

    private mutating func deleteBreakpoint(_ text: String?) throws(ReplError) -> [String] {
        guard let text else {
            defer { breakpoints = [] }
            return ["removed \(plural(breakpoints.count, "breakpoint"))"]
        }
        let breakpoint = try? Breakpoint.parse(text)
        guard let breakpoint, let position = breakpoints.firstIndex(of: breakpoint) else {
            let current =
                breakpoints.isEmpty ? "none" : breakpoints.map(\.description).joined(separator: "; ")
            throw ReplError("no breakpoint '\(text)' (breakpoints: \(current))")
        }
        breakpoints.remove(at: position)
        return ["removed breakpoint \(breakpoint)"]
    }

    /// The watches and breakpoints, one per line.
    private func listing() -> [String] {
        var lines = watches.map { "watch \($0)" } + breakpoints.map { "break \($0)" }
        if lines.isEmpty { lines = ["no watches or breakpoints (invariant failures always stop continue)"] }
        return lines
    }

    private func noMark(_ label: String) -> ReplError {
        let labels = timeline.marks.map(\.label)
        let known = labels.isEmpty ? "the recording has no marks" : "marks: " + labels.joined(separator: ", ")
        return ReplError("no mark '\(label)' (\(known))")
    }

    // MARK: - Listings

    private func state(path: String?, json: Bool) throws(ReplError) -> [String] {
        let world = timeline.current
        guard let path else { return [json ? world.state.jsonText : StateText.render(world)] }
        let statePath = StatePath(path)
        if let problem = statePath.problem(in: StateSchema(scene: world.scene)) { throw ReplError(problem) }
        guard let value = statePath.value(in: world.state) else {
            throw ReplError("no value at '\(path)' at index \(index)")
        }
        return [json ? value.jsonText : "\(path) = \(value.jsonText)"]
    }

    private func events(from: Int?, count: Int?) throws(ReplError) -> [String] {
        guard timeline.count > 0 else { return ["(the recording has no events)"] }
        let start = from ?? max(1, index - 4)
        guard start >= 1, start <= timeline.count else {
            throw ReplError("events: FROM must be an event index 1…\(timeline.count), not \(start)")
        }
        let end = min(timeline.count, start + (count ?? 10) - 1)
        let width = String(end).count
        return (start...end).map { eventIndex in
            let marker = eventIndex == index ? ">" : " "
            let number = String(eventIndex)
            return "\(marker) \(String(repeating: " ", count: width - number.count))\(number)  "
                + timeline.event(at: eventIndex)!.jsonLine
        }
    }

    private func marks() -> [String] {
        guard let last = timeline.marks.last else { return ["(the recording has no marks)"] }
        let width = String(last.index).count
        return timeline.marks.map { mark in
            let marker = mark.index == index ? ">" : " "
            let number = String(mark.index)
            return "\(marker) \(String(repeating: " ", count: width - number.count))\(number)  "
                + "t=\(formatNumber(mark.t, decimals: 4))  \(mark.label)"
        }
    }

    private mutating func check() -> [String] {
        if determinismViolations == nil { determinismViolations = file.recording.determinismViolations() }
        let violations = timeline.allViolations + (determinismViolations ?? [])
        var lines = violations.map { file.diagnostic(for: $0).description }
        guard !violations.isEmpty else { return ["no violations in \(plural(timeline.count, "event"))"] }
        var counts: [(InvariantName, Int)] = []
        for violation in violations {
            if let position = counts.firstIndex(where: { $0.0 == violation.invariant }) {
                counts[position].1 += 1
            } else {
                counts.append((violation.invariant, 1))
            }
        }
        let summary = counts.map { "\($0.0.rawValue) ×\($0.1)" }.joined(separator: ", ")
        let declared = file.recording.scene.expectedFailures
        let note =
            declared.isEmpty ? "" : " (expectFailures: \(declared.map(\.rawValue).joined(separator: ", ")))"
        lines.append("\(plural(violations.count, "violation")): \(summary)\(note)")
        return lines
    }

    private func info() -> [String] {
        let world = timeline.current
        let kilobytes = formatNumber(Double(timeline.checkpointBytes) / 1024, decimals: 1)
        let checkpoints = timeline.count / timeline.checkpointInterval + 1
        return [
            "file         \(file.path): \(plural(timeline.count, "event")), \(plural(timeline.marks.count, "mark")), "
                + plural(timeline.allViolations.count, "violation"),
            "at           \(index)/\(timeline.count)  t=\(formatNumber(world.t, decimals: 4))  "
                + "line \(file.line(ofEvent: index))",
            "watches      " + (watches.isEmpty ? "none" : watches.map(\.description).joined(separator: "; ")),
            "breakpoints  "
                + (breakpoints.isEmpty ? "none" : breakpoints.map(\.description).joined(separator: "; ")),
            "checkpoints  every \(plural(timeline.checkpointInterval, "event")): \(checkpoints) states, \(kilobytes) KB",
        ]
    }

    private func help() -> [String] {
        let width = ReplCommand.summaries.map(\.usage.count).max() ?? 0
        var lines = ReplCommand.summaries.map { summary in
            summary.usage + String(repeating: " ", count: width - summary.usage.count + 2) + summary.does
        }
        lines += [
            "CONDITION: PATH OP VALUE (OP == != < <= > >=; VALUE a number, word, \"string\", true, false, null",
            "  or another PATH), PATH changed, an invariant name (header.overscroll: the event broke it) or",
            "  violation; join with and / or. PATH: a state path (header.height, scroll.phase, touches.0.x).",
        ]
        return lines
    }

    /// A value as the REPL prints it in messages: compact JSON, or `(none)` when absent.
    static func text(_ value: Value?) -> String {
        value?.compactText ?? "(none)"
    }
}
