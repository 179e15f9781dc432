import ScrollTape
import ScrollTapeCLI
import ScrollTapeExamples
import Testing

@testable import ScrollTapeExplorer

/// The built-in header behaviours never break a header invariant of their own: on
/// recordings of random gestures — drags with large steps that cross an edge in one sample,
/// flicks into the edges, fingers during a bounce, taps, wheel and app scrolls, deletions above
/// the viewport — over several screens, replayed through every built-in behaviour.
@Suite struct BuiltInHeaderPropertyTests {
    /// The header invariants: a reference behaviour that breaks one is a checker's worst bug.
    static let headerInvariants: Set<InvariantName> = [
        .headerBounds, .headerOverscroll, .headerDirection, .contentBelowHeader,
    ]

    struct Screen: Sendable, CustomTestStringConvertible {
        var name: String
        /// The list's items (the gestures delete some of them).
        var rows: Int
        var sessionLine: String
        var testDescription: String { name }

        /// A screen with a list of `rows` items of 88 pt under `header` (`extra`: more members of
        /// the session's `scroll`).
        init(
            _ name: String, device: String = iPhone11, header: String, rows: Int = 40,
            scroll extra: String = ""
        ) {
            self.name = name
            self.rows = rows
            sessionLine =
                #"{"type":"session","device":"# + device
                + #","scroll":{"content":{"items":{"count":\#(rows),"length":88}},"#
                + #""additionalSafeArea":{"top":100}"# + extra + #"},"header":"# + header
                + #","views":[{"id":"list","#
                + #""kind":"scroll"},{"id":"header","frame":[0,0,414,148],"children":[{"id":"back","kind":"button","#
                + #""frame":[8,52,44,44]}]}]}"#
        }
    }

    static let iPhone11 = #"{"width":414,"height":896,"safeArea":{"top":48,"bottom":34}}"#
    static let iPhone8 = #"{"width":375,"height":667,"safeArea":{"top":20}}"#

    static let screens: [Screen] = [
        Screen("collapsing, iPhone 11", header: header("collapsing", 48, 148)),
        Screen(
            "collapsing, iPhone 8, fast deceleration", device: iPhone8, header: header("collapsing", 20, 120),
            scroll: #","deceleration":"fast""#),
        Screen(
            "collapsing, 5 rows, always bounces", header: header("collapsing", 48, 148), rows: 5,
            scroll: #","alwaysBounce":true"#),
        Screen("collapsing, no bounces", header: header("collapsing", 48, 148), scroll: #","bounces":false"#),
        Screen("collapsing, paging", header: header("collapsing", 48, 148), scroll: #","paging":true"#),
        Screen("pinned", header: header("pinned", 48, 148)),
        Screen("pinned, stretch", header: header("pinned", 48, 148, extra: #","stretch":true"#)),
        Screen("none", header: header("none", 48, 148)),
        Screen("stretchy", header: header("stretchy", 48, 148)),
        Screen("enterAlwaysCollapsed, iPhone 11", header: header("enterAlwaysCollapsed", 48, 148)),
        Screen(
            "enterAlwaysCollapsed, iPhone 8, collapsedHeight 100", device: iPhone8,
            header: header("enterAlwaysCollapsed", 20, 120, extra: #","collapsedHeight":100"#)),
        Screen(
            "enterAlwaysCollapsed, 5 rows, always bounces", header: header("enterAlwaysCollapsed", 48, 148),
            rows: 5,
            scroll: #","alwaysBounce":true"#),
        Screen(
            "enterAlwaysCollapsed, paging", header: header("enterAlwaysCollapsed", 48, 148),
            scroll: #","paging":true"#),
        Screen("collapsing, snap", header: header("collapsing", 48, 148, extra: #","snap":true"#)),
        Screen("pinned, snap", header: header("pinned", 48, 148, extra: #","snap":true"#)),
        Screen(
            "enterAlwaysCollapsed, snap",
            header: header("enterAlwaysCollapsed", 48, 148, extra: #","snap":true"#)),
    ]

    static func header(_ behavior: String, _ min: Int, _ max: Int, extra: String = "") -> String {
        #"{"view":"header","behavior":"\#(behavior)","minHeight":\#(min),"maxHeight":\#(max)"# + extra + "}"
    }

    /// Random gestures as recording lines, from `seed`.
    static func gestures(seed: UInt64, count: Int, rows: Int) -> [String] {
        var random = SplitMix64(seed: seed)
        var lines: [String] = []
        var t = 0.0
        var touchID = 0
        var rows = rows
        func number(_ value: Double) -> String { String((value * 1000).rounded() / 1000) }
        func frames(_ n: Int) {
            for _ in 0..<n {
                t += 1.0 / 60
                lines.append(#"{"type":"frame","t":\#(number(t))}"#)
            }
        }
        for _ in 0..<count {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                // A drag: steps up to 160 pt per sample (crossing an edge in one), then a rest or a flick.
                touchID += 1
                let x = Double.random(in: 60...350, using: &random)
                var y = Double.random(in: 250...600, using: &random)
                lines.append(
                    #"{"type":"touch","t":\#(number(t)),"phase":"began","id":\#(touchID),"x":\#(number(x)),"y":\#(number(y))}"#
                )
                for _ in 0..<Int.random(in: 1...25, using: &random) {
                    t += Bool.random(using: &random) ? 1.0 / 60 : 1.0 / 120
                    y = min(max(y + Double.random(in: -160...160, using: &random), -50), 950)
                    lines.append(
                        #"{"type":"touch","t":\#(number(t)),"phase":"moved","id":\#(touchID),"x":\#(number(x)),"y":\#(number(y))}"#
                    )
                }
                if Bool.random(using: &random) { t += 0.2 }  // a rest: no fling
                lines.append(
                    #"{"type":"touch","t":\#(number(t)),"phase":"ended","id":\#(touchID),"x":\#(number(x)),"y":\#(number(y))}"#
                )
                frames(Int.random(in: 0...90, using: &random))
            case 6:
                t += 0.05
                lines.append(
                    #"{"type":"tap","t":\#(number(t)),"x":200,"y":\#(number(Double.random(in: 200...800, using: &random)))}"#
                )
            case 7:
                t += 1.0 / 60
                let dy = Double.random(in: -400...400, using: &random)
                lines.append(#"{"type":"scroll","t":\#(number(t)),"dy":\#(number(dy))}"#)
                frames(Int.random(in: 0...10, using: &random))
            case 8:
                t += 1.0 / 60
                let y = Double.random(in: -148...2000, using: &random)
                lines.append(#"{"type":"scroll","t":\#(number(t)),"y":\#(number(y))}"#)
            default:
                guard rows >= 4 else { continue }
                t += 1.0 / 60
                rows -= 2
                lines.append(#"{"type":"update","t":\#(number(t)),"delete":[0,1],"anchor":"visible"}"#)
                frames(Int.random(in: 0...30, using: &random))
            }
        }
        return lines
    }

    @Test(arguments: screens)
    func builtInBehavioursKeepTheirOwnInvariants(_ screen: Screen) throws {
        var broken: [String] = []
        for seed in UInt64(1)...40 {
            let text = ([screen.sessionLine] + Self.gestures(seed: seed, count: 30, rows: screen.rows)).map {
                $0 + "\n"
            }
            .joined()
            let file = try RecordingReader.parse(Array(text.utf8), path: "seed-\(seed).jsonl")
            let result = file.recording.replay()
            for diagnostic in result.diagnostics
            where Self.headerInvariants.contains(where: { diagnostic.message.hasPrefix("[\($0.rawValue)]") })
            {
                broken.append(diagnostic.description)
            }
        }
        #expect(
            broken.isEmpty, "\(broken.count) violations, first: \(broken.prefix(3).joined(separator: "\n"))")
    }
}
