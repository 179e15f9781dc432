/// A batch update of the list's items (`update`): of a list of items by item indices
/// (`deleted`, `inserted`), of a list in sections by rows and sections (`sectionChange`).
public struct ItemUpdate: Hashable, Sendable {
    /// What keeps its place through the update (`anchor`).
    public enum Anchor: String, Hashable, Sendable, CaseIterable {
        /// The offset stays (clamped to the new range).
        case none
        /// The first visible surviving item keeps its on-screen position.
        case visible
    }

    /// Indices before the update.
    package var deleted: [Int]
    /// Indices after the update.
    package var inserted: [Int]
    /// What keeps its place (`anchor`; default `none`).
    package var anchor: Anchor
    /// The scroll view whose items change (the event's `scroll` field); nil: the primary.
    package var scrollView: String?
    /// The rows and sections of a list in sections that change (`deleteRows`, `deleteSections`,
    /// `insertSections`, `insertRows`); nil for a list of items.
    package var sectionChange: SectionChange?

    /// An update that deletes and inserts the given items, or rows and sections, anchored by
    /// `anchor` (default `none`), in `scrollView` (nil: the primary).
    package init(
        deleted: [Int] = [], inserted: [Int] = [], anchor: Anchor = .none, scrollView: String? = nil,
        sectionChange: SectionChange? = nil
    ) {
        self.deleted = deleted
        self.inserted = inserted
        self.anchor = anchor
        self.scrollView = scrollView
        self.sectionChange = sectionChange
    }
}
