/// The item an `update` keeps in place (FORMAT.md `update`, `anchor: "visible"`).
extension ScrollViewMachine {
    /// The first item visible in its bounds that `newIndex` keeps (a non-nil index after the
    /// update): its index before and after.
    func anchorItem(newIndex: (Int) -> Int?) -> (old: Int, new: Int)? {
        let content = layout.configuration.content
        guard content.hasItems, itemCount > 0 else { return nil }
        let viewportStart = axisOffset
        let viewportEnd = viewportStart + metrics.viewportExtent
        var candidate = content.firstItem(endingAfter: viewportStart, count: itemCount)
        while candidate < itemCount, content.itemStart(candidate) < viewportEnd {
            if let new = newIndex(candidate) { return (candidate, new) }
            candidate += 1
        }
        return nil
    }

    /// The first item visible in its bounds that survives `update`: its index before and after
    /// the update (a row of a list in sections: its number across the sections).
    package func anchorItem(for update: ItemUpdate) -> (old: Int, new: Int)? {
        if let change = update.sectionChange, case .sections(let layout) = configuration.content {
            guard let newRows = try? layout.applying(change).newRows else { return nil }
            return anchorItem { newRows[$0] }
        }
        return anchorItem { update.itemIndex(after: $0) }
    }
}

extension ItemUpdate {
    /// The index after this update of the item at `index` before it in a list of items, or nil when
    /// the update deletes it.
    func itemIndex(after index: Int) -> Int? {
        guard !deleted.contains(index) else { return nil }
        var new = index - deleted.filter { $0 < index }.count
        for insertedIndex in inserted.sorted() where insertedIndex <= new { new += 1 }
        return new
    }
}
