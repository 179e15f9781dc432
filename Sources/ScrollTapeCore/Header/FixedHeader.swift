/// `none` (recordings/FORMAT.md, `header`): the header keeps the session's maxHeight whatever the list does.
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

extension FixedHeader: BuiltInHeaderBehavior {
    static var name: HeaderConfiguration.Behavior { .none }

    static var isQuickReturn: Bool { false }

    static func stretches(_ configuration: HeaderConfiguration) -> Bool { false }

    @inline(__always)
    func didScroll(to _: Double, from _: Double, in range: HeaderRange) -> Double? {
        range.maxHeight
    }
}
