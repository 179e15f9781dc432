import ScrollTape

/// A list's sections as its table view lays them out down the content (UIKit's
/// `rectForHeader(inSection:)`, `rectForRow(at:)`, `rectForFooter(inSection:)`): where each
/// header, row and footer begins and how long it is, in points along the axis.
package struct LaidOutSection: Hashable, Sendable {
    /// A part of the content along the axis.
    package struct Span: Hashable, Sendable {
        /// Where it begins, in points from the content's start.
        package var start: Double
        /// How long it is along the axis, in points (0: a header or footer that is none).
        package var length: Double

        /// The part that begins at `start` and is `length` points long.
        package init(start: Double, length: Double) {
            self.start = start
            self.length = length
        }
    }

    /// The section's header (`rectForHeader(inSection:)`); length 0 when it has none.
    package var header: Span
    /// Its rows, in order (`rectForRow(at:)`).
    package var rows: [Span]
    /// Its footer (`rectForFooter(inSection:)`); length 0 when it has none.
    package var footer: Span

    /// A section of `header`, `rows` and `footer`.
    package init(header: Span, rows: [Span], footer: Span) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}

extension SectionLayout {
    /// How far apart (in points) two parts may be and still meet: UIKit lays rows out on pixel
    /// boundaries, so parts that follow each other meet exactly.
    static let meetingTolerance = 0.01

    /// The list in sections that `sections` lay out, if they fill the content from its start to
    /// `contentLength` one after another, each header, row and footer beginning where the one before
    /// it ends (a header or footer of length 0 is none): as format v1 describes a list in sections.
    /// Nil when something else takes room along the axis (a table header or footer view, the space
    /// between the sections of a grouped table), when a row is shorter than format v1 allows (a
    /// row hidden by a height of 0) or there are more rows than it allows: the recorder then
    /// describes the content by its size only.
    package init?(laidOut sections: [LaidOutSection], contentLength: Double, style: Style) {
        var end = 0.0
        func follows(_ span: LaidOutSection.Span) -> Bool {
            guard span.length == 0 || abs(span.start - end) <= Self.meetingTolerance else { return false }
            end += span.length
            return true
        }
        var laidOut: [Section] = []
        laidOut.reserveCapacity(sections.count)
        var rowCount = 0
        for section in sections {
            rowCount += section.rows.count
            guard follows(section.header), Limits.itemCount.contains(rowCount) else { return nil }
            for row in section.rows where !SessionDecoder.rowLength.contains(row.length) || !follows(row) {
                return nil
            }
            guard follows(section.footer) else { return nil }
            laidOut.append(
                Section(
                    header: section.header.length, footer: section.footer.length,
                    rows: section.rows.map(\.length)))
        }
        guard !laidOut.isEmpty, abs(end - contentLength) <= Self.meetingTolerance else { return nil }
        self.init(sections: laidOut, style: style)
    }
}
