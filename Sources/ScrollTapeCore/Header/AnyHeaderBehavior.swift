/// A header behaviour of any type, kept by value: copies are independent (copy on write).
///
/// Two are equal when they are of the same type and equal: by `==` when the type is `Equatable`,
/// otherwise by their reflection (every stored property, as `String(reflecting:)` shows it),
/// which is what the determinism checks need.
///
/// `@unchecked Sendable`: a behaviour is required to be a value (see `HeaderBehavior`), and the
/// box is never mutated while shared (it is copied first).
struct AnyHeaderBehavior: HeaderBehavior, Hashable, @unchecked Sendable {
    private final class Box {
        var base: any HeaderBehavior
        init(_ base: any HeaderBehavior) { self.base = base }
    }

    private var box: Box
    /// How two behaviours of this one's type are compared.
    private let comparator: any BehaviorComparator.Type
    /// `base.observesIntermediateOffsets`, read once.
    let observesIntermediateOffsets: Bool

    init(_ base: any HeaderBehavior) {
        box = Box(base)
        observesIntermediateOffsets = base.observesIntermediateOffsets
        comparator = comparatorType(for: base)
    }

    /// The behaviour itself.
    var base: any HeaderBehavior { box.base }

    mutating func didAppear(_ screen: inout HeaderScreen) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.base) }
        box.base.didAppear(&screen)
    }

    mutating func didScroll(_ screen: inout HeaderScreen) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.base) }
        box.base.didScroll(&screen)
    }

    mutating func didEndScrolling(_ screen: inout HeaderScreen) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.base) }
        box.base.didEndScrolling(&screen)
    }

    mutating func didLayoutSubviews(_ screen: inout HeaderScreen) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.base) }
        box.base.didLayoutSubviews(&screen)
    }

    static func == (lhs: AnyHeaderBehavior, rhs: AnyHeaderBehavior) -> Bool {
        lhs.box === rhs.box
            || (type(of: lhs.box.base) == type(of: rhs.box.base)
                && lhs.comparator.equal(lhs.box.base, rhs.box.base))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: box.base)))
    }
}

/// Compares two behaviours of one type.
private protocol BehaviorComparator {
    static func equal(_ lhs: any HeaderBehavior, _ rhs: any HeaderBehavior) -> Bool
}

/// For an `Equatable` behaviour type: `==`.
private enum EquatableComparator<Behavior: Equatable>: BehaviorComparator {
    static func equal(_ lhs: any HeaderBehavior, _ rhs: any HeaderBehavior) -> Bool {
        (lhs as? Behavior) == (rhs as? Behavior)
    }
}

/// For any other: the reflection of every stored property.
private enum ReflectingComparator: BehaviorComparator {
    static func equal(_ lhs: any HeaderBehavior, _ rhs: any HeaderBehavior) -> Bool {
        String(reflecting: lhs) == String(reflecting: rhs)
    }
}

/// The comparator for `base`'s type (a dynamic cast, once per behaviour kept).
private func comparatorType(for base: any HeaderBehavior) -> any BehaviorComparator.Type {
    guard let equatable = base as? any Equatable else { return ReflectingComparator.self }
    func comparator<Value: Equatable>(_: Value) -> any BehaviorComparator.Type {
        EquatableComparator<Value>.self
    }
    return comparator(equatable)
}
