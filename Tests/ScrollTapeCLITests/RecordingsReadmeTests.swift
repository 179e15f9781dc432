import Foundation
import Testing

/// recordings/README.md says what each bundled recording holds and what `check` finds in it; the built
/// binary must agree with every number it states.
@Suite("recordings/README.md, against the binary")
struct RecordingsReadmeTests {
    /// The table lists every recording under recordings/, each once.
    @Test func theTableListsEveryRecording() throws {
        let readme = try RecordingsReadme.load()
        let listed = readme.rows.map { "recordings/" + $0.file }
        #expect(listed.sorted() == RecordingFacts.paths(under: "recordings"))
        #expect(Set(listed).count == listed.count)
    }

    /// Events, expects, expected failures and their counts are what `check` prints; marks and the total of
    /// violations are what the REPL's `info` prints.
    @Test(arguments: try RecordingsReadme.load().rows)
    func tableRowMatchesCheck(row: RecordingsReadme.Row) throws {
        let path = "recordings/" + row.file
        let check = try run(["check", path])
        #expect(check.status == 0, "\(check.stderr)")
        let summary =
            /(?<verdict>PASS|XFAIL) (?<path>\S+) \((?<events>\d+) events, (?<expects>\d+) expects(?:, \d+ more for app code \S+)*(?:; known bug caught: (?<caught>.+))?\)/
        let match = try #require(check.stdoutLines.first?.wholeMatch(of: summary), "\(check.stdout)")
        #expect(match.path == path[...])
        #expect(Int(match.events) == row.events, "events")
        #expect(Int(match.expects) == row.expects, "expects")
        var caught: [String: Int] = [:]
        for part in (match.caught ?? "").split(separator: ", ") {
            let name = try #require(part.wholeMatch(of: /(?<name>\S+) ×(?<count>\d+)/), "\(part)")
            caught[String(name.name)] = Int(name.count)
        }
        #expect(caught == row.expectedFailures, "expected failures")
        #expect(match.verdict == (row.expectedFailures.isEmpty ? "PASS" : "XFAIL"))

        let info = try run(["repl", path], input: "info\n")
        let facts = try #require(
            info.stdoutLines.first?.wholeMatch(
                of:
                    /file +(?<path>\S+): (?<events>\d+) events, (?<marks>\d+) marks, (?<violations>\d+) violations?/
            ),
            "\(info.stdout)")
        #expect(Int(facts.events) == row.events)
        #expect(Int(facts.marks) == row.marks, "marks")
        #expect(Int(facts.violations) == row.expectedFailures.values.reduce(0, +), "violations")
    }

    /// Every `(event N, t=T): key=value, …` line states the state after event N (and the hit-tests there)
    /// as `replay --trace` and `hit --at N` give it: numbers within 0.01 (they are written with 4 decimals),
    /// everything else exactly. Every `initial:` line states the range and header at index 0.
    @Test(arguments: try RecordingsReadme.load().sections)
    func notesMatchTheReplay(section: RecordingsReadme.Section) throws {
        let path = "recordings/" + section.file
        #expect(!section.notes.isEmpty, "\(path) has no notes")
        let trace = try run(["replay", path, "--trace"])
        #expect(trace.status == 0)
        let states = try trace.stdoutLines.map { try RecordingFacts.object($0) }
        for note in section.notes {
            let state = try #require(
                states.indices.contains(note.index) ? states[note.index] : nil, "\(note)")
            if let time = note.time {
                #expect(abs((state["t"] as? Double ?? .nan) - time) < 1e-9, "\(path): \(note)")
            }
            for (key, stated) in note.values {
                let actual = RecordingsReadme.text(at: key, in: state)
                let matches =
                    if let number = Double(stated), let value = Double(actual) {
                        abs(number - value) <= 0.01
                    } else {
                        stated == actual
                    }
                #expect(matches, "\(path): \(note)\n  \(key): README says \(stated), replay gives \(actual)")
            }
            for hit in note.hits {
                let result = try run(["hit", path, hit.x, hit.y, "--at", String(note.index), "--json"])
                let target = try RecordingFacts.object(result.stdout)["target"] as? String
                #expect(target == hit.target, "\(path): \(note): hit(\(hit.x),\(hit.y))")
            }
        }
    }
}

/// recordings/README.md, parsed: the table and, per recording, its notes.
struct RecordingsReadme: Sendable {
    struct Row: Sendable, CustomTestStringConvertible {
        var file: String
        var events: Int
        var expects: Int
        var marks: Int
        /// Invariant → the number of events that break it.
        var expectedFailures: [String: Int]
        var testDescription: String { file }
    }

    /// One `- …` line under a recording's heading.
    struct Note: Sendable, CustomStringConvertible {
        var text: String
        /// The index of the state it describes.
        var index: Int
        var time: Double?
        /// State path (as `replay --trace` names it) → the value as the README writes it.
        var values: [(key: String, value: String)]
        var hits: [(x: String, y: String, target: String)]
        var description: String { text }
    }

    struct Section: Sendable, CustomTestStringConvertible {
        var file: String
        var notes: [Note]
        var testDescription: String { file }
    }

    var rows: [Row] = []
    var sections: [Section] = []

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// recordings/README.md of the package.
    static func load() throws -> RecordingsReadme {
        try RecordingsReadme(
            try String(contentsOf: PackageRoot.file("recordings/README.md"), encoding: .utf8))
    }

    init(_ text: String) throws {
        let row =
            /\| `(?<file>[^`]+)` \| (?<events>\d+) \| (?<expects>\d+) \| (?<marks>\d+) \| (?<failures>.+) \|/
        let failure = /`(?<name>[^`]+)` \((?<count>\d+) events?\)/
        let heading = /## `(?<file>[^`]+)`/
        let event = /- (?<text>.*) \(event (?<index>\d+), t=(?<time>[0-9.]+)\): (?<values>.*)/
        let initial =
            /- initial: offset (?<axis>[xy])=(?<offset>\S+) range \[(?<min>\S+), (?<max>\S+)\](?:, header (?<header>\S+))?/
        for line in text.split(separator: "\n").map(String.init) {
            if let match = line.wholeMatch(of: row) {
                var failures: [String: Int] = [:]
                if match.failures != "—" {
                    for part in match.failures.split(separator: ", ") {
                        guard let named = part.wholeMatch(of: failure) else {
                            throw ParseError(description: "expected failures: \(part)")
                        }
                        failures[String(named.name)] = Int(named.count)
                    }
                }
                rows.append(
                    Row(
                        file: String(match.file), events: Int(match.events)!, expects: Int(match.expects)!,
                        marks: Int(match.marks)!, expectedFailures: failures))
            } else if let match = line.wholeMatch(of: heading) {
                sections.append(Section(file: String(match.file), notes: []))
            } else if line.hasPrefix("- "), !sections.isEmpty {
                if let match = line.wholeMatch(of: initial) {
                    var values = [
                        (key: "scroll.offset.\(match.axis)", value: String(match.offset)),
                        (key: "scroll.minOffset.\(match.axis)", value: String(match.min)),
                        (key: "scroll.maxOffset.\(match.axis)", value: String(match.max)),
                    ]
                    values.append((key: "header.height", value: match.header.map(String.init) ?? "null"))
                    sections[sections.count - 1].notes.append(
                        Note(text: line, index: 0, time: nil, values: values, hits: []))
                } else if let match = line.wholeMatch(of: event) {
                    var note = Note(
                        text: line, index: Int(match.index)!, time: Double(match.time)!, values: [], hits: [])
                    try Self.parse(String(match.values), into: &note)
                    sections[sections.count - 1].notes.append(note)
                } else {
                    throw ParseError(description: "a note in neither form: \(line)")
                }
            }
        }
        guard !rows.isEmpty, !sections.isEmpty else {
            throw ParseError(description: "recordings/README.md has no table or no sections")
        }
    }

    /// `offset.y=432, phase=idle, touches=6 list.item.39/scroll, actions=item 3@5, back@12, hit(30,80)=back`.
    private static func parse(_ text: String, into note: inout Note) throws {
        var items: [String] = []
        for part in text.split(separator: ", ").map(String.init) {
            // A list value (actions, touches) goes on after ", " without a key of its own.
            if part.wholeMatch(of: /[A-Za-z.]+=.*|hit\(.*/) == nil, !items.isEmpty {
                items[items.count - 1] += ", " + part
            } else {
                items.append(part)
            }
        }
        for item in items {
            if let hit = item.wholeMatch(of: /hit\((?<x>[-0-9.]+),(?<y>[-0-9.]+)\)=(?<target>\S+)/) {
                note.hits.append((x: String(hit.x), y: String(hit.y), target: String(hit.target)))
                continue
            }
            guard let pair = item.wholeMatch(of: /(?<key>[A-Za-z.]+)=(?<value>.*)/) else {
                throw ParseError(description: "'\(item)' in \(note.text)")
            }
            let key = String(pair.key)
            let path =
                key.hasPrefix("header.") || key == "touches" || key == "actions" ? key : "scroll." + key
            note.values.append((key: path, value: String(pair.value)))
        }
    }

    /// The value at `path` in a `replay --trace` state, written as the README writes it.
    static func text(at path: String, in state: [String: Any]) -> String {
        var value: Any? = state
        for component in path.split(separator: ".") {
            value = (value as? [String: Any])?[String(component)]
        }
        switch path {
        case "touches":
            let touches = value as? [[String: Any]] ?? []
            return touches.map { "\(number($0["id"])) \($0["target"] ?? "?")/\($0["owner"] ?? "?")" }
                .joined(separator: ", ")
        case "actions":
            let actions = value as? [[String: Any]] ?? []
            guard !actions.isEmpty else { return "none" }
            return actions.map { action in
                let what =
                    action["kind"] as? String == "select"
                    ? "item \(number(action["item"]))" : "\(action["view"] ?? "?")"
                return "\(what)@\(number(action["index"]))"
            }.joined(separator: ", ")
        default:
            if value is NSNull || value == nil { return "null" }
            if let text = value as? String { return text }
            return number(value)
        }
    }

    /// A JSON number as the README writes it (`148`, `-59.5`).
    private static func number(_ value: Any?) -> String {
        guard let number = value as? Double else { return "\(value ?? "nil")" }
        return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
