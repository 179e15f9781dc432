import ScrollTape

/// The list's rows in sections as the recording has them so far, and a batch update of them the
/// app told of, written at the next refresh once the table has laid out its new rows.
package struct ListRows: Sendable {
    /// The rows as the recording has them; nil: the list's content is described by its size, and
    /// batch updates are not recorded.
    package private(set) var sections: SectionLayout?
    /// The update told of and not written yet.
    package private(set) var pending: BatchUpdate?

    /// Rows as the session line has them (`sections`).
    package init(sections: SectionLayout?) {
        self.sections = sections
    }

    /// The app told of `update`; the one pending before it, if any, must be written first.
    package mutating func tell(_ update: BatchUpdate) {
        pending = update
    }

    /// The pending update's outcome (nil: none is pending, or the rows are not recorded), the
    /// table laying its rows out as `laidOut()` says after it (read only for a pending update);
    /// the rows are the outcome's from now on.
    package mutating func writePending(laidOut: () -> SectionLayout?) -> BatchUpdate.Outcome? {
        guard let update = pending, let current = sections else { return nil }
        pending = nil
        let outcome = update.outcome(on: current, laidOut: laidOut())
        sections = outcome.sections
        return outcome
    }

    /// Forgets the pending update (the recording stopped).
    package mutating func dropPending() {
        pending = nil
    }
}
