/// Minimal diffs of state values: one `-`/`+` pair per changed leaf, in key order, unchanged leaves
/// collapsed into a count. The REPL's `diff`, `check` messages and the test helpers share it.
extension Value {
    /// Every leaf of the value as `(path, JSON text)`, in key order. Empty arrays and objects, and
    /// `null`, are leaves.
    package var leaves: [(path: String, text: String)] {
        var result: [(path: String, text: String)] = []
        collectLeaves(prefix: "", into: &result)
        return result
    }

    private func collectLeaves(prefix: String, into result: inout [(path: String, text: String)]) {
        func join(_ key: String) -> String { prefix.isEmpty ? key : prefix + "." + key }
        switch self {
        case .object(let members) where !members.isEmpty:
            for member in members { member.value.collectLeaves(prefix: join(member.key), into: &result) }
        case .array(let elements) where !elements.isEmpty:
            for (index, element) in elements.enumerated() {
                element.collectLeaves(prefix: join(String(index)), into: &result)
            }
        default:
            result.append((prefix, jsonText))
        }
    }

    /// The lines that turn `old` into `new`: `- path: old` and `+ path: new` for each changed leaf,
    /// then `  (N unchanged)` when anything was left out. Empty when the values are equal.
    package static func diff(from old: Value, to new: Value) -> [String] {
        let before = old.leaves
        let after = new.leaves
        var oldByPath: [String: String] = [:]
        for leaf in before { oldByPath[leaf.path] = leaf.text }
        let newPaths = Set(after.map(\.path))
        var lines: [String] = []
        var unchanged = 0
        for leaf in after {
            switch oldByPath[leaf.path] {
            case leaf.text?:
                unchanged += 1
            case let previous?:
                lines.append("- \(leaf.path): \(previous)")
                lines.append("+ \(leaf.path): \(leaf.text)")
            case nil:
                lines.append("+ \(leaf.path): \(leaf.text)")
            }
        }
        for leaf in before where !newPaths.contains(leaf.path) {
            lines.append("- \(leaf.path): \(leaf.text)")
        }
        if !lines.isEmpty && unchanged > 0 { lines.append("  (\(unchanged) unchanged)") }
        return lines
    }
}
