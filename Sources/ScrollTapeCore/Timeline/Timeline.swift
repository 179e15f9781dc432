/// Time travel over a recording: the state at any index, cheaply, from checkpoints.
///
/// `init` replays the recording once with `Replay` semantics (every event applied, every invariant
/// checked, violations counted), and keeps:
/// - a copy of the state every `checkpointInterval` events (with its `actions` left out: actions are
///   only ever appended, so the checkpoint takes them back from one shared log instead of holding
///   its own copy of an ever-growing list);
/// - the violations of every event, so moving around never runs an invariant again.
///
/// `state(at:)` starts from the nearest checkpoint at or below the index (or from the current state,
/// when that is closer) and applies the events in between; with `violationCount(at:)` it gives
/// what `scrolltape replay --to N` prints. The current state is cached: `step` is
/// one `apply`, `back` replays from the nearest checkpoint (never from 0).
///
/// Complexity: `init` O(n) events with invariants; `state(at:)`, `goto`, `back` O(K + a) where K is
/// the checkpoint interval and a the number of actions so far (one copy); `step` O(1) events.
public struct Timeline: Sendable {
    /// The recording travelled over.
    public let recording: Recording
    /// Events between checkpoints (K).
    package let checkpointInterval: Int
    /// `checkpoints[i]` is the state at index `i·K`, without its actions.
    let checkpoints: [World]
    /// Every action of the whole replay, in order (each carries the index of its event).
    let actionLog: [Action]
    /// The indices of the events that broke an invariant, ascending.
    package let violationIndices: [Int]
    /// `violationLists[i]` are the violations of event `violationIndices[i]`.
    let violationLists: [[Violation]]
    /// `violationTotals[i]` is the number of violations of the events up to `violationIndices[i]`.
    let violationTotals: [Int]
    /// The `mark` events, in order.
    package let marks: [Mark]
    /// The `call` events (the app's own moments), in order: each name as a mark's label.
    package let calls: [Mark]
    /// The state at the current index.
    public private(set) var current: World

    /// A `mark` event: its label and index.
    package struct Mark: Hashable, Sendable {
        /// The event's `label`.
        package var label: String
        /// The event's index: the state right after it.
        package var index: Int
        /// The event's time `t`, in seconds.
        package var t: Double
    }

    /// The default K, chosen by measurement (`swift run -c release scrolltape-bench timeline`, which
    /// prints the sweep) on 1,000,000 events of 64 bytes each. The budget is checkpoints under a
    /// quarter of the events' memory; time is no constraint (a random `goto` or a `back` costs about
    /// K/2 applies: ~25 µs at K = 128 against budgets of 5 ms and 1 ms, and ~0.4 s to replay from the
    /// start). A state is `MemoryLayout<World>.stride` inline plus its finger-sample buffer: with a
    /// 720-byte `World`, K = 64 took 27% (over budget) and K = 128 14%; with today's 320-byte `World`
    /// they take 18% and 9%. K = 128 stays under half the budget as the state grows, and K ≥ 256
    /// would double every jump to save a few percent.
    package static let defaultCheckpointInterval = 128

    /// Replays `recording` once with the app's own code (`AppCode()`: the built-in behaviours the
    /// session line names) and keeps a checkpoint every 128 events; starts at index 0. The header
    /// code's and the effects' stored properties are part of every state, so time travel works for
    /// them alike; `code.invariants` are checked once, here, with the built-in ones
    /// (`violations(at:)`).
    public init(_ recording: Recording, code: AppCode = AppCode()) {
        self.init(recording, code: code, checkpointInterval: Self.defaultCheckpointInterval)
    }

    /// ``init(_:code:)`` with a checkpoint every `checkpointInterval` events (the benchmarks and the
    /// tests choose it).
    package init(_ recording: Recording, code: AppCode = AppCode(), checkpointInterval: Int) {
        precondition(checkpointInterval > 0, "the checkpoint interval must be positive")
        self.recording = recording
        self.checkpointInterval = checkpointInterval
        var replay = Replay(recording, code: code)
        var checkpoints = [Self.stripped(replay.world)]
        checkpoints.reserveCapacity(recording.events.count / checkpointInterval + 1)
        var violationIndices: [Int] = []
        var violationLists: [[Violation]] = []
        var marks: [Mark] = []
        var calls: [Mark] = []
        while !replay.isAtEnd {
            let violations = replay.step()
            let index = replay.world.index
            if !violations.isEmpty {
                violationIndices.append(index)
                violationLists.append(violations)
            }
            switch recording.events[index - 1].kind {
            case .mark(let label): marks.append(Mark(label: label, index: index, t: replay.world.t))
            case .call(let name): calls.append(Mark(label: name, index: index, t: replay.world.t))
            default: break
            }
            if index % checkpointInterval == 0 { checkpoints.append(Self.stripped(replay.world)) }
        }
        self.checkpoints = checkpoints
        actionLog = replay.world.actions
        self.violationIndices = violationIndices
        self.violationLists = violationLists
        var total = 0
        violationTotals = violationLists.map { list in
            total += list.count
            return total
        }
        self.marks = marks
        self.calls = calls
        current = checkpoints[0]
    }

    private static func stripped(_ world: World) -> World {
        var world = world
        world.fingers.actions = []
        // What the last event did is not state (and would keep its moves' storage alive).
        world.scratch = EventScratch(startOffset: world.axisOffset, headerHeight: world.header?.height)
        return world
    }

    /// The number of events: the last index.
    public var count: Int { recording.events.count }

    /// The current index.
    public var index: Int { current.index }

    /// The event at `index` (1…count), the one whose effect is the state at `index`.
    package func event(at index: Int) -> Event? {
        index >= 1 && index <= count ? recording.events[index - 1] : nil
    }

    /// The violations the event at `index` caused (none at 0).
    public func violations(at index: Int) -> [Violation] {
        guard let position = position(ofViolationAt: index) else { return [] }
        return violationLists[position]
    }

    /// How many violations the events up to `index` caused (the state's `violations` there).
    package func violationCount(at index: Int) -> Int {
        let position = firstViolationPosition(after: index)
        return position == 0 ? 0 : violationTotals[position - 1]
    }

    /// The state JSON at the current index (FORMAT.md, "State and state paths"), with the violations so far.
    package var currentState: Value { projection(of: current).value }

    /// The state JSON at `index` (0…count), with the violations so far.
    package func stateValue(at index: Int) -> Value { projection(of: state(at: index)).value }

    /// The state JSON of `world`, a state of this timeline, with the violations up to its index.
    package func projection(of world: World) -> StateProjection {
        StateProjection(world, violations: violationCount(at: world.index))
    }

    /// Every violation of the replay, in event order.
    package var allViolations: [Violation] { violationLists.flatMap { $0 } }

    /// The state at `index` (0…count).
    public func state(at index: Int) -> World {
        precondition(index >= 0 && index <= count, "index \(index) is outside 0…\(count)")
        if index == current.index { return current }
        let checkpoint = index / checkpointInterval
        if index > current.index && index - current.index <= index - checkpoint * checkpointInterval {
            return advanced(current, to: index)
        }
        var world = checkpoints[checkpoint]
        world.fingers.actions = Array(actionLog[..<actionCount(through: world.index)])
        return advanced(world, to: index)
    }

    /// Applies the events after `world` up to `index`.
    func advanced(_ world: World, to index: Int) -> World {
        var world = world
        while world.index < index { world.apply(recording.events[world.index]) }
        return world
    }

    /// Moves to `index` (0…count).
    public mutating func move(to index: Int) {
        current = state(at: index)
    }

    /// Moves forward `count` events (stopping at the end): one `apply` per event.
    package mutating func step(_ count: Int = 1) {
        current = advanced(current, to: min(self.count, current.index + max(0, count)))
    }

    /// Moves back `count` events (stopping at 0), from the nearest checkpoint below.
    package mutating func back(_ count: Int = 1) {
        current = state(at: max(0, current.index - max(0, count)))
    }

    /// The last index whose event has t ≤ `time` (0 when even the first event is later).
    package func index(atTime time: Double) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high + 1) / 2
            if recording.events[middle - 1].t <= time { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The indices of the events a `mark` or `call` breakpoint stops at, in order (none for the
    /// others).
    package func indices(of breakpoint: Breakpoint) -> [Int] {
        bookmarks(of: breakpoint).map(\.index)
    }

    /// The `mark` events with the label of a `mark` breakpoint, or the `call` events with the name
    /// of a `call` one, in order; none for the others.
    func bookmarks(of breakpoint: Breakpoint) -> [Mark] {
        switch breakpoint {
        case .mark(let label): marks.filter { $0.label == label }
        case .call(let name): calls.filter { $0.label == name }
        case .index, .condition: []
        }
    }

    /// The number of actions whose event index is ≤ `index`.
    private func actionCount(through index: Int) -> Int {
        var low = 0
        var high = actionLog.count
        while low < high {
            let middle = (low + high) / 2
            if actionLog[middle].eventIndex <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position in `violationIndices` of the first index > `index`.
    func firstViolationPosition(after index: Int) -> Int {
        var low = 0
        var high = violationIndices.count
        while low < high {
            let middle = (low + high) / 2
            if violationIndices[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position in `violationIndices` of `index`, if its event broke an invariant.
    private func position(ofViolationAt index: Int) -> Int? {
        let position = firstViolationPosition(after: index - 1)
        return position < violationIndices.count && violationIndices[position] == index ? position : nil
    }
}

extension Action {
    /// The index of the event that caused the action.
    var eventIndex: Int {
        switch self {
        case .tap(let index, _), .select(let index, _, _): index
        }
    }
}

extension Timeline: CustomStringConvertible {
    /// One line: the recording, where the timeline is, what it found and holds
    /// (`Timeline(recordings/x.jsonl: at 12 of 799, 3 violations at 1 index, 7 checkpoints)`); the
    /// states themselves are `current` and `state(at:)`.
    public var description: String {
        let violations = violationLists.reduce(0) { $0 + $1.count }
        return "Timeline(\(recording.path ?? "a recording"): at \(current.index) of \(count), "
            + "\(violations) violation\(violations == 1 ? "" : "s") at \(violationIndices.count) "
            + "ind\(violationIndices.count == 1 ? "ex" : "ices"), \(checkpoints.count) checkpoint"
            + "\(checkpoints.count == 1 ? "" : "s") every \(checkpointInterval) events)"
    }
}
