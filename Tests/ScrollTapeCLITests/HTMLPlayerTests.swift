import Foundation
import ScrollTape
import Testing

/// `scrolltape html`, driven in headless Chromium: the page opened at `#index=N` draws
/// the header and the list where the replay has them, and a violation link moves the scrubber to
/// its event. Screenshots go to .build/html-screenshots/ to be looked at.
///
/// Needs `chromium` (`.ci/run` installs it from the distribution's packages when missing; locally:
/// `apt-get install chromium`, or set CHROMIUM to a Chrome or Chromium binary).
@Suite("scrolltape html, in headless Chromium", .enabled(if: Chromium.path != nil, "needs chromium"))
struct HTMLPlayerTests {
    static let cases: [(path: String, indices: [Int])] = [
        ("recordings/known-bad/iphone11-bouncing-header.jsonl", [0, 73, 346, 400, 799]),
        ("recordings/carousel-in-list.jsonl", [0, 208, 326, 500]),
        ("recordings/pinned-header.jsonl", [0, 60, 150]),
        ("recordings/rotation-header-mid-collapse.jsonl", [0, 26, 80, 170]),
    ]

    /// The page of `path` written into `folder`.
    static func page(_ path: String, in folder: TemporaryDirectory) throws -> URL {
        let page = folder.url.appendingPathComponent(
            URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + ".html")
        let result = try run(["html", path, "-o", page.path])
        #expect(result.status == 0, "\(result.stderr)")
        return page
    }

    /// The value of attribute `name` on the element with `id` in a dumped DOM.
    static func attribute(_ name: String, ofID id: String, in dom: String) -> String? {
        guard let start = dom.range(of: "id=\"\(id)\"") else { return nil }
        let element =
            dom[..<start.lowerBound].lastIndex(of: "<").map { dom[$0...] } ?? dom[start.lowerBound...]
        let tag = element.prefix { $0 != ">" }
        guard let match = tag.firstMatch(of: try! Regex("\(name)=\"([^\"]*)\"")) else { return nil }
        return match.output[1].substring.map(String.init)
    }

    /// A list in sections: each section header the page draws (its label "section N header") is
    /// where the replay has it — pinned below the inset's top, pushed up by the next section, or
    /// in its place — and each row label is on its row.
    /// The indices drawn of each recording of a list in sections: a few of the iPhone 11 one, and
    /// of the one whose updates delete and insert rows and sections, one after each update.
    static let sectionCases: [(path: String, index: Int)] =
        [0, 120, 300, 520, 841].map { ("recordings/sections-collapsing-iphone11.jsonl", $0) }
        + [138, 148, 158, 168, 212, 240, 568].map { ("recordings/sections-updates-iphone11.jsonl", $0) }

    @Test(arguments: sectionCases)
    func sectionHeadersAndRowsAreDrawnWhereTheReplayHasThem(path: String, index: Int) throws {
        let recording = try Recording(contentsOfFile: path)
        var world = World(scene: recording.scene)
        for event in recording.events.prefix(index) { world.apply(event) }
        let geometry = world.geometry
        try TemporaryDirectory.with { folder in
            let page = try Self.page(path, in: folder)
            let dom = try Chromium.dumpDOM(page.absoluteString + "#index=\(index)")
            let boxes = dom.matches(
                of:
                    /<rect x="([^"]+)" y="([^"]+)" width="[^"]+" height="([^"]+)"[^>]*><\/rect><text[^>]*>(section (\d+) header|item (\d+))<\/text>/
            )
            var headers = 0
            var rows = 0
            for box in boxes {
                let y = try #require(Double(box.output.2)) - 0.5
                let height = try #require(Double(box.output.3)) + 1
                let frame: Rect?
                if let section = box.output.5.flatMap({ Int($0) }) {
                    frame = geometry.sectionHeaderFrame(section, in: .primary)
                    headers += 1
                } else {
                    frame = geometry.itemFrame(try #require(box.output.6.flatMap { Int($0) }))
                    rows += 1
                }
                let expected = try #require(frame, "#index=\(index): \(box.output.4) has no frame")
                #expect(
                    abs(expected.y - y) < 1e-3,
                    "#index=\(index): \(box.output.4) drawn at \(y), replay \(expected.y)")
                #expect(abs(expected.height - height) < 1e-3, "#index=\(index): \(box.output.4) height")
            }
            #expect(
                headers > 0 && rows > 0, "#index=\(index): \(headers) section headers, \(rows) rows drawn")
        }
    }

    /// A rotation (`safeArea` events): the page draws the screen the replay has at each index —
    /// the device's outline, and the views at their frames (the header across the new width, the
    /// button at its right edge).
    @Test(arguments: [0, 26, 50, 170])
    func theScreenTurnsWhereTheReplayTurnsIt(index: Int) throws {
        let path = "recordings/rotation-header-mid-collapse.jsonl"
        let recording = try Recording(contentsOfFile: path)
        var world = World(scene: recording.scene)
        for event in recording.events.prefix(index) { world.apply(event) }
        try TemporaryDirectory.with { folder in
            let page = try Self.page(path, in: folder)
            let dom = try Chromium.dumpDOM(page.absoluteString + "#index=\(index)")
            let outline = try #require(
                dom.firstMatch(of: /<rect x="0" y="0" width="([^"]+)" height="([^"]+)" rx="36"/),
                "#index=\(index)")
            #expect(Double(outline.output.1) == world.scene.device.width, "#index=\(index): device width")
            #expect(Double(outline.output.2) == world.scene.device.height, "#index=\(index): device height")
            for id in ["header", "more", "back"] {
                let expected = try #require(world.geometry.windowFrame(of: id))
                let drawn = try #require(
                    dom.firstMatch(
                        of: try Regex(
                            #"<rect x="([^"]+)" y="([^"]+)" width="([^"]+)" height="[^"]+" fill="[^"]+" stroke="[^"]+" data-view="\#(id)""#
                        )), "#index=\(index): \(id) drawn")
                let x = try #require(drawn.output[1].substring.flatMap { Double($0) })
                let width = try #require(drawn.output[3].substring.flatMap { Double($0) })
                #expect(abs(x - expected.x) < 1e-3, "#index=\(index): \(id) at x=\(x), replay \(expected.x)")
                #expect(abs(width - expected.width) < 1e-3, "#index=\(index): \(id) \(width) wide")
            }
        }
    }

    /// Views inside scroll views (the carousel in the list; the tab strip, its underline and the
    /// pager in the profile's content) move with their scroll views: the page keeps their frames
    /// within them and draws each where the replay has it in the window.
    static let nestedCases: [(path: String, index: Int, views: [String])] =
        [0, 208, 326, 500].map { ("recordings/carousel-in-list.jsonl", $0, ["carousel"]) }
        + [0, 150, 400, 700].map {
            ("recordings/tabs-pager.jsonl", $0, ["tab0", "tab3", "underline", "pager"])
        }

    @Test(arguments: nestedCases)
    func viewsInsideScrollViewsAreDrawnWhereTheReplayHasThem(path: String, index: Int, views: [String]) throws
    {
        let recording = try Recording(contentsOfFile: path)
        var world = World(scene: recording.scene)
        for event in recording.events.prefix(index) { world.apply(event) }
        try TemporaryDirectory.with { folder in
            let page = try Self.page(path, in: folder)
            let dom = try Chromium.dumpDOM(page.absoluteString + "#index=\(index)")
            for id in views {
                let expected = try #require(world.geometry.windowFrame(of: id), "\(path): \(id)")
                let drawn = try #require(
                    dom.firstMatch(
                        of: try Regex(
                            #"<rect x="([^"]+)" y="([^"]+)" width="([^"]+)" height="[^"]+" fill="[^"]+" stroke="[^"]+" data-view="\#(id)""#
                        )), "\(path) #index=\(index): \(id) drawn")
                let x = try #require(drawn.output[1].substring.flatMap { Double($0) })
                let y = try #require(drawn.output[2].substring.flatMap { Double($0) })
                #expect(
                    abs(x - expected.x) < 1e-3 && abs(y - expected.y) < 1e-3,
                    "\(path) #index=\(index): \(id) at (\(x), \(y)), replay (\(expected.x), \(expected.y))")
            }
        }
    }

    @Test(arguments: cases)
    func theHeaderAndTheListAreDrawnWhereTheReplayHasThem(path: String, indices: [Int]) throws {
        try TemporaryDirectory.with { folder in
            let page = try Self.page(path, in: folder)
            let session = try RecordingFacts(path).session
            for index in indices {
                let dom = try Chromium.dumpDOM(page.absoluteString + "#index=\(index)")
                let state = try RecordingFacts.object(
                    try run(["replay", path, "--to", String(index), "--json"]).stdout)
                let scroll = try #require(state["scroll"] as? [String: Any])
                let offset = try #require((scroll["offset"] as? [String: Any])?["y"] as? Double)
                let drawn = try #require(
                    Double(Self.attribute("data-offset", ofID: "list", in: dom) ?? ""), "\(path) #\(index)")
                #expect(
                    abs(drawn - offset) < 1e-3,
                    "\(path) #index=\(index): list offset \(drawn), replay \(offset)")
                if let header = state["header"] as? [String: Any], let height = header["height"] as? Double {
                    let drawnHeight = try #require(
                        Double(Self.attribute("data-height", ofID: "header", in: dom) ?? ""))
                    #expect(
                        abs(drawnHeight - height) < 1e-3,
                        "\(path) #index=\(index): header \(drawnHeight), replay \(height)")
                }
                #expect(dom.contains("index \(index) / "), "\(path) #index=\(index): the position shown")
                // Other scroll views (the carousel in the list) at their offsets.
                for match in dom.matches(of: /data-scroll="([^"]+)" data-offset="([^"]+)"/) {
                    let id = String(match.output.1)
                    let other = try #require((state["scrolls"] as? [String: Any])?[id] as? [String: Any])
                    let offsets = try #require(other["offset"] as? [String: Any])
                    let configuration = (session["scrolls"] as? [[String: Any]])?.first {
                        $0["id"] as? String == id
                    }
                    let axis = configuration?["axis"] as? String == "horizontal" ? "x" : "y"
                    let along = try #require(offsets[axis] as? Double)
                    #expect(
                        abs((Double(match.output.2) ?? .nan) - along) < 1e-3, "\(path) #index=\(index): \(id)"
                    )
                }
                // The state panel: the whole state, as `replay --to N --json` has it.
                let phase = try #require(scroll["phase"] as? String)
                #expect(
                    dom.contains("scroll.phase = \"\(phase)\""), "\(path) #index=\(index): the state shown")
                let shown = try #require(dom.firstMatch(of: /scroll\.offset\.y = ([-0-9.e+]+)\n/)).output.1
                // (JSONSerialization may read the last digit differently.)
                #expect(
                    abs((Double(shown) ?? .nan) - offset) < 1e-9,
                    "\(path) #index=\(index): state shows offset \(shown)")
                // The scroll indicator shows while the list moves.
                let moving = scroll["phase"] as? String != "idle"
                #expect(dom.contains("id=\"indicator\"") == moving, "\(path) #index=\(index): indicator")
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                try Chromium.screenshot(page.absoluteString + "#index=\(index)", to: "\(name)-\(index).png")
            }
        }
    }

    /// The REPL's `open` writes the page and prints its address at the current index, which opens
    /// there.
    @Test func theReplOpensThePageAtItsIndex() throws {
        let path = "recordings/known-bad/iphone11-bouncing-header.jsonl"
        let result = try run(["repl", path], input: "goto 346\nopen\n")
        #expect(result.status == 0, "\(result.stderr)")
        let address = try #require(result.stdoutLines.last)
        #expect(
            address.hasPrefix("file://")
                && address.hasSuffix("scrolltape-iphone11-bouncing-header.html#index=346"))
        let dom = try Chromium.dumpDOM(address)
        let state = try RecordingFacts.object(try run(["replay", path, "--to", "346", "--json"]).stdout)
        let height = try #require((state["header"] as? [String: Any])?["height"] as? Double)
        let drawn = try #require(Double(Self.attribute("data-height", ofID: "header", in: dom) ?? ""))
        #expect(abs(drawn - height) < 1e-3)
    }

    /// A click on a violation link moves the scrubber (and the URL) to its event; the arrow keys
    /// step; play moves on.
    @Test func clickingAViolationMovesTheScrubberToItsEvent() throws {
        try TemporaryDirectory.with { folder in
            let path = "recordings/known-bad/iphone11-bouncing-header.jsonl"
            let page = try Self.page(path, in: folder)
            let harness = try folder.write(
                "click.html",
                """
                <!doctype html><html><body><div id="result">pending</div>
                <iframe id="player" src="\(page.lastPathComponent)#index=5" width="1200" height="900"></iframe>
                <script>
                document.getElementById("player").addEventListener("load", () => {
                  const player = document.getElementById("player").contentDocument;
                  const links = player.querySelectorAll("a.violation");
                  const link = links[3];
                  link.click();
                  const result = {
                    wanted: +link.dataset.index, scrubber: +player.getElementById("scrubber").value,
                    hash: player.defaultView.location.hash, links: links.length };
                  // Then → twice and shift+← once: one, two, then back ten.
                  const key = (key, shiftKey) => player.dispatchEvent(new KeyboardEvent("keydown", { key, shiftKey, bubbles: true }));
                  key("ArrowRight", false); key("ArrowRight", false); key("ArrowLeft", true);
                  result.afterKeys = +player.getElementById("scrubber").value;
                  // Play at 4×: after half a second of the page's time the index has moved on.
                  player.getElementById("speed").value = "4";
                  player.getElementById("play").click();
                  setTimeout(() => {
                    result.played = +player.getElementById("scrubber").value;
                    document.getElementById("result").textContent = JSON.stringify(result);
                  }, 500);
                });
                </script></body></html>
                """)
            let dom = try Chromium.dumpDOM(harness.absoluteString, allowFileAccess: true)
            let result = try #require(dom.firstMatch(of: /<div id="result">([^<]*)<\/div>/)).output.1
            let fields = try RecordingFacts.object(
                String(result).replacingOccurrences(of: "&quot;", with: "\""))
            let wanted = try #require(fields["wanted"] as? Int)
            #expect(wanted > 5)
            #expect(fields["scrubber"] as? Int == wanted)
            #expect(fields["hash"] as? String == "#index=\(wanted)")
            #expect(fields["afterKeys"] as? Int == wanted + 2 - 10, "→ → shift+←")
            #expect(try #require(fields["played"] as? Int) > wanted - 8, "playing moves the index on")
            let final = try RecordingFacts.object(try run(["replay", path, "--json"]).stdout)
            #expect(fields["links"] as? Int == min(2000, final["violations"] as? Int ?? -1))
        }
    }
}

/// Headless Chromium, found on the PATH (or CHROMIUM).
enum Chromium {
    static let path: String? = {
        if let path = ProcessInfo.processInfo.environment["CHROMIUM"] { return path }
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    static let screenshots = PackageRoot.url.appendingPathComponent(".build/html-screenshots")

    static func arguments(allowFileAccess: Bool) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1300,900"]
            + (allowFileAccess ? ["--allow-file-access-from-files"] : []) + ["--virtual-time-budget=5000"]
    }

    /// The DOM after the page at `url` ran its scripts.
    static func dumpDOM(_ url: String, allowFileAccess: Bool = false) throws -> String {
        try launch(arguments(allowFileAccess: allowFileAccess) + ["--dump-dom", url])
    }

    /// A screenshot of `url` in .build/html-screenshots/`name`.
    static func screenshot(_ url: String, to name: String) throws {
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
        _ = try launch(
            arguments(allowFileAccess: false) + [
                "--screenshot=\(screenshots.appendingPathComponent(name).path)", url,
            ])
    }

    private static func launch(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
