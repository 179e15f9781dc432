import ScrollTapeCore

/// Finding bugs nobody recorded, and shrinking them (`scrolltape explore`, `scrolltape shrink`).
extension Recording {
    /// Generates `runs` runs of plausible gestures (about `events` events each) on this recording's
    /// screen (its events are not used), replays each through every invariant with the app's own
    /// code (`code`, as `replay(_:conformanceTolerance:)` takes it; `AppCode()`: the built-in
    /// behaviours the session line names), counts the runs that break one, by invariant, and
    /// shrinks at most `maxFailures` of them, as `scrolltape explore` does: the first failing run
    /// of each invariant, as soon as it is found, then the earliest others in the room left
    /// (``ExplorationTally``). The others are only counted, so memory does not grow with `runs`,
    /// and time little more than the runs' own. The scene's `expectFailures` excuse nothing here:
    /// finding those is the point.
    ///
    /// The same seed gives the same runs; run N is the same whatever `runs` is.
    /// - Parameters:
    ///   - maxFailures: how many failing runs at most are shrunk and kept in
    ///     ``Exploration/failures`` (default 10, as the command's `--max-failures`; ≥ 0).
    ///   - progress: called after each run with the runs done and the failing runs so far.
    public func explore(
        seed: UInt64 = 1, runs: Int = 200, events: Int = 200, code: AppCode = AppCode(),
        maxFailures: Int = Exploration.defaultMaxFailures,
        progress: (_ runs: Int, _ failures: Int) -> Void = { _, _ in }
    ) -> Exploration {
        let start = World(scene: scene, code: code)
        var exploration = Exploration(seed: seed, maxFailures: maxFailures)
        for run in stride(from: 1, through: runs, by: 1) {
            let (generated, broken) = generatedRun(run, seed: seed, events: events, code, from: start)
            let decision = exploration.tally.add(events: generated.events.count, broken: broken)
            if case .keptFirst(let evicted) = decision {
                if let evicted { exploration.drop(run: evicted) }
                if let failure = failure(of: generated, run: run, seed: seed, code) {
                    exploration.keep(failure)
                }
            }
            progress(exploration.runs, exploration.failingRuns)
        }
        // The earliest failing runs that were not the first of their invariant, made again.
        for run in exploration.tally.laterRuns {
            if let failure = exploreRun(run, seed: seed, events: events, code, from: start).failure {
                exploration.keep(failure)
            }
        }
        return exploration
    }

    /// Run `run` (1-based) of `explore(seed:events:…)` alone, the same as there: its events
    /// generated and replayed, and shrunk if it broke an invariant. Runs are independent, so they
    /// can be spread over threads and put together in order (`Exploration.add(_:)`).
    public func exploreRun(
        _ run: Int, seed: UInt64 = 1, events: Int = 200, code: AppCode = AppCode()
    ) -> ExplorationRun {
        exploreRun(run, seed: seed, events: events, code, from: World(scene: scene, code: code))
    }

    /// Run `run` of `explore(seed:events:…)` generated and replayed with the built-in behaviours,
    /// but not shrunk: how many events it had and the invariant its first violation breaks (nil:
    /// none), the one ``exploreRun(_:seed:events:code:)`` shrinks. Cheaper than that when most
    /// failing runs are only counted.
    package func exploreRunOutcome(_ run: Int, seed: UInt64, events: Int) -> (
        events: Int, broken: InvariantName?
    ) {
        let (generated, broken) = generatedRun(
            run, seed: seed, events: events, AppCode(), from: World(scene: scene))
        return (generated.events.count, broken)
    }

    /// Run `run` of `explore(seed:events:…)` generated from `start` and replayed with `code`, not
    /// shrunk, and the invariant its first violation breaks (nil: none).
    private func generatedRun(
        _ run: Int, seed: UInt64, events: Int, _ code: AppCode, from start: World
    ) -> (recording: Recording, broken: InvariantName?) {
        let generated = with(
            events: GestureGenerator.events(
                from: start, seed: Exploration.seed(ofRun: run, seed: seed), count: events,
                usesKeyboard: usesKeyboard, layouts: layouts))
        let first = generated.replay(code).violations.min { $0.eventIndex < $1.eventIndex }
        return (generated, first?.invariant)
    }

    /// Whether the screen has a keyboard: its recording shows one (`keyboard` events).
    var usesKeyboard: Bool {
        events.contains { if case .keyboard = $0.kind { true } else { false } }
    }

    /// The screens the recording shows, each as the `safeArea` change that turns the screen to
    /// it: the session's (with the session's frames of the views its events give frames), then
    /// each new one its events make (a rotation and back), in order; `explore` turns the screen
    /// between them.
    var layouts: [SafeAreaChange] {
        func layout(_ device: Device, frames: [String: Rect]) -> SafeAreaChange {
            SafeAreaChange(
                width: device.width, height: device.height, safeArea: device.safeArea,
                statusBar: device.statusBarHeight, frames: frames)
        }
        var framed: [String: Rect] = [:]
        for event in events {
            guard case .safeArea(let change) = event.kind else { continue }
            for id in change.frames.keys where framed[id] == nil {
                framed[id] = id == scene.scroll.id ? scene.scroll.frame : scene.view(withID: id)?.frame
            }
        }
        var device = scene.device
        var layouts = [layout(device, frames: framed)]
        for event in events {
            guard case .safeArea(let change) = event.kind else { continue }
            device = change.applied(to: device)
            let turned = layout(device, frames: change.frames)
            if !layouts.contains(where: { $0.showsTheScreen(of: turned) }) { layouts.append(turned) }
        }
        return layouts
    }

    private func exploreRun(
        _ run: Int, seed: UInt64, events: Int, _ code: AppCode, from start: World
    ) -> ExplorationRun {
        let generated = with(
            events: GestureGenerator.events(
                from: start, seed: Exploration.seed(ofRun: run, seed: seed), count: events,
                usesKeyboard: usesKeyboard, layouts: layouts))
        return ExplorationRun(
            events: generated.events.count, failure: failure(of: generated, run: run, seed: seed, code))
    }

    /// Run `run` of an exploration with `seed`, generated as `generated`, shrunk; nil if it
    /// breaks no invariant.
    private func failure(of generated: Recording, run: Int, seed: UInt64, _ code: AppCode)
        -> ExplorationFailure?
    {
        guard let shrinking = generated.shrunk(code: code) else { return nil }
        return ExplorationFailure(
            run: run, seed: Exploration.seed(ofRun: run, seed: seed), generated: generated,
            recording: shrinking.recording, violation: shrinking.violation)
    }

    /// The smallest recording `shrink` finds from this one that still breaks `invariant` (nil: the
    /// first invariant it breaks), replayed with the app's own code as `explore` takes it; nil if
    /// it breaks no such invariant. Its events are a subset of these, times snapped to 1/60 s
    /// where that keeps the failure.
    public func shrunk(keeping invariant: InvariantName? = nil, code: AppCode = AppCode()) -> Shrinking? {
        let violations = replay(code).violations
        let candidates = invariant.map { name in violations.filter { $0.invariant == name } } ?? violations
        guard let first = candidates.min(by: { $0.eventIndex < $1.eventIndex }) else { return nil }
        let target = FailureTarget(first, in: self, among: violations, code)
        var shrinker = Shrinker { with(events: $0).breaks(target, code) }
        let shrunk = with(events: shrinker.shrink(events))
        // A deterministic replay breaks the target in the shrunk recording too (the shrinker kept
        // only candidates that do); the original's violation stands in should it not.
        return Shrinking(
            invariant: first.invariant, recording: shrunk,
            violation: shrunk.firstViolation(matching: target, code) ?? first, replays: shrinker.tests)
    }

    /// The same screen with other events.
    func with(events: [Event]) -> Recording {
        Recording(scene: scene, events: events, path: path)
    }

    /// The first violation of `target` (for a stated value, of its line).
    func firstViolation(matching target: FailureTarget, _ code: AppCode) -> Violation? {
        let violations = replay(code).violations.filter { $0.invariant == target.invariant }
        let events = Dictionary(grouping: violations, by: \.eventIndex)
        return events.keys.sorted().lazy.compactMap { index in
            target.matches(events[index]!, in: self) ? events[index]!.first : nil
        }.first
    }

    /// Whether replaying breaks `target`, stopping at its first violation. A recording with an
    /// update that does not fit the list when it comes (a candidate of `shrink` that lost the
    /// insertion a later deletion needs) breaks nothing: it is no recording the reader would take.
    /// Nor, when the failing recording's app scrolls to an offset all landed inside the range
    /// (``FailureTarget/keepsAppScrollsInRange``), does one where such a scroll lands outside it:
    /// that is an app that scrolls past the end, another failure (a candidate that lost the
    /// keyboard or the rows that made the range).
    func breaks(_ target: FailureTarget, _ code: AppCode) -> Bool {
        var replay = Replay(self, code: code)
        let inRange = target.keepsAppScrollsInRange
        guard target.invariant != .replayDeterministic else {
            var world = replay.world
            for event in events {
                guard event.fits(world, keepingAppScrollsInRange: inRange) else { return false }
                world.apply(event)
            }
            return self.replay(code).violations.contains { $0.invariant == target.invariant }
        }
        while !replay.isAtEnd {
            guard
                replay.recording.events[replay.world.index].fits(
                    replay.world, keepingAppScrollsInRange: inRange)
            else { return false }
            if target.matches(replay.step(), in: self) { return true }
        }
        return false
    }

    /// Whether every app scroll to an offset (`scroll` with `x`/`y`, `scrollTo` an offset: not
    /// clamped, as `setContentOffset` is) lands inside its scroll view's range when it comes,
    /// replayed with `code`; `explore` generates no other.
    func keepsAppScrollsInRange(_ code: AppCode) -> Bool {
        var world = World(scene: scene, code: code)
        for event in events {
            guard event.fits(world, keepingAppScrollsInRange: true) else { return false }
            world.apply(event)
        }
        return true
    }
}

/// The failure a shrunk recording must keep: its invariant, and for `expect` and `conformance`,
/// which compare the model with values the recording states, the same line failing in the same
/// way: the same values wrong, with the same model values, and the others right. Else shrinking
/// keeps the line alone, failing for another reason: an `observe` of the device against the
/// initial state, an `expect` of an offset no gesture reached.
struct FailureTarget {
    var invariant: InvariantName
    /// The `expect` or `observe` line that fails, and the values of each of its violations.
    var line: Event.Kind?
    var failures: [[Value.Member]] = []
    /// Whether the failing recording's app scrolls to an offset all land inside the range (as
    /// `explore` generates them): then a smaller one must keep them there.
    var keepsAppScrollsInRange: Bool

    /// The failure of `violation`, found replaying `recording` with `code` (`violations`: all of
    /// them).
    init(
        _ violation: Violation, in recording: Recording, among violations: [Violation],
        _ code: AppCode = AppCode()
    ) {
        invariant = violation.invariant
        keepsAppScrollsInRange = recording.keepsAppScrollsInRange(code)
        guard violation.invariant == .expect || violation.invariant == .conformance,
            recording.events.indices.contains(violation.eventIndex - 1)
        else { return }
        line = recording.events[violation.eventIndex - 1].kind
        failures = violations.filter { $0.invariant == invariant && $0.eventIndex == violation.eventIndex }
            .map(\.values)
    }

    /// Whether `violations`, those of one event of `recording`, are this failure.
    func matches(_ violations: [Violation], in recording: Recording) -> Bool {
        let mine = violations.filter { $0.invariant == invariant }
        guard let first = mine.first else { return false }
        guard let line else { return true }
        return recording.events.indices.contains(first.eventIndex - 1)
            && recording.events[first.eventIndex - 1].kind == line && mine.map(\.values) == failures
    }
}

/// What `explore` did: the runs, the failing runs counted by invariant, and at most
/// ``maxFailures`` of them shrunk (``ExplorationTally``).
public struct Exploration: Sendable {
    /// How many failing runs `explore` shrinks and keeps unless told otherwise: as many as the
    /// command writes (`--max-failures`).
    public static let defaultMaxFailures = 10

    public var seed: UInt64
    /// The runs counted, the failing ones by invariant, and which failing runs are kept.
    public internal(set) var tally: ExplorationTally
    /// The failing runs kept, shrunk, in run order: at most ``maxFailures`` — the first failing
    /// run of each invariant, then the earliest others (``ExplorationTally``).
    public private(set) var failures: [ExplorationFailure] = []

    /// An exploration with no runs yet, that keeps at most `maxFailures` failing runs (≥ 0).
    public init(seed: UInt64, maxFailures: Int = Exploration.defaultMaxFailures) {
        self.seed = seed
        tally = ExplorationTally(maxFailures: maxFailures)
    }

    /// An exploration of `runs` runs with `events` events in all, whose failing runs are
    /// `failures`, every one kept: it keeps at most ``defaultMaxFailures`` failing runs, or as
    /// many as `failures` has. With no runs, then ``add(_:)`` run by run, it keeps what `explore`
    /// keeps with the default `maxFailures`.
    public init(seed: UInt64, runs: Int, events: Int, failures: [ExplorationFailure]) {
        self.init(seed: seed, maxFailures: max(Self.defaultMaxFailures, failures.count))
        let broken = Dictionary(failures.map { ($0.run, $0.violation.invariant) }) { first, _ in first }
        for _ in stride(from: 1, through: max(runs, broken.keys.max() ?? 0), by: 1) {
            tally.add(events: 0, broken: broken[tally.runs + 1])
        }
        tally.events = events
        self.failures = failures.sorted { $0.run < $1.run }
    }

    /// The runs replayed.
    public var runs: Int { tally.runs }
    /// The events generated in all runs.
    public var events: Int { tally.events }
    /// How many failing runs at most are shrunk and kept in ``failures``.
    public var maxFailures: Int { tally.maxFailures }
    /// The runs that broke an invariant, kept or not.
    public var failingRuns: Int { tally.failingRuns }
    /// The failing runs of each invariant (the one its first violation breaks), kept or not.
    public var failureCounts: [InvariantName: Int] { tally.failureCounts }

    /// Adds the next run's outcome (runs made one by one with `exploreRun`, as on several
    /// threads, and added in run order): counted, and its failure kept if the tally keeps it, in
    /// place of one it keeps no more.
    public mutating func add(_ run: ExplorationRun) {
        switch tally.add(events: run.events, broken: run.failure?.violation.invariant) {
        case .passed, .counted:
            return
        case .keptFirst(let evicted):
            if let evicted { drop(run: evicted) }
        case .keptLater:
            break
        }
        if let failure = run.failure { keep(failure) }
    }

    /// Keeps `failure` among the failures, in run order.
    mutating func keep(_ failure: ExplorationFailure) {
        let place = failures.firstIndex { $0.run > failure.run } ?? failures.endIndex
        failures.insert(failure, at: place)
    }

    /// Keeps failing run `run` no more.
    mutating func drop(run: Int) {
        failures.removeAll { $0.run == run }
    }

    /// The seed of run `run` (1-based) of an exploration with `seed`: each run can be made again
    /// on its own.
    public static func seed(ofRun run: Int, seed: UInt64) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(run) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}

/// One run of `explore`: how many events it had, and its failure if it broke an invariant.
public struct ExplorationRun: Sendable {
    public var events: Int
    public var failure: ExplorationFailure?
}

/// A run of `explore` that broke an invariant.
public struct ExplorationFailure: Sendable {
    /// The run's number (1-based) and its own seed.
    public var run: Int
    public var seed: UInt64
    /// The run as generated.
    public var generated: Recording
    /// The run shrunk: still breaks `violation.invariant`.
    public var recording: Recording
    /// The first violation of the broken invariant in the shrunk run.
    public var violation: Violation
}

/// What `shrunk(keeping:…)` found.
public struct Shrinking: Sendable {
    /// The invariant the shrunk recording still breaks.
    public var invariant: InvariantName
    public var recording: Recording
    /// Its first violation that is the kept failure.
    public var violation: Violation
    /// How many candidate recordings were replayed.
    public var replays: Int
}
