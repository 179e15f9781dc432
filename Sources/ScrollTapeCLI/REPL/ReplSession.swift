import ScrollTape
import ScrollTapeCore

/// One REPL session over a recording: the timeline, the watches and breakpoints, and the
/// answer to each command line. Pure apart from the console it writes to, so tests drive it directly.
package struct ReplSession {
    package let file: RecordingFile
    package internal(set) var timeline: Timeline
    package internal(set) var watches: [Watch] = []
    package internal(set) var breakpoints: [Breakpoint] = []
    package let style: ReplStyle
    /// `replay.deterministic` violations, computed the first time `check` runs.
    var determinismViolations: [Violation]?

    /// The state paths of the recording's scene.
    let schema: StateSchema

    /// Replays `file` once into a timeline, at index 0.
    package init(file: RecordingFile, style: ReplStyle = .plain, checkpointInterval: Int? = nil) {
        self.file = file
        self.style = style
        schema = StateSchema(scene: file.recording.scene)
        timeline = Timeline(
            file.recording, checkpointInterval: checkpointInterval ?? Timeline.defaultCheckpointInterval)
    }

    /// The current index.
    package var index: Int { timeline.index }

    /// What to stop on in `continue` and `rcontinue`.
    package var rules: StopRules { StopRules(watches: watches, breakpoints: breakpoints) }

    /// The prompt on a terminal: `scrolltape 346> `.
    package var prompt: String {
        style.paint("scrolltape \(index)>", .bold) + " "
    }

    /// The first lines on a terminal: what was loaded and how to get help.
    package var banner: String {
        "\(Diagnostic.oneLine(file.path)): \(plural(timeline.count, "event")), \(plural(timeline.marks.count, "mark")), "
            + "\(plural(timeline.allViolations.count, "violation")); at index 0. Type help for the commands."
    }

    /// Runs one command line, writing its answer to `console`; false when the session should end.
    package mutating func run(_ line: String, console: inout some Console) -> Bool {
        do throws(ReplError) {
            guard let command = try ReplCommands.parse(line) else { return true }
            if command is ReplQuit { return false }
            for output in try command.run(in: &self) { console.out(style.shown(output)) }
        } catch {
            console.out(style.error(error.message))
        }
        return true
    }

    /// Runs to the next stop in `direction` (a watch, a breakpoint, an invariant failure, the end).
    mutating func runToStop(_ direction: SearchDirection) throws(ReplError) -> [String] {
        guard let stop = timeline.nextStop(from: index, direction, rules: rules) else {
            throw ReplError(
                direction == .forward
                    ? "already at the end (index \(index))" : "already at the start (index 0)")
        }
        timeline.move(to: stop.index)
        let shown = stop.reasons.compactMap { if case .violation(let v) = $0 { v } else { nil } }
        return stop.reasons.map(stopLine) + position(hiding: shown)
    }

    /// Jumps to the first (or last) index where the condition `text` holds.
    mutating func jump(toFirst isFirst: Bool, where text: String) throws(ReplError) -> [String] {
        let condition = try parseCondition(text)
        let found = isFirst ? timeline.firstIndex(where: condition) : timeline.lastIndex(where: condition)
        guard let found else {
            return ["no index where \(condition) (0…\(timeline.count)); staying at \(index)"]
        }
        timeline.move(to: found)
        return ["\(isFirst ? "first" : "last") index where \(condition): \(found)"] + position()
    }

    // MARK: - Watches and breakpoints

    func parseCondition(_ text: String) throws(ReplError) -> Condition {
        do throws(ConditionError) {
            return try Condition.parse(text, validatingPathsIn: timeline.current, schema: schema)
        } catch {
            throw ReplError(error.message)
        }
    }

    /// The watches and breakpoints, one per line.
    func listing() -> [String] {
        var lines = watches.map { "watch \($0)" } + breakpoints.map { "break \($0)" }
        if lines.isEmpty { lines = ["no watches or breakpoints (invariant failures always stop continue)"] }
        return lines
    }

    /// The error of a `mark` or `call` breakpoint (or `goto` target) that no event of the recording
    /// is: the labels (names) it has, each once, in order.
    func noBookmark(_ breakpoint: Breakpoint) -> ReplError {
        let (word, label, bookmarks) =
            switch breakpoint {
            case .call(let name): ("call", name, timeline.calls)
            case .mark(let label): ("mark", label, timeline.marks)
            case .index, .condition: ("mark", breakpoint.description, [])
            }
        var labels: [String] = []
        for bookmark in bookmarks where !labels.contains(Diagnostic.oneLine(bookmark.label)) {
            labels.append(Diagnostic.oneLine(bookmark.label))
        }
        let known =
            labels.isEmpty
            ? "the recording has no \(word)s"
            : "\(word)s: " + Spelling.shortList(labels, closestTo: Diagnostic.oneLine(label))
        return ReplError("no \(word) '\(Diagnostic.oneLine(label))' (\(known))")
    }

    /// A `mark` or `call` breakpoint in words: "mark LABEL", "the app's call NAME".
    func words(_ breakpoint: Breakpoint) -> String {
        switch breakpoint {
        case .call(let name): "the app's call \(Diagnostic.oneLine(name))"
        case .mark(let label): "mark \(Diagnostic.oneLine(label))"
        case .index, .condition: breakpoint.description
        }
    }

    /// A line of a listing of indices (`events`, `marks`): `> 346  TEXT`, the marker at the current
    /// index, the index right-aligned to `width` digits.
    func indexedLine(_ lineIndex: Int, width: Int, _ text: String) -> String {
        let number = String(lineIndex)
        let marker = lineIndex == index ? ">" : " "
        return "\(marker) \(String(repeating: " ", count: width - number.count))\(number)  \(text)"
    }

    /// A value as the REPL prints it in messages: compact JSON, or `(none)` when absent.
    static func text(_ value: Value?) -> String {
        value?.compactText ?? "(none)"
    }
}
