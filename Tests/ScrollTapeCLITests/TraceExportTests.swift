import Foundation
import Testing

/// `scrolltape trace`: Chrome trace-event JSON for Perfetto and chrome://tracing,
/// checked against the replayed states.
@Suite("scrolltape trace, end to end")
struct TraceExportTests {
    static let recordings = [
        "recordings/known-bad/iphone11-bouncing-header.jsonl", "recordings/carousel-in-list.jsonl",
        "recordings/known-bad/overlay-passthrough-self-stack.jsonl", "recordings/touch-routing.jsonl",
    ]

    /// The trace of `path`, written with `-o -`, and its events.
    static func trace(_ path: String) throws -> (document: [String: Any], events: [[String: Any]]) {
        let result = try run(["trace", path, "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        return (document, events)
    }

    @Test(arguments: recordings)
    func theTraceHasTheFieldsTraceViewersRead(path: String) throws {
        let (document, events) = try Self.trace(path)
        #expect(document["displayTimeUnit"] as? String == "ms")
        var named: Set<Int> = []
        var used: Set<Int> = []
        for event in events {
            let phase = try #require(event["ph"] as? String)
            #expect(["M", "C", "X", "i"].contains(phase))
            #expect(event["name"] is String)
            #expect(event["pid"] as? Int == 1, "integer pid")
            switch phase {
            case "M":
                if event["name"] as? String == "thread_name", let tid = event["tid"] as? Int {
                    named.insert(tid)
                }
            case "C":
                let args = try #require(event["args"] as? [String: Any])
                #expect(args["value"] is Double || args["value"] is Int)
                #expect(event["ts"] is Double || event["ts"] is Int)
            case "X":
                used.insert(try #require(event["tid"] as? Int, "integer tid"))
                #expect(try #require(event["dur"] as? Double) >= 0)
            default:
                used.insert(try #require(event["tid"] as? Int))
                #expect(event["s"] as? String == "t")
            }
        }
        #expect(used.isSubset(of: named), "every track is named: \(used.subtracting(named))")
        #expect(events.contains { $0["ph"] as? String == "M" && $0["name"] as? String == "process_name" })
    }

    /// On each track, slices nest: each one ends before the next begins, or contains it.
    @Test(arguments: recordings)
    func slicesNestOnEachTrack(path: String) throws {
        let slices = try Self.trace(path).events.filter { $0["ph"] as? String == "X" }
        let tracks = Dictionary(grouping: slices) { $0["tid"] as? Int ?? -1 }
        for (track, slices) in tracks {
            let spans = slices.map {
                (
                    start: $0["ts"] as? Double ?? 0,
                    end: ($0["ts"] as? Double ?? 0) + ($0["dur"] as? Double ?? 0)
                )
            }
            .sorted { $0.start < $1.start || ($0.start == $1.start && $0.end > $1.end) }
            var open: [Double] = []
            for span in spans {
                while let last = open.last, last <= span.start { open.removeLast() }
                if let last = open.last {
                    #expect(span.end <= last, "track \(track): a slice overlaps its parent")
                }
                open.append(span.end)
            }
        }
    }

    /// The counters hold the replayed offset, velocity and header height after each event (the
    /// last value written at or before the event's time, where the next event is later).
    @Test(arguments: recordings)
    func countersFollowTheReplayedStates(path: String) throws {
        let events = try Self.trace(path).events
        let states = try run(["replay", path, "--trace"]).stdoutLines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let counters = Dictionary(grouping: events.filter { $0["ph"] as? String == "C" }) {
            $0["name"] as? String ?? ""
        }
        func value(_ name: String, at time: Double) -> Double? {
            (counters[name] ?? []).last { ($0["ts"] as? Double ?? .infinity) <= time }
                .flatMap { ($0["args"] as? [String: Any])?["value"] as? Double }
        }
        let facts = try RecordingFacts(path)
        let session = facts.session
        let scrollID = try #require((session["scroll"] as? [String: Any])?["id"] as? String)
        var compared = 0
        for index in stride(from: 0, to: states.count, by: max(1, states.count / 40)) {
            let state = states[index]
            let time = state["t"] as? Double ?? 0
            if index + 1 < states.count, states[index + 1]["t"] as? Double == time { continue }
            let microseconds = (time * 1_000_000).rounded()
            let scroll = try #require(state["scroll"] as? [String: Any])
            let offset = try #require(scroll["offset"] as? [String: Any])
            let axis = (session["scroll"] as? [String: Any])?["axis"] as? String == "horizontal" ? "x" : "y"
            #expect(
                value("offset '\(scrollID)' (pt)", at: microseconds) == offset[axis] as? Double,
                "index \(index)")
            let velocity = try #require(scroll["velocity"] as? [String: Any])
            #expect(
                value("velocity '\(scrollID)' (pt/s)", at: microseconds) == velocity[axis] as? Double,
                "index \(index)")
            if let header = state["header"] as? [String: Any] {
                #expect(
                    value("header height (pt)", at: microseconds) == header["height"] as? Double,
                    "index \(index)")
            }
            compared += 1
        }
        #expect(compared >= 10)
    }

    /// Every violation and every mark is an instant; every touch a slice.
    @Test(arguments: recordings)
    func violationsMarksAndTouchesAreAllThere(path: String) throws {
        let events = try Self.trace(path).events
        let instants = events.filter { $0["ph"] as? String == "i" }.compactMap { $0["name"] as? String }
        // The state counts the violations (check prints at most 20 per invariant).
        let final = try RecordingFacts.object(try run(["replay", path, "--json"]).stdout)
        #expect(instants.filter { $0.hasPrefix("[") }.count == final["violations"] as? Int)
        let lines = try RecordingFacts(path).events().map(\.event)
        #expect(
            instants.filter { $0.hasPrefix("mark ") }.count
                == lines.filter { $0["type"] as? String == "mark" }.count)
        let touches = events.filter {
            ($0["name"] as? String)?.hasPrefix("touch ") == true && $0["ph"] as? String == "X"
        }
        let began = lines.filter { $0["type"] as? String == "touch" && $0["phase"] as? String == "began" }
        #expect(touches.count == began.count)
    }

    @Test func theTraceIsWrittenNextToTheRecordingByDefault() throws {
        try TemporaryDirectory.with { folder in
            let copy = try folder.copy("recordings/flick-to-top.jsonl", as: "flick.jsonl")
            let result = try run(["trace", copy])
            #expect(result.status == 0)
            let written = folder.url.appendingPathComponent("flick.trace.json").path
            #expect(
                result.stdoutLines == [
                    "wrote \(written): open it in https://ui.perfetto.dev or chrome://tracing"
                ])
            #expect(FileManager.default.fileExists(atPath: written))
            let itself = try run(["trace", copy, "-o", copy])
            #expect(itself.status == 2)
        }
    }
}
