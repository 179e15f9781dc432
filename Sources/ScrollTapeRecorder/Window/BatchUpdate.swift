import Foundation
import ScrollTape

/// A batch update of the list's rows as the app told the recorder of it
/// (`WindowRecorder.update(_:deletingRows:insertingRows:deletingSections:insertingSections:anchor:)`):
/// index paths and sections deleted (before the update) and inserted (after it), `[section, row]`.
package struct BatchUpdate: Hashable, Sendable {
    package var deletedRows: [IndexPath]
    package var insertedRows: [IndexPath]
    package var deletedSections: IndexSet
    package var insertedSections: IndexSet
    package var anchor: ItemUpdate.Anchor

    /// The update the app gave; by default it deletes and inserts nothing and keeps the offset.
    package init(
        deletedRows: [IndexPath] = [], insertedRows: [IndexPath] = [], deletedSections: IndexSet = [],
        insertedSections: IndexSet = [], anchor: ItemUpdate.Anchor = .none
    ) {
        self.deletedRows = deletedRows
        self.insertedRows = insertedRows
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.anchor = anchor
    }

    /// What the recording gets once the table has laid the update out.
    package struct Outcome: Hashable, Sendable {
        /// The `update` line, or nil when the update is not written.
        package var update: ItemUpdate?
        /// The list's rows as the recording has them from now on.
        package var sections: SectionLayout
        /// The mark that follows (`update-differs-from-table`, `update-not-recorded`), if any.
        package var mark: String?

        /// An outcome of these.
        package init(update: ItemUpdate?, sections: SectionLayout, mark: String?) {
            self.update = update
            self.sections = sections
            self.mark = mark
        }
    }

    /// The outcome of the update on the recording's rows `current`, the table laying its rows out
    /// as `laidOut` after it (nil: the table is no longer made of its sections): the `update` line
    /// and the rows it leaves, marked when they differ from the table's; or no line and the rows
    /// unchanged, marked `update-not-recorded`, when the recording cannot hold it (indices the
    /// recording's rows do not have).
    package func outcome(on current: SectionLayout, laidOut: SectionLayout?) -> Outcome {
        guard let laidOut, let change = sectionChange(laidOut: laidOut),
            let applied = try? current.applying(change).layout
        else {
            return Outcome(update: nil, sections: current, mark: "update-not-recorded")
        }
        return Outcome(
            update: ItemUpdate(anchor: anchor, sectionChange: change), sections: applied,
            mark: applied != laidOut ? "update-differs-from-table" : nil)
    }

    /// The change the update makes, with the inserted rows' and sections' lengths from `laidOut`
    /// (the table after it); nil when an inserted index is not in it, or an index path is not a
    /// section and a row.
    package func sectionChange(laidOut: SectionLayout) -> SectionChange? {
        var insertedSections: [SectionChange.InsertedSection] = []
        for index in self.insertedSections {
            guard (0..<laidOut.sectionCount).contains(index) else { return nil }
            insertedSections.append(SectionChange.InsertedSection(at: index, laidOut.section(index)))
        }
        guard let inserted = Self.rowPaths(insertedRows), let deleted = Self.rowPaths(deletedRows) else {
            return nil
        }
        var insertedRows: [SectionChange.InsertedRow] = []
        for path in inserted {
            guard (0..<laidOut.sectionCount).contains(path.section),
                (0..<laidOut.rowCount(inSection: path.section)).contains(path.row)
            else { return nil }
            insertedRows.append(
                SectionChange.InsertedRow(
                    path, length: laidOut.rowLength(laidOut.rowNumber(section: path.section, row: path.row))))
        }
        return SectionChange(
            deletedRows: deleted, deletedSections: Array(deletedSections),
            insertedSections: insertedSections, insertedRows: insertedRows)
    }

    /// `paths` as rows of sections, in order; nil when one is not `[section, row]`.
    private static func rowPaths(_ paths: [IndexPath]) -> [SectionChange.RowPath]? {
        var rows: [SectionChange.RowPath] = []
        rows.reserveCapacity(paths.count)
        for path in paths {
            guard path.count == 2 else { return nil }
            rows.append(SectionChange.RowPath(section: path[0], row: path[1]))
        }
        return rows.sorted()
    }
}
