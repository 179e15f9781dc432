/// `conformance`: every `observe` event (what the device showed) matches the model: numbers within
/// a tolerance in points, everything else exactly. A view's `x` and `y` are compared where it is
/// drawn: plus its transform's `tx` and `ty` when the device showed its transform (which are then
/// not compared on their own), so an effect the app makes with a translation, not with the view's
/// frame, matches the model's move of the frame.
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
            var (shown, modelValue, label) = (member.value, state[path: StatePath(member.key)], member.key)
            if let drawn = DrawnPosition(member.key) {
                let partner = values.first { $0.key == drawn.partnerPath }
                if drawn.isTranslation {
                    // Compared with the view's x or y, when the device showed that too.
                    if partner != nil { continue }
                } else if let translation = partner {
                    // A view's x and y are compared where it is drawn: with its transform's
                    // translation (a move made with `transform`, or with its frame, looks the same).
                    shown = sum(shown, translation.value)
                    modelValue = modelValue.map {
                        sum($0, state[path: StatePath(drawn.partnerPath)] ?? .number(0))
                    }
                    label += " + " + drawn.translationName
                }
            }
            if let modelValue, modelValue.matches(shown, tolerance: tolerance) { continue }
            found.append(
                Violation(
                    .conformance, event: after.index,
                    "\(difference(at: label, shown: shown, model: modelValue, tolerance: tolerance)) "
                        + "(event \(after.index), t=\(formatNumber(t, decimals: 4)))",
                    values: [
                        Value.Member("path", .string(label)), Value.Member("shown", shown),
                        Value.Member("model", modelValue ?? .null), .number("tolerance", tolerance),
                        .number("t", t),
                    ]))
        }
    }

    /// `value` plus `other` when both are numbers; else `value`.
    private static func sum(_ value: Value, _ other: Value) -> Value {
        guard case .number(let a) = value, case .number(let b) = other else { return value }
        return .number(a + b)
    }

    /// A view's `x` or `y` (`views.<id>.x`) and its transform's translation along the same axis
    /// (`views.<id>.transform.tx`): each the other's partner.
    struct DrawnPosition {
        /// Whether the path is the translation (else the position).
        let isTranslation: Bool
        /// The path of the partner.
        let partnerPath: String
        /// `transform.tx` or `transform.ty`.
        let translationName: String

        init?(_ path: String) {
            guard path.hasPrefix("views.") else { return nil }
            for (position, translation) in [(".x", ".transform.tx"), (".y", ".transform.ty")] {
                let isTranslation = path.hasSuffix(translation)
                guard isTranslation || path.hasSuffix(position) else { continue }
                self.isTranslation = isTranslation
                partnerPath =
                    isTranslation
                    ? path.dropLast(translation.count) + position
                    : path.dropLast(position.count) + translation
                translationName = String(translation.dropFirst())
                return
            }
            return nil
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
