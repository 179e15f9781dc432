/// The driving finger's recent positions along the scroll axis, and the release velocity
/// estimated from them. (The SwiftUI driver, which sees no finger, keeps the content offset's
/// recent positions along each axis the same way.)
///
/// Estimator: the least-squares slope of position against time over the samples of the last
/// `window` seconds (100 ms) before the estimate, the release sample included. A least-squares line
/// weighs unevenly spaced samples by where they are, not by how many arrive, so 60, 120 and 240 Hz
/// touch reports of one motion give one velocity; a finger that rested longer than the window has
/// one sample in it (or several at one place) and gives zero. At most `capacity` samples are kept.
///
/// The samples live in a ring of `capacity` slots: adding one moves no other and, once the ring
/// exists, allocates nothing.
package struct FingerSamples: Hashable, Sendable {
    /// One finger sample: when, and where along the axis.
    package struct Sample: Hashable, Sendable {
        package var time: Double
        package var position: Double
    }

    /// The most samples kept (more than 100 ms of 240 Hz touches).
    package static let capacity = 32

    /// The ring: slot `(first + i) % capacity` holds the i-th oldest sample kept (allocated at
    /// the first sample, at full capacity, and reused from then on).
    private var ring: [Sample] = []
    private var first = 0
    /// The number of samples kept.
    package private(set) var count = 0
    /// The axis of the scroll view the finger drives, and the window of the last sample added: what
    /// ``dragVelocity`` needs.
    var axis = Axis.vertical
    private var window = 0.0

    package init() {}

    /// The samples kept, oldest first.
    package var samples: [Sample] { (0..<count).map(self.sample) }

    /// The newest sample, if any.
    package var last: Sample? { count > 0 ? sample(count - 1) : nil }

    @inline(__always)
    private func slot(_ index: Int) -> Int { (first + index) & (Self.capacity - 1) }

    @inline(__always)
    private func sample(_ index: Int) -> Sample { ring[slot(index)] }

    package mutating func removeAll() {
        first = 0
        count = 0
    }

    /// Adds a sample, dropping those older than `window` before it and any beyond `capacity`.
    /// (Times never decrease, so the old ones are at the front.)
    package mutating func append(time: Double, position: Double, window: Double) {
        if ring.isEmpty { ring = Array(repeating: Sample(time: 0, position: 0), count: Self.capacity) }
        if count == Self.capacity {
            first = slot(1)
            count -= 1
        }
        ring[slot(count)] = Sample(time: time, position: position)
        count += 1
        self.window = window
        let oldest = time - window - Tolerance.time
        guard time >= oldest else { return }
        while ring[first].time < oldest {
            first = slot(1)
            count -= 1
        }
    }

    /// The finger's velocity along the axis at `time`, in points per second, from the samples of the
    /// last `window` seconds; 0 with fewer than two samples there.
    package func velocity(at time: Double, window: Double) -> Double {
        let oldest = time - window - Tolerance.time
        var skipped = 0
        while skipped < count, sample(skipped).time < oldest { skipped += 1 }
        let kept = skipped..<count
        var n = 0.0
        var sumT = 0.0
        var sumX = 0.0
        for index in kept {
            n += 1
            let sample = sample(index)
            sumT += sample.time
            sumX += sample.position
        }
        guard n >= 2 else { return 0 }
        let meanT = sumT / n
        let meanX = sumX / n
        var covariance = 0.0
        var variance = 0.0
        for index in kept {
            let sample = sample(index)
            covariance += (sample.time - meanT) * (sample.position - meanX)
            variance += (sample.time - meanT) * (sample.time - meanT)
        }
        return variance > 0 ? covariance / variance : 0
    }

    /// The content's velocity while the finger drags it, at the newest sample: the finger's,
    /// reversed, along the axis (points per second). Worked out when asked, not at every sample.
    var dragVelocity: Point {
        guard let last else { return .zero }
        let velocity = -self.velocity(at: last.time, window: window)
        return axis == .vertical ? Point(x: 0, y: velocity) : Point(x: velocity, y: 0)
    }

    /// Equal when they keep the same samples in the same order (wherever the ring starts).
    package static func == (lhs: FingerSamples, rhs: FingerSamples) -> Bool {
        guard lhs.count == rhs.count, lhs.axis == rhs.axis, lhs.window == rhs.window else { return false }
        for index in 0..<lhs.count where lhs.sample(index) != rhs.sample(index) { return false }
        return true
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(axis)
        hasher.combine(window)
        for index in 0..<count { hasher.combine(sample(index)) }
    }
}
