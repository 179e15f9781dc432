import ScrollTapeCore

extension GestureGenerator {
    /// Items deleted or inserted above the first visible one (or at the top), anchored to the
    /// visible item or not. Not in a pager that tabs follow: its pages are the tabs.
    mutating func updateAboveViewport() {
        let number = randomScrollView()
        let configuration = world.screen.configuration(number)
        if case .sections(let layout) = configuration.content {
            return updateSectionsAboveViewport(number, layout)
        }
        guard case .items(let layout) = configuration.content,
            !world.screen.hasTabs(following: number, in: world.appCode.allEffects.map(\.effect))
        else { return drag(flick: false) }
        let count = world.scrollViews[number].itemCount
        let pitch = layout.length + layout.spacing
        let offset = world.scrollViews[number].axisOffset - layout.leading
        let firstVisible = pitch > 0 ? max(0, min(count, Int((offset / pitch).rounded(.down)))) : 0
        var update = ItemUpdate(
            anchor: random.chance(0.7) ? .visible : .none,
            scrollView: number.isPrimary ? nil : configuration.id)
        if firstVisible > 0, count > 1, random.chance(0.6) {
            let first = random.integer(in: 0...firstVisible - 1)
            let last = min(firstVisible - 1, first + random.integer(in: 0...2))
            update.deleted = Array(first...last)
        } else {
            let at = random.integer(in: 0...firstVisible)
            update.inserted = Array(at...at + random.integer(in: 0...2))
        }
        add(.update(update), after: 1)
    }

    /// Rows of a list in sections deleted or inserted (of other lengths) above its first visible
    /// row, or a whole section inserted or deleted above it, anchored to the visible row or not.
    private mutating func updateSectionsAboveViewport(_ number: ScrollViewID, _ layout: SectionLayout) {
        let offset = world.scrollViews[number].axisOffset
        let first = layout.rowCount > 0 ? layout.sectionAndRow(of: layout.firstRow(endingAfter: offset)) : nil
        let (firstSection, firstRow) = first ?? (max(0, layout.sectionCount - 1), 0)
        var change = SectionChange()
        func randomRow() -> Double { random.number(in: 20...150).rounded() }
        switch random.integer(in: 0...3) {
        case 0 where layout.rowCount > 0:
            // Rows above the first visible one, in its section or the ones before.
            let above = (0...firstSection).flatMap { section in
                (0..<(section == firstSection ? firstRow : layout.rowCount(inSection: section))).map {
                    SectionChange.RowPath(section: section, row: $0)
                }
            }
            guard !above.isEmpty else { fallthrough }
            let count = random.integer(in: 1...min(2, above.count))
            change.deletedRows = Array(above.shuffled(using: &random).prefix(count))
        case 1:
            let section = random.integer(in: 0...firstSection)
            let limit = section == firstSection ? firstRow : layout.rowCount(inSection: section)
            let row = random.integer(in: 0...limit)
            change.insertedRows = [.init(.init(section: section, row: row), length: randomRow())]
        case 2 where firstSection > 0:
            change.deletedSections = [random.integer(in: 0...firstSection - 1)]
        default:
            let rows = (0..<random.integer(in: 1...3)).map { _ in randomRow() }
            change.insertedSections = [
                .init(
                    at: random.integer(in: 0...firstSection),
                    .init(header: random.chance(0.7) ? 28 : 0, rows: rows))
            ]
        }
        let update = ItemUpdate(
            anchor: random.chance(0.7) ? .visible : .none,
            scrollView: number.isPrimary ? nil : world.screen.configuration(number).id, sectionChange: change)
        add(.update(update), after: 1)
    }
}
