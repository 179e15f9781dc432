/// The smallest readable difference between two texts, line by line: the lines they share at the start
/// and at the end are collapsed into counts; the rest is shown as `-` (expected) and `+` (actual) lines.
enum LineDiff {
    /// The diff of `expected` and `actual`, or nil if they are the same bytes. `limit` caps the `-`
    /// and the `+` lines shown (each), so that a wholly different output stays readable.
    static func render(expected: String, actual: String, limit: Int = 40) -> String? {
        guard Array(expected.utf8) != Array(actual.utf8) else { return nil }
        let old = lines(expected)
        let new = lines(actual)
        func same(_ a: String, _ b: String) -> Bool { Array(a.utf8) == Array(b.utf8) }
        var prefix = 0
        while prefix < min(old.count, new.count), same(old[prefix], new[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix,
            same(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
        {
            suffix += 1
        }
        var shown = ["first difference at line \(prefix + 1)"]
        if prefix > 0 { shown.append("  (\(prefix) unchanged)") }
        for (sign, changed) in [
            ("-", old[prefix..<(old.count - suffix)]), ("+", new[prefix..<(new.count - suffix)]),
        ] {
            shown += changed.prefix(limit).map { sign + " " + $0 }
            if changed.count > limit { shown.append("\(sign) … \(changed.count - limit) more lines") }
        }
        if suffix > 0 { shown.append("  (\(suffix) unchanged)") }
        let endings = (GoldenFile.endsWithNewline(expected), GoldenFile.endsWithNewline(actual))
        if endings.0 != endings.1, !expected.isEmpty, !actual.isEmpty {
            shown.append(
                endings.0
                    ? "the expected text ends with a newline, the actual one does not"
                    : "the actual text ends with a newline, the expected one does not")
        }
        return shown.joined(separator: "\n")
    }

    /// The lines of `text`; a final newline ends the last line, it does not start another.
    private static func lines(_ text: String) -> [String] {
        var lines = GoldenFile.lines(text)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
