import Foundation
import Testing

/// `scrolltape hit`: UIKit hit-testing through pass-through headers.
@Suite("scrolltape hit, end to end")
struct HitTests {
    static let controls = "recordings/overlay-passthrough-controls.jsonl"
    static let selfStack = "recordings/known-bad/overlay-passthrough-self-stack.jsonl"

    /// One `hit FILE X Y [--at N] --json` and the exact line it must print.
    struct HitCase: CustomTestStringConvertible, Sendable {
        var what: String
        var path: String
        var x: String
        var y: String
        var at: Int?
        var json: String

        var arguments: [String] {
            ["hit", path, x, y] + (at.map { ["--at", "\($0)"] } ?? []) + ["--json"]
        }
        var testDescription: String { "\(what): " + arguments.dropFirst().joined(separator: " ") }
    }

    // Frames from the session lines: header [0,0,414,148] holding a stack `toolbar` of the same size with
    // back [8,52,44,44], share [362,52,44,44] and the label title [60,96,294,40]. The list rests at
    // offset -148 (index 0): its content starts at window y 148, rows are 88 tall; after event 65 the offset
    // is 332 (window y 120 = content y 452, row 5) and after event 102 it is 32 (content y 152, row 1).
    static let cases: [HitCase] = [
        .init(
            what: "back button", path: controls, x: "30", y: "74",
            json:
                #"{"chain":["header","toolbar","back"],"target":"back","receiver":"control","passedThrough":[]}"#
        ),
        .init(
            what: "share button", path: controls, x: "384", y: "74",
            json:
                #"{"chain":["header","toolbar","share"],"target":"share","receiver":"control","passedThrough":[]}"#
        ),
        .init(
            what: "header's empty area above the first row", path: controls, x: "200", y: "120",
            json: #"{"chain":["list"],"target":"list","receiver":"scroll","passedThrough":["header"]}"#),
        .init(
            what: "title label (not interactive)", path: controls, x: "200", y: "116",
            json: #"{"chain":["list"],"target":"list","receiver":"scroll","passedThrough":["header"]}"#),
        .init(
            what: "header's empty area over row 5", path: controls, x: "200", y: "120", at: 65,
            json:
                #"{"chain":["list","list.item.5"],"target":"list.item.5","receiver":"scroll","passedThrough":["header"]}"#
        ),
        .init(
            what: "header's empty area over row 1", path: controls, x: "200", y: "120", at: 102,
            json:
                #"{"chain":["list","list.item.1"],"target":"list.item.1","receiver":"scroll","passedThrough":["header"]}"#
        ),
        .init(
            what: "a row below the header", path: controls, x: "200", y: "500",
            json:
                #"{"chain":["list","list.item.4"],"target":"list.item.4","receiver":"scroll","passedThrough":[]}"#
        ),
        .init(
            what: "right of the window", path: controls, x: "500", y: "120",
            json: #"{"chain":[],"target":"window","receiver":"none","passedThrough":[]}"#),
        .init(
            what: "above and left of the window", path: controls, x: "-5", y: "-5",
            json: #"{"chain":[],"target":"window","receiver":"none","passedThrough":[]}"#),
        .init(
            what: "back button", path: selfStack, x: "30", y: "74",
            json:
                #"{"chain":["header","toolbar","back"],"target":"back","receiver":"control","passedThrough":[]}"#
        ),
        .init(
            what: "header's empty area is swallowed by the stack", path: selfStack, x: "200", y: "120",
            json: #"{"chain":["header","toolbar"],"target":"toolbar","receiver":"none","passedThrough":[]}"#),
        .init(
            what: "still swallowed after the list scrolled", path: selfStack, x: "200", y: "120", at: 65,
            json: #"{"chain":["header","toolbar"],"target":"toolbar","receiver":"none","passedThrough":[]}"#),
        .init(
            what: "right of the window", path: selfStack, x: "500", y: "120",
            json: #"{"chain":[],"target":"window","receiver":"none","passedThrough":[]}"#),
    ]

    @Test(arguments: cases)
    func hitPrintsTheExactJSONLine(_ hit: HitCase) throws {
        let result = try run(hit.arguments)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == hit.json + "\n")
    }

    @Test func laterIndexWhereTheListScrolledHitsAnotherItem() throws {
        let early = try run(["hit", Self.controls, "200", "120", "--at", "65", "--json"])
        let later = try run(["hit", Self.controls, "200", "120", "--at", "102", "--json"])
        #expect(early.status == 0 && later.status == 0)
        #expect(early.stdout != later.stdout)
    }

    @Test func textNamesChainTargetAndReceiver() throws {
        let result = try run(["hit", Self.controls, "30", "74"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdoutLines == [
                "chain     header > toolbar > back", "target    back", "receiver  control",
            ])
        // A touch the header lets through names the view it passed through.
        let through = try run(["hit", Self.controls, "200", "120"])
        #expect(
            through.stdoutLines == [
                "chain     list", "target    list", "receiver  scroll", "passed through  header",
            ])
    }

    @Test func atPastTheEndNamesTheEventCount() throws {
        let count = try RecordingFacts(Self.controls).eventCount
        let result = try run(["hit", Self.controls, "200", "120", "--at", "\(count + 1)", "--json"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "error: --at \(count + 1) is past the end: \(Self.controls) has \(count) events "
                + "(indices 0…\(count))\n")
    }
}
