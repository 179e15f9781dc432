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
    public var deleted: [Int]
    /// Indices after the update.
    public var inserted: [Int]
    /// What keeps its place (`anchor`; default `none`).
    public var anchor: Anchor
    /// The scroll view whose items change (the event's `scroll` field); nil: the primary.
    public var scrollView: String?
    /// The rows and sections of a list in sections that change (`deleteRows`, `deleteSections`,
    /// `insertSections`, `insertRows`); nil for a list of items.
    public var sectionChange: SectionChange?

    /// An update that deletes and inserts the given items, or rows and sections, anchored by
    /// `anchor` (default `none`), in `scrollView` (nil: the primary).
    public init(
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
