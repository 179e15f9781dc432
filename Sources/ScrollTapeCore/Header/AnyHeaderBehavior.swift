/// A header behaviour of any type, kept by value (an existential of a `HeaderBehavior`, which is
/// `Hashable` and `Sendable`): two are equal when they are of the same type and `==`.
struct AnyHeaderBehavior: HeaderBehavior {
    /// The behaviour itself.
    private(set) var base: any HeaderBehavior
    /// `base.observesIntermediateOffsets`, read once.
    let observesIntermediateOffsets: Bool

    init(_ base: any HeaderBehavior) {
        self.base = base
        observesIntermediateOffsets = base.observesIntermediateOffsets
    }

    mutating func didAppear(_ screen: inout HeaderScreen) {
        base.didAppear(&screen)
    }

    mutating func didScroll(_ screen: inout HeaderScreen) {
        base.didScroll(&screen)
    }

    mutating func didEndScrolling(_ screen: inout HeaderScreen) {
        base.didEndScrolling(&screen)
    }

    mutating func didLayoutSubviews(_ screen: inout HeaderScreen) {
        base.didLayoutSubviews(&screen)
    }

    static func == (lhs: AnyHeaderBehavior, rhs: AnyHeaderBehavior) -> Bool {
        func equal<Behavior: HeaderBehavior>(_ lhs: Behavior) -> Bool { (rhs.base as? Behavior) == lhs }
        return equal(lhs.base)
    }

    func hash(into hasher: inout Hasher) {
        base.hash(into: &hasher)
    }
}
