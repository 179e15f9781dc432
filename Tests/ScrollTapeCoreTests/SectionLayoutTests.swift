import Testing

@testable import ScrollTapeCore
@testable import ScrollTapeExplorer

/// Lists in sections: the layout against a brute-force one (every header, row and
/// footer laid end to end, positions found by walking them) over random section shapes, and the
/// behaviour a user sees: rows of different heights hit and selected where they are drawn,
/// section headers pinned inside the adjusted inset in a plain list and not in a grouped one.
@Suite struct SectionLayoutTests {
    /// One piece of the brute-force layout: where it begins, its length, and what it is.
    struct Piece {
        enum Kind: Equatable {
            case header(section: Int), row(Int), footer(section: Int)
        }
        var start: Double
        var length: Double
        var kind: Kind
        var end: Double { start + length }
    }

    /// Every header, row and footer end to end, in order.
    static func bruteForce(_ sections: [SectionLayout.Section]) -> [Piece] {
        var pieces: [Piece] = []
        var position = 0.0
        var row = 0
        for (index, section) in sections.enumerated() {
            pieces.append(Piece(start: position, length: section.header, kind: .header(section: index)))
            position += section.header
            for length in section.rows {
                pieces.append(Piece(start: position, length: length, kind: .row(row)))
                position += length
                row += 1
            }
            pieces.append(Piece(start: position, length: section.footer, kind: .footer(section: index)))
            position += section.footer
        }
        return pieces
    }

    /// Random section shapes: empty sections, sections without a header, long and short rows,
    /// lengths with fractions.
    static func randomSections(_ random: inout SplitMix64) -> [SectionLayout.Section] {
        (0..<random.integer(in: 1...12)).map { _ in
            SectionLayout.Section(
                header: random.chance(0.3) ? 0 : (random.number(in: 10...60) * 4).rounded() / 4,
                footer: random.chance(0.6) ? 0 : (random.number(in: 5...40) * 4).rounded() / 4,
                rows: (0..<random.integer(in: 0...9)).map { _ in
                    (random.number(in: 0.5...200) * 8).rounded() / 8
                })
        }
    }

    @Test(arguments: 0..<200)
    func theLayoutAgreesWithEveryPieceLaidEndToEnd(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let sections = Self.randomSections(&random)
        let layout = SectionLayout(
            sections: sections, style: .plain,
            chunkSize: random.chance(0.3) ? ChunkedLengths.defaultChunkSize : random.integer(in: 1...5))
        let pieces = Self.bruteForce(sections)
        let rows = pieces.filter { if case .row = $0.kind { true } else { false } }

        #expect(layout.rowCount == rows.count)
        #expect(layout.contentLength == pieces.last!.end)
        for (number, piece) in rows.enumerated() {
            #expect(layout.rowStart(number) == piece.start)
            #expect(layout.rowLength(number) == piece.length)
        }
        var row = 0
        for (section, shape) in sections.enumerated() {
            for index in shape.rows.indices {
                #expect(layout.sectionAndRow(of: row) == (section, index))
                #expect(layout.rowNumber(section: section, row: index) == row)
                row += 1
            }
            let header = pieces.first { $0.kind == .header(section: section) }!
            let footer = pieces.first { $0.kind == .footer(section: section) }!
            #expect(layout.sectionStart(section) == header.start)
            #expect(layout.sectionEnd(section) == footer.end)
        }
        // Positions: at every piece's edges, just inside and just outside them, and at random.
        var positions = [-1.0, layout.contentLength, layout.contentLength + 1]
        for piece in pieces { positions += [piece.start, piece.start + 0.01, piece.end - 0.01, piece.end] }
        for _ in 0..<50 { positions.append(random.number(in: -10...(layout.contentLength + 10))) }
        for position in positions {
            let expectedRow = rows.firstIndex { $0.start <= position && position < $0.end }
            #expect(layout.row(at: position) == expectedRow, "position \(position)")
            let firstEnding = rows.firstIndex { $0.end > position } ?? rows.count
            #expect(layout.firstRow(endingAfter: position) == firstEnding, "position \(position)")
        }
    }

    @Test(arguments: 0..<100)
    func aPlainHeaderPinsAtTheVisibleTopUntilItsSectionPushesItUp(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let sections = Self.randomSections(&random)
        let plain = SectionLayout(sections: sections, style: .plain)
        let grouped = SectionLayout(sections: sections, style: .grouped)
        let pieces = Self.bruteForce(sections)
        for _ in 0..<40 {
            let visibleStart = random.number(in: -50...(plain.contentLength + 50))
            for section in sections.indices {
                let natural = pieces.first { $0.kind == .header(section: section) }!.start
                let end = pieces.first { $0.kind == .footer(section: section) }!.end
                let header = sections[section].header
                // Brute force: the header is at the visible top while that is inside its section
                // (leaving room for it), at its place before, and at the section's end minus it after.
                let expected: Double
                if visibleStart <= natural {
                    expected = natural
                } else if visibleStart <= end - header {
                    expected = visibleStart
                } else {
                    expected = max(natural, end - header)
                }
                #expect(plain.headerStart(section, visibleStart: visibleStart) == expected)
                #expect(grouped.headerStart(section, visibleStart: visibleStart) == natural)
                #expect(
                    plain.isHeaderPinned(section, visibleStart: visibleStart)
                        == (header > 0 && visibleStart > natural && visibleStart <= end - header))
                #expect(!grouped.isHeaderPinned(section, visibleStart: visibleStart))
            }
            // At most one header is pinned: the one of the section under the visible top.
            let pinned = sections.indices.filter { plain.isHeaderPinned($0, visibleStart: visibleStart) }
            #expect(pinned.count <= 1)
            let meeting = plain.sections(meeting: visibleStart, visibleStart + 1)
            for section in pinned { #expect(meeting.contains(section)) }
        }
    }

    @Test func sectionsMeetingARangeAreThoseThatOverlapIt() {
        var random = SplitMix64(seed: 17)
        for _ in 0..<200 {
            let layout = SectionLayout(sections: Self.randomSections(&random))
            let start = random.number(in: -20...(layout.contentLength + 20))
            let end = start + random.number(in: 0.5...300)
            let expected = layout.sections.indices.filter {
                layout.sectionStart($0) < end && layout.sectionEnd($0) > start
            }
            #expect(Array(layout.sections(meeting: start, end)) == expected)
        }
    }

    @Test func equalLayoutsHashAlikeWithoutReadingEveryRow() {
        let rows = SectionLayout.Section(header: 28, rows: Array(repeating: 44, count: 1000))
        let one = SectionLayout(sections: [rows, rows])
        let other = SectionLayout(sections: [rows, rows])
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(one != SectionLayout(sections: [rows, rows], style: .grouped))
    }
}

/// A plain list in sections under a collapsing header, laid out and hit-tested as UIKit does.
@Suite struct SectionedListTests {
    /// iPhone 11, header 48…148, the list inset by additionalSafeArea.top = 100 (section headers
    /// pin at y = 148). Sections: [header 28: rows 44, 88, 60], [header 28, footer 20: 20 rows of
    /// 50], [header 28: 8 rows of 100].
    static func scene(style: SectionLayout.Style = .plain, additionalTop: Double = 100) -> Scene {
        let layout = SectionLayout(
            sections: [
                .init(header: 28, rows: [44, 88, 60]),
                .init(header: 28, footer: 20, rows: Array(repeating: 50, count: 20)),
                .init(header: 28, rows: Array(repeating: 100, count: 8)),
            ], style: style)
        return Scenes.collapsing(headerChildren: []) {
            $0.content = .sections(layout)
            $0.additionalSafeArea = EdgeInsets(top: additionalTop)
        }
    }

    @Test func theContentIsEveryHeaderRowAndFooter() {
        let world = World(scene: Self.scene())
        // 3 × 28 headers + 192 + 1000 + 800 rows + 20 footer.
        #expect(world.metrics.contentHeight == 2096)
        #expect(world.itemCount == 31)
    }

    @Test func rowsOfDifferentHeightsAreHitWhereTheyAreDrawn() {
        let world = World(scene: Self.scene())
        // At rest at -148: section 0's header at y 148…176, rows at 176 (44), 220 (88), 308 (60).
        let geometry = world.geometry
        #expect(geometry.hitTest(Point(x: 200, y: 160)).targetID == "list.section.0.header")
        #expect(geometry.hitTest(Point(x: 200, y: 190)).targetID == "list.item.0")
        #expect(geometry.hitTest(Point(x: 200, y: 307)).targetID == "list.item.1")
        #expect(geometry.hitTest(Point(x: 200, y: 308)).targetID == "list.item.2")
        #expect(geometry.hitTest(Point(x: 200, y: 370)).targetID == "list.section.1.header")
        #expect(geometry.itemFrame(1) == Rect(x: 0, y: 220, width: 414, height: 88))
    }

    @Test func aPlainSectionHeaderPinsBelowTheInsetAndIsPushedByTheNext() {
        var world = World(scene: Self.scene())
        world.apply(Event(t: 0.1, .scroll(.absolute(x: nil, y: 200))))
        // Visible top at 200 + 148 = 348, inside section 1 (220…1268): its header pins at y 148.
        #expect(
            world.geometry.sectionHeaderFrame(1, in: .primary) == Rect(x: 0, y: 148, width: 414, height: 28))
        let hit = world.geometry.hitTest(Point(x: 200, y: 160))
        #expect(hit.targetID == "list.section.1.header")
        #expect(hit.receiver == "scroll")
        // Section 0's header, pushed up by its end at 220: at 192 in the content, y = -8.
        #expect(world.geometry.sectionHeaderFrame(0, in: .primary)?.y == -8)
        // Section 1's footer pins at the bottom, above the inset: 896 - 34 - 20 = 842.
        #expect(world.geometry.sectionHeaderFrame(1, footer: true, in: .primary)?.y == 842)
        #expect(world.geometry.windowFrame(of: "list.section.1.header")?.y == 148)

        world.apply(Event(t: 0.2, .scroll(.absolute(x: nil, y: 1110))))
        // Visible top at 1258: section 1 ends at 1268, so its header is pushed to 1240 (y = 130)
        // and section 2's is still at its place (1268, y = 158).
        #expect(world.geometry.sectionHeaderFrame(1, in: .primary)?.y == 130)
        #expect(world.geometry.sectionHeaderFrame(2, in: .primary)?.y == 158)
    }

    @Test func aGroupedSectionHeaderScrollsWithItsRows() {
        var world = World(scene: Self.scene(style: .grouped))
        world.apply(Event(t: 0.1, .scroll(.absolute(x: nil, y: 200))))
        // Section 1 begins at 220: its header is at y = 20, behind the header; at y 160 is a row.
        #expect(world.geometry.sectionHeaderFrame(1, in: .primary)?.y == 20)
        #expect(world.geometry.hitTest(Point(x: 200, y: 160)).targetID == "list.item.5")
    }

    @Test func aTapOnARowSelectsItsNumberAcrossSectionsAndOneOnASectionHeaderSelectsNothing() {
        var world = World(scene: Self.scene())
        world.apply(Event(t: 0.1, .scroll(.absolute(x: nil, y: 200))))
        // y 400 → content 600, section 1's rows begin at 248: (600 - 248) / 50 = row 7 → item 3 + 7.
        world.apply(Event(t: 0.5, .tap(at: Point(x: 200, y: 400))))
        world.apply(Event.touch(1, .began, 200, 160, at: 1.0))
        world.apply(Event.touch(1, .ended, 200, 160, at: 1.05))
        #expect(world.actions == [.select(index: 2, item: 10, scroll: nil)])
    }

    @Test func aDragThatBeginsOnAPinnedSectionHeaderScrollsTheList() {
        var world = World(scene: Self.scene())
        world.apply(Event(t: 0.1, .scroll(.absolute(x: nil, y: 200))))
        world.apply(Event.touch(1, .began, 200, 160, at: 1.0))
        for step in 1...10 {
            world.apply(Event.touch(1, .moved, 200, 160 - Double(step) * 10, at: 1.0 + Double(step) / 60))
        }
        #expect(world.scroll.phase == .dragging)
        // The pan began past the 10 pt slop (at the second sample): 80 pt of travel since then.
        #expect(world.axisOffset == 280)
    }

    @Test func aSectionHeaderPinnedUnderTheHeaderIsReportedOncePerSection() {
        // No additional safe area: section headers pin at y = 48, under the 148-pt header.
        let recording = Recording(
            scene: Self.scene(additionalTop: 0),
            events: [
                Event(t: 0.1, .scroll(.absolute(x: nil, y: 30))),
                Event(t: 0.2, .scroll(.absolute(x: nil, y: 60))),
                Event(t: 0.3, .scroll(.absolute(x: nil, y: 300))),
            ])
        let found = recording.replay().violations.filter { $0.invariant == .sectionBelowHeader }
        // The collapsing header shrinks with the scrolling: 148 − (30 + 48) = 70 tall at y = 30,
        // covering section 0's header pinned at 48; collapsed to 48 from y = 60 on, it covers no
        // pinned header (section 1's at y = 300 included).
        #expect(found.map(\.eventIndex) == [1])
        #expect(
            found.first?.message.hasPrefix("section 0's header is pinned at y=48, under the header") == true)
    }

    @Test func aSectionHeaderBelowTheHeaderIsNotReportedAsCovered() {
        let recording = Recording(
            scene: Self.scene(),
            events: (1...40).map {
                Event(t: Double($0) / 10, .scroll(.absolute(x: nil, y: Double($0) * 30 - 148)))
            })
        #expect(recording.replay().violations.allSatisfy { $0.invariant != .sectionBelowHeader })
    }

    @Test func aGapBetweenTheCollapsedHeaderAndAPinnedSectionHeaderIsReportedOncePerSection() {
        // The inset stays 148 while the header collapses to 48: the section headers pin at y = 148.
        let recording = Recording(
            scene: Self.scene(),
            events: (1...40).map {
                Event(t: Double($0) / 10, .scroll(.absolute(x: nil, y: Double($0) * 30 - 148)))
            })
        let found = recording.replay().violations.filter { $0.invariant == .sectionGapBelowHeader }
        // From the first step (y = -118, event 1) section 0's header is pinned at 148 while the
        // header is 118 tall; section 1 begins at 220 (its header pins from y = 72, event 8, the
        // header collapsed to 48), section 2 at 1268 (from y = 1120: past the walk, which ends at
        // y = 1052).
        #expect(found.map(\.eventIndex) == [1, 8])
        #expect(
            found.first?.message
                == "section 0's header is pinned at y=148, 30 pt below the header, whose bottom is at y=118 (the "
                + "list pins section headers at its adjusted inset's top: let it follow the header's height) "
                + "(event 1, scroll y=-118)")
        #expect(
            found.last?.message.hasPrefix("section 1's header is pinned at y=148, 100 pt below the header")
                == true)
    }

    @Test func aSectionHeaderRightBelowTheHeaderLeavesNoGap() {
        // A header that keeps its 148 pt (`none`) has its bottom where the section headers pin.
        var scene = Self.scene()
        scene.header?.behavior = .none
        let recording = Recording(
            scene: scene,
            events: (1...40).map {
                Event(t: Double($0) / 10, .scroll(.absolute(x: nil, y: Double($0) * 30 - 148)))
            })
        #expect(recording.replay().violations.isEmpty)
    }
}
