/// The name of an invariant: SPEC §6's fixed names, or a project's own.
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

    public static let headerBounds: Self = "header.bounds"
    public static let headerOverscroll: Self = "header.overscroll"
    public static let headerDirection: Self = "header.direction"
    public static let scrollRest: Self = "scroll.rest"
    public static let touchPassThrough: Self = "touch.passThrough"
    public static let contentBelowHeader: Self = "content.belowHeader"
    public static let updateAnchor: Self = "update.anchor"
    public static let indicatorBelowHeader: Self = "indicator.belowHeader"
    public static let sectionBelowHeader: Self = "section.belowHeader"
    public static let keyboardRowVisible: Self = "keyboard.rowVisible"
    public static let navigationBarTouches: Self = "navigationBar.touches"
    public static let tabsUnderline: Self = "tabs.underline"
    public static let headerExpandedAtTop: Self = "header.expandedAtTop"
    public static let sectionGapBelowHeader: Self = "section.gapBelowHeader"
    public static let expect: Self = "expect"
    public static let conformance: Self = "conformance"
    public static let replayDeterministic: Self = "replay.deterministic"

    /// SPEC §6's invariants, §9's and §7.1's, in the order `check` reports them.
    public static let allBuiltIn: [InvariantName] = [
        .headerBounds, .headerOverscroll, .headerDirection, .scrollRest, .touchPassThrough,
        .contentBelowHeader,
        .updateAnchor, .indicatorBelowHeader, .sectionBelowHeader, .keyboardRowVisible,
        .navigationBarTouches, .tabsUnderline,
        .expect, .conformance, .headerExpandedAtTop, .sectionGapBelowHeader,
        .replayDeterministic,
    ]

    /// The built-in invariant named `name`, or nil.
    public static func builtIn(named name: String) -> InvariantName? {
        allBuiltIn.first { $0.rawValue == name }
    }

    /// Built-in ones in SPEC §6's order, then a project's own by name.
    public static func < (lhs: InvariantName, rhs: InvariantName) -> Bool {
        switch (allBuiltIn.firstIndex(of: lhs), allBuiltIn.firstIndex(of: rhs)) {
        case (let left?, let right?): left < right
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): lhs.rawValue < rhs.rawValue
        }
    }
}
