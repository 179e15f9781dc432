/// A console that keeps the lines written to it, in order, to be written to another console
/// later (`check --jobs`: each recording is checked on a thread of its own, and its output goes
/// out in the order of the recordings).
struct LineLog: Console, Sendable {
    /// Each line, and whether it went to standard error.
    private(set) var lines: [(text: String, isError: Bool)] = []

    mutating func out(_ line: String) { lines.append((line, false)) }
    mutating func err(_ line: String) { lines.append((line, true)) }

    /// Writes every line to `console`, each to the stream it was written to.
    func write(to console: inout some Console) {
        for line in lines {
            if line.isError { console.err(line.text) } else { console.out(line.text) }
        }
    }
}
