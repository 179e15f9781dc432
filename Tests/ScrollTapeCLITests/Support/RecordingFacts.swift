import Foundation

/// Facts about a recording read straight from its file with `JSONSerialization`, independently of
/// ScrollTape's own reader, so the end-to-end tests can say what `scrolltape` must print.
struct RecordingFacts {
    /// The path relative to the package root, as a user types it (`recordings/pinned-header.jsonl`).
    var path: String
    /// The lines of the file; `lines[0]` is line 1, the session line.
    var lines: [String]
    var session: [String: Any]

    /// Every `*.jsonl` below `folder` (relative to the package root), as relative paths, sorted.
    /// The bundled recordings that declare a known bug (`expectFailures`): those in `known-bad/`, and
    /// seed screens with a bug that an invariant added since catches (`section.gapBelowHeader`).
    static var declaringFailures: [String] {
        paths(under: "recordings").filter { path in
            (try? RecordingFacts(path)).map { !$0.expectedFailures.isEmpty } ?? false
        }
    }

    static func paths(under folder: String) -> [String] {
        let root = PackageRoot.file(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".jsonl") { paths.append(folder + "/" + relative) }
        }
        return paths.sorted()
    }

    init(_ path: String) throws {
        self.path = path
        let text = try String(contentsOf: PackageRoot.file(path), encoding: .utf8)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        session = try Self.object(lines[0])
    }

    /// Events are every line after the session line.
    var eventCount: Int { lines.count - 1 }

    /// The session's `expectFailures`.
    var expectedFailures: [String] { session["expectFailures"] as? [String] ?? [] }

    /// Each event with its 1-based line number.
    func events() throws -> [(line: Int, event: [String: Any])] {
        try lines.indices.dropFirst().map { (line: $0 + 1, event: try Self.object(lines[$0])) }
    }

    static func object(_ line: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw FactError("not a JSON object: \(line.prefix(80))")
        }
        return object
    }

    struct FactError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension RecordingFacts {
    /// Offending lines worked out by hand where no simple scan of the file finds them.
    ///
    /// `iphone11-bouncing-header.jsonl`, 347: verified by hand against the file and README. Line 346 is the
    /// `expect` that ends "pull past bottom leg 1" (scroll.offset.y 2755.97, past maxOffset 2658, header
    /// height 48 = minHeight, so pulling further cannot shrink it). Line 347 (event 346) is the first finger
    /// sample of leg 2 (y 638 → 648): the list moves back toward the edge while still past it, and with
    /// `ignoreOverscroll: false` the header grows 48 → 52.39: the first header change outside
    /// [minOffset, maxOffset]. Every event before it keeps the header inside what the in-bounds scrolling
    /// allows (the README's expects up to event 345 match the correct oracle).
    ///
    /// `flick-bouncing-header.jsonl`, 262: event 261 is the first display frame after the flick's bounce
    /// turns back toward maxOffset (2680.62 → 2680.37); with `ignoreOverscroll: false` the header grows
    /// 48 → 48.26 while the list is past the edge. Cross-checked with the independent oracle of
    /// tools/make_recordings.py (tools/recordings/oracle.py), whose first violation is the same event.
    ///
    /// `header-jitter-at-top.jsonl`, 114: line 110 is the `touch` `ended` that releases the list 46.9 pt
    /// past the top (offset −194.91, phase bouncing, header 148 by the `expect` on line 112), line 113 the
    /// spring's first display `frame`, and line 114 its `observe`: `header.height` 144 where the
    /// model's header is still 148 (the `expect` on line 115 says so). Every `observe` line before it
    /// shows the header the `expect`s around it give (148 at the top, 48 after the first drag) and the
    /// offset rounded to the device's half-point pixels. The generator's oracle flags the same event (113),
    /// and recordings/README.md, which it writes, names it.
    static let handVerifiedFirstOffendingLines: [String: [String: Int]] = [
        "recordings/known-bad/iphone11-bouncing-header.jsonl": [
            "header.overscroll": 347,
            // After its last bounce at the top the list comes to rest at −148 (event 794) with the
            // header 58.85 pt high: the header moved with the spring back and never returned to 148
            // (the recordings' oracle finds the same event on its own).
            "header.expandedAtTop": 795,
        ],
        "recordings/known-bad/flick-bouncing-header.jsonl": ["header.overscroll": 262],
        "recordings/known-bad/header-jitter-at-top.jsonl": ["conformance": 114],
        // The first drag sample: the list moves at −148 while the track starts at y = 0 (insetAdjustment
        // never, indicatorInset top 0) under the 148 pt header.
        "recordings/known-bad/indicator-under-header.jsonl": ["indicator.belowHeader": 7],
        // A tap at (384, 70) on the bar while its background is faded to alpha 0: the bar takes it.
        "recordings/known-bad/navigation-bar-background-fade.jsonl": ["navigationBar.touches": 7],
        // The pager first rests on page 1 (offset 424, pages 414 + 10 apart); the app divides by 414, so
        // the underline is centred at 103.5 · 424/414 + 51.75 = 157.75, not under tab 1's centre 155.25.
        "recordings/known-bad/tabs-underline-spacing.jsonl": ["tabs.underline": 162],
        // The `update` that inserts a card at the front while the pager rests on its last page
        // (1243, clamped): the offset stays, and 1243 is page 3.825 of the longer content.
        "recordings/known-bad/pager-insert-on-last-page.jsonl": ["scroll.rest": 245],
        // The second finger sample of the quick return from 800 (the screen opens in section 2): the
        // offset goes to 790 and the header grows from 48 to 58, over section 2's header, which the
        // list pins at y = 48 (adjusted inset top 48: no additionalSafeArea for the header).
        "recordings/known-bad/sections-under-header.jsonl": ["section.belowHeader": 8],
        // The first frame once the keyboard's 0.25 s are over (t = 1.1667 = 0.9167 + 0.25, to the
        // time resolution): it came up on line 39 for the composer (row 42, 2868…2920 in the content)
        // at the end (offset 2058, insetAdjustment never: nothing moves), so the row is at y = 810…862,
        // under the keyboard's top at 896 − 336 = 560.
        //
        // section.gapBelowHeader: the first event at which a section header is pinned (the
        // visible area's top past section 0's start) while the collapsing header is shorter than the
        // list's fixed top inset. The keyboard screen: the first display frame of the animated scroll to
        // the composer (line 10), -104 → 16.35 in one frame at 7206.67 pt/s: the header collapses to
        // 48 and section 0's header pins at y = 104 (adjusted inset top), 56 pt below it.
        "recordings/known-bad/keyboard-hides-edited-row.jsonl": [
            "keyboard.rowVisible": 55, "section.gapBelowHeader": 12,
        ],
        // The first finger sample that moves the list (10 pt past the pan's slop: -148 → -138): the
        // header is 138 tall, section 0's header pinned at y = 148 (additionalSafeArea 100 + 48).
        "recordings/sections-collapsing-iphone11.jsonl": ["section.gapBelowHeader": 12],
        "recordings/sections-updates-iphone11.jsonl": ["section.gapBelowHeader": 10],
        // The scrollTo deep into the 1,000,000-row list (row 449,435 at the top): the header
        // collapses to 48 at once and section 4's header pins at y = 148.
        "recordings/sections-updates-million-rows.jsonl": ["section.gapBelowHeader": 5],
        // The same on the chat screen: -104 → -94, the bar 94 tall, section 0's header at y = 104.
        "recordings/chat-keyboard.jsonl": ["section.gapBelowHeader": 12],
        // As keyboard-hides-edited-row: the first frame of the animated scroll to the composer.
        "recordings/chat-keyboard-hides-while-moving.jsonl": ["section.gapBelowHeader": 9],
        // The rotation to landscape while the pager rests on page 2 (828): the offset stays, and the
        // page is now the frame's 896 pt from −48 (the sensor housing's inset), so 828 is page 0.978.
        "recordings/known-bad/rotation-pager-between-pages.jsonl": ["scroll.rest": 135],
        // The `inset` event that takes the refresh control's 60 pt away under the dragging finger
        // and moves the list from -239.83 to -148 (`y`): the content jumps 91.83 pt, the finger 0.
        "recordings/known-bad/refresh-ends-mid-drag.jsonl": ["scroll.followsFinger": 106],
    ]

    /// The line of the first event that breaks `invariant` in this recording.
    func firstOffendingLine(of invariant: String) throws -> Int {
        switch invariant {
        case "touch.passThrough": return try firstTouchSwallowedByPassThroughView()
        default:
            guard let line = Self.handVerifiedFirstOffendingLines[path]?[invariant] else {
                throw FactError(
                    "no known first offending line for \(invariant) in \(path): verify it by hand and add it to "
                        + "RecordingFacts.handVerifiedFirstOffendingLines")
            }
            return line
        }
    }

    /// The first touch that begins (a `touch` `began` or a `tap`) inside a pass-through view but on none of
    /// its controls, i.e. on the empty area of the header that should reach the list. Frames are those of
    /// the session (the header at its laid-out height; the known-bad screens use `behavior: "none"`).
    func firstTouchSwallowedByPassThroughView() throws -> Int {
        var passThroughFrames: [[Double]] = []
        var controlFrames: [[Double]] = []
        func visit(_ views: [[String: Any]], origin: (x: Double, y: Double), insidePassThrough: Bool) {
            for view in views {
                guard let frame = view["frame"] as? [Double], frame.count == 4 else { continue }
                let absolute = [origin.x + frame[0], origin.y + frame[1], frame[2], frame[3]]
                let passThrough = (view["passThrough"] as? String ?? "none") != "none"
                if passThrough { passThroughFrames.append(absolute) }
                let isControl = view["control"] as? Bool ?? (view["kind"] as? String == "button")
                if insidePassThrough, isControl { controlFrames.append(absolute) }
                visit(
                    view["children"] as? [[String: Any]] ?? [], origin: (absolute[0], absolute[1]),
                    insidePassThrough: insidePassThrough || passThrough)
            }
        }
        visit(session["views"] as? [[String: Any]] ?? [], origin: (0, 0), insidePassThrough: false)
        func contains(_ frame: [Double], _ x: Double, _ y: Double) -> Bool {
            x >= frame[0] && x < frame[0] + frame[2] && y >= frame[1] && y < frame[1] + frame[3]
        }
        for (line, event) in try events() {
            let begins = event["type"] as? String == "tap" || event["phase"] as? String == "began"
            guard begins, let x = event["x"] as? Double, let y = event["y"] as? Double else { continue }
            if passThroughFrames.contains(where: { contains($0, x, y) }),
                !controlFrames.contains(where: { contains($0, x, y) })
            {
                return line
            }
        }
        throw FactError("\(path): no touch begins on the empty area of a pass-through view")
    }
}
