// Timing for every benchmark: wall time on the continuous clock, best of several runs.

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

/// The wall time of `body`, in seconds.
func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    return (ContinuousClock.now - start).seconds
}

/// The shortest of `repetitions` timings of `body`, in seconds.
func best(of repetitions: Int, _ body: () -> Void) -> Double {
    var fastest = Double.infinity
    for _ in 0..<repetitions { fastest = min(fastest, seconds(body)) }
    return fastest
}
