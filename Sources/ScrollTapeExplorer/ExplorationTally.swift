import ScrollTapeCore

/// What `explore` keeps of the runs done, the library's and the command's alike: how
/// many runs and events, every failing run counted by the invariant it breaks, and the numbers
/// of at most ``maxFailures`` failing runs to shrink — the first failing run of each invariant,
/// in the order found, then the earliest others in the room left. Its size does not grow with
/// the runs: a few numbers per invariant, and at most `maxFailures` run numbers.
public struct ExplorationTally: Hashable, Sendable {
    /// How many failing runs at most are kept (shrunk, written); the others are only counted.
    public let maxFailures: Int
    /// The runs counted.
    public private(set) var runs = 0
    /// The events generated in all of them.
    public internal(set) var events = 0
    /// The failing runs of each invariant (the one its first violation breaks), kept or not.
    public private(set) var failureCounts: [InvariantName: Int] = [:]
    /// The failing runs kept, in the order kept: firsts of their invariant as they come, others
    /// (`isFirst` false) in run order while there is room; a first that finds no room takes the
    /// place of the last other one.
    private var kept: [KeptRun] = []

    /// A failing run kept, and whether it is the first failing run of its invariant.
    private struct KeptRun: Hashable, Sendable {
        var run: Int
        var isFirst: Bool
    }

    /// What ``add(events:broken:)`` did with a run.
    public enum Decision: Hashable, Sendable {
        /// It broke nothing.
        case passed
        /// It failed and is only counted.
        case counted
        /// It failed, the first failing run of its invariant, and is kept: shrink it now. It
        /// took the place of run `evicting`, a kept run that was not the first of its invariant
        /// (nil: there was room).
        case keptFirst(evicting: Int?)
        /// It failed, not the first of its invariant, and is kept for now: a later first may
        /// take its place (``laterRuns`` has the ones that stay, in run order).
        case keptLater
    }

    /// - Precondition: `maxFailures` ≥ 0.
    public init(maxFailures: Int) {
        precondition(maxFailures >= 0, "maxFailures must not be negative, not \(maxFailures)")
        self.maxFailures = maxFailures
    }

    /// The number of failing runs, kept or not.
    public var failingRuns: Int { failureCounts.values.reduce(0, +) }

    /// The numbers of the failing runs kept, in run order (at most ``maxFailures``).
    public var keptRuns: [Int] { kept.map(\.run).sorted() }

    /// The kept runs that were not the first failing run of their invariant, in run order: what
    /// is left to shrink once every run is counted, as the firsts are shrunk when they come.
    public var laterRuns: [Int] { kept.filter { !$0.isFirst }.map(\.run).sorted() }

    /// Counts the next run (number ``runs`` + 1, 1-based): it had `events` events and its first
    /// violation breaks `broken` (nil: none). Returns whether it is kept.
    @discardableResult
    public mutating func add(events: Int, broken: InvariantName?) -> Decision {
        runs += 1
        self.events += events
        guard let broken else { return .passed }
        let isFirst = failureCounts[broken] == nil
        failureCounts[broken, default: 0] += 1
        if kept.count < maxFailures {
            kept.append(KeptRun(run: runs, isFirst: isFirst))
            return isFirst ? .keptFirst(evicting: nil) : .keptLater
        }
        // Full: a first takes the place of the last other one kept (the latest in run order,
        // as the others come in run order); an other one finds no room, as every other kept
        // came before it.
        guard isFirst, let last = kept.lastIndex(where: { !$0.isFirst }) else { return .counted }
        let evicted = kept.remove(at: last).run
        kept.append(KeptRun(run: runs, isFirst: true))
        return .keptFirst(evicting: evicted)
    }
}
