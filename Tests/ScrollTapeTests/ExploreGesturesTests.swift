import Foundation
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

    /// The profile screen of the nested-pan tests: an outer table with a 300-pt header over a list.
    static func profile() -> Scene {
        let screen = Rect(x: 0, y: 0, width: 414, height: 896)
        let outer = ScrollConfiguration(
            id: "outer", frame: screen, content: .size(width: 414, height: 1196), insetAdjustment: .never)
        let list = ScrollConfiguration(
            id: "list", frame: Rect(x: 0, y: 300, width: 414, height: 896),
            content: .items(ItemLayout(count: 40, length: 88)), insetAdjustment: .never)
        return Scene(
            device: Device(
                name: "iPhone 11", width: 414, height: 896, scale: 2,
                safeArea: EdgeInsets(top: 48, bottom: 34)),
            scroll: outer, scrolls: [list],
            views: [
                ViewSpec(
                    id: "outer", kind: .scroll, frame: screen,
                    children: [ViewSpec(id: "list", kind: .scroll, frame: list.frame)])
            ])
    }

    /// Both pans follow the finger; the outer table pins at 300 while the list is scrolled, and
    /// (`holdsList`) the list stays at its top until the outer pins.
    struct HandOff: ScrollViewDelegate {
        var holdsList: Bool
        mutating func panShouldRecognizeSimultaneously(
            _ scrollView: String, with other: String, _ screen: inout AppScreen
        ) -> Bool { true }
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            if screen.scrollView.id == "outer" {
                if screen.scrollView.contentOffset.y >= 300 || screen[scrollView: "list"].contentOffset.y > 0
                {
                    screen.scrollView.contentOffset.y = 300
                }
            } else if holdsList, screen[scrollView: "outer"].contentOffset.y < 300 {
                screen.scrollView.contentOffset.y = 0
            }
        }
    }

    @Test func exploreFindsAHandOffThatForgetsTheListUnaided() throws {
        let recording = Recording(scene: Self.profile(), events: [Event(t: 0, .frame)])
        let broken = recording.explore(seed: 1, runs: 20, code: AppCode(delegate: HandOff(holdsList: false)))
        let found = try #require(broken.failures.first { $0.violation.invariant == .scrollFollowsFinger })
        #expect(found.violation.message.hasPrefix("content of 'outer' moved"))
        // The shrunk recording still fails, with a few events.
        #expect(found.recording.events.count < found.generated.events.count)
        let correct = recording.explore(seed: 1, runs: 20, code: AppCode(delegate: HandOff(holdsList: true)))
        #expect(!correct.failures.contains { $0.violation.invariant == .scrollFollowsFinger })
    }
}
