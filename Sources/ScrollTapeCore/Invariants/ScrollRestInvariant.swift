/// `scroll.rest`: at rest, the offset is inside its range (and on a page boundary when paging).
public struct ScrollRestInvariant: Invariant {
    public init() {}

    public var name: InvariantName { .scrollRest }

    public func check(before: World, event: Event, effects: EventEffects, after: World) -> [Violation] {
        var found: [Violation] = []
        Self.checkScrollRest(before: before, after: after, into: &found)
        return found
    }
}

extension ScrollRestInvariant {
    static func checkScrollRest(before: World, after: World, into found: inout [Violation]) {
        for number in 0..<after.scrollViewCount {
            checkScrollRest(number, before: before, after: after, into: &found)
        }
    }

    /// `scroll.rest` of scroll view `number` (0: the primary; the message names any other).
    private static func checkScrollRest(
        _ number: Int, before: World, after: World, into found: inout [Violation]
    ) {
        /// What is wrong with where `world` rests, or nil.
        func problem(_ world: World) -> (message: String, values: [Value.Member])? {
            guard world[scroll: number].phase == .idle else { return nil }
            let metrics = world.metrics(ofScroll: number)
            let offset = world.axisOffset(ofScroll: number)
            let list = number == World.primary ? "list" : "'\(world.scrollID(number))'"
            let range = "[\(formatNumber(metrics.lowerBound)), \(formatNumber(metrics.upperBound))]"
            guard metrics.contains(offset, tolerance: Tolerance.invariant) else {
                return (
                    "\(list) rests at \(formatNumber(offset)) outside \(range)",
                    [
                        .number("offset", offset), .number("lowerBound", metrics.lowerBound),
                        .number("upperBound", metrics.upperBound),
                    ]
                )
            }
            let configuration = world.configuration(number)
            guard configuration.paging != nil else { return nil }
            let length = configuration.pageLength
            let page = (offset - metrics.lowerBound) / length
            let nearest = page.rounded() * length + metrics.lowerBound
            guard abs(nearest - offset) > Tolerance.invariant,
                abs(metrics.upperBound - offset) > Tolerance.invariant
            else { return nil }
            return (
                "\(list) rests at \(formatNumber(offset)), between pages (page \(formatNumber(page, decimals: 3)) of "
                    + "\(formatNumber(length)) pt from \(formatNumber(metrics.lowerBound)))",
                [
                    .number("offset", offset), .number("page", page), .number("pageLength", length),
                    .number("lowerBound", metrics.lowerBound),
                ]
            )
        }
        guard let (message, values) = problem(after) else { return }
        if before.index > 0, problem(before) != nil,
            before.axisOffset(ofScroll: number) == after.axisOffset(ofScroll: number)
        {
            return
        }
        found.append(
            Violation(
                .scrollRest, event: after.index, "\(message) \(Invariants.context(after))",
                values: values + Invariants.contextValues(after)))
    }
}
