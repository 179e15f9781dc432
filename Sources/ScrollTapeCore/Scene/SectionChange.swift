/// A batch update of a list in sections (an `update` event's `deleteRows`, `deleteSections`,
/// `insertSections` and `insertRows`), as `UITableView.performBatchUpdates` takes it: the deletes
/// name rows and sections before the update, the inserts name them after it.
public struct SectionChange: Hashable, Sendable {
    /// A row of a section: `IndexPath(row:section:)`.
    public struct RowPath: Hashable, Sendable, Comparable {
        /// The section's index.
        public var section: Int
        /// The row's index in its section.
        public var row: Int

        /// Row `row` of section `section`.
        public init(section: Int, row: Int) {
            self.section = section
            self.row = row
        }

        public static func < (left: RowPath, right: RowPath) -> Bool {
            (left.section, left.row) < (right.section, right.row)
        }
    }

    /// A row inserted at `path` (after the update), `length` long.
    public struct InsertedRow: Hashable, Sendable {
        /// Where the row is after the update.
        public var path: RowPath
        /// The row's length along the axis, in points.
        public var length: Double

        /// A row inserted at `path`, `length` points long.
        public init(_ path: RowPath, length: Double) {
            self.path = path
            self.length = length
        }
    }

    /// A section inserted at index `index` (after the update).
    public struct InsertedSection: Hashable, Sendable {
        /// The section's index after the update (`at`).
        public var index: Int
        /// The inserted section: its header, rows and footer.
        public var section: SectionLayout.Section

        /// `section` inserted at index `index`.
        public init(at index: Int, _ section: SectionLayout.Section) {
            self.index = index
            self.section = section
        }
    }

    /// Rows deleted, by their paths before the update.
    public var deletedRows: [RowPath]
    /// Sections deleted, by their indices before the update.
    public var deletedSections: [Int]
    /// Sections inserted, at their indices after the update.
    public var insertedSections: [InsertedSection]
    /// Rows inserted, at their paths after the update.
    public var insertedRows: [InsertedRow]

    /// The index after the change of the section at `index` before it, or nil when the change
    /// deletes it (deleted sections close up, then inserted ones open at their indices after it).
    func newIndex(ofSection index: Int) -> Int? {
        guard !deletedSections.contains(index) else { return nil }
        var new = index - deletedSections.filter { $0 < index }.count
        for inserted in insertedSections.map(\.index).sorted() where inserted <= new { new += 1 }
        return new
    }

    /// A change that deletes and inserts the given rows and sections (none by default).
    public init(
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
    public struct Problem: Error, Hashable, Sendable {
        /// The list the entry is in: `deleteRows`, `deleteSections`, `insertSections` or `insertRows`.
        public var field: String
        /// The entry's index in that list, from 0.
        public var entry: Int
        /// Why the entry is wrong.
        public var message: String
    }
}

extension SectionLayout {
    /// The layout after `change`, and for each row before it, its number after (nil: deleted), as
    /// UITableView applies a batch update: the rows deleted, then the sections, by the indices
    /// before the update; then the sections inserted in ascending order of their index, then the
    /// rows in ascending order of section and row, by the indices after it.
    ///
    /// - Throws: a `SectionChange.Problem` for an index that does not exist where it is read, a
    ///   repeat, a row of a deleted section, or a row inserted into an inserted section.
    public func applying(_ change: SectionChange) throws(SectionChange.Problem) -> (
        layout: SectionLayout, newRows: [Int?]
    ) {
        /// Each section as it is being changed: its rows by their number before (nil: inserted).
        struct Working {
            var header: Double
            var footer: Double
            var rows: [(old: Int?, length: Double)]
            var isInserted: Bool
        }
        var working = sections.indices.map { index in
            Working(
                header: sections[index].header, footer: sections[index].footer,
                rows: sections[index].rows.enumerated().map {
                    (rowNumber(section: index, row: $0.offset), $0.element)
                },
                isInserted: false)
        }
        func problem(_ field: String, _ entry: Int, _ message: String) -> SectionChange.Problem {
            SectionChange.Problem(field: field, entry: entry, message: message)
        }
        // Deleted sections, checked first: their rows are not deleted on their own.
        var deletedSections = Set<Int>()
        for (entry, section) in change.deletedSections.enumerated() {
            guard sections.indices.contains(section) else {
                throw problem(
                    "deleteSections", entry, "section \(section) does not exist (\(sections.count) sections)")
            }
            guard deletedSections.insert(section).inserted else {
                throw problem("deleteSections", entry, "section \(section) is deleted twice")
            }
        }
        var deletedRows = Set<SectionChange.RowPath>()
        for (entry, path) in change.deletedRows.enumerated() {
            guard sections.indices.contains(path.section) else {
                throw problem(
                    "deleteRows", entry, "section \(path.section) does not exist (\(sections.count) sections)"
                )
            }
            guard sections[path.section].rows.indices.contains(path.row) else {
                throw problem(
                    "deleteRows", entry,
                    "row \(path.row) of section \(path.section) does not exist (it has \(sections[path.section].rows.count) rows)"
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
        for path in deletedRows.sorted(by: >) { working[path.section].rows.remove(at: path.row) }
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
                    header: section.header, footer: section.footer, rows: section.rows.map { (nil, $0) },
                    isInserted: true), at: inserted.index)
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
            guard !working[path.section].isInserted else {
                throw problem(
                    "insertRows", entry,
                    "section \(path.section) is inserted by this update: give its rows in insertSections")
            }
            guard (0...working[path.section].rows.count).contains(path.row) else {
                throw problem(
                    "insertRows", entry,
                    "row \(path.row) is past the end of section \(path.section) (\(working[path.section].rows.count) rows before it is inserted)"
                )
            }
            working[path.section].rows.insert((nil, inserted.length), at: path.row)
        }
        var newRows = [Int?](repeating: nil, count: rowCount)
        var number = 0
        for section in working {
            for row in section.rows {
                if let old = row.old { newRows[old] = number }
                number += 1
            }
        }
        let layout = SectionLayout(
            sections: working.map {
                Section(header: $0.header, footer: $0.footer, rows: $0.rows.map(\.length))
            },
            style: style)
        return (layout, newRows)
    }
}
