import Testing

@testable import ScrollTapeCore
@testable import ScrollTapeExplorer

/// Batch updates of a list in sections: `SectionLayout.applying(_:)` over random
/// layouts and changes, held to what UITableView's `performBatchUpdates` promises, and the replay
/// of an anchored update over rows of different lengths.
@Suite struct SectionChangeTests {
    /// A random change that UITableView would take for `sections`: rows and whole sections deleted,
    /// sections and rows inserted at indices that exist when they are read.
    static func randomChange(for sections: [SectionLayout.Section], _ random: inout SplitMix64)
        -> SectionChange
    {
        var change = SectionChange()
        let deletedSections = sections.indices.filter { _ in random.chance(0.15) }
        change.deletedSections = deletedSections.shuffled(using: &random)
        for (index, section) in sections.enumerated() where !deletedSections.contains(index) {
            for row in section.rows.indices where random.chance(0.2) {
                change.deletedRows.append(.init(section: index, row: row))
            }
        }
        change.deletedRows.shuffle(using: &random)
        let remaining = sections.count - deletedSections.count
        let insertedCount = random.integer(in: 0...3)
        let finalCount = remaining + insertedCount
        let insertedAt = Array((0..<finalCount).shuffled(using: &random).prefix(insertedCount))
        change.insertedSections = insertedAt.map { index in
            SectionChange.InsertedSection(
                at: index,
                SectionLayout.Section(
                    header: random.chance(0.5) ? 28 : 0, footer: random.chance(0.3) ? 12 : 0,
                    rows: (0..<random.integer(in: 0...4)).map { _ in Double(random.integer(in: 20...120)) }))
        }
        // The sections after the update that were there before, with their row counts then.
        var kept: [(after: Int, rows: Int)] = []
        var before = 0
        for after in 0..<finalCount where !insertedAt.contains(after) {
            while deletedSections.contains(before) { before += 1 }
            let deleted = change.deletedRows.filter { $0.section == before }.count
            kept.append((after, sections[before].rows.count - deleted))
            before += 1
        }
        for (after, rows) in kept {
            let inserted = random.integer(in: 0...3)
            for row in (0..<rows + inserted).shuffled(using: &random).prefix(inserted) {
                change.insertedRows.append(
                    .init(.init(section: after, row: row), length: Double(random.integer(in: 10...200)) + 0.5)
                )
            }
        }
        change.insertedRows.shuffle(using: &random)
        return change
    }

    @Test(arguments: 0..<200)
    func anUpdateKeepsWhatSurvivesInOrderAndPutsWhatComesInWhereItSays(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let sections = SectionLayoutTests.randomSections(&random)
        // Rows in chunks of one to five (and the default), so that updates cut and share chunks.
        let layout = SectionLayout(
            sections: sections, style: random.chance(0.5) ? .plain : .grouped,
            chunkSize: random.chance(0.2) ? ChunkedLengths.defaultChunkSize : random.integer(in: 1...5))
        let change = Self.randomChange(for: sections, &random)
        let (after, newRows) = try layout.applying(change)
        #expect(after.style == layout.style)
        #expect(newRows.oldCount == layout.rowCount)
        // The count: what was deleted goes, what was inserted comes.
        let deletedSectionRows = change.deletedSections.map { sections[$0].rows.count }.reduce(0, +)
        let insertedSectionRows = change.insertedSections.map(\.section.rows.count).reduce(0, +)
        #expect(
            after.rowCount
                == layout.rowCount - change.deletedRows.count - deletedSectionRows + insertedSectionRows
                + change.insertedRows.count)
        #expect(
            after.sections.count == sections.count - change.deletedSections.count
                + change.insertedSections.count)
        // Every row that survives keeps its length and its order; deleted ones have no number.
        var last = -1
        for old in 0..<layout.rowCount {
            let (section, row) = layout.sectionAndRow(of: old)
            let deleted =
                change.deletedSections.contains(section)
                || change.deletedRows.contains(.init(section: section, row: row))
            guard let new = newRows[old] else {
                #expect(deleted, "row \(old) lost")
                continue
            }
            #expect(!deleted, "row \(old) kept")
            #expect(new > last, "row \(old) out of order")
            #expect(after.rowLength(new) == layout.rowLength(old))
            last = new
        }
        // What comes in is where the change says.
        for inserted in change.insertedSections {
            #expect(after.sections[inserted.index] == inserted.section)
        }
        for inserted in change.insertedRows {
            #expect(after.sections[inserted.path.section].rows[inserted.path.row] == inserted.length)
        }
        // And the new layout agrees with its sections laid end to end.
        let pieces = SectionLayoutTests.bruteForce(after.sections)
        for piece in pieces {
            if case .row(let row) = piece.kind { #expect(after.rowStart(row) == piece.start) }
        }
        #expect(after.contentLength == (pieces.last?.end ?? 0))
    }

    /// Twenty updates one after another on rows in small chunks: each layout equals the one made
    /// from its sections afresh (whatever the chunks), and lays them out the same.
    @Test(arguments: 0..<50)
    func updateAfterUpdateEqualsTheLayoutMadeAfresh(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        var layout = SectionLayout(
            sections: SectionLayoutTests.randomSections(&random), style: .plain,
            chunkSize: random.integer(in: 1...4))
        for _ in 0..<20 {
            layout = try layout.applying(Self.randomChange(for: layout.sections, &random)).layout
            let afresh = SectionLayout(sections: layout.sections)
            #expect(layout == afresh)
            #expect(layout.contentLength == afresh.contentLength)
            for row in 0..<layout.rowCount { #expect(layout.rowStart(row) == afresh.rowStart(row)) }
            for section in 0..<layout.sectionCount {
                #expect(layout.sectionStart(section) == afresh.sectionStart(section))
            }
        }
    }

    /// An update keeps the list's style and the kind of view that lays it out (a flow layout stays
    /// one, so a later `scrollTo` still leaves its rows under pinned headers).
    @Test func anUpdateKeepsTheStyleAndTheKind() throws {
        let layout = SectionLayout(
            sections: [.init(header: 28, rows: [44, 44]), .init(header: 28, rows: [60])], style: .grouped,
            kind: .flow)
        let (after, _) = try layout.applying(SectionChange(deletedRows: [.init(section: 0, row: 1)]))
        #expect(after.style == .grouped)
        #expect(after.kind == .flow)
        #expect(after.rowCount == 2)
    }

    /// An update of a few rows of a 1,000,000-row list shares the rest of its rows with the layout
    /// before it (the states a replay keeps hold one copy), and renumbers without a table per row.
    @Test func anUpdateSharesTheRowsItDoesNotTouch() throws {
        let layout = SectionLayout(sections: [
            .init(header: 28, rows: Array(repeating: 44, count: 500_000)),
            .init(header: 28, rows: Array(repeating: 60, count: 500_000)),
        ])
        let change = SectionChange(
            deletedRows: [.init(section: 0, row: 10)],
            insertedRows: [.init(.init(section: 1, row: 7), length: 90)])
        let (after, newRows) = try layout.applying(change)
        let shared = Set(layout.rows.chunks.map(ObjectIdentifier.init))
        let unshared = after.rows.chunks.filter { !shared.contains(ObjectIdentifier($0)) }
        #expect(unshared.count <= 3, "\(unshared.count) of \(after.rows.chunks.count) chunks copied")
        #expect(after.rowCount == 1_000_000)
        #expect(after.contentLength == layout.contentLength - 44 + 90)
        #expect(newRows[9] == 9)
        #expect(newRows[10] == nil)
        #expect(newRows[11] == 10)
        #expect(newRows[500_006] == 500_005)
        #expect(newRows[500_007] == 500_007)
        #expect(after.rowLength(500_006) == 90)
    }

    static let example = SectionLayout(sections: [
        .init(header: 28, rows: [44, 88, 60]),
        .init(header: 28, footer: 20, rows: Array(repeating: 50, count: 20)),
    ])

    @Test(arguments: [
        (
            SectionChange(deletedRows: [.init(section: 2, row: 0)]), "deleteRows", 0,
            "section 2 does not exist (2 sections)"
        ),
        (
            SectionChange(deletedRows: [.init(section: 0, row: 3)]), "deleteRows", 0,
            "row 3 of section 0 does not exist (it has 3 rows)"
        ),
        (
            SectionChange(deletedRows: [.init(section: 1, row: 0)], deletedSections: [1]), "deleteRows", 0,
            "section 1 is deleted whole: its rows are not deleted on their own"
        ),
        (SectionChange(deletedSections: [0, 0]), "deleteSections", 1, "section 0 is deleted twice"),
        (
            SectionChange(insertedSections: [.init(at: 3, .init(rows: []))]), "insertSections", 0,
            "section 3 is past the end (2 sections before it is inserted)"
        ),
        (
            SectionChange(
                insertedSections: [.init(at: 0, .init(rows: [44]))],
                insertedRows: [.init(.init(section: 0, row: 0), length: 10)]), "insertRows", 0,
            "section 0 is inserted by this update: give its rows in insertSections"
        ),
        (
            SectionChange(
                insertedRows: [
                    .init(.init(section: 0, row: 0), length: 10),
                    .init(.init(section: 0, row: 5), length: 10),
                ]), "insertRows", 1, "row 5 is past the end of section 0 (4 rows before it is inserted)"
        ),
    ])
    func anUpdateUITableViewWouldRefuseIsAProblemAtItsEntry(
        change: SectionChange, field: String, entry: Int, message: String
    ) {
        #expect(throws: SectionChange.Problem(field: field, entry: entry, message: message)) {
            try Self.example.applying(change)
        }
    }

    /// FORMAT.md's example: scrolled to 300, row 4 (section 1's row 1, 298…348) is the first
    /// visible; a 120-pt row replaces section 0's 88-pt one and a section of 28 + 2 × 50 comes in
    /// before section 1: the anchor is row 6, 160 pt lower, and so is the offset.
    static let formatExample = SectionChange(
        deletedRows: [.init(section: 0, row: 1)],
        insertedSections: [.init(at: 1, .init(header: 28, rows: [50, 50]))],
        insertedRows: [.init(.init(section: 0, row: 0), length: 120)])

    static func scene() -> Scene {
        Scenes.collapsing { $0.content = .sections(example) }
    }

    @Test func anAnchoredUpdateKeepsTheFirstVisibleRowInPlace() {
        var world = World(scene: Self.scene())
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 300))))
        #expect(world.geometry.itemFrame(4)?.y == -2)
        let update = ItemUpdate(anchor: .visible, sectionChange: Self.formatExample)
        #expect(world.scrollViews.primary.anchorItem(for: update)! == (4, 6))
        let effects = world.apply(Event(t: 0.5, .update(update)))
        #expect(effects.anchor?.newIndex == 6)
        #expect(world.axisOffset == 460)
        #expect(world.itemCount == 25)
        #expect(world.metrics.contentHeight == 1428)
        #expect(world.geometry.itemFrame(6)?.y == -2)
        #expect(world.geometry.hitTest(Point(x: 200, y: 300)).targetID == "list.item.12")
        let recording = Recording(
            scene: Self.scene(),
            events: [Event(t: 0, .scroll(.absolute(x: nil, y: 300))), Event(t: 0.5, .update(update))])
        // The header collapsed over the fixed inset: section 1's header, pinned 100 pt below it, is
        // reported once; the update renumbers it section 2, the same header, not reported again.
        let violations = recording.replay().violations
        #expect(violations.map(\.invariant) == [.sectionGapBelowHeader])
        #expect(
            violations.first?.message.hasPrefix("section 1's header is pinned at y=148, 100 pt below") == true
        )
    }

    @Test func anUnanchoredUpdateKeepsTheOffsetAndTheRowsMove() {
        var world = World(scene: Self.scene())
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 300))))
        world.apply(Event(t: 0.5, .update(ItemUpdate(sectionChange: Self.formatExample))))
        #expect(world.axisOffset == 300)
        #expect(world.geometry.itemFrame(6)?.y == 158)
    }

    @Test func aDeceleratingListGoesOnFromTheNewOffsetWithItsVelocity() {
        var world = World(scene: Self.scene())
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 100))))
        let t = world.drag(from: 700, to: 500, step: 40, at: 0.1)
        #expect(world.scroll.phase == .decelerating)
        world.apply(Event(t: t + 0.05, .frame))
        let (offset, velocity) = (world.axisOffset, world.scroll.velocity.y)
        let anchor = world.scrollViews.primary.anchorItem(
            for: ItemUpdate(anchor: .visible, sectionChange: Self.formatExample))!
        let shift = SectionChangeTests.shift(of: anchor, from: Self.example)
        world.apply(
            Event(t: t + 0.05, .update(ItemUpdate(anchor: .visible, sectionChange: Self.formatExample))))
        #expect(world.scroll.phase == .decelerating)
        #expect(abs(world.axisOffset - (offset + shift)) < 1e-9)
        #expect(world.scroll.velocity.y == velocity)
    }

    /// How far the anchor row moves in the content with `formatExample` applied to `layout`.
    static func shift(of anchor: (old: Int, new: Int), from layout: SectionLayout) -> Double {
        let after = try! layout.applying(formatExample).layout
        return after.rowStart(anchor.new) - layout.rowStart(anchor.old)
    }

    /// explore deletes and inserts rows of other lengths and whole sections above the visible
    /// row of a list in sections, and the replay keeps the anchored row in place.
    @Test func exploreUpdatesAListInSectionsAboveItsVisibleRow() {
        let scene = Self.scene()
        var changes: [SectionChange] = []
        for seed in 1...4 {
            let events = GestureGenerator.events(from: World(scene: scene), seed: UInt64(seed), count: 3000)
            changes += events.compactMap { event -> SectionChange? in
                if case .update(let update) = event.kind { update.sectionChange } else { nil }
            }
            let violations = Recording(scene: scene, events: events).replay().violations
            #expect(!violations.contains { $0.invariant == .updateAnchor })
        }
        #expect(changes.count >= 10)
        #expect(changes.contains { !$0.deletedRows.isEmpty })
        #expect(changes.contains { !$0.insertedRows.isEmpty })
        #expect(changes.contains { !$0.deletedSections.isEmpty })
        #expect(changes.contains { !$0.insertedSections.isEmpty })
    }

    @Test func sectionHeadersPinAsTheNewLayoutSays() {
        var world = World(scene: Self.scene())
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 300))))
        world.apply(
            Event(t: 0.5, .update(ItemUpdate(sectionChange: SectionChange(deletedSections: [0])))))
        // One section left, starting at 0: its header pins at the inset's top (148 on screen).
        #expect(world.itemCount == 20)
        #expect(world.geometry.sectionHeaderFrame(0, in: .primary)?.y == 148)
        #expect(world.scene.scroll.content == .sections(SectionLayout(sections: [Self.example.sections[1]])))
    }
}

/// Section numbers across a change (what `section.belowHeader` and `section.gapBelowHeader` follow
/// a pinned section header by, through an `update`).
@Suite struct SectionRenumberingTests {
    @Test func aSectionKeepsItsIdentityAcrossDeletionsAndInsertionsAboveIt() {
        let change = SectionChange(
            deletedSections: [0, 2],
            insertedSections: [
                .init(at: 0, .init(header: 28, rows: [44])), .init(at: 3, .init(header: 28, rows: [])),
            ])
        // 1 → 0 after the deletions, 1 after the insertion at 0; 3 → 1 → 2, and the one at 3 pushes it
        // no further (it opens after it); 4 → 2 → 3 → 4.
        #expect(change.newIndex(ofSection: 1) == 1)
        #expect(change.newIndex(ofSection: 3) == 2)
        #expect(change.newIndex(ofSection: 4) == 4)
        #expect(change.newIndex(ofSection: 2) == nil)
    }
}
