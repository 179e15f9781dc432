import Foundation
import Testing

/// What the page draws besides the list and the header, in headless Chromium: the fingers (kept
/// as changes in the page's data), the keyboard, and the header's subviews clipped to the header.
@Suite(
    "scrolltape html draws fingers, the keyboard and the header's content",
    .enabled(if: Chromium.path != nil, "needs chromium"))
struct HTMLPlayerDrawingTests {
    /// Three fingers that come down, move and lift in turn.
    static let fingers = [
        #"{"type":"touch","t":0.1,"id":1,"phase":"began","x":100,"y":600}"#,
        #"{"type":"touch","t":0.2,"id":2,"phase":"began","x":300,"y":600}"#,
        #"{"type":"touch","t":0.3,"id":1,"phase":"moved","x":100,"y":560}"#,
        #"{"type":"touch","t":0.35,"id":3,"phase":"began","x":200,"y":700}"#,
        #"{"type":"touch","t":0.4,"id":2,"phase":"ended","x":300,"y":600}"#,
        #"{"type":"touch","t":0.5,"id":3,"phase":"moved","x":200,"y":650}"#,
        #"{"type":"touch","t":0.6,"id":1,"phase":"ended","x":100,"y":560}"#,
        #"{"type":"touch","t":0.7,"id":3,"phase":"ended","x":200,"y":650}"#,
    ]

    /// At every index, the page draws a finger for each touch the replay has down, where it is.
    @Test func fingersAreDrawnWhereTheReplayHasThem() throws {
        try TemporaryDirectory.with { folder in
            let session = try #require(
                try String(contentsOf: PackageRoot.file("recordings/pinned-header.jsonl"), encoding: .utf8)
                    .split(separator: "\n").first)
            let recording = try folder.write(
                "fingers.jsonl", ([String(session)] + Self.fingers).joined(separator: "\n") + "\n")
            let page = folder.url.appendingPathComponent("fingers.html")
            #expect(try run(["html", recording.path, "-o", page.path]).status == 0)
            for index in 0...Self.fingers.count {
                let dom = try Chromium.dumpDOM(page.absoluteString + "#index=\(index)")
                let drawn = dom.matches(of: /<circle cx="([^"]+)" cy="([^"]+)"[^>]*data-id="(\d+)"/).map {
                    [Double($0.output.3) ?? -1, Double($0.output.1) ?? .nan, Double($0.output.2) ?? .nan]
                }
                let state = try RecordingFacts.object(
                    try run(["replay", recording.path, "--to", String(index), "--json"]).stdout)
                let touches = try #require(state["touches"] as? [[String: Any]])
                let expected = touches.map {
                    [Double($0["id"] as? Int ?? -1), $0["x"] as? Double ?? .nan, $0["y"] as? Double ?? .nan]
                }
                #expect(
                    drawn.sorted { $0[0] < $1[0] } == expected.sorted { $0[0] < $1[0] }, "#index=\(index)")
            }
        }
    }

    /// The keyboard is drawn from the bottom of the screen at its height, sliding in over its
    /// duration, and not at all once it has hidden.
    @Test(arguments: [0, 76, 78, 80, 100, 236, 404, 406, 420])
    func theKeyboardIsDrawnAtItsHeight(index: Int) throws {
        let path = "recordings/chat-keyboard.jsonl"
        let lines = try String(contentsOf: PackageRoot.file(path), encoding: .utf8).split(separator: "\n")
        // The last keyboard event at or before `index` (event k is line k + 1, applied at index k).
        var last: [String: Any]?
        for (number, line) in lines.enumerated().dropFirst() where number <= index {
            let event = try RecordingFacts.object(String(line))
            if event["type"] as? String == "keyboard" { last = event }
        }
        try TemporaryDirectory.with { folder in
            let page = try HTMLPlayerTests.page(path, in: folder)
            let dom = try Chromium.dumpDOM(page.absoluteString + "#index=\(index)")
            let height = last?["height"] as? Double ?? 0
            guard height > 0, let shownAt = last?["t"] as? Double else {
                #expect(!dom.contains("id=\"keyboard\""), "#index=\(index): no keyboard")
                return
            }
            let state = try RecordingFacts.object(
                try run(["replay", path, "--to", String(index), "--json"]).stdout)
            let t = try #require(state["t"] as? Double)
            let duration = last?["duration"] as? Double ?? 0.25
            let shown = height * min(1, max(0, (t - shownAt) / duration))
            let drawnHeight = try #require(
                Double(HTMLPlayerTests.attribute("height", ofID: "keyboard", in: dom) ?? ""))
            let drawnY = try #require(Double(HTMLPlayerTests.attribute("y", ofID: "keyboard", in: dom) ?? ""))
            #expect(abs(drawnHeight - shown) < 1e-6, "#index=\(index)")
            let session = try RecordingFacts.object(String(lines[0]))
            let screenHeight = try #require((session["device"] as? [String: Any])?["height"] as? Double)
            #expect(abs(drawnY - (screenHeight - shown)) < 1e-6, "#index=\(index)")
        }
    }

    /// The header's subviews are drawn inside a group clipped to the header at its height: once
    /// the header has collapsed, its title does not cover the list.
    @Test func theHeadersSubviewsAreClippedToTheHeader() throws {
        let path = "recordings/pinned-header.jsonl"
        try TemporaryDirectory.with { folder in
            let page = try HTMLPlayerTests.page(path, in: folder)
            let dom = try Chromium.dumpDOM(page.absoluteString + "#index=60")
            let height = try #require(
                Double(HTMLPlayerTests.attribute("data-height", ofID: "header", in: dom) ?? ""))
            #expect(height < 148)
            let clip = try #require(
                dom.firstMatch(of: /<clipPath id="header-clip"><rect [^>]*height="([^"]+)"/))
            #expect(Double(clip.output.1) == height)
            #expect(
                dom.contains(
                    /<g clip-path="url\(#header-clip\)" id="header-content">(?:(?!<\/g>).)*data-view="title"/)
            )
        }
    }
}
