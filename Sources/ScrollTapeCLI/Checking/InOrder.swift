import Foundation
import ScrollTape

/// Works out `transform(0)…transform(count - 1)` on `jobs` threads and hands each result to
/// `consume` in index order, as soon as it and every one before it are done (so output streams
/// in the order one thread would give it). With one job, on the calling thread alone.
///
/// A result is kept only until it is consumed: at most the results finished ahead of the one
/// being waited for are held at once, and with a `window`, no index is started `window` or more
/// places ahead of the one to consume next (so a slow consumer holds at most `window` results).
/// Once `isStopped()` is true, nothing more is started or consumed (the work under way is left
/// to finish on its own, unconsumed); it is asked before each index and every 50 ms while waiting.
/// - Returns: how many results were consumed (`count` unless stopped).
@discardableResult
func forEachInOrder<Result: Sendable>(
    count: Int, jobs: Int, window: Int = .max, until isStopped: @escaping @Sendable () -> Bool = { false },
    _ transform: @escaping @Sendable (Int) -> Result, consume: (Result) -> Void
) -> Int {
    guard jobs > 1, count > 1 else {
        for index in 0..<count {
            if isStopped() { return index }
            consume(transform(index))
        }
        return count
    }
    let results = OrderedResults<Result>(count: count, window: max(1, window), isStopped: isStopped)
    let workers = min(jobs, count)
    DispatchQueue.global().async {
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claim() { results.put(index, transform(index)) }
        }
    }
    for index in 0..<count {
        guard !isStopped(), let result = results.take(index) else {
            results.stop()
            return index
        }
        consume(result)
    }
    return count
}

/// The hand-over between the worker threads and the consumer: which index is next to work on,
/// and the finished results not yet consumed. Every access holds the condition's lock.
private final class OrderedResults<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private let isStopped: @Sendable () -> Bool
    private var nextToClaim = 0
    /// The index the consumer waits for or consumes next.
    private var nextToTake = 0
    private var isStopping = false
    private var finished: [Int: Result] = [:]

    init(count: Int, window: Int, isStopped: @escaping @Sendable () -> Bool) {
        self.count = count
        self.window = window
        self.isStopped = isStopped
    }

    /// The next index to work on, once it is inside the window; nil when every one is taken or
    /// the work stops.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !isStopping, nextToClaim < count, nextToClaim - nextToTake >= window {
            condition.wait()
        }
        guard !isStopping, nextToClaim < count else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    func put(_ index: Int, _ result: Result) {
        condition.lock()
        if !isStopping { finished[index] = result }
        condition.broadcast()
        condition.unlock()
    }

    /// The result of `index`, once it is finished (waits until then); nil if the work stops first.
    func take(_ index: Int) -> Result? {
        condition.lock()
        defer { condition.unlock() }
        nextToTake = index
        condition.broadcast()
        while true {
            if let result = finished.removeValue(forKey: index) {
                nextToTake = index + 1
                condition.broadcast()
                return result
            }
            if isStopped() { return nil }
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05))
        }
    }

    /// Lets the workers go: nothing more is claimed, and what they finish is dropped.
    func stop() {
        condition.lock()
        isStopping = true
        finished.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
