/// "Did you mean …?" for a mistyped name: the names it is one or two slips away from; and lists of
/// names in messages, cut to a few of them (the closest by spelling first) and a count.
package enum Spelling {
    /// The names in `candidates` closest to `word`, in their order, if any is close enough to be
    /// what was meant; empty otherwise (or when `word` is one of them).
    ///
    /// Close enough: at most ``limit(for:)`` edits, and fewer edits than the candidate has
    /// characters (so a one-letter name is never suggested for another one-letter name). Case
    /// counts: `Type` is one edit from `type`.
    ///
    /// - Complexity: O(*n*·*k*·*m*) for *n* candidates of *m* characters and a limit of *k*
    ///   edits: a candidate whose length differs by more than the limit is skipped, and the
    ///   distance to the others is computed only as far as the limit.
    package static func closeMatches(for word: String, among candidates: [String]) -> [String] {
        guard !candidates.contains(word) else { return [] }
        let letters = Array(word.unicodeScalars)
        var bound = limit(for: letters.count)
        var best: Int?
        var matches: [String] = []
        for candidate in candidates {
            let other = Array(candidate.unicodeScalars)
            guard let distance = editDistance(letters, other, atMost: bound), distance < other.count else {
                continue
            }
            if distance < best ?? Int.max {
                best = distance
                bound = distance
                matches.removeAll()
            }
            matches.append(candidate)
        }
        return matches
    }

    /// The most edits a name of `count` characters may be from a name it was meant to be: one per
    /// three characters, rounded up (as Clang and Swift choose typo corrections).
    package static func limit(for count: Int) -> Int {
        (count + 2) / 3
    }

    /// `did you mean 'tolerance'?` (or `'dx' or 'dy'`) for `word`, nil when nothing is close.
    package static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        let matches = closeMatches(for: word, among: candidates)
        guard !matches.isEmpty else { return nil }
        return "did you mean \(matches.map { "'\($0)'" }.joined(separator: " or "))?"
    }

    /// The names a message lists of a long list, before it says how many more there are.
    package static let listedNames = 8
    /// The longest list a message shows whole (the state's own keys, a scene's few views).
    package static let wholeListLimit = 12

    /// `names` as a message lists them: `a, b, c`, or, past ``wholeListLimit`` of them, the first
    /// ``listedNames`` and `and 19992 more`. With `word` (the name the message is about), the names close to
    /// it by spelling (``closeMatches(for:among:)``'s rule) come first, closest first, then the
    /// others in order. `quoted` puts each name in single quotes.
    ///
    /// Every message that lists names the input chose (view ids, scroll views, marks, state keys)
    /// cuts them here, so none grows with the input.
    package static func shortList(
        _ names: [String], closestTo word: String? = nil, quoted: Bool = false, limit: Int = listedNames
    ) -> String {
        let limit = names.count > max(limit, wholeListLimit) ? limit : names.count
        var shown: [String] = []
        if let word, names.count > limit {
            let letters = Array(word.unicodeScalars)
            let bound = Self.limit(for: letters.count)
            var close: [(distance: Int, position: Int)] = []
            for (position, name) in names.enumerated() where name != word {
                let other = Array(name.unicodeScalars)
                if let distance = editDistance(letters, other, atMost: bound), distance < other.count {
                    close.append((distance, position))
                }
            }
            close.sort { ($0.distance, $0.position) < ($1.distance, $1.position) }
            let first = close.prefix(limit).map(\.position)
            let chosen = Set(first)
            shown = first.map { names[$0] }
            for (position, name) in names.enumerated() where shown.count < limit && !chosen.contains(position)
            {
                shown.append(name)
            }
        } else {
            shown = Array(names.prefix(limit))
        }
        let text = shown.map { quoted ? "'\($0)'" : $0 }.joined(separator: ", ")
        return names.count > shown.count ? "\(text) and \(names.count - shown.count) more" : text
    }

    /// The optimal-string-alignment distance (Damerau–Levenshtein without repeated edits of a
    /// substring): insertions, deletions, substitutions and transpositions of two adjacent
    /// characters (`tpye` → `type` is one edit), over Unicode scalars.
    ///
    /// - Complexity: O(*m*·*n*) time, O(*n*) memory.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        return editDistance(a, b, atMost: max(a.count, b.count)) ?? max(a.count, b.count)
    }

    /// ``editDistance(_:_:)`` of `a` and `b` when it is at most `bound`, else nil.
    ///
    /// Only the cells of the table within `bound` of its diagonal are computed (a cell further
    /// off is more than `bound` edits), and the computation stops at the first row whose cells
    /// all exceed `bound` (no row's smallest cell is below the one of the row before).
    ///
    /// - Complexity: O(*m*·`bound`) time, O(*n*) memory; O(1) when the lengths differ by more
    ///   than `bound`.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int) -> Int?
    {
        guard abs(a.count - b.count) <= bound else { return nil }
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        let beyond = bound + 1
        // Three rows of the distance table: before the previous, previous and current. Cells off
        // the band hold `beyond`.
        var beforePrevious = [Int](repeating: beyond, count: b.count + 1)
        var previous = (0...b.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - bound)
            let high = min(b.count, i + bound)
            current[0] = min(i, beyond)
            current[low - 1] = low == 1 ? current[0] : beyond
            if high < b.count { current[high + 1] = beyond }
            var rowMinimum = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, beforePrevious[j - 2] + 1)
                }
                current[j] = min(distance, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
            guard rowMinimum <= bound else { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
