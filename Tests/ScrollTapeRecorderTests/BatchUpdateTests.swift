import Foundation
import ScrollTape
import ScrollTapeRecorder
import Testing

/// What a batch update the app told of writes once the table has laid it out (`BatchUpdate`), on
/// plain values: no UIKit.
@Suite struct BatchUpdateTests {
    /// Two sections of rows: 3 of 44 pt, then 2 of 60 pt.
    static let rows = SectionLayout(
        sections: [
            SectionLayout.Section(header: 28, rows: [44, 44, 44]), SectionLayout.Section(rows: [60, 60]),
        ])

    /// A deleted row and an inserted one: the change carries the inserted row's length from the
    /// table, the deleted rows in order; the rows it leaves are the table's, unmarked.
    @Test func anUpdateTakesTheInsertedRowsLengthsFromTheTable() throws {
        let update = BatchUpdate(
            deletedRows: [IndexPath(indexes: [1, 1]), IndexPath(indexes: [0, 2])],
            insertedRows: [IndexPath(indexes: [0, 0])], anchor: .visible)
        let laidOut = SectionLayout(
            sections: [
                SectionLayout.Section(header: 28, rows: [90, 44, 44]), SectionLayout.Section(rows: [60]),
            ])
        let change = try #require(update.sectionChange(laidOut: laidOut))
        #expect(
            change
                == SectionChange(
                    deletedRows: [
                        SectionChange.RowPath(section: 0, row: 2), SectionChange.RowPath(section: 1, row: 1),
                    ],
                    insertedRows: [
                        SectionChange.InsertedRow(SectionChange.RowPath(section: 0, row: 0), length: 90)
                    ]))
        let outcome = update.outcome(on: Self.rows, laidOut: laidOut)
        #expect(outcome.update == ItemUpdate(anchor: .visible, sectionChange: change))
        #expect(outcome.sections == laidOut)
        #expect(outcome.mark == nil)
    }

    /// An inserted section takes its rows from the table.
    @Test func anInsertedSectionIsTheTables() throws {
        let update = BatchUpdate(insertedSections: [1])
        let laidOut = SectionLayout(
            sections: [
                SectionLayout.Section(header: 28, rows: [44, 44, 44]),
                SectionLayout.Section(footer: 10, rows: [30]),
                SectionLayout.Section(rows: [60, 60]),
            ])
        let change = try #require(update.sectionChange(laidOut: laidOut))
        #expect(change.insertedSections == [SectionChange.InsertedSection(at: 1, laidOut.section(1))])
        #expect(update.outcome(on: Self.rows, laidOut: laidOut).sections == laidOut)
    }

    /// The app left a change out: the update is written as told, marked as differing from the table.
    @Test func rowsThatDoNotAddUpAreMarked() {
        let update = BatchUpdate(deletedRows: [IndexPath(indexes: [0, 0])])
        let laidOut = SectionLayout(
            sections: [SectionLayout.Section(header: 28, rows: [44]), SectionLayout.Section(rows: [60, 60])])
        let outcome = update.outcome(on: Self.rows, laidOut: laidOut)
        #expect(outcome.update != nil)
        #expect(outcome.sections.rowCount(inSection: 0) == 2)
        #expect(outcome.mark == "update-differs-from-table")
    }

    /// Indices the table does not have, an index path that is not a section and a row, rows the
    /// recording does not have, or a table no longer in sections: nothing written, the rows kept,
    /// marked `update-not-recorded`.
    @Test(arguments: [
        BatchUpdate(insertedRows: [IndexPath(indexes: [0, 9])]),
        BatchUpdate(insertedRows: [IndexPath(indexes: [5, 0])]),
        BatchUpdate(insertedSections: [7]),
        BatchUpdate(deletedRows: [IndexPath(indexes: [0])]),
        BatchUpdate(insertedRows: [IndexPath(indexes: [0, 0, 0])]),
        BatchUpdate(deletedRows: [IndexPath(indexes: [0, 3])]),
    ])
    func anUpdateTheRecordingCannotHoldIsMarked(_ update: BatchUpdate) {
        let outcome = update.outcome(on: Self.rows, laidOut: Self.rows)
        #expect(outcome == BatchUpdate.Outcome(update: nil, sections: Self.rows, mark: "update-not-recorded"))
    }

    @Test func aTableNoLongerInSectionsIsNotRecorded() {
        let outcome = BatchUpdate(deletedRows: [IndexPath(indexes: [0, 0])]).outcome(
            on: Self.rows, laidOut: nil)
        #expect(outcome == BatchUpdate.Outcome(update: nil, sections: Self.rows, mark: "update-not-recorded"))
    }

    /// The rows follow the updates written; one is written once, and only for a list in sections
    /// (the table's layout read only then).
    @Test func theRowsFollowTheUpdatesWritten() {
        var rows = ListRows(sections: Self.rows)
        #expect(
            rows.writePending {
                Issue.record("no update is pending"); return nil
            } == nil)
        rows.tell(BatchUpdate(deletedRows: [IndexPath(indexes: [1, 0])]))
        let laidOut = SectionLayout(
            sections: [
                SectionLayout.Section(header: 28, rows: [44, 44, 44]), SectionLayout.Section(rows: [60]),
            ])
        let outcome = rows.writePending { laidOut }
        #expect(outcome?.update != nil)
        #expect(rows.sections == laidOut)
        #expect(rows.pending == nil)
        #expect(rows.writePending { laidOut } == nil)

        var bySize = ListRows(sections: nil)
        bySize.tell(BatchUpdate(deletedRows: [IndexPath(indexes: [0, 0])]))
        #expect(bySize.writePending { laidOut } == nil)
        #expect(bySize.sections == nil)
    }
}
