extension World {
    /// Whether `update` fits the lists as they are now, as the reader checks it: for a list of
    /// items, distinct `delete` indices below the item count before it and distinct `insert`
    /// indices below the count after it; for a list in sections, every entry names a row or a
    /// section there is (`SectionLayout.applying(_:)` accepts it). `apply(_:)` traps on an update
    /// that does not fit; `shrink` asks first, as removing a gesture can leave a later update
    /// naming a row that an earlier, removed, insertion made.
    package func accepts(_ update: ItemUpdate) -> Bool {
        guard let id = update.scrollView.map({ screen.scrollViewID(of: $0) }) ?? .primary else {
            return false
        }
        if let change = update.sectionChange {
            guard case .sections(let layout) = screen.configuration(id).content else { return false }
            return (try? layout.applying(change)) != nil
        }
        let count = scrollViews.itemCount(id)
        let newCount = count - update.deleted.count + update.inserted.count
        return Set(update.deleted).count == update.deleted.count
            && Set(update.inserted).count == update.inserted.count
            && update.deleted.allSatisfy { (0..<count).contains($0) }
            && update.inserted.allSatisfy { (0..<newCount).contains($0) }
    }
}
