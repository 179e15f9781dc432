import ScrollTapeCore

extension RecordingReader {
    /// The most close-name warnings listed one by one; one more line counts the rest.
    static let listedCodeNameWarnings = 10

    /// Warnings about `expect` lines whose `code` names almost the same code as other lines do
    /// (`QuickReturnbar` beside `QuickReturnBar`): a replay checks only the lines of its code's
    /// exact name, so a misspelt name's lines are never checked. One warning per such name, at the
    /// `code` of its first line, naming the closest name with more lines (or as many, earlier); past
    /// ``listedCodeNameWarnings`` of them, one warning at the next one says how many more there are.
    static func codeNameWarnings(_ events: [Event], bytes: UnsafeBufferPointer<UInt8>, path: String)
        -> [Diagnostic]
    {
        let names = Recording.codeNames(of: events)
        guard names.count > 1 else { return [] }
        let close = closeCodeNames(names)
        var warnings: [Diagnostic] = []
        for (position, near) in close.prefix(listedCodeNameWarnings) {
            let name = names[position]
            let line = name.firstEvent + 2
            warnings.append(
                Diagnostic(
                    path: path, line: line, column: column(of: "\"code\"", inLine: line, of: bytes),
                    severity: .warning,
                    "expect 'code' '\(name.name)' (\(plural(name.lines, "line"))) is close to '\(names[near].name)' "
                        + "(\(plural(names[near].lines, "line"))): a replay checks only the lines of its code's exact "
                        + "name, so a misspelt name's lines are never checked"))
        }
        if close.count > listedCodeNameWarnings {
            let next = names[close[listedCodeNameWarnings].position]
            let line = next.firstEvent + 2
            warnings.append(
                Diagnostic(
                    path: path, line: line, column: column(of: "\"code\"", inLine: line, of: bytes),
                    severity: .warning,
                    "\(plural(close.count - listedCodeNameWarnings, "more expect 'code' name")) (from "
                        + "'\(next.name)' here on) \(close.count - listedCodeNameWarnings == 1 ? "is" : "are") "
                        + "close to other names"))
        }
        return warnings
    }

    /// Each name (by position in `names`) close to a name with more lines, or as many and earlier,
    /// with the closest such name (the earliest of the closest): ``Spelling/closeMatches(for:among:)``
    /// over those names, in the order of `names`.
    ///
    /// Names one edit apart are found through their one-deletion variants (two names one edit
    /// apart share one: a name is its own variant); the others are compared only with names whose
    /// length is within the limit of edits, and each distance only as far as the limit.
    static func closeCodeNames(_ names: [(name: String, lines: Int, firstEvent: Int)])
        -> [(position: Int, near: Int)]
    {
        let letters = names.map { Array($0.name.unicodeScalars) }
        func outranks(_ other: Int, _ position: Int) -> Bool {
            (names[other].lines, -other) > (names[position].lines, -position)
        }
        func variants(_ word: [Unicode.Scalar]) -> [String] {
            var found = [String(String.UnicodeScalarView(word))]
            for skipped in word.indices {
                var variant = word
                variant.remove(at: skipped)
                found.append(String(String.UnicodeScalarView(variant)))
            }
            return found
        }
        var sharing: [String: [Int]] = [:]
        var byLength: [Int: [Int]] = [:]
        for (position, word) in letters.enumerated() {
            for variant in Set(variants(word)) { sharing[variant, default: []].append(position) }
            byLength[word.count, default: []].append(position)
        }
        var close: [(position: Int, near: Int)] = []
        for (position, word) in letters.enumerated() {
            // One edit: the fewest two different names can be apart.
            var near: Int?
            for variant in variants(word) {
                for other in sharing[variant] ?? []
                where other != position && outranks(other, position) && other < near ?? Int.max
                    && letters[other].count > 1
                    && Spelling.editDistance(word, letters[other], atMost: 1) == 1
                {
                    near = other
                }
            }
            if let near {
                close.append((position, near))
                continue
            }
            let limit = Spelling.limit(for: word.count)
            guard limit >= 2 else { continue }
            var best: (distance: Int, other: Int)?
            var bound = limit
            for length in max(0, word.count - limit)...(word.count + limit) {
                for other in byLength[length] ?? [] where outranks(other, position) {
                    guard let distance = Spelling.editDistance(word, letters[other], atMost: bound),
                        distance < letters[other].count
                    else { continue }
                    if best.map({ (distance, other) < ($0.distance, $0.other) }) ?? true {
                        best = (distance, other)
                        bound = distance
                    }
                }
            }
            if let best { close.append((position, best.other)) }
        }
        return close
    }

    /// The 1-based column (in bytes) of the first `needle` on line `number` of `bytes`, else 1.
    private static func column(of needle: String, inLine number: Int, of bytes: UnsafeBufferPointer<UInt8>)
        -> Int
    {
        var lines = LineSplitter(bytes)
        while let line = lines.next() {
            guard line.number == number else { continue }
            let text = Array(bytes[line.range])
            let pattern = Array(needle.utf8)
            guard text.count >= pattern.count else { return 1 }
            for start in 0...(text.count - pattern.count)
            where Array(text[start..<start + pattern.count]) == pattern {
                return start + 1
            }
            return 1
        }
        return 1
    }
}

extension Recording {
    /// The names of app code its `expect` lines were written for (their `code`), in the order they
    /// first appear, each with its number of lines and the index (0-based) of its first event.
    package var expectCodeNames: [(name: String, lines: Int, firstEvent: Int)] { Self.codeNames(of: events) }

    static func codeNames(of events: [Event]) -> [(name: String, lines: Int, firstEvent: Int)] {
        var names: [(name: String, lines: Int, firstEvent: Int)] = []
        var position: [String: Int] = [:]
        for (index, event) in events.enumerated() {
            guard case .expect(let expectation) = event.kind, let name = expectation.code else { continue }
            if let known = position[name] {
                names[known].lines += 1
            } else {
                position[name] = names.count
                names.append((name, 1, index))
            }
        }
        return names
    }
}
