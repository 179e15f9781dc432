import Foundation
import Testing

/// `scrolltape replay`: the state at an index, as text or as one line of state JSON.
@Suite("scrolltape replay, end to end")
struct ReplayTests {
    static let iPhone11 = "recordings/iphone11-collapsing-header.jsonl"

    /// The JSON object of a one-line stdout.
    static func state(_ result: CommandResult) throws -> [String: Any] {
        try #require(
            result.stdout.hasSuffix("\n") && result.stdoutLines.count == 1, "not one line:\n\(result.stdout)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func jsonAtIndexZeroIsTheInitialStateInContractKeyOrder() throws {
        let result = try run(["replay", Self.iPhone11, "--to", "0", "--json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let text = result.stdout
        #expect(
            text.hasPrefix(#"{"index":0,"t":0,"scroll":{"offset":{"x":0,"y":-148},"velocity":{"#), "\(text)")

        let topLevel = JSONKeyOrder.keys(of: "", in: text)
        #expect(Array(topLevel.prefix(3)) == ["index", "t", "scroll"], "\(topLevel)")
        #expect(
            topLevel.filter { ["header", "touches", "actions", "violations"].contains($0) }
                == ["header", "touches", "actions", "violations"])
        #expect(topLevel.firstIndex(of: "header") ?? 0 > topLevel.firstIndex(of: "scroll") ?? 0)
        let scrollKeys = JSONKeyOrder.keys(of: "scroll", in: text)
        #expect(
            Array(scrollKeys.prefix(7))
                == ["offset", "velocity", "phase", "contentSize", "adjustedInset", "minOffset", "maxOffset"],
            "\(scrollKeys)")
        #expect(JSONKeyOrder.keys(of: "scroll.offset", in: text) == ["x", "y"])
        #expect(
            JSONKeyOrder.keys(of: "scroll.adjustedInset", in: text) == ["top", "left", "bottom", "right"])
        #expect(
            Array(JSONKeyOrder.keys(of: "header", in: text).prefix(4))
                == ["height", "minHeight", "maxHeight", "progress"])

        let state = try Self.state(result)
        #expect(state["index"] as? Int == 0)
        #expect(state["t"] as? Double == 0)
        let scroll = try #require(state["scroll"] as? [String: Any])
        #expect((scroll["offset"] as? [String: Double]) == ["x": 0, "y": -148])
        #expect((scroll["velocity"] as? [String: Double]) == ["x": 0, "y": 0])
        #expect(scroll["phase"] as? String == "idle")
        #expect((scroll["contentSize"] as? [String: Double]) == ["width": 414, "height": 3520])
        #expect(
            (scroll["adjustedInset"] as? [String: Double]) == [
                "top": 148, "left": 0, "bottom": 34, "right": 0,
            ])
        #expect((scroll["minOffset"] as? [String: Double]) == ["x": 0, "y": -148])
        #expect((scroll["maxOffset"] as? [String: Double]) == ["x": 0, "y": 2658])
        let header = try #require(state["header"] as? [String: Double])
        #expect(header == ["height": 148, "minHeight": 48, "maxHeight": 148, "progress": 0])
        #expect((state["touches"] as? [Any])?.isEmpty == true)
        #expect((state["actions"] as? [Any])?.isEmpty == true)
        #expect(state["violations"] as? Int == 0)
    }

    @Test func jsonShowsFingersDownAndActionsSoFar() throws {
        // touch-routing.jsonl: event 3 taps row 3, event 7 puts a finger down on row 4 (held past `touchDelay`).
        let result = try run(["replay", "recordings/touch-routing.jsonl", "--to", "7", "--json"])
        #expect(result.status == 0)
        let state = try Self.state(result)
        #expect((state["scroll"] as? [String: Any])?["phase"] as? String == "tracking")
        let touches = try #require(state["touches"] as? [[String: Any]])
        try #require(touches.count == 1)
        #expect(touches[0]["id"] as? Int == 1)
        #expect(touches[0]["target"] as? String == "list.item.4")
        #expect(touches[0]["owner"] as? String == "pending")
        #expect(JSONKeyOrder.keys(of: "touches[]", in: result.stdout) == ["id", "x", "y", "target", "owner"])
        let actions = try #require(state["actions"] as? [[String: Any]])
        try #require(actions.count == 1)
        #expect(actions[0]["index"] as? Int == 3)
        #expect(actions[0]["kind"] as? String == "select")
        #expect(actions[0]["item"] as? Int == 3)
    }

    @Test(arguments: RecordingFacts.paths(under: "recordings"))
    func jsonWithoutToIsTheStateAfterTheLastEvent(path: String) throws {
        let recording = try RecordingFacts(path)
        let result = try run(["replay", path, "--json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let state = try Self.state(result)
        #expect(state["index"] as? Int == recording.eventCount)
        let lastT = try recording.events().last?.event["t"] as? Double
        #expect(state["t"] as? Double == lastT)
        let explicit = try run(["replay", path, "--to", "\(recording.eventCount)", "--json"])
        #expect(explicit.stdout == result.stdout)
    }

    @Test(arguments: [iPhone11, "recordings/known-bad/iphone11-bouncing-header.jsonl"])
    func sameReplayTwiceIsByteIdentical(path: String) throws {
        let first = try run(["replay", path, "--to", "400", "--json"])
        let second = try run(["replay", path, "--to", "400", "--json"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stderr == second.stderr)
        let end = try run(["replay", path, "--json"])
        #expect(end.stdout == (try run(["replay", path, "--json"])).stdout)
    }

    @Test func toPastTheEndNamesTheEventCount() throws {
        let count = try RecordingFacts(Self.iPhone11).eventCount
        let result = try run(["replay", Self.iPhone11, "--to", "\(count + 1)", "--json"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "error: --to \(count + 1) is past the end: \(Self.iPhone11) has \(count) events "
                + "(indices 0…\(count))\n")
    }

    /// The text form, line by line: a wrong header height once passed because "148" is also its maximum.
    @Test func textShowsOffsetAndHeaderHeight() throws {
        let initial = try run(["replay", Self.iPhone11, "--to", "0"])
        #expect(initial.status == 0)
        #expect(initial.stderr == "")
        #expect(
            initial.stdoutLines == [
                "index 0  t=0",
                "scroll   offset (0, -148)  velocity (0, 0)  phase idle",
                "         content 414×3520  inset top 148 left 0 bottom 34 right 0  range (0, -148)…(0, 2658)",
                "header   height 148 (min 48, max 148)  progress 0",
                "touches  none",
                "actions  none",
                "violations 0",
            ])
        // Half collapsed, with a finger down: the height differs from both bounds.
        let dragging = try run(["replay", "recordings/pinned-header.jsonl", "--to", "81"])
        #expect(dragging.status == 0)
        #expect(dragging.stderr == "")
        #expect(
            dragging.stdoutLines == [
                "index 81  t=1.9",
                "scroll   offset (0, -138)  velocity (0, -599.88)  phase dragging",
                "         content 414×3520  inset top 148 left 0 bottom 34 right 0  range (0, -148)…(0, 2658)",
                "header   height 138 (min 48, max 148)  progress 0.1",
                "touches  3 at (200, 352) on list.item.2 owned by scroll",
                "actions  none",
                "violations 0",
            ])
    }
}
