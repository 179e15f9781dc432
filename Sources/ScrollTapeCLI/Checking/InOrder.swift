import Foundation
import ScrollTape

/// Works out `transform(0)…transform(count - 1)` on `jobs` threads and hands each result to
/// `consume` in index order, as soon as it and every one before it are done (so output streams
/// in the order one thread would give it). With one job, on the calling thread alone.
///
/// A result is kept only until it is consumed: at most the results finished ahead of the one
/// being waited for are held at once.
func forEachInOrder<Result: Sendable>(
    count: Int, jobs: Int, _ transform: @escaping @Sendable (Int) -> Result, consume: (Result) -> Void
) {
    guard jobs > 1, count > 1 else {
        for index in 0..<count { consume(transform(index)) }
        return
    }
    let results = OrderedResults<Result>(count: count)
    let workers = min(jobs, count)
    DispatchQueue.global().async {
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claim() { results.put(index, transform(index)) }
        }
    }
    for index in 0..<count { consume(results.take(index)) }
}

/// The hand-over between the worker threads and the consumer: which index is next to work on,
/// and the finished results not yet consumed. Every access holds the condition's lock.
private final class OrderedResults<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var nextToClaim = 0
    private var finished: [Int: Result] = [:]

    init(count: Int) { self.count = count }

    /// The next index to work on, nil when every one is taken.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard nextToClaim < count else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    func put(_ index: Int, _ result: Result) {
        condition.lock()
        finished[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// The result of `index`, once it is finished (waits until then).
    func take(_ index: Int) -> Result {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = finished.removeValue(forKey: index) { return result }
            condition.wait()
        }
    }
}
