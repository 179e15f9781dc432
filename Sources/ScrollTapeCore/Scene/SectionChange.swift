/// A batch update of a list in sections (an `update` event's `deleteRows`, `deleteSections`,
/// `insertSections` and `insertRows`), as `UITableView.performBatchUpdates` takes it: the deletes
/// name rows and sections before the update, the inserts name them after it.
package struct SectionChange: Hashable, Sendable {
    /// A row of a section: `IndexPath(row:section:)`.
    package struct RowPath: Hashable, Sendable, Comparable {
        /// The section's index.
        package var section: Int
        /// The row's index in its section.
        package var row: Int

        /// Row `row` of section `section`.
        package init(section: Int, row: Int) {
            self.section = section
            self.row = row
        }

        package static func < (left: RowPath, right: RowPath) -> Bool {
            (left.section, left.row) < (right.section, right.row)
        }
    }

    /// A row inserted at `path` (after the update), `length` long.
    package struct InsertedRow: Hashable, Sendable {
        /// Where the row is after the update.
        package var path: RowPath
        /// The row's length along the axis, in points.
        package var length: Double

        /// A row inserted at `path`, `length` points long.
        package init(_ path: RowPath, length: Double) {
            self.path = path
            self.length = length
        }
    }

    /// A section inserted at index `index` (after the update).
    package struct InsertedSection: Hashable, Sendable {
        /// The section's index after the update (`at`).
        package var index: Int
        /// The inserted section: its header, rows and footer.
        package var section: SectionLayout.Section

        /// `section` inserted at index `index`.
        package init(at index: Int, _ section: SectionLayout.Section) {
            self.index = index
            self.section = section
        }
    }

    /// Rows deleted, by their paths before the update.
    package var deletedRows: [RowPath]
    /// Sections deleted, by their indices before the update.
    package var deletedSections: [Int]
    /// Sections inserted, at their indices after the update.
    package var insertedSections: [InsertedSection]
    /// Rows inserted, at their paths after the update.
    package var insertedRows: [InsertedRow]

    /// The index after the change of the section at `index` before it, or nil when the change
    /// deletes it (deleted sections close up, then inserted ones open at their indices after it).
    func newIndex(ofSection index: Int) -> Int? {
        guard !deletedSections.contains(index) else { return nil }
        var new = index - deletedSections.filter { $0 < index }.count
        for inserted in insertedSections.map(\.index).sorted() where inserted <= new { new += 1 }
        return new
    }

    /// A change that deletes and inserts the given rows and sections (none by default).
    package init(
        deletedRows: [RowPath] = [], deletedSections: [Int] = [], insertedSections: [InsertedSection] = [],
        insertedRows: [InsertedRow] = []
    ) {
        self.deletedRows = deletedRows
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.insertedRows = insertedRows
    }

    /// What is wrong with a change for a layout: which list (`deleteRows`, `deleteSections`,
    /// `insertSections`, `insertRows`), which entry of it, and why.
    package struct Problem: Error, Hashable, Sendable {
        /// The list the entry is in: `deleteRows`, `deleteSections`, `insertSections` or `insertRows`.
        package var field: String
        /// The entry's index in that list, from 0.
        package var entry: Int
        /// Why the entry is wrong.
        package var message: String
    }
}

extension SectionChange {
    /// Where each row before a change is after it: its number across the sections, or nil when
    /// the change deletes it. Kept as the deleted and inserted runs of row numbers, not a number
    /// per row: O(log n) a row, whatever the list's length.
    package struct Renumbering: Hashable, Sendable {
        /// The rows deleted, by their numbers before the change: ascending, disjoint runs.
        let deleted: [Range<Int>]
        /// The rows deleted before each run of `deleted`.
        private let deletedBefore: [Int]
        /// The rows inserted, by their numbers after the change: ascending, disjoint runs.
        let inserted: [Range<Int>]
        /// For each run of `inserted`, the rows kept before it (numbers after the change less the
        /// rows inserted before it): ascending.
        private let keptBefore: [Int]
        /// The number of rows before the change.
        package let oldCount: Int

        init(deleted: [Range<Int>], inserted: [Range<Int>], oldCount: Int) {
            self.deleted = deleted
            self.inserted = inserted
            self.oldCount = oldCount
            var deletedBefore: [Int] = []
            var total = 0
            for run in deleted {
                deletedBefore.append(total)
                total += run.count
            }
            var keptBefore: [Int] = []
            total = 0
            for run in inserted {
                keptBefore.append(run.lowerBound - total)
                total += run.count
            }
            self.deletedBefore = deletedBefore
            self.keptBefore = keptBefore
        }

        /// The number after the change of row `old` before it, or nil when the change deletes it.
        /// - Precondition: `0 <= old < oldCount`.
        package subscript(old: Int) -> Int? {
            precondition((0..<oldCount).contains(old), "row \(old) is not a row before the change")
            // The runs deleted that begin at or before `old`.
            let deletedRuns = Self.count(of: deleted.lazy.map(\.lowerBound), atOrBelow: old)
            var kept = old
            if deletedRuns > 0 {
                let run = deleted[deletedRuns - 1]
                guard !run.contains(old) else { return nil }
                kept -= deletedBefore[deletedRuns - 1] + run.count
            }
            // Every run inserted before the row's place among the rows kept moves it on.
            let insertedRuns = Self.count(of: keptBefore, atOrBelow: kept)
            guard insertedRuns > 0 else { return kept }
            // The rows inserted up to the end of the last of them: its end less the rows kept before it.
            return kept + inserted[insertedRuns - 1].upperBound - keptBefore[insertedRuns - 1]
        }

        /// The number of the ascending `values` at or below `value`.
        private static func count(of values: some RandomAccessCollection<Int>, atOrBelow value: Int) -> Int {
            var low = 0
            var high = values.count
            while low < high {
                let middle = (low + high) / 2
                if values[values.index(values.startIndex, offsetBy: middle)] <= value {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low
        }
    }
}
extension SectionLayout {
    /// The layout after `change`, and for each row before it, its number after (nil: deleted), as
    /// UITableView applies a batch update: the rows deleted, then the sections, by the indices
    /// before the update; then the sections inserted in ascending order of their index, then the
    /// rows in ascending order of section and row, by the indices after it.
    ///
    /// O(rows touched + chunks + sections): the new layout shares the rows it does not touch.
    ///
    /// - Throws: a `SectionChange.Problem` for an index that does not exist where it is read, a
    ///   repeat, a row of a deleted section, or a row inserted into an inserted section.
    package func applying(_ change: SectionChange) throws(SectionChange.Problem) -> (
        layout: SectionLayout, newRows: SectionChange.Renumbering
    ) {
        /// Each section as it is being changed: its ends, its number of rows, and whether the
        /// change inserts it (with its rows).
        struct Working {
            var header: Double
            var footer: Double
            var rowCount: Int
            var inserted: [Double]?
        }
        func problem(_ field: String, _ entry: Int, _ message: String) -> SectionChange.Problem {
            SectionChange.Problem(field: field, entry: entry, message: message)
        }
        // Deleted sections, checked first: their rows are not deleted on their own.
        var deletedSections = Set<Int>()
        for (entry, section) in change.deletedSections.enumerated() {
            guard (0..<sectionCount).contains(section) else {
                throw problem(
                    "deleteSections", entry, "section \(section) does not exist (\(sectionCount) sections)")
            }
            guard deletedSections.insert(section).inserted else {
                throw problem("deleteSections", entry, "section \(section) is deleted twice")
            }
        }
        var deletedRows = Set<SectionChange.RowPath>()
        for (entry, path) in change.deletedRows.enumerated() {
            guard (0..<sectionCount).contains(path.section) else {
                throw problem(
                    "deleteRows", entry, "section \(path.section) does not exist (\(sectionCount) sections)")
            }
            guard (0..<rowCount(inSection: path.section)).contains(path.row) else {
                throw problem(
                    "deleteRows", entry,
                    "row \(path.row) of section \(path.section) does not exist (it has \(rowCount(inSection: path.section)) rows)"
                )
            }
            guard !deletedSections.contains(path.section) else {
                throw problem(
                    "deleteRows", entry,
                    "section \(path.section) is deleted whole: its rows are not deleted on their own")
            }
            guard deletedRows.insert(path).inserted else {
                throw problem(
                    "deleteRows", entry, "row \(path.row) of section \(path.section) is deleted twice")
            }
        }
        var working = (0..<sectionCount).map {
            Working(header: ends[$0].header, footer: ends[$0].footer, rowCount: rowCount(inSection: $0))
        }
        for path in deletedRows { working[path.section].rowCount -= 1 }
        for section in deletedSections.sorted(by: >) { working.remove(at: section) }
        let insertedSections = change.insertedSections.enumerated().sorted {
            $0.element.index < $1.element.index
        }
        var seenSections = Set<Int>()
        for (entry, inserted) in insertedSections {
            guard seenSections.insert(inserted.index).inserted else {
                throw problem("insertSections", entry, "a section is inserted twice at \(inserted.index)")
            }
            guard (0...working.count).contains(inserted.index) else {
                throw problem(
                    "insertSections", entry,
                    "section \(inserted.index) is past the end (\(working.count) sections before it is inserted)"
                )
            }
            let section = inserted.section
            working.insert(
                Working(
                    header: section.header, footer: section.footer, rowCount: section.rows.count,
                    inserted: section.rows), at: inserted.index)
        }
        let insertedRows = change.insertedRows.enumerated().sorted { $0.element.path < $1.element.path }
        var seenRows = Set<SectionChange.RowPath>()
        for (entry, inserted) in insertedRows {
            let path = inserted.path
            guard seenRows.insert(path).inserted else {
                throw problem(
                    "insertRows", entry,
                    "a row is inserted twice at row \(path.row) of section \(path.section)")
            }
            guard working.indices.contains(path.section) else {
                throw problem(
                    "insertRows", entry,
                    "section \(path.section) does not exist after the update (\(working.count) sections)")
            }
            guard working[path.section].inserted == nil else {
                throw problem(
                    "insertRows", entry,
                    "section \(path.section) is inserted by this update: give its rows in insertSections")
            }
            guard (0...working[path.section].rowCount).contains(path.row) else {
                throw problem(
                    "insertRows", entry,
                    "row \(path.row) is past the end of section \(path.section) (\(working[path.section].rowCount) rows before it is inserted)"
                )
            }
            working[path.section].rowCount += 1
        }
        // The rows deleted, by number before: single rows and whole sections, as ascending runs.
        var deleted = deletedRows.map { firstRows[$0.section] + $0.row }.map { $0..<($0 + 1) }
        deleted += deletedSections.map { firstRows[$0]..<firstRows[$0 + 1] }
        deleted.sort { $0.lowerBound < $1.lowerBound }
        deleted = deleted.reduce(into: []) { runs, run in
            guard !run.isEmpty else { return }
            if let last = runs.last, last.upperBound == run.lowerBound {
                runs[runs.count - 1] = last.lowerBound..<run.upperBound
            } else {
                runs.append(run)
            }
        }
        // The rows inserted, by number after: single rows and whole sections.
        var newFirstRows: [Int] = []
        newFirstRows.reserveCapacity(working.count)
        var row = 0
        var inserted: [(at: Int, lengths: [Double])] = []
        for section in working {
            newFirstRows.append(row)
            if let lengths = section.inserted, !lengths.isEmpty { inserted.append((row, lengths)) }
            row += section.rowCount
        }
        for row in insertedRows {
            inserted.append(
                (newFirstRows[row.element.path.section] + row.element.path.row, [row.element.length]))
        }
        inserted.sort { $0.at < $1.at }
        let layout = SectionLayout(
            ends: working.map { ($0.header, $0.footer) }, rowCounts: working.map(\.rowCount),
            rows: rows.spliced(deleting: deleted, inserting: inserted), style: style, kind: kind)
        let renumbering = SectionChange.Renumbering(
            deleted: deleted, inserted: inserted.map { $0.at..<($0.at + $0.lengths.count) },
            oldCount: rowCount)
        return (layout, renumbering)
    }
}
