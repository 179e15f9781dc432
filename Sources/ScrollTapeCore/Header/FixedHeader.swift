/// `none` (SPEC §3.4): the header keeps the session's maxHeight whatever the list does.
public struct FixedHeader: HeaderBehavior, Hashable, Sendable {
    public init() {}

    public init(_ configuration: HeaderConfiguration) {
        self.init()
    }

    public var observesIntermediateOffsets: Bool { true }

    public mutating func didScroll(_ screen: inout HeaderScreen) {
        screen.headerHeight = screen.maxHeaderHeight
    }
}
