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
/// over starts worked out once.
public struct SectionLayout: Hashable, Sendable {
    /// One section: its header, its rows' lengths and its footer, in points along the axis.
    public struct Section: Hashable, Sendable {
        /// The header's length (0: no header; `tableView(_:heightForHeaderInSection:)`).
        public var header: Double
        /// The footer's length (0: no footer).
        public var footer: Double
        /// Each row's length, in order (`tableView(_:heightForRowAt:)`).
        public var rows: [Double]

        /// A section with these lengths, in points (no header and no footer by default).
        public init(header: Double = 0, footer: Double = 0, rows: [Double]) {
            self.header = header
            self.footer = footer
            self.rows = rows
        }
    }

    /// How section headers and footers behave (`UITableView.Style`).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Headers pin at the top of the visible area and footers at its bottom.
        case plain
        /// Headers and footers scroll with the rows.
        case grouped
    }

    /// The sections, in order along the axis.
    public let sections: [Section]
    /// How headers and footers behave (`style`).
    public let style: Style
    /// Where each section begins (its header's leading edge); one more entry: the content's length.
    private let sectionStarts: [Double]
    /// Where each row begins, by row number.
    private let rowStarts: [Double]
    /// Each row's length, by row number.
    private let rowLengths: [Double]
    /// The row number of each section's first row; one more entry: the number of rows.
    private let firstRows: [Int]

    /// A layout of `sections` in `style` (default `plain`).
    public init(sections: [Section], style: Style = .plain) {
        self.sections = sections
        self.style = style
        var sectionStarts: [Double] = []
        var rowStarts: [Double] = []
        var rowLengths: [Double] = []
        var firstRows: [Int] = []
        sectionStarts.reserveCapacity(sections.count + 1)
        firstRows.reserveCapacity(sections.count + 1)
        var position = 0.0
        for section in sections {
            sectionStarts.append(position)
            firstRows.append(rowStarts.count)
            position += section.header
            for length in section.rows {
                rowStarts.append(position)
                rowLengths.append(length)
                position += length
            }
            position += section.footer
        }
        sectionStarts.append(position)
        firstRows.append(rowStarts.count)
        self.sectionStarts = sectionStarts
        self.rowStarts = rowStarts
        self.rowLengths = rowLengths
        self.firstRows = firstRows
    }

    // Equal when the sections and the style are: the starts follow from them. Hashing reads the
    // counts and the length only, so that hashing a state does not read every row.
    public static func == (left: SectionLayout, right: SectionLayout) -> Bool {
        left.style == right.style && left.sections == right.sections
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(sections.count)
        hasher.combine(rowCount)
        hasher.combine(contentLength)
    }

    /// The number of rows in all sections.
    public var rowCount: Int { firstRows[sections.count] }

    /// The content's length along the axis: every header, row and footer.
    public var contentLength: Double { sectionStarts[sections.count] }

    /// Where row `row` begins. - Precondition: `0 <= row < rowCount`.
    public func rowStart(_ row: Int) -> Double { rowStarts[row] }

    /// Row `row`'s length. - Precondition: `0 <= row < rowCount`.
    public func rowLength(_ row: Int) -> Double { rowLengths[row] }

    /// The section row `row` is in, and its index in that section. - Precondition: `0 <= row < rowCount`.
    public func sectionAndRow(of row: Int) -> (section: Int, row: Int) {
        // The last section whose first row is at or before `row` (empty sections share it).
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstRows[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return (low, row - firstRows[low])
    }

    /// The row number of row `row` of section `section`.
    public func rowNumber(section: Int, row: Int) -> Int { firstRows[section] + row }

    /// The row whose extent contains `position`, if any (headers and footers belong to none).
    public func row(at position: Double) -> Int? {
        guard rowCount > 0, position >= rowStarts[0] else { return nil }
        // The last row that begins at or before `position`.
        var low = 0
        var high = rowCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return position < rowStarts[low] + rowLengths[low] ? low : nil
    }

    /// The first row that ends after `position` (`rowCount` if none does).
    public func firstRow(endingAfter position: Double) -> Int {
        var low = 0
        var high = rowCount
        while low < high {
            let middle = (low + high) / 2
            if rowStarts[middle] + rowLengths[middle] > position { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Where section `section` begins (its header's natural leading edge).
    public func sectionStart(_ section: Int) -> Double { sectionStarts[section] }

    /// Where section `section` ends (its footer's trailing edge).
    public func sectionEnd(_ section: Int) -> Double { sectionStarts[section + 1] }

    /// Where section `section`'s header is when the visible area along the axis is
    /// `visibleStart..<visibleEnd` (content positions): in the `plain` style, pinned at the visible
    /// area's start while the section is under it, pushed up by the section's end; else where it is.
    public func headerStart(_ section: Int, visibleStart: Double) -> Double {
        let natural = sectionStart(section)
        guard style == .plain else { return natural }
        return max(natural, min(visibleStart, sectionEnd(section) - sections[section].header))
    }

    /// Whether section `section`'s header is pinned at the visible area's start (floating off its
    /// natural place, not yet pushed up by the section's end).
    public func isHeaderPinned(_ section: Int, visibleStart: Double) -> Bool {
        style == .plain && sections[section].header > 0 && visibleStart > sectionStart(section)
            && visibleStart <= sectionEnd(section) - sections[section].header
    }

    /// Where section `section`'s footer is when the visible area ends at `visibleEnd` (content
    /// position): in the `plain` style, pinned at the visible area's end while the section reaches
    /// past it, held down by the section's header end; else where it is.
    public func footerStart(_ section: Int, visibleEnd: Double) -> Double {
        let footer = sections[section].footer
        let natural = sectionEnd(section) - footer
        guard style == .plain else { return natural }
        return min(natural, max(visibleEnd - footer, sectionStart(section) + sections[section].header))
    }

    /// The sections whose extent meets `start..<end` (content positions), in order.
    public func sections(meeting start: Double, _ end: Double) -> Range<Int> {
        guard !sections.isEmpty, end > start else { return 0..<0 }
        // The first section that ends after `start`.
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sectionEnd(middle) > start { high = middle } else { low = middle + 1 }
        }
        var last = low
        while last < sections.count, sectionStart(last) < end { last += 1 }
        return low..<last
    }
}
