/// Minimal diffs of state values: one `-`/`+` pair per changed leaf, in key order, unchanged leaves
/// collapsed into a count. The REPL's `diff`, `check` messages and the test helpers share it.
extension Value {
    /// Every leaf of the value as `(path, JSON text)`, in key order. Empty arrays and objects, and
    /// `null`, are leaves.
    package var leaves: [(path: String, text: String)] {
        leafValues.map { ($0.path, $0.value.jsonText) }
    }

    /// Every leaf of the value as `(path, value)`, in key order, as ``leaves`` lists them.
    package var leafValues: [(path: String, value: Value)] {
        var result: [(path: String, value: Value)] = []
        collectLeaves(prefix: "", into: &result)
        return result
    }

    private func collectLeaves(prefix: String, into result: inout [(path: String, value: Value)]) {
        func join(_ key: String) -> String { prefix.isEmpty ? key : prefix + "." + key }
        switch self {
        case .object(let members) where !members.isEmpty:
            for member in members { member.value.collectLeaves(prefix: join(member.key), into: &result) }
        case .array(let elements) where !elements.isEmpty:
            for (index, element) in elements.enumerated() {
                element.collectLeaves(prefix: join(String(index)), into: &result)
            }
        default:
            result.append((prefix, self))
        }
    }

    /// The lines that turn `old` into `new`: `- path: old` and `+ path: new` for each changed leaf,
    /// then `  (N unchanged)` when anything was left out. Empty when the values are equal.
    /// `tolerance`: numbers that differ by no more than it are unchanged (nil: only equal ones).
    package static func diff(from old: Value, to new: Value, tolerance: Double? = nil) -> [String] {
        let before = old.leafValues
        let after = new.leafValues
        var oldByPath: [String: Value] = [:]
        for leaf in before { oldByPath[leaf.path] = leaf.value }
        let newPaths = Set(after.map(\.path))
        var lines: [String] = []
        var unchanged = 0
        for leaf in after {
            guard let previous = oldByPath[leaf.path] else {
                lines.append("+ \(leaf.path): \(leaf.value.jsonText)")
                continue
            }
            if previous == leaf.value
                || tolerance.map({ leaf.value.matches(previous, tolerance: $0) }) == true
            {
                unchanged += 1
            } else {
                lines.append("- \(leaf.path): \(previous.jsonText)")
                lines.append("+ \(leaf.path): \(leaf.value.jsonText)")
            }
        }
        for leaf in before where !newPaths.contains(leaf.path) {
            lines.append("- \(leaf.path): \(leaf.value.jsonText)")
        }
        if !lines.isEmpty && unchanged > 0 { lines.append("  (\(unchanged) unchanged)") }
        return lines
    }
}
