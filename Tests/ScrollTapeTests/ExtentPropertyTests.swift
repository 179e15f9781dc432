import Foundation
import ScrollTape
import ScrollTapeCore
import Testing

@testable import ScrollTapeExplorer
@testable import ScrollTapePictures

/// Zero, tiny and huge extents never trap and never make a number that is not one: every layout
/// and effect — a list, a horizontal pager whose pages are its frame's width, a pager under tabs,
/// a list in sections, a header whose heights are equal, the navigation bar, parallax and a view
/// kept in the list — with its scroll view's frame 0, a billionth of a point, 0.01 pt and a million
/// points along its axis, the screen turning to and from such a frame during gestures (drags,
/// flicks, taps, the keyboard, updates, app scrolls). Every state at every index has finite
/// numbers only, and so have the violations, the plot, the trace and the page's data.
@Suite struct ExtentPropertyTests {
    static let extents: [Double] = [0, 1e-9, 0.01, 1_000_000]

    struct Screen: Sendable, CustomTestStringConvertible {
        var name: String
        /// The session line with its scroll view (`scroll`) `extent` long along its axis.
        var sessionLine: @Sendable (_ extent: Double) -> String
        /// The id of the scroll view whose extent changes, and its frame with `extent`.
        var scrollID: String
        var frame: @Sendable (_ extent: Double) -> Rect
        var testDescription: String { name }
    }

    static let device = #""device":{"width":414,"height":896,"safeArea":{"top":48,"bottom":34}}"#

    static func number(_ value: Double) -> String { formatNumber(value, decimals: 12) }

    static let screens: [Screen] = [
        Screen(
            name: "a list under a collapsing header whose heights are equal",
            sessionLine: { extent in
                #"{"type":"session","# + device
                    + #","scroll":{"id":"list","frame":[0,100,414,\#(number(extent))],"#
                    + #""content":{"items":{"count":40,"length":88}}},"#
                    + #""header":{"view":"header","behavior":"collapsing","minHeight":100,"maxHeight":100,"snap":true},"#
                    + #""views":[{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,100],"#
                    + #""children":[{"id":"back","kind":"button","frame":[8,52,44,44]}]}]}"#
            }, scrollID: "list", frame: { Rect(x: 0, y: 100, width: 414, height: $0) }),
        Screen(
            name: "a horizontal pager whose pages are its width",
            sessionLine: { extent in
                #"{"type":"session","# + device
                    + #","scroll":{"id":"pager","axis":"horizontal","frame":[0,0,\#(number(extent)),896],"#
                    + #""paging":true,"content":{"items":{"count":10,"length":414}}},"#
                    + #""views":[{"id":"pager","kind":"scroll"}]}"#
            }, scrollID: "pager", frame: { Rect(x: 0, y: 0, width: $0, height: 896) }),
        Screen(
            name: "a pager under tabs in a profile list, with a fading bar, parallax and a view in the list",
            sessionLine: { extent in
                #"{"type":"session","# + device
                    + #","scroll":{"id":"profile","content":{"width":414,"height":1200}},"#
                    + #""scrolls":[{"id":"pager","frame":[0,248,\#(number(extent)),900],"axis":"horizontal","#
                    + #""content":{"items":{"count":4,"length":414}},"paging":true}],"#
                    + #""views":[{"id":"profile","kind":"scroll","children":["#
                    + #"{"id":"photo","kind":"image","frame":[0,0,414,200]},"#
                    + #"{"id":"sticky","kind":"view","frame":[0,0,414,10]},"#
                    + #"{"id":"tabStrip","kind":"view","frame":[0,200,414,48],"children":["#
                    + #"{"id":"tab0","kind":"button","frame":[0,0,207,44]},"#
                    + #"{"id":"tab1","kind":"button","frame":[207,0,207,44]},"#
                    + #"{"id":"underline","kind":"view","frame":[0,44,207,4],"interactive":false}]},"#
                    + #"{"id":"pager","kind":"scroll"}]},"#
                    + #"{"id":"navBar","kind":"view","frame":[0,0,414,96],"children":["#
                    + #"{"id":"title","kind":"label","frame":[16,52,300,30]}]}],"#
                    + #""effects":[{"kind":"tabs","view":"underline","scroll":"pager","tabs":["tab0","tab1"]},"#
                    + #"{"kind":"navigationBar","view":"navBar","distance":0.001,"title":"title","titleTravel":20},"#
                    + #"{"kind":"parallax","view":"photo","ratio":10},"#
                    + #"{"kind":"inList","view":"sticky"}]}"#
            }, scrollID: "pager", frame: { Rect(x: 0, y: 248, width: $0, height: 900) }),
        Screen(
            name: "a list in sections with pinned headers and a keyboard",
            sessionLine: { extent in
                #"{"type":"session","# + device
                    + #","scroll":{"id":"list","frame":[0,0,414,\#(number(extent))],"content":{"style":"plain","#
                    + #""sections":[{"header":28,"rows":[44,44,44,44]},{"header":28,"rows":[0.01,1000000]},"#
                    + #"{"header":0,"rows":[44],"footer":10}]}},"#
                    + #""header":{"view":"header","behavior":"pinned","minHeight":48,"maxHeight":148,"stretch":true},"#
                    + #""views":[{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,148]}]}"#
            }, scrollID: "list", frame: { Rect(x: 0, y: 0, width: 414, height: $0) }),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var screen: Screen
        var extent: Double
        var testDescription: String { "\(screen.name), \(extent) pt" }
    }

    static let cases: [Case] = screens.flatMap { screen in extents.map { Case(screen: screen, extent: $0) } }

    @Test(arguments: cases) func noExtentTrapsOrMakesANumberThatIsNotOne(_ given: Case) throws {
        let line = given.screen.sessionLine(given.extent)
        let file = try RecordingReader.parse(Array((line + "\n").utf8), path: "extent.jsonl")
        let scene = file.recording.scene
        // The session's screen and one whose scroll view has the other extent (0 if this one has
        // some, else the ordinary one), between which the screen turns during the gestures.
        let other = given.extent == 0 ? 414 : 0
        let layouts = [given.extent, Double(other)].map { extent in
            SafeAreaChange(
                width: scene.device.width, height: scene.device.height, safeArea: scene.device.safeArea,
                statusBar: scene.device.statusBarHeight,
                frames: [given.screen.scrollID: given.screen.frame(extent)])
        }
        for seed in 1...3 as ClosedRange<UInt64> {
            let generated = GestureGenerator.events(
                from: World(scene: scene), seed: seed, count: 150, usesKeyboard: true, layouts: layouts)
            // The generator turns the screen between gestures; turns in the middle of them too (a
            // finger that drags a pager when its frame loses its width, a flick, a snap).
            var events: [Event] = []
            for (position, event) in generated.enumerated() {
                events.append(event)
                if position % 7 == 6 {
                    events.append(Event(t: event.t, .safeArea(layouts[(position / 7 + 1) % 2])))
                }
            }
            let recording = Recording(scene: scene, events: events, path: "extent.jsonl")
            var world = World(scene: scene)
            try Self.expectFinite(world.state, at: 0, seed: seed)
            for (position, event) in events.enumerated() {
                world.apply(event)
                try Self.expectFinite(world.state, at: position + 1, seed: seed)
            }
            for violation in recording.replay().violations {
                #expect(
                    !Self.hasNonNumber(violation.message),
                    "seed \(seed): a violation's message has a number that is not one: \(violation.message)")
            }
            let plot = recording.plot(title: "extent")
            #expect(!Self.hasNonNumber(plot), "seed \(seed): the plot has a coordinate that is not a number")
            let trace = try JSONSerialization.jsonObject(with: Data(recording.trace(name: "extent").utf8))
            #expect(Self.nulls(in: trace).isEmpty, "seed \(seed): the trace has null values")
            let page = HTMLPlayer.collect(recording, title: "extent")
            #expect(!Self.hasNonNumber(page), "seed \(seed): the page's data has a number that is not one")
            _ = try JSONSerialization.jsonObject(with: Data(page.utf8))
        }
    }

    /// Fails with the first number in `state` that is NaN or infinite (or null where a number
    /// belongs: the JSON of a NaN), naming its path.
    static func expectFinite(_ state: Value, at index: Int, seed: UInt64) throws {
        let bad = nonFinite(state, path: "")
        try #require(bad.isEmpty, "seed \(seed), index \(index): \(bad.prefix(3).joined(separator: ", "))")
    }

    static func nonFinite(_ value: Value, path: String) -> [String] {
        switch value {
        case .number(let number): return number.isFinite ? [] : ["\(path) = \(number)"]
        case .array(let elements):
            return elements.enumerated().flatMap { nonFinite($0.element, path: "\(path).\($0.offset)") }
        case .object(let members):
            return members.flatMap { nonFinite($0.value, path: path.isEmpty ? $0.key : "\(path).\($0.key)") }
        case .null, .bool, .string: return []
        }
    }

    /// Whether `text` has `nan` or `inf` standing as a number (not inside a word).
    static func hasNonNumber(_ text: String) -> Bool {
        let words = text.split { !($0.isLetter || $0 == "_") }
        return words.contains { $0 == "nan" || $0 == "inf" || $0 == "NaN" || $0 == "Infinity" }
    }

    /// The paths of the nulls in a parsed JSON value.
    static func nulls(in value: Any, path: String = "") -> [String] {
        if value is NSNull { return [path] }
        if let array = value as? [Any] {
            return array.enumerated().flatMap { nulls(in: $0.element, path: "\(path).\($0.offset)") }
        }
        if let object = value as? [String: Any] {
            return object.flatMap { nulls(in: $0.value, path: "\(path).\($0.key)") }
        }
        return []
    }
}
