/// The collapsing/pinned header of a scene (`header` in the session line).
public struct HeaderConfiguration: Hashable, Sendable {
    /// How the header height follows the scroll offset: every name the session's
    /// `header.behavior` accepts, in the order messages list them.
    ///
    /// The Android / Flutter / Compose names are aliases: a configuration keeps the behaviour they
    /// stand for (`canonical`) in ``HeaderConfiguration/behavior``, so a header configured with
    /// an alias behaves, and is checked, exactly as one configured with the canonical name.
    public enum Behavior: String, Hashable, Sendable, CaseIterable {
        /// Quick-return: collapses while scrolling down, reveals on any scroll up.
        case collapsing
        /// Collapses with the list and expands only near the top.
        case pinned
        /// Keeps its maximum height.
        case none
        /// `pinned` that stretches: grows past maxHeight while the list is pulled past its top.
        case stretchy
        /// Android's name for `collapsing`.
        case enterAlways
        /// Android's name for `pinned`.
        case exitUntilCollapsed
        /// Like `collapsing`, but scrolling up returns it only to `collapsedHeight`; it expands
        /// fully only near the top.
        case enterAlwaysCollapsed

        /// The behaviour this name stands for: an alias's canonical name, else the name itself.
        package var canonical: Self {
            switch self {
            case .enterAlways: .collapsing
            case .exitUntilCollapsed, .stretchy: .pinned
            default: self
            }
        }
    }

    /// Id of the header's view in `Scene.views`; its frame height follows the header height.
    public var viewID: String
    /// The behaviour, always canonical (`collapsing`, `pinned`, `none`, `enterAlwaysCollapsed`):
    /// setting an alias keeps its name in `behaviorName` and the behaviour it stands for here
    /// (`stretchy` also sets `stretches`).
    public var behavior: Behavior {
        didSet {
            behaviorName = behavior
            if behavior == .stretchy { stretches = true }
            behavior = behavior.canonical  // in its own observer: not observed again
        }
    }
    /// The name the behaviour was given, an alias included (`enterAlways`), for messages.
    package private(set) var behaviorName: Behavior
    /// Collapsed height in points (default: the device's safe-area top).
    public var minHeight: Double
    /// Expanded height in points.
    public var maxHeight: Double
    /// `enterAlwaysCollapsed`: the height in points that scrolling up returns the header to away
    /// from the top (default: min(maxHeight, minHeight + 44), a toolbar under the status bar).
    package var collapsedHeight: Double
    /// `collapsing`: ignore offsets outside [minOffset, maxOffset].
    package var ignoresOverscroll: Bool
    /// `pinned`: grow past `maxHeight` while the list is pulled down past its top.
    package var stretches: Bool
    /// A header left part-way when the list comes to rest scrolls the list, animated, until it is
    /// at the nearer rest height (`snap`; not for `none`).
    package var snaps: Bool

    /// A header of view `viewID` with `behavior` (an alias is kept as the behaviour it stands for),
    /// `minHeight` and `maxHeight` in points; `collapsedHeight` nil: min(maxHeight, minHeight + 44).
    package init(
        viewID: String, behavior: Behavior, minHeight: Double, maxHeight: Double,
        collapsedHeight: Double? = nil, ignoresOverscroll: Bool = true, stretches: Bool = false,
        snaps: Bool = false
    ) {
        self.viewID = viewID
        self.behavior = behavior.canonical
        behaviorName = behavior
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.collapsedHeight =
            collapsedHeight ?? Self.defaultCollapsedHeight(minHeight: minHeight, maxHeight: maxHeight)
        self.ignoresOverscroll = ignoresOverscroll
        self.stretches = stretches || behavior == .stretchy
        self.snaps = snaps
    }

    /// `collapsedHeight`'s default: 44 pt (a toolbar) above minHeight, at most maxHeight.
    private static func defaultCollapsedHeight(minHeight: Double, maxHeight: Double) -> Double {
        min(maxHeight, minHeight + 44)
    }
}
