/// A built-in header behaviour: one that the session's `header.behavior` names
/// (recordings/FORMAT.md, `header`), listed in `BuiltInHeaders`, which keeps it inline in the
/// header's state and calls it directly (no box, no dynamic call: the reducer calls it at every
/// offset the list passes through).
///
/// What the replay and the invariants need to know of a built-in behaviour are requirements here,
/// so that no code elsewhere names one: adding one is its file (a conformer) plus its line in
/// `BuiltInHeaders`.
protocol BuiltInHeaderBehavior: HeaderBehavior {
    /// The session's `header.behavior` that stands for it (its canonical name: an alias such as
    /// `enterAlways` stands for the behaviour of its canonical name, `HeaderConfiguration.Behavior`).
    static var name: HeaderConfiguration.Behavior { get }

    /// The behaviour the session's `header` sets up.
    init(_ configuration: HeaderConfiguration)

    /// `didScroll(_:)` on the numbers alone, without a screen (the reducer's hot path): the height
    /// after the list moved to `offset`, from `height`, in `range`; nil (and nothing changed) when
    /// it needs the screen, where `didScroll(_:)` is called instead.
    mutating func didScroll(to offset: Double, from height: Double, in range: HeaderRange) -> Double?

    /// Whether it moves the header against every scroll inside the offset range, anywhere in the
    /// list (a quick return): the header never grows while the list scrolls down nor shrinks while
    /// it scrolls up, which `header.direction` checks.
    static var isQuickReturn: Bool { get }

    /// Whether the header that `configuration` sets up grows past maxHeight while the list is
    /// pulled past its top (`header.bounds` and `header.overscroll` allow it there).
    static func stretches(_ configuration: HeaderConfiguration) -> Bool
}
