import ScrollTapeCore

extension RecordingReader {
    /// Warnings about `expect` lines whose `code` names almost the same code as other lines do
    /// (`QuickReturnbar` beside `QuickReturnBar`): a replay checks only the lines of its code's
    /// exact name, so a misspelt name's lines are never checked. One warning per such name, at the
    /// `code` of its first line, naming the closest name with more lines (or as many, earlier).
    static func codeNameWarnings(_ events: [Event], bytes: UnsafeBufferPointer<UInt8>, path: String)
        -> [Diagnostic]
    {
        let names = Recording.codeNames(of: events)
        guard names.count > 1 else { return [] }
        var warnings: [Diagnostic] = []
        for (position, name) in names.enumerated() {
            // The names with more lines, or as many and earlier, are the likely spellings.
            let others = names.enumerated().filter { other in
                other.offset != position
                    && (other.element.lines, -other.offset) > (name.lines, -position)
            }
            guard
                let near = Spelling.closeMatches(for: name.name, among: others.map(\.element.name)).first,
                let lines = names.first(where: { $0.name == near })?.lines
            else { continue }
            let line = name.firstEvent + 2
            warnings.append(
                Diagnostic(
                    path: path, line: line, column: column(of: "\"code\"", inLine: line, of: bytes),
                    severity: .warning,
                    "expect 'code' '\(name.name)' (\(plural(name.lines, "line"))) is close to '\(near)' "
                        + "(\(plural(lines, "line"))): a replay checks only the lines of its code's exact "
                        + "name, so a misspelt name's lines are never checked"))
        }
        return warnings
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
