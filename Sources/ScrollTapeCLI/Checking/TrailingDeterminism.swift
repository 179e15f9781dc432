import Foundation
import ScrollTape
import ScrollTapeCore

/// `replay.deterministic` of a long recording, checked on another thread while the replay goes on.
///
/// The replay hands each state over as it reaches it (``observe(_:)``); every 64 events the
/// stretch since the last hand-over is closed (`DeterminismCheck.Stretch`), and batches of them
/// go to the other thread, which replays each again from its start and compares. So the check
/// takes hardly longer than the replay alone, and holds only the stretches in flight. The
/// violation is the first stretch's that has one, as `DeterminismCheck` finds it. Only for
/// replays with the built-in behaviours: the app's own code may share state between copies,
/// which two threads must not touch at once.
final class TrailingDeterminism: @unchecked Sendable {
    /// Events per stretch.
    static let interval = DeterminismCheck.defaultInterval
    /// Stretches handed over at a time.
    private static let batchSize = 16

    private let recording: Recording
    private let condition = NSCondition()
    private let done = DispatchSemaphore(value: 0)
    /// Handed over, not yet taken by the other thread (under `condition`'s lock).
    private var pending: [DeterminismCheck.Stretch] = []
    /// Whether the replay has ended (under `condition`'s lock).
    private var isFinished = false
    /// The first violation found (the other thread's until `done` is signalled).
    private var found: Violation?
    /// The replay's thread's: the stretch being observed, and those closed since the last hand-over.
    private var current: DeterminismCheck.Stretch
    private var batch: [DeterminismCheck.Stretch] = []

    /// Starts checking `recording`'s replay, whose initial state is `start`.
    init(_ recording: Recording, start: World) {
        self.recording = recording
        current = DeterminismCheck.Stretch(start: start)
        Thread.detachNewThread { [self] in
            checkStretches()
            done.signal()
        }
    }

    /// On the replay's thread: the state after the next event.
    func observe(_ world: World) {
        current.observe(world)
        guard world.index % Self.interval == 0 else { return }
        current.close(at: world)
        batch.append(current)
        current = DeterminismCheck.Stretch(start: world)
        if batch.count == Self.batchSize { handOver(finishing: false) }
    }

    /// On the replay's thread, once it has ended at `final`: waits for the other thread and
    /// returns the violation, if any.
    func finish(final: World) -> [Violation] {
        if current.count > 0 {
            current.close(at: final)
            batch.append(current)
        }
        handOver(finishing: true)
        done.wait()
        return found.map { [$0] } ?? []
    }

    private func handOver(finishing: Bool) {
        condition.lock()
        pending += batch
        isFinished = finishing
        condition.signal()
        condition.unlock()
        batch.removeAll(keepingCapacity: true)
    }

    /// On the other thread: checks the stretches as they come, until the replay has ended and
    /// every one is checked, or one breaks it.
    private func checkStretches() {
        while true {
            condition.lock()
            while pending.isEmpty && !isFinished { condition.wait() }
            let stretches = pending
            pending.removeAll()
            let isLast = isFinished
            condition.unlock()
            for stretch in stretches where found == nil {
                found = stretch.violation(in: recording)
            }
            if isLast { return }
        }
    }
}
