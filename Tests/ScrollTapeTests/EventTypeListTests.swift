import Foundation
import ScrollTapeCore
import Testing

@testable import ScrollTape

/// The event types are listed once, as `EventType`; the places that name them follow it.
@Suite struct EventTypeListTests {
    /// The recording generator (Python, which cannot share the Swift list) names the same types in
    /// the same order, in its `EVENT_TYPES` (in its oracle, tools/recordings/oracle.py).
    @Test func theRecordingGeneratorListsTheSameTypes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = try String(
            contentsOf: root.appendingPathComponent("tools/recordings/oracle.py"), encoding: .utf8)
        let lines = script.split(separator: "\n").filter { $0.hasPrefix("EVENT_TYPES = (") }
        try #require(lines.count == 1, "tools/recordings/oracle.py has one EVENT_TYPES line")
        let names = lines[0].drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            .split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\""])
            }
        #expect(names == EventType.allCases.map(\.rawValue))
    }

    /// recordings/FORMAT.md counts the types in words and gives each its own section, in the
    /// list's order (it once said "eight" when there were eleven).
    @Test func theFormatDocumentCountsAndListsEveryType() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(
            contentsOf: root.appendingPathComponent("recordings/FORMAT.md"), encoding: .utf8)
        let words = [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen",
        ]
        try #require(EventType.allCases.count <= words.count, "add words")
        #expect(text.contains("one of the \(words[EventType.allCases.count - 1]) below"))
        let events = try #require(text.range(of: "\n## Events\n")).upperBound
        let end = text[events...].range(of: "\n## ")?.lowerBound ?? text.endIndex
        let headings = text[events..<end].split(separator: "\n").filter { $0.hasPrefix("### `") }.map {
            String($0.dropFirst("### `".count).prefix { $0 != "`" })
        }
        #expect(headings == EventType.allCases.map(\.rawValue))
    }

    /// The README's "Recordings" names every type, in the list's order (it once left out `call`).
    @Test func theReadmeNamesEveryType() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(text.range(of: "\n## Recordings\n")).upperBound
        let sentence = try #require(text[section...].range(of: "then one event per line ("))
        let list = text[sentence.upperBound...].prefix { $0 != ")" }
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(names == EventType.allCases.map { "`\($0.rawValue)`" })
    }

    /// The reader's list is `EventType`'s, and every event names its type from it.
    @Test func theReaderAndTheEventsNameTheTypesFromTheList() {
        #expect(
            EventDecoder.typeNames == [
                "touch", "tap", "scroll", "scrollTo", "keyboard", "safeArea", "inset", "frame", "update",
                "call", "expect", "observe", "mark",
            ])
        for type in EventType.allCases {
            #expect(FieldPlace.event(type).name == type.rawValue)
        }
    }

    /// The fast path matches type names as 64-bit words of their own: it takes exactly the line of
    /// each type it reads (`touch`, `tap`, `scroll`, `frame`, `mark`), spelled from `EventType`.
    @Test(arguments: EventType.allCases)
    func theFastPathReadsItsTypesByTheirNames(type: EventType) {
        let fields: String
        let isFast: Bool
        switch type {
        case .touch: (fields, isFast) = (#""phase":"began","id":1,"x":1,"y":2"#, true)
        case .tap: (fields, isFast) = (#""x":1,"y":2"#, true)
        case .scroll: (fields, isFast) = (#""dy":3"#, true)
        case .frame: (fields, isFast) = ("", true)
        case .mark: (fields, isFast) = (#""label":"here""#, true)
        default:
            // A type that only the tree-based decoder reads, whatever its fields.
            (fields, isFast) = ("", false)
        }
        let line = #"{"type":"\#(type.rawValue)","t":0"# + (fields.isEmpty ? "" : "," + fields) + "}"
        var sequence = EventDecoder.Sequence()
        var unknownKeys: [Range<Int>] = []
        let event = Array(line.utf8).withUnsafeBufferPointer {
            EventLineScanner.event($0, lineNumber: 2, sequence: &sequence, unknownKeys: &unknownKeys)
        }
        #expect((event != nil) == isFast, "\(line)")
        #expect(event.map(\.typeName) == (isFast ? type.rawValue : nil))
    }
}
