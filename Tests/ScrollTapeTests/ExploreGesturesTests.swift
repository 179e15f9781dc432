import Foundation
import ScrollTapeExamples
import Testing

@testable import ScrollTapeCore
@testable import ScrollTapeExplorer

/// What `explore` generates for screens whose gestures UIKit decides with its recognizers: drags
/// that start on a button in a row, quickly or after a press around the touch delay, and drags
/// over nested scroll views, where it finds a hand-off done wrong without being told where to look.
@Suite struct ExploreGesturesTests {
    @Test func dragsThatStartOnAButtonInARowSometimesScrollTheListAndSometimesNot() throws {
        let recording = try RecordingsTests.load(
            RecordingsTests.root.appendingPathComponent("recordings/buttons-in-rows.jsonl").path
        ).recording
        var owners: Set<TouchState.Owner> = []
        for seed in UInt64(1)...8 {
            var world = World(scene: recording.scene)
            for event in GestureGenerator.events(from: world, seed: seed, count: 300) {
                world.apply(event)
                // A finger that began on a button and has moved past the slop.
                for touch in world.touches
                where touch.target.isControl && touch.start.distance(to: touch.location) > 12 {
                    owners.insert(touch.owner)
                }
            }
        }
        // Quick starts: the list's pan took the finger; held ones: the button kept it.
        #expect(owners.contains(.scroll))
        #expect(owners.contains(.control))
    }

    @Test func exploreFindsAHandOffThatForgetsTheListUnaided() throws {
        let recording = Recording(scene: ProfileScreen.scene(), events: [Event(t: 0, .frame)])
        let broken = recording.explore(
            seed: 1, runs: 20, code: AppCode(delegate: ProfileScreen.HandOff(holdsList: false)))
        let found = try #require(broken.failures.first { $0.violation.invariant == .scrollFollowsFinger })
        #expect(found.violation.message.hasPrefix("content of 'outer' moved"))
        // The shrunk recording still fails, with a few events.
        #expect(found.recording.events.count < found.generated.events.count)
        let correct = recording.explore(
            seed: 1, runs: 20, code: AppCode(delegate: ProfileScreen.HandOff(holdsList: true)))
        #expect(!correct.failures.contains { $0.violation.invariant == .scrollFollowsFinger })
    }
}

extension ExploreGesturesTests {
    /// The session's `calls` are made at random times — at rest and while a finger drags a list —
    /// and only those; a screen that lists none gets none, and its runs stay as they were.
    @Test func theSessionsCallsComeAtRestAndUnderAFinger() throws {
        let recording = try RecordingsTests.load(
            RecordingsTests.root.appendingPathComponent(
                "recordings/app-code/pull-to-refresh-load-finishes.jsonl"
            )
            .path
        ).recording
        var names: Set<String> = []
        var atRest = 0
        var underAFinger = 0
        for seed in UInt64(1)...6 {
            var world = World(scene: recording.scene)
            for event in GestureGenerator.events(from: world, seed: seed, count: 400) {
                if case .call(let name) = event.kind {
                    names.insert(name)
                    if world.scroll.mode.isDragging { underAFinger += 1 } else { atRest += 1 }
                }
                world.apply(event)
            }
        }
        #expect(names == ["loadFinished"])
        #expect(atRest > 0)
        #expect(underAFinger > 0)
        var without = recording.scene
        without.calls = []
        let plain = GestureGenerator.events(from: World(scene: without), seed: 1, count: 400)
        #expect(!plain.contains { if case .call = $0.kind { true } else { false } })
    }
}
