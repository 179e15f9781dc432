/// What the event being applied does, gathered while the reducer applies it and handed out as
/// `EventOutcome` (`World.apply(_:)`). Scratch, not state: equality and hashing leave it out, and
/// its moves' storage is reused from one event to the next.
@usableFromInline
struct EventScratch: Hashable, Sendable {
    @usableFromInline var effects: EventOutcome
    /// The app's code's mistakes during the event (at index 0: while the screen was set up), one
    /// per subject; the replay reports them (`InvariantChecks`).
    var misuses: [AppCodeMisuse] = []

    init(startOffset: Double, headerHeight: Double?) {
        effects = EventOutcome(startOffset: startOffset, headerHeight: headerHeight)
    }

    /// Starts an event that begins with the list at `offset` and the header `headerHeight` high.
    mutating func begin(offset: Double, headerHeight: Double?) {
        effects.startOffset = offset
        effects.moves.removeAll()
        effects.anchor = nil
        effects.headerHeightBefore = headerHeight
        effects.headerHeightAfter = headerHeight
        effects.firedActions = 0..<0
        effects.laidOut = false
        effects.violationsBefore = 0
        if !misuses.isEmpty { misuses.removeAll() }
    }

    /// Takes down the app's code's mistakes in one call, each subject once per event.
    mutating func note(_ new: [AppCodeMisuse]) {
        for misuse in new { misuses.note(misuse) }
    }

    /// Every move of `report`, in the range of `metrics`, with the header `height` high (nil: no
    /// header) before and after each.
    mutating func record(_ report: ScrollViewReport, heights height: Double?, metrics: ScrollMetrics) {
        var old = report.start
        for position in 0..<report.count {
            let new = report[position].offset
            record(from: old, to: new, heightBefore: height, heightAfter: height, metrics: metrics)
            old = new
        }
    }

    /// A move of the list from `old` to `new` in the range of `metrics`, with the header's heights
    /// before and after it.
    @inline(__always)
    mutating func record(
        from old: Double, to new: Double, heightBefore: Double?, heightAfter: Double?, metrics: ScrollMetrics
    ) {
        record(
            from: old, to: new, heightBefore: heightBefore, heightAfter: heightAfter,
            lowerBound: metrics.lowerBound, upperBound: metrics.upperBound)
    }

    /// A move of the list from `old` to `new` in the range from `lowerBound` to `upperBound`.
    @inline(__always)
    mutating func record(
        from old: Double, to new: Double, heightBefore: Double?, heightAfter: Double?, lowerBound: Double,
        upperBound: Double
    ) {
        effects.moves.append(
            OffsetMove(
                from: old, to: new, headerHeightBefore: heightBefore, headerHeightAfter: heightAfter,
                lowerBound: lowerBound, upperBound: upperBound))
    }

    /// Ends the event, which left the header `headerHeight` high and fired the actions at
    /// `firedActions`.
    mutating func end(headerHeight: Double?, firedActions: Range<Int>) {
        effects.headerHeightAfter = headerHeight
        effects.firedActions = firedActions
    }

    @usableFromInline static func == (lhs: EventScratch, rhs: EventScratch) -> Bool { true }

    @usableFromInline func hash(into hasher: inout Hasher) {}
}
