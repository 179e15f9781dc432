/// The header machine's input from the primary scroll view: the report of what its machine did.
extension HeaderState {
    /// Follows the primary scroll view through `report` (its moves, in `metrics`' range), as UIKit
    /// calls `scrollViewDidScroll` at each: a behaviour that observes every offset (the built-ins)
    /// sets the height at each move, on the numbers alone when it can, else on a screen made from
    /// `fixed`; each move is recorded in `scratch` with the height before and after it. Other header
    /// code is called once at the end of the event, as UIKit calls it: nothing happens here.
    @inline(__always)
    mutating func follow(
        _ report: ScrollViewReport, metrics: ScrollMetrics, screen fixed: HeaderScreen.Fixed?,
        recording scratch: inout EventScratch
    ) {
        guard observesIntermediateOffsets else { return }
        var old = report.start
        for position in 0..<report.count {
            let move = report[position]
            let oldHeight = height
            if let fixed, !didScroll(to: move.offset, in: HeaderRange(fixed, metrics: metrics)) {
                var screen = HeaderScreen(
                    fixed, metrics: metrics, contentOffset: metrics.point(move.offset), flags: move.flags,
                    headerHeight: height)
                didScroll(&screen)
            }
            scratch.record(
                from: old, to: move.offset, heightBefore: oldHeight, heightAfter: height, metrics: metrics)
            old = move.offset
        }
    }

    /// What the header code sees now, from `fixed` (the parts the scene fixes; nil without a
    /// header) and the primary scroll view's machine `primary` with its geometry `metrics`.
    @inline(__always)
    func codeScreen(_ fixed: HeaderScreen.Fixed?, primary: ScrollViewMachine, metrics: ScrollMetrics)
        -> HeaderScreen?
    {
        guard let fixed else { return nil }
        return HeaderScreen(
            fixed, metrics: metrics, contentOffset: primary.state.offset,
            flags: ScrollFlags(primary.state.mode),
            headerHeight: height)
    }
}
