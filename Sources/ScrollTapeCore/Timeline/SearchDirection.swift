/// The direction of a search.
package enum SearchDirection: Hashable, Sendable {
    /// `forward`: toward later indices (`continue`); `backward`: toward earlier ones (`rcontinue`).
    case forward, backward
}
