/// A list in sections (`content.sections`), as UITableView and UICollectionView's list layout lay
/// it out: each section is its header, its rows and its footer, one after another along the axis,
/// each row as long as it says.
///
/// Rows are numbered across the sections in order (row 0 is the first section's first row): that
/// number is the item index of `select`, of item ids (`list.item.N`) and of hit expectations.
/// In the `plain` style, a section's header floats: while the section is under the top of the
/// visible area it pins there, until the section's end pushes it up; its footer floats at the
/// bottom the same way (UITableView.Style.plain). In the `grouped` style they scroll with the rows.
///
/// Positions are along the axis from the content's origin, in points. Row lookups are O(log n)
/// (the row's chunk, then its section); the rows are kept in chunks that the layouts an update
/// makes share with it, so an update costs the rows it touches and one entry per chunk and
/// section, and many states of one list hold one copy of its rows.
package struct SectionLayout: Hashable, Sendable {
    /// One section: its header, its rows' lengths and its footer, in points along the axis.
    package struct Section: Hashable, Sendable {
        /// The header's length (0: no header; `tableView(_:heightForHeaderInSection:)`).
        package var header: Double
        /// The footer's length (0: no footer).
        package var footer: Double
        /// Each row's length, in order (`tableView(_:heightForRowAt:)`).
        package var rows: [Double]

        /// A section with these lengths, in points (no header and no footer by default).
        package init(header: Double = 0, footer: Double = 0, rows: [Double]) {
            self.header = header
            self.footer = footer
            self.rows = rows
        }
    }

    /// How section headers and footers behave (`UITableView.Style`).
    package enum Style: String, Hashable, Sendable, CaseIterable {
        /// Headers pin at the top of the visible area and footers at its bottom.
        case plain
        /// Headers and footers scroll with the rows.
        case grouped
    }

    /// Which view lays the list out, where the two scroll to a row differently (`layout`).
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A `UITableView` (or a `UICollectionView` whose compositional layout pins its headers):
        /// `scrollToRow(at:at:)` keeps a row clear of the section's floating header and footer,
        /// and in the `grouped` style shows a section's header with its first row and its footer
        /// with its last.
        case table
        /// A `UICollectionViewFlowLayout` with `sectionHeadersPinToVisibleBounds`:
        /// `scrollToItem(at:at:)` puts the item's edge at the visible area's edge, under a pinned
        /// header.
        case flow
    }

    /// How headers and footers behave (`style`).
    package let style: Style
    /// Which view lays the list out (`layout`).
    package let kind: Kind
    /// Each section's header and footer lengths.
    let ends: [(header: Double, footer: Double)]
    /// Every row's length, by row number, in chunks that the layouts an update makes share.
    let rows: ChunkedLengths
    /// The row number of each section's first row; one more entry: the number of rows.
    let firstRows: [Int]
    /// Where each section begins (its header's leading edge); one more entry: the content's length.
    private let sectionStarts: [Double]
    /// Each section's headers and footers before its rows, and its own header: added to where a
    /// row begins among the rows alone (`rows.start`), where it begins in the content.
    private let rowShifts: [Double]

    /// A layout of `sections` in `style` (default `plain`), laid out by a `kind` of view (default
    /// `table`).
    package init(sections: [Section], style: Style = .plain, kind: Kind = .table) {
        self.init(sections: sections, style: style, kind: kind, chunkSize: ChunkedLengths.defaultChunkSize)
    }

    /// A layout of `sections` with rows in chunks of `chunkSize` (tests use small chunks).
    init(sections: [Section], style: Style, kind: Kind = .table, chunkSize: Int) {
        self.init(
            ends: sections.map { ($0.header, $0.footer) }, rowCounts: sections.map(\.rows.count),
            rows: ChunkedLengths(sections.lazy.flatMap(\.rows), chunkSize: chunkSize), style: style,
            kind: kind)
    }

    /// A layout of sections with these header and footer lengths and row counts, of `rows`.
    init(
        ends: [(header: Double, footer: Double)], rowCounts: [Int], rows: ChunkedLengths, style: Style,
        kind: Kind
    ) {
        self.style = style
        self.kind = kind
        self.ends = ends
        self.rows = rows
        var firstRows: [Int] = []
        var sectionStarts: [Double] = []
        var rowShifts: [Double] = []
        firstRows.reserveCapacity(ends.count + 1)
        sectionStarts.reserveCapacity(ends.count + 1)
        rowShifts.reserveCapacity(ends.count)
        var row = 0
        var shift = 0.0
        for (index, end) in ends.enumerated() {
            firstRows.append(row)
            sectionStarts.append(shift + rows.start(row))
            shift += end.header
            rowShifts.append(shift)
            row += rowCounts[index]
            shift += end.footer
        }
        firstRows.append(row)
        sectionStarts.append(shift + rows.total)
        self.firstRows = firstRows
        self.sectionStarts = sectionStarts
        self.rowShifts = rowShifts
    }

    /// The sections, in order along the axis. O(rows): made from the layout each time (lookups
    /// by row and section do not need it: ``section(_:)``, ``rowCount(inSection:)``).
    package var sections: [Section] { (0..<sectionCount).map(section) }

    /// Section `index`: its header, rows and footer. O(its rows).
    /// - Precondition: `0 <= index < sectionCount`.
    package func section(_ index: Int) -> Section {
        var lengths: [Double] = []
        lengths.reserveCapacity(rowCount(inSection: index))
        rows.append(firstRows[index]..<firstRows[index + 1], to: &lengths)
        return Section(header: ends[index].header, footer: ends[index].footer, rows: lengths)
    }

    /// The number of sections.
    package var sectionCount: Int { ends.count }

    /// Section `index`'s header length (0: none). - Precondition: `0 <= index < sectionCount`.
    package func headerLength(ofSection index: Int) -> Double { ends[index].header }

    /// Section `index`'s footer length (0: none). - Precondition: `0 <= index < sectionCount`.
    package func footerLength(ofSection index: Int) -> Double { ends[index].footer }

    /// The number of rows in section `index`. - Precondition: `0 <= index < sectionCount`.
    package func rowCount(inSection index: Int) -> Int { firstRows[index + 1] - firstRows[index] }

    // Equal when the sections, the style and the kind are: the starts follow from them. Hashing
    // reads the counts and the length only, so that hashing a state does not read every row.
    package static func == (left: SectionLayout, right: SectionLayout) -> Bool {
        left.style == right.style && left.kind == right.kind && left.firstRows == right.firstRows
            && left.ends.elementsEqual(right.ends) { $0 == $1 } && left.rows == right.rows
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(kind)
        hasher.combine(sectionCount)
        hasher.combine(rowCount)
        hasher.combine(contentLength)
    }

    /// The number of rows in all sections.
    package var rowCount: Int { rows.count }

    /// The content's length along the axis: every header, row and footer.
    package var contentLength: Double { sectionStarts[sectionCount] }

    /// Where row `row` begins. - Precondition: `0 <= row < rowCount`.
    package func rowStart(_ row: Int) -> Double { rows.start(row) + rowShifts[section(holding: row)] }

    /// Row `row`'s length. - Precondition: `0 <= row < rowCount`.
    package func rowLength(_ row: Int) -> Double { rows[row] }

    /// The section row `row` is in, and its index in that section. - Precondition: `0 <= row < rowCount`.
    package func sectionAndRow(of row: Int) -> (section: Int, row: Int) {
        let section = section(holding: row)
        return (section, row - firstRows[section])
    }

    /// The section row `row` is in. - Precondition: `0 <= row < rowCount`.
    private func section(holding row: Int) -> Int {
        // The last section whose first row is at or before `row` (empty sections share it).
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstRows[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row number of row `row` of section `section`.
    package func rowNumber(section: Int, row: Int) -> Int { firstRows[section] + row }

    /// The row whose extent contains `position`, if any (headers and footers belong to none).
    package func row(at position: Double) -> Int? {
        guard rowCount > 0, position >= rowStart(0) else { return nil }
        // The last row that begins at or before `position`.
        var low = 0
        var high = rowCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowStart(middle) <= position { low = middle } else { high = middle - 1 }
        }
        return position < rowStart(low) + rowLength(low) ? low : nil
    }

    /// The first row that ends after `position` (`rowCount` if none does).
    package func firstRow(endingAfter position: Double) -> Int {
        var low = 0
        var high = rowCount
        while low < high {
            let middle = (low + high) / 2
            if rowStart(middle) + rowLength(middle) > position { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Where section `section` begins (its header's natural leading edge).
    package func sectionStart(_ section: Int) -> Double { sectionStarts[section] }

    /// Where section `section` ends (its footer's trailing edge).
    package func sectionEnd(_ section: Int) -> Double { sectionStarts[section + 1] }

    /// Where section `section`'s header is when the visible area along the axis is
    /// `visibleStart..<visibleEnd` (content positions): in the `plain` style, pinned at the visible
    /// area's start while the section is under it, pushed up by the section's end; else where it is.
    package func headerStart(_ section: Int, visibleStart: Double) -> Double {
        let natural = sectionStart(section)
        guard style == .plain else { return natural }
        return max(natural, min(visibleStart, sectionEnd(section) - ends[section].header))
    }

    /// Whether section `section`'s header is pinned at the visible area's start (floating off its
    /// natural place, not yet pushed up by the section's end).
    package func isHeaderPinned(_ section: Int, visibleStart: Double) -> Bool {
        style == .plain && ends[section].header > 0 && visibleStart > sectionStart(section)
            && visibleStart <= sectionEnd(section) - ends[section].header
    }

    /// Where section `section`'s footer is when the visible area ends at `visibleEnd` (content
    /// position): in the `plain` style, pinned at the visible area's end while the section reaches
    /// past it, held down by the section's header end; else where it is.
    package func footerStart(_ section: Int, visibleEnd: Double) -> Double {
        let footer = ends[section].footer
        let natural = sectionEnd(section) - footer
        guard style == .plain else { return natural }
        return min(natural, max(visibleEnd - footer, sectionStart(section) + ends[section].header))
    }

    /// The sections whose extent meets `start..<end` (content positions), in order.
    package func sections(meeting start: Double, _ end: Double) -> Range<Int> {
        guard sectionCount > 0, end > start else { return 0..<0 }
        // The first section that ends after `start`.
        var low = 0
        var high = sectionCount
        while low < high {
            let middle = (low + high) / 2
            if sectionEnd(middle) > start { high = middle } else { low = middle + 1 }
        }
        var last = low
        while last < sectionCount, sectionStart(last) < end { last += 1 }
        return low..<last
    }
}
