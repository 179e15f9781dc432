import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `scrolltape plot`: the SVG parses as XML, and what it plots is the replay.
@Suite("scrolltape plot, end to end")
struct PlotTests {
    static let recordings = [
        "recordings/known-bad/iphone11-bouncing-header.jsonl", "recordings/flick-to-bottom-bounce.jsonl",
        "recordings/horizontal-pager.jsonl", "recordings/pinned-header.jsonl",
    ]

    static func plot(_ path: String) throws -> XMLDocument {
        let result = try run(["plot", path, "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        return try XMLDocument(data: Data(result.stdout.utf8))
    }

    static func elements(_ xpath: String, in node: XMLNode) throws -> [XMLElement] {
        try node.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
    }

    /// The attribute `name` of `element` (FoundationXML's `attribute(forName:)` finds none on an
    /// element in the SVG namespace).
    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    static func double(_ element: XMLElement, _ name: String) -> Double? {
        attribute(name, of: element).flatMap(Double.init)
    }

    /// Every plotted point, taken back to a value with its panel's scales, is the replayed state
    /// at that index (one point per event, index 0 first, where no downsampling applies).
    @Test(arguments: recordings)
    func theSeriesArePointsOfTheReplayedStates(path: String) throws {
        let document = try Self.plot(path)
        let states = try run(["replay", path, "--trace"]).stdoutLines.map { try RecordingFacts.object($0) }
        let session = try RecordingFacts(path).session
        let axis = (session["scroll"] as? [String: Any])?["axis"] as? String == "horizontal" ? "x" : "y"
        let panels = try Self.elements("//*[local-name()='g'][@class='panel']", in: document)
        let series = panels.compactMap { Self.attribute("data-series", of: $0) }
        #expect(
            series
                == (session["header"] == nil
                    ? ["offset", "velocity"] : ["offset", "header height", "velocity"]))
        for panel in panels {
            let name = try #require(Self.attribute("data-series", of: panel))
            let (x, y, width, height) = (
                try #require(Self.double(panel, "data-x")), try #require(Self.double(panel, "data-y")),
                try #require(Self.double(panel, "data-width")),
                try #require(Self.double(panel, "data-height"))
            )
            let (tMin, tMax, vMin, vMax) = (
                try #require(Self.double(panel, "data-t-min")),
                try #require(Self.double(panel, "data-t-max")),
                try #require(Self.double(panel, "data-v-min")), try #require(Self.double(panel, "data-v-max"))
            )
            let line = try #require(
                try Self.elements("*[local-name()='polyline'][@class='series']", in: panel).first)
            let points = try #require(Self.attribute("points", of: line)).split(separator: " ")
                .map {
                    $0.split(separator: ",").compactMap { Double($0) }
                }
            #expect(points.count == states.count, "\(name): one point per index")
            // A hundredth of a pixel, in the panel's units.
            let tSlack = (tMax - tMin) / width * 0.006
            let vSlack = (vMax - vMin) / height * 0.006
            for (index, point) in points.enumerated() where point.count == 2 {
                let t = tMin + (point[0] - x) / width * (tMax - tMin)
                let v = vMax - (point[1] - y) / height * (vMax - vMin)
                let state = states[index]
                let expected: Double? =
                    switch name {
                    case "offset":
                        ((state["scroll"] as? [String: Any])?["offset"] as? [String: Any])?[axis] as? Double
                    case "velocity":
                        ((state["scroll"] as? [String: Any])?["velocity"] as? [String: Any])?[axis] as? Double
                    default: (state["header"] as? [String: Any])?["height"] as? Double
                    }
                #expect(abs(t - (state["t"] as? Double ?? .nan)) <= tSlack, "\(name) index \(index): t")
                #expect(
                    abs(v - (expected ?? .nan)) <= vSlack,
                    "\(name) index \(index): \(v) vs \(expected ?? .nan)")
            }
        }
    }

    /// When the range changes during the replay (rotations here), the offset panel's bounds follow
    /// it in steps: taken back to values, each step is the range the replay has from that index on.
    @Test func theOffsetBoundsFollowTheRangeInSteps() throws {
        let path = "recordings/rotation-header-mid-collapse.jsonl"
        let document = try Self.plot(path)
        let states = try run(["replay", path, "--trace"]).stdoutLines.map { try RecordingFacts.object($0) }
        func bound(_ state: [String: Any], _ key: String) -> Double? {
            ((state["scroll"] as? [String: Any])?[key] as? [String: Any])?["y"] as? Double
        }
        let panel = try #require(
            try Self.elements("//*[local-name()='g'][@class='panel'][@data-series='offset']", in: document)
                .first)
        let (y, height) = (
            try #require(Self.double(panel, "data-y")), try #require(Self.double(panel, "data-height"))
        )
        let (vMin, vMax) = (
            try #require(Self.double(panel, "data-v-min")), try #require(Self.double(panel, "data-v-max"))
        )
        // A hundredth of a pixel, in the panel's units (the points are written to 0.01 px).
        let slack = (vMax - vMin) / height * 0.006
        for (name, key) in [("min", "minOffset"), ("max", "maxOffset")] {
            let line = try #require(
                try Self.elements(
                    "*[local-name()='polyline'][@class='bound'][@data-bound='\(name)']", in: panel
                ).first,
                "\(name): a stepped line")
            let levels = try #require(Self.attribute("points", of: line)).split(separator: " ").compactMap {
                $0.split(separator: ",").last.flatMap { Double($0) }.map {
                    vMax - ($0 - y) / height * (vMax - vMin)
                }
            }
            // The distinct values the line steps through, in order, are the replay's ranges in order.
            var expected: [Double] = []
            for state in states {
                if let value = bound(state, key), expected.last != value { expected.append(value) }
            }
            var drawn: [Double] = []
            for level in levels where drawn.last.map({ abs($0 - level) > 0.01 }) ?? true {
                drawn.append(level)
            }
            #expect(drawn.count == expected.count, "\(name): \(drawn) vs \(expected)")
            for (a, b) in zip(drawn, expected) { #expect(abs(a - b) <= slack, "\(name): \(a) vs \(b)") }
        }
    }

    /// A red marker per violation, with its event index; a band per stretch of a moving phase.
    @Test func violationsAreMarkedAndPhasesBanded() throws {
        let path = "recordings/known-bad/iphone11-bouncing-header.jsonl"
        let document = try Self.plot(path)
        let markers = try Self.elements("//*[local-name()='circle'][@class='violation']", in: document)
        let final = try RecordingFacts.object(try run(["replay", path, "--json"]).stdout)
        #expect(markers.count == final["violations"] as? Int)
        #expect(markers.allSatisfy { Self.attribute("fill", of: $0) == "#d00" })
        let indices = markers.compactMap {
            Self.attribute("data-index", of: $0).flatMap(Int.init)
        }
        let check = try run(["check", path, "--strict"])
        let first = try #require(check.stderrLines.first { $0.contains("[header.overscroll]") })
        #expect(first.contains("(event \(try #require(indices.min())),"))
        let bands = try Self.elements("//*[local-name()='rect'][@class='phase']", in: document)
        let phases = Set(bands.compactMap { Self.attribute("data-phase", of: $0) })
        #expect(phases.isSuperset(of: ["dragging", "bouncing"]))
        #expect(!phases.contains("idle"))
        let title = try #require(try Self.elements("//*[local-name()='title']", in: document).first)
        #expect(title.stringValue == "iphone11-bouncing-header.jsonl")
    }

    /// Markup characters and control characters in what the recording names (a mark's label)
    /// are escaped: the SVG still parses.
    @Test func labelsAreEscaped() throws {
        try TemporaryDirectory.with { folder in
            let path = try folder.write(
                "odd.jsonl",
                Fixtures.recording([
                    #"{"type":"mark","t":0,"label":"a<b & \"c\" \u0001 ]]>"}"#, #"{"type":"frame","t":0.5}"#,
                ])
            ).path
            let result = try run(["plot", path, "-o", "-"])
            #expect(result.status == 0, "\(result.stderr)")
            let document = try XMLDocument(data: Data(result.stdout.utf8))
            let marks = try Self.elements("//*[local-name()='line'][@class='mark']", in: document)
            #expect(marks.first?.stringValue == "mark a<b & \"c\" \\u{1} ]]>")
        }
    }

    /// Deep in a list of a million rows the offset's ticks are in the tens of millions: their
    /// labels are written in millions, so that they leave room for the panel's unit beside them
    /// (they ran into it; `PlotLabelTests` measures it in a browser where there is one).
    @Test func ticksOfTensOfMillionsAreWrittenInMillions() throws {
        let result = try run(["plot", "recordings/sections-updates-million-rows.jsonl", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let texts = try Self.elements("//*[local-name()='text']", in: document).compactMap(\.stringValue)
        #expect(texts.contains("20M"))
        #expect(!texts.contains { $0.count >= 8 && $0.allSatisfy(\.isNumber) }, "\(texts)")
    }

    @Test func thePlotIsWrittenNextToTheRecordingByDefault() throws {
        try TemporaryDirectory.with { folder in
            let copy = try folder.copy("recordings/flick-to-top.jsonl", as: "flick.jsonl")
            let result = try run(["plot", copy])
            #expect(result.status == 0)
            let written = folder.url.appendingPathComponent("flick.svg").path
            #expect(result.stdoutLines == ["wrote \(written)"])
            _ = try XMLDocument(contentsOf: URL(fileURLWithPath: written))
        }
    }
}
