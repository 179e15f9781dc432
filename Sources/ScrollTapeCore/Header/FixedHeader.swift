/// `none` (SPEC §3.4): the header keeps the session's maxHeight whatever the list does.
public struct FixedHeader: HeaderBehavior, Hashable, Sendable {
    /// The `none` behaviour (it has no settings).
    public init() {}

    /// The `none` behaviour for the session's `header` (it reads none of it).
    public init(_ configuration: HeaderConfiguration) {
        self.init()
    }

    public var observesIntermediateOffsets: Bool { true }

    public mutating func didScroll(_ screen: inout HeaderScreen) {
        screen.headerHeight = screen.maxHeaderHeight
    }
}
