import ScrollTape

/// What a failing `assertReplay` says: one summary, then the problems as compiler-style lines
/// pointing at the recording, most useful first, each once, at most ``lineLimit`` of them and a
/// count of the rest (one forgotten line in a header once gave 298 lines, the divergence
/// last).
struct ReplayFailure: Equatable {
    /// The most problem lines shown; the rest are counted.
    static let lineLimit = 5

    /// `MyHeader on recordings/flick.jsonl: diverges from the built-in header at index 10; 6 failures
    /// (header.direction ×4, expect ×2)`.
    var summary: String
    /// The lines shown, then `… and 293 more: …` when there were more.
    var lines: [String]

    /// - Parameters:
    ///   - first: The lines that explain the most (the code's misuses of the library, the
    ///     divergence), shown before the others.
    ///   - others: The violations, in file order.
    ///   - seeAll: Where the rest can be seen (`run \`scrolltape check FILE\` for all`).
    ///   - limit: The most lines shown (a store's diff shows more than a replay's violations).
    init(summary: String, first: [String], others: [String], seeAll: String, limit: Int = lineLimit) {
        self.summary = summary
        var seen: Set<String> = []
        let all = (first + others).filter { seen.insert($0).inserted }
        lines = Array(all.prefix(limit))
        if all.count > limit {
            lines.append("… and \(all.count - limit) more: \(seeAll)")
        }
    }

    /// The text: the summary, then the lines.
    var message: String {
        ([summary] + lines).joined(separator: "\n")
    }
}
