/// `conformance`: every `observe` event (what the device showed) matches the model: numbers within
/// a tolerance in points, everything else exactly.
package struct ConformanceInvariant: BuiltInInvariant {
    /// How far a number the device showed may be from the model's; nil: the recording's own
    /// (`Scene.conformanceTolerance`), else `Tolerance.conformance` (0.5).
    package var tolerance: Double?

    /// - Parameter tolerance: How far, in points, a number the device showed may be from the
    ///   model's (a difference equal to it passes); nil: the recording's own, else 0.5.
    package init(tolerance: Double? = nil) {
        self.tolerance = tolerance
    }

    package var name: InvariantName { .conformance }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering _: inout Void,
        into found: inout [Violation]
    ) {
        guard case .observe(let values) = event.kind else { return }
        Self.checkObservation(values, at: event.t, tolerance: tolerance, after: after, into: &found)
    }

    /// The tolerance a replay of `scene` compares `observe` numbers with: `override` (a replay's or
    /// `check --conformance-tolerance`'s), else the recording's `conformanceTolerance`, else 0.5.
    static func tolerance(_ override: Double?, for scene: Scene) -> Double {
        override ?? scene.conformanceTolerance ?? Tolerance.conformance
    }
}

extension ConformanceInvariant {
    /// One violation per path of `values` whose value the model (`after`) does not match.
    static func checkObservation(
        _ values: [Value.Member], at t: Double, tolerance override: Double?, after: World,
        into found: inout [Violation]
    ) {
        let state = after.state(naming: values.map(\.key))
        let tolerance = Self.tolerance(override, for: after.scene)
        for member in values {
            let modelValue = state[path: member.key]
            if let modelValue, modelValue.matches(member.value, tolerance: tolerance) { continue }
            found.append(
                Violation(
                    .conformance, event: after.index,
                    "\(difference(at: member.key, shown: member.value, model: modelValue, tolerance: tolerance)) "
                        + "(event \(after.index), t=\(formatNumber(t, decimals: 4)))",
                    values: [
                        Value.Member("path", .string(member.key)), Value.Member("shown", member.value),
                        Value.Member("model", modelValue ?? .null), .number("tolerance", tolerance),
                        .number("t", t),
                    ]))
        }
    }

    /// What differs at `path`, in words: `header.height: the device showed 144, the model has 148:
    /// off by 4, more than the tolerance 0.5`; strings, lists and the rest without the difference
    /// (`scroll.phase: the device showed "bouncing", the model has "idle"`).
    static func difference(at path: String, shown: Value, model: Value?, tolerance: Double) -> String {
        guard let model else {
            return "\(path): the device showed \(shown.compactText), the model has no value there"
        }
        guard case .number(let device) = shown, case .number(let modelNumber) = model else {
            return "\(path): the device showed \(shown.compactText), the model has \(model.compactText)"
        }
        let offBy = abs(device - modelNumber)
        // Enough decimals that the difference reads as more than the tolerance (148.504 against
        // 148 with tolerance 0.5 is "off by 0.504", not "0.5"); the values get as many.
        var decimals = 2
        while decimals < 12, let shownOffBy = Double(formatNumber(offBy, decimals: decimals)),
            shownOffBy <= tolerance
        {
            decimals += 1
        }
        return "\(path): the device showed \(formatNumber(device, decimals: decimals)), the model has "
            + "\(formatNumber(modelNumber, decimals: decimals)): off by \(formatNumber(offBy, decimals: decimals)), "
            + "more than the tolerance \(formatNumber(tolerance, decimals: 9))"
    }
}
