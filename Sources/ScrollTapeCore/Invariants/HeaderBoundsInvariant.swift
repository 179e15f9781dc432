/// `header.bounds`: minHeight ≤ header height ≤ maxHeight, except a stretching `pinned` header
/// pulled past the top.
public struct HeaderBoundsInvariant: Invariant {
    public init() {}

    public var name: InvariantName { .headerBounds }

    public func check(before: World, event: Event, effects: EventEffects, after: World) -> [Violation] {
        guard after.header != nil else { return [] }
        var found: [Violation] = []
        Self.checkHeaderBounds(before: before, after: after, into: &found)
        return found
    }
}

extension HeaderBoundsInvariant {
    static func checkHeaderBounds(before: World, after: World, into found: inout [Violation]) {
        guard let configuration = after.scene.header, let height = after.header?.height else { return }
        func problem(_ world: World, _ height: Double) -> (message: String, values: [Value.Member])? {
            let stretching =
                configuration.behavior == .pinned && configuration.stretches
                && world.axisOffset < world.metrics.lowerBound
            if height > configuration.maxHeight + Tolerance.invariant && !stretching {
                return (
                    "header height \(formatNumber(height)) exceeds maxHeight \(formatNumber(configuration.maxHeight))",
                    [.number("header.height", height), .number("header.maxHeight", configuration.maxHeight)]
                )
            }
            if height < configuration.minHeight - Tolerance.invariant {
                return (
                    "header height \(formatNumber(height)) is below minHeight \(formatNumber(configuration.minHeight))",
                    [.number("header.height", height), .number("header.minHeight", configuration.minHeight)]
                )
            }
            return nil
        }
        guard let (message, values) = problem(after, height) else { return }
        if before.index > 0, let previous = before.header?.height, previous == height,
            problem(before, previous) != nil
        {
            return
        }
        found.append(
            Violation(
                .headerBounds, event: after.index, "\(message) \(Invariants.context(after))",
                values: values + Invariants.contextValues(after)))
    }
}
