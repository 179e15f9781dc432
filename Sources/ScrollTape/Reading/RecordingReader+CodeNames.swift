import ScrollTapeCore

extension RecordingReader {
    /// Warnings about `expect` lines whose `code` names almost the same code as other lines do
    /// (`QuickReturnbar` beside `QuickReturnBar`): a replay checks only the lines of its code's
    /// exact name, so a misspelt name's lines are never checked. One warning per such name, at the
    /// `code` of its first line, naming the closest name with more lines (or as many, earlier).
    static func codeNameWarnings(_ events: [Event], bytes: UnsafeBufferPointer<UInt8>, path: String)
        -> [Diagnostic]
    {
        var counts: [String: Int] = [:]
        var first: [(name: String, event: Int)] = []
        for (index, event) in events.enumerated() {
            guard case .expect(let expectation) = event.kind, let name = expectation.code else { continue }
            if counts[name] == nil { first.append((name, index)) }
            counts[name, default: 0] += 1
        }
        guard first.count > 1 else { return [] }
        let order = Dictionary(uniqueKeysWithValues: first.enumerated().map { ($0.element.name, $0.offset) })
        var warnings: [Diagnostic] = []
        for (name, event) in first {
            let others = first.map(\.name).filter { other in
                other != name && (counts[other]!, -order[other]!) > (counts[name]!, -order[name]!)
            }
            guard let near = Spelling.closeMatches(for: name, among: others).first else { continue }
            let line = event + 2
            warnings.append(
                Diagnostic(
                    path: path, line: line, column: column(of: "\"code\"", inLine: line, of: bytes),
                    severity: .warning,
                    "expect 'code' '\(name)' (\(plural(counts[name]!, "line"))) is close to '\(near)' "
                        + "(\(plural(counts[near]!, "line"))): a replay checks only the lines of its code's exact "
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
