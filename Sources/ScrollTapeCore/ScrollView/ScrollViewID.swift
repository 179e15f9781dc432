/// One of the scene's scroll views: the primary (`scroll` in the session, the one the header
/// follows) is the first, and the further ones (`scrolls`) follow in session order (FORMAT.md "`scrolls`: more scroll views").
///
/// Ids are ordered and strideable, so `ScrollViewID.primary..<end` is a collection of them.
public struct ScrollViewID: Hashable, Sendable, Strideable, CustomStringConvertible {
    /// Its place among the scene's scroll views (0: the primary).
    package let number: Int

    package init(_ number: Int) {
        self.number = number
    }

    /// The primary scroll view: the one the header follows.
    public static let primary = ScrollViewID(0)

    /// Whether this is the primary scroll view.
    @inline(__always)
    public var isPrimary: Bool { number == 0 }

    public func distance(to other: ScrollViewID) -> Int { other.number - number }

    public func advanced(by n: Int) -> ScrollViewID { ScrollViewID(number + n) }

    /// `#0` for the primary, `#1`… for the further ones (the id the session gives is the
    /// machine's `configuration.id`).
    public var description: String { "#\(number)" }
}
