import ScrollTape
import Testing

@testable import ScrollTapeCore

/// The Android / Flutter / Compose names are their canonical behaviours: the same
/// configuration, the same behaviour value, the same heights and the same state.
@Suite struct HeaderAliasTests {
    struct Alias: Sendable, CustomTestStringConvertible {
        var name: HeaderConfiguration.Behavior
        var canonical: HeaderConfiguration.Behavior
        /// The canonical configuration's `stretch`.
        var stretches = false
        var testDescription: String {
            "\(name.rawValue) is \(canonical.rawValue)\(stretches ? " with stretch" : "")"
        }
    }

    static let aliases: [Alias] = [
        Alias(name: .enterAlways, canonical: .collapsing),
        Alias(name: .exitUntilCollapsed, canonical: .pinned),
        Alias(name: .stretchy, canonical: .pinned, stretches: true),
    ]

    /// Down, up, across both edges, a pull past the top and the bottom bounce.
    static let offsets: [Double] = [
        -100, 40, 300, 250, -60, -200, -260, -148, 900, 2600, 2700, 2750, 2658, 2500, 1200, 1100, -148,
    ]

    @Test(arguments: aliases)
    func aliasConfiguresItsCanonicalBehaviour(_ alias: Alias) {
        let configuration = HeaderScreens.configuration(alias.name)
        var expected = HeaderScreens.configuration(alias.canonical, stretches: alias.stretches)
        #expect(configuration.behavior == alias.canonical)
        #expect(configuration.behaviorName == alias.name)
        #expect(configuration.stretches == expected.stretches)
        expected.behavior = alias.name  // an alias set later is kept the same way
        #expect(expected == configuration)
    }

    @Test(arguments: aliases)
    func aliasGivesTheHeightsAndStatesOfItsCanonicalBehaviour(_ alias: Alias) {
        let configuration = HeaderScreens.configuration(alias.name)
        let canonical = HeaderScreens.configuration(alias.canonical, stretches: alias.stretches)
        var mine = HeaderState(height: 148, behavior: configuration.builtInBehavior)
        var theirs = HeaderState(height: 148, behavior: canonical.builtInBehavior)
        #expect(mine == theirs)
        for offset in [HeaderScreens.minOffset] + Self.offsets {
            var myScreen = HeaderScreens.screen(offset: offset, height: mine.height)
            mine.didScroll(&myScreen)
            var theirScreen = HeaderScreens.screen(offset: offset, height: theirs.height)
            theirs.didScroll(&theirScreen)
            #expect(mine == theirs, "at offset \(offset)")
        }
        #expect(
            HeaderScreens.heights(configuration.builtInBehavior, Self.offsets)
                == HeaderScreens.heights(canonical.builtInBehavior, Self.offsets))
    }

    /// Replayed on recordings of random gestures, an alias's world is its canonical behaviour's
    /// at every index: header, state and violations.
    @Test(arguments: aliases)
    func aliasReplaysAsItsCanonicalBehaviour(_ alias: Alias) throws {
        let canonicalHeader =
            BuiltInHeaderPropertyTests.header(alias.canonical.rawValue, 48, 148)
            .dropLast() + (alias.stretches ? #","stretch":true}"# : "}")
        let mine = BuiltInHeaderPropertyTests.Screen(
            alias.name.rawValue, header: BuiltInHeaderPropertyTests.header(alias.name.rawValue, 48, 148))
        let theirs = BuiltInHeaderPropertyTests.Screen(
            alias.canonical.rawValue, header: String(canonicalHeader))
        for seed in UInt64(1)...5 {
            let gestures = BuiltInHeaderPropertyTests.gestures(seed: seed, count: 30, rows: mine.rows)
            var replays = try [mine, theirs].map { screen in
                let text = ([screen.sessionLine] + gestures).map { $0 + "\n" }.joined()
                return Replay(
                    try RecordingReader.parse(Array(text.utf8), path: "seed-\(seed).jsonl").recording)
            }
            while !replays[0].isAtEnd {
                let violations = (replays[0].step(), replays[1].step())
                #expect(violations.0 == violations.1)
                #expect(replays[0].world.header == replays[1].world.header)
                #expect(replays[0].world.state == replays[1].world.state)
                if replays[0].world.state != replays[1].world.state { return }
            }
        }
    }
}
