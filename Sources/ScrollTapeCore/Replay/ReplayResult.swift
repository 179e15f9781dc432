/// What replaying a recording with a header behaviour gave: every violation, and the header's
/// height at every index, to compare two behaviours on the same recording.
public struct ReplayResult: Hashable, Sendable {
    /// The recording replayed.
    public let recording: Recording
    /// The behaviour's name: the session's built-in one (`collapsing`) or the user's type
    /// (`QuickReturnHeader`); nil without a header.
    package let headerName: String?
    /// Every invariant violation, in event order, as `check` finds them (determinism last).
    public var violations: [Violation]
    /// The height at index 0…n; nil when the scene has no header.
    private let headerHeights: [Double]?
    /// The offset along the scroll axis at index 0…n.
    private let offsets: [Double]

    init(
        recording: Recording, headerName: String?, violations: [Violation], headerHeights: [Double]?,
        offsets: [Double]
    ) {
        self.recording = recording
        self.headerName = headerName
        self.violations = violations
        self.headerHeights = headerHeights
        self.offsets = offsets
    }

    /// The header's height at `index` (0: after the initial layout and `didAppear`); nil when the
    /// scene has no header or `index` is out of range.
    public func headerHeight(at index: Int) -> Double? {
        guard let headerHeights, headerHeights.indices.contains(index) else { return nil }
        return headerHeights[index]
    }

    /// The first index where the two replays' header heights differ by more than `tolerance`, and
    /// what differs there, in words; nil when they agree everywhere.
    ///
    /// - Precondition: both replayed the same recording.
    public func firstDivergence(from other: ReplayResult, tolerance: Double = Tolerance.divergence)
        -> Divergence?
    {
        precondition(
            recording.events.count == other.recording.events.count,
            "firstDivergence compares two replays of one recording")
        guard let mine = headerHeights, let theirs = other.headerHeights else { return nil }
        guard
            let index = (0..<min(mine.count, theirs.count)).first(where: {
                !(abs(mine[$0] - theirs[$0]) <= tolerance)
            })
        else { return nil }
        return Divergence(
            index: index, message: describeDivergence(at: index, mine: mine, theirs: theirs, other))
    }

    private func describeDivergence(at index: Int, mine: [Double], theirs: [Double], _ other: ReplayResult)
        -> String
    {
        let me = headerName.map { "`\($0)`" } ?? "this replay"
        let them = other.headerName.map { "`\($0)`" } ?? "the other replay"
        let mineHeight = formatNumber(mine[index])
        let theirHeight = formatNumber(theirs[index])
        guard index > 0 else {
            return
                "at index 0 (after the initial layout and didAppear) the header is \(mineHeight) with \(me) "
                + "where \(them) gives \(theirHeight): they disagree before any event"
        }
        let event = recording.events[index - 1]
        let axis = recording.scene.scroll.axis == .vertical ? "y" : "x"
        var what = "t=\(formatNumber(event.t, decimals: 4)), \(event.summary)"
        if offsets.indices.contains(index) { what += ", the list at \(axis)=\(formatNumber(offsets[index]))" }
        let place =
            recording.path.map { "event \(index) (\($0):\(index + 1), \(what))" }
            ?? "event \(index) (\(what))"
        return "at \(place) the header is \(mineHeight) with \(me) where \(them) gives \(theirHeight) "
            + "(before it: \(formatNumber(mine[index - 1])) and \(formatNumber(theirs[index - 1]))); they agree up to "
            + "index \(index - 1)"
    }
}
