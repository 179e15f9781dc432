/// The name of an invariant: a built-in one (recordings/FORMAT.md, "Invariants"), or a project's own.
public struct InvariantName: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public var description: String { rawValue }

    /// `header.bounds`: the header's height stays within [minHeight, maxHeight].
    public static let headerBounds: Self = "header.bounds"
    /// `header.overscroll`: the header moves only with the scrolling inside [minOffset, maxOffset].
    public static let headerOverscroll: Self = "header.overscroll"
    /// `header.direction`: a `collapsing` header never grows while the list scrolls down, nor shrinks
    /// while it scrolls up.
    public static let headerDirection: Self = "header.direction"
    /// `scroll.rest`: a list at rest is inside [minOffset, maxOffset] (and on a page when paging).
    public static let scrollRest: Self = "scroll.rest"
    /// `touch.passThrough`: a touch in a pass-through view reaches its control or the views behind.
    public static let touchPassThrough: Self = "touch.passThrough"
    /// `content.belowHeader`: at rest at minOffset, the first item's top is not under the header.
    public static let contentBelowHeader: Self = "content.belowHeader"
    /// `update.anchor`: an `update` with `anchor: "visible"` keeps the anchor item's place on screen.
    public static let updateAnchor: Self = "update.anchor"
    /// `indicator.belowHeader`: the scroll indicator does not show under the header.
    public static let indicatorBelowHeader: Self = "indicator.belowHeader"
    /// `section.belowHeader`: a pinned section header is not covered by the header.
    public static let sectionBelowHeader: Self = "section.belowHeader"
    /// `keyboard.rowVisible`: the row being edited is wholly in view once the keyboard is up.
    public static let keyboardRowVisible: Self = "keyboard.rowVisible"
    /// `navigationBar.touches`: a faded-out navigation bar takes no touch, and a visible one does.
    public static let navigationBarTouches: Self = "navigationBar.touches"
    /// `tabs.underline`: at rest, the tab underline is under the tab of the pager's page.
    public static let tabsUnderline: Self = "tabs.underline"
    /// `header.expandedAtTop`: the header is at its maxHeight while the list rests at minOffset.
    public static let headerExpandedAtTop: Self = "header.expandedAtTop"
    /// `section.gapBelowHeader`: a pinned section header leaves no gap below the header.
    public static let sectionGapBelowHeader: Self = "section.gapBelowHeader"
    /// `scroll.followsFinger`: while a finger drags a scroll view, its content moves in the window no
    /// more than the finger did in that sample (within 1 pt).
    public static let scrollFollowsFinger: Self = "scroll.followsFinger"
    /// `expect`: every `expect` event holds.
    public static let expect: Self = "expect"
    /// `conformance`: every `observe` event matches the model within the conformance tolerance.
    public static let conformance: Self = "conformance"
    /// `replay.deterministic`: replaying twice, or resuming from a checkpoint, gives identical states.
    public static let replayDeterministic: Self = "replay.deterministic"

    /// `code.misuse`: the app's code named a view or scroll view the screen does not have (or set a
    /// value UIKit does not have); the replay goes on without what it named. Not an invariant a
    /// recording can declare in `expectFailures`: a mistake in the code, not in the screen.
    public static let codeMisuse: Self = "code.misuse"

    /// The built-in invariants, in the order `check` reports them.
    package static let allBuiltIn: [InvariantName] = [
        .headerBounds, .headerOverscroll, .headerDirection, .scrollRest, .touchPassThrough,
        .contentBelowHeader,
        .updateAnchor, .indicatorBelowHeader, .sectionBelowHeader, .keyboardRowVisible,
        .navigationBarTouches, .tabsUnderline,
        .expect, .conformance, .headerExpandedAtTop, .sectionGapBelowHeader, .scrollFollowsFinger,
        .replayDeterministic,
    ]

    /// The built-in invariant named `name`, or nil.
    package static func builtIn(named name: String) -> InvariantName? {
        allBuiltIn.first { $0.rawValue == name }
    }

    /// Built-in ones in the order `check` reports them, then a project's own by name.
    public static func < (lhs: InvariantName, rhs: InvariantName) -> Bool {
        switch (allBuiltIn.firstIndex(of: lhs), allBuiltIn.firstIndex(of: rhs)) {
        case (let left?, let right?): left < right
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): lhs.rawValue < rhs.rawValue
        }
    }
}
