/// The driving finger's recent positions along the scroll axis, and the release velocity
/// estimated from them (SPEC §3.3).
///
/// Estimator: the least-squares slope of position against time over the samples of the last
/// `window` seconds (100 ms) before the estimate, the release sample included. A least-squares line
/// weighs unevenly spaced samples by where they are, not by how many arrive, so 60, 120 and 240 Hz
/// touch reports of one motion give one velocity; a finger that rested longer than the window has
/// one sample in it (or several at one place) and gives zero. At most `capacity` samples are kept.
public struct FingerSamples: Hashable, Sendable {
    /// One finger sample: when, and where along the axis.
    public struct Sample: Hashable, Sendable {
        public var time: Double
        public var position: Double
    }

    /// The most samples kept (more than 100 ms of 240 Hz touches).
    public static let capacity = 32

    public private(set) var samples: [Sample] = []

    public init() {}

    mutating func removeAll() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Adds a sample, dropping those older than `window` before it and any beyond `capacity`.
    mutating func append(time: Double, position: Double, window: Double) {
        samples.append(Sample(time: time, position: position))
        let oldest = time - window - World.timeResolution
        if let keep = samples.firstIndex(where: { $0.time >= oldest }), keep > 0 {
            samples.removeFirst(keep)
        }
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }

    /// The finger's velocity along the axis at `time`, in points per second, from the samples of the
    /// last `window` seconds; 0 with fewer than two samples there.
    public func velocity(at time: Double, window: Double) -> Double {
        let oldest = time - window - World.timeResolution
        var count = 0.0
        var sumT = 0.0
        var sumX = 0.0
        for sample in samples where sample.time >= oldest {
            count += 1
            sumT += sample.time
            sumX += sample.position
        }
        guard count >= 2 else { return 0 }
        let meanT = sumT / count
        let meanX = sumX / count
        var covariance = 0.0
        var variance = 0.0
        for sample in samples where sample.time >= oldest {
            covariance += (sample.time - meanT) * (sample.position - meanX)
            variance += (sample.time - meanT) * (sample.time - meanT)
        }
        return variance > 0 ? covariance / variance : 0
    }
}
