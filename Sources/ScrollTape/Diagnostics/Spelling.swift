/// "Did you mean …?" for a mistyped name: the names it is one or two slips away from.
package enum Spelling {
    /// The names in `candidates` closest to `word`, in their order, if any is close enough to be
    /// what was meant; empty otherwise (or when `word` is one of them).
    ///
    /// Close enough: at most one edit per three characters of `word`, rounded up (as Clang and
    /// Swift choose typo corrections), and fewer edits than the candidate has characters (so a
    /// one-letter name is never suggested for another one-letter name). Case counts: `Type` is one
    /// edit from `type`.
    static func closeMatches(for word: String, among candidates: [String]) -> [String] {
        guard !candidates.contains(word) else { return [] }
        let limit = (word.unicodeScalars.count + 2) / 3
        var best = Int.max
        var matches: [String] = []
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            guard distance <= limit, distance < candidate.unicodeScalars.count,
                distance <= best
            else { continue }
            if distance < best {
                best = distance
                matches.removeAll()
            }
            matches.append(candidate)
        }
        return matches
    }

    /// `did you mean 'tolerance'?` (or `'dx' or 'dy'`) for `word`, nil when nothing is close.
    package static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        let matches = closeMatches(for: word, among: candidates)
        guard !matches.isEmpty else { return nil }
        return "did you mean \(matches.map { "'\($0)'" }.joined(separator: " or "))?"
    }

    /// The optimal-string-alignment distance (Damerau–Levenshtein without repeated edits of a
    /// substring): insertions, deletions, substitutions and transpositions of two adjacent
    /// characters (`tpye` → `type` is one edit), over Unicode scalars.
    ///
    /// - Complexity: O(*m*·*n*) time, O(*n*) memory.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Three rows of the distance table: before the previous, previous and current.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, beforePrevious[j - 2] + 1)
                }
                current[j] = distance
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
