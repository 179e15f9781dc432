/// The primary list's offset, the header's height and the list's range at a moment: where a move
/// of a header the app's code sets (through the delegate machinery) starts.
///
/// Such a header is judged by one move from the mark to now, where the code was called about the
/// list's offset (as UIKit calls `scrollViewDidScroll`: at the start of an event for the motion
/// since the last, and at its end); the built-in behaviours recorded every move already
/// (`World.pass`).
struct CodeHeaderMark {
    var offset: Double
    var height: Double?
    var lower: Double
    var upper: Double

    /// The mark of `world` now.
    init(_ world: World) {
        let metrics = world.metrics
        offset = world.axisOffset
        height = world.header?.height
        lower = metrics.lowerBound
        upper = metrics.upperBound
    }

    /// Records in `scratch` the move of the header the app's code sets from `start` to `now`
    /// (`observesIntermediateOffsets`: the header's behaviour's, nil without a header); `start`
    /// becomes `now`. Nothing when the header observes every offset or the list did not move.
    static func judge(
        since start: inout CodeHeaderMark?, now: CodeHeaderMark, observesIntermediateOffsets: Bool?,
        recording scratch: inout EventScratch
    ) {
        guard let from = start, let before = from.height, observesIntermediateOffsets == false else { return }
        start = now
        guard now.offset != from.offset else { return }
        // Where app code moved the range, inside is inside the range at the start or the end.
        scratch.record(
            from: from.offset, to: now.offset, heightBefore: before, heightAfter: now.height,
            lowerBound: min(from.lower, now.lower), upperBound: max(from.upper, now.upper))
    }
}
