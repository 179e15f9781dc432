import ScrollTapeExamples
import Testing

@testable import ScrollTapeCore

/// Scroll views inside scroll views, as UIKit's pan recognizers and the app's code decide who
/// follows a finger (FORMAT.md `touch`, "Pans that begin together"): the innermost pan wins, the
/// code can refuse a pan (`panShouldBegin`) or let two follow one finger
/// (`panShouldRecognizeSimultaneously`), and a header over a list hands the scroll off in
/// `scrollViewDidScroll`.
@Suite struct NestedPansTests {
    /// The profile screen: an outer table with a 300-pt header over a list (range [0, 300]).
    static func profile() -> Scene { ProfileScreen.scene() }

    /// A finger down on the list at (200, 700), moved up `distance` points in 10-pt samples at
    /// 60 Hz, resting 0.2 s, then lifted. The pan begins at the second sample (20 pt: past the
    /// 10-pt slop), without moving the content: the content follows the last `distance` − 20.
    static func dragUp(_ distance: Double) -> [Event] {
        var events: [Event] = [.touch(1, .began, 200, 700, at: 0)]
        var y = 700.0
        var t = 0.0
        while y > 700 - distance {
            y -= 10
            t += 1.0 / 60
            events.append(.touch(1, .moved, 200, y, at: t))
        }
        events.append(.touch(1, .moved, 200, y, at: t + 0.2))
        events.append(.touch(1, .ended, 200, y, at: t + 0.2))
        return events
    }

    static func replay(_ events: [Event], _ code: AppCode? = nil) -> (world: World, violations: [Violation]) {
        let recording = Recording(scene: profile(), events: events)
        var replay = code.map { Replay(recording, code: $0) } ?? Replay(recording)
        var found: [Violation] = []
        replay.run { found.append($0) }
        return (replay.world, found)
    }

    static func offset(_ world: World, _ id: String) -> Double {
        world.scrollViews.axisOffset(world.scrollViewID(of: id)!)
    }

    @Test func withoutCodeTheInnermostPanWinsAlone() {
        let (world, violations) = Self.replay(Self.dragUp(200))
        #expect(Self.offset(world, "list") == 180)
        #expect(Self.offset(world, "outer") == 0)
        #expect(violations.isEmpty)
    }

    /// Refuses the list's pan (`gestureRecognizerShouldBegin`): the finger goes to the outer table.
    struct RefuseListPan: ScrollViewDelegate {
        var asked: [String] = []
        mutating func panShouldBegin(_ screen: inout AppScreen) -> Bool {
            asked.append(screen.scrollView.id + " " + screen.scrollView.panGestureRecognizer.state)
            return screen.scrollView.id != "list"
        }
    }

    @Test func aPanTheCodeRefusesPassesTheFingerOn() throws {
        let (world, _) = Self.replay(Self.dragUp(100), AppCode(delegate: RefuseListPan()))
        #expect(Self.offset(world, "list") == 0)
        #expect(Self.offset(world, "outer") == 80)
        let code = try #require(world.delegate as? RefuseListPan)
        #expect(code.asked == ["list possible", "outer possible"])
    }

    /// Refuses every pan: the finger is the content's, nothing scrolls.
    struct RefuseEveryPan: ScrollViewDelegate {
        mutating func panShouldBegin(_ screen: inout AppScreen) -> Bool { false }
    }

    @Test func whenEveryPanIsRefusedNothingScrolls() {
        let (world, _) = Self.replay(Self.dragUp(100), AppCode(delegate: RefuseEveryPan()))
        #expect(Self.offset(world, "list") == 0)
        #expect(Self.offset(world, "outer") == 0)
        #expect(world.scrollViews.mode(.primary) == .idle)
    }

    /// The outer table pulled down past its top and let go springs back; a finger that then takes
    /// the list stops it there, and when the list's pan wins the outer springs back under the
    /// finger, carrying the list with it, as UIKit lets a failed pan's scroll view settle. That
    /// move is UIKit's, not the app's: `scroll.followsFinger` does not judge a scroll view while
    /// one around it moves by itself.
    @Test func anOuterTableSpringingBackUnderTheListsFingerIsNotAJump() {
        var events: [Event] = [.touch(1, .began, 200, 100, at: 0)]
        for step in 1...10 {
            events.append(.touch(1, .moved, 200, 100 + Double(step) * 10, at: Double(step) / 60))
        }
        events.append(.touch(1, .ended, 200, 200, at: 10.0 / 60))
        var t = 12.0 / 60
        events.append(.touch(2, .began, 200, 600, at: t))
        for step in 1...6 {
            t += 1.0 / 60
            events.append(.touch(2, .moved, 200, 600 - Double(step) * 10, at: t))
        }
        // The list's pan begins at the second sample (20 pt, past the slop).
        let atPanStart = Self.replay(Array(events.dropLast(4))).world
        #expect(Self.offset(atPanStart, "list") == 0)
        let (world, violations) = Self.replay(events)
        #expect(violations.filter { $0.invariant == .scrollFollowsFinger }.isEmpty)
        // The list follows the finger's last 40 pt while the outer springs back toward 0: the
        // list's content moved further than the finger, carried by the outer.
        #expect(Self.offset(world, "list") == 40)
        let outerBefore = Self.offset(atPanStart, "outer")
        let outerAfter = Self.offset(world, "outer")
        #expect(outerBefore < outerAfter - 1 && outerAfter < 0, "outer \(outerBefore) → \(outerAfter)")
        #expect(world.scrollViews.mode(.primary).phase == .bouncing)
    }

    /// Turns the list's scrolling off once it has scrolled 50 pt, under the finger; logs the
    /// release it hears.
    struct LockListAt50: ScrollViewDelegate {
        var heard: [String] = []
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            if screen.scrollView.id == "list", screen.scrollView.contentOffset.y >= 50 {
                screen.scrollView.isScrollEnabled = false
            }
        }
        mutating func scrollViewWillEndDragging(
            _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            heard.append(
                "willEndDragging \(screen.scrollView.id) \(screen.scrollView.panGestureRecognizer.state)")
        }
        mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool) {
            heard.append("didEndDragging \(screen.scrollView.id) \(decelerate)")
        }
    }

    /// Scrolling turned off under the finger cancels the pan, as UIKit cancels a disabled
    /// recognizer: the release is told with the pan cancelled, the list moves on by itself from
    /// where the finger left it, and the finger moves nothing more (no other pan begins with it).
    @Test func scrollingTurnedOffUnderTheFingerCancelsThePan() throws {
        let (world, violations) = Self.replay(Self.dragUp(200), AppCode(delegate: LockListAt50()))
        let code = try #require(world.delegate as? LockListAt50)
        #expect(code.heard == ["willEndDragging list cancelled", "didEndDragging list true"])
        // Cancelled at 50 (the seventh sample), it moves on by itself: where the finger goes after
        // that changes nothing (here: back down from the ninth sample on).
        let list = Self.offset(world, "list")
        #expect(list > 50)
        let back = Self.dragUp(200).enumerated().map { index, event -> Event in
            guard index > 8, case .touch(let id, let phase, let point) = event.kind else { return event }
            return Event(t: event.t, .touch(id: id, phase: phase, at: Point(x: point.x, y: 1400 - point.y)))
        }
        let other = Self.replay(back, AppCode(delegate: LockListAt50())).world
        #expect(Self.offset(other, "list") == list)
        #expect(Self.offset(world, "outer") == 0 && Self.offset(other, "outer") == 0)
        #expect(world.fingers.actions.isEmpty)
        #expect(violations.filter { $0.invariant == .scrollFollowsFinger }.isEmpty)
        let listID = try #require(world.scrollViewID(of: "list"))
        #expect(!world.screen.configuration(listID).scrollEnabled)
    }

    typealias HandOff = ProfileScreen.HandOff

    @Test func aHeaderOverAListHandsTheScrollOffUnderOneFinger() throws {
        // 200 pt: the outer follows the finger, the list stays at its top.
        var (world, violations) = Self.replay(Self.dragUp(200), AppCode(delegate: HandOff()))
        #expect(Self.offset(world, "outer") == 180)
        #expect(Self.offset(world, "list") == 0)
        #expect(violations.isEmpty)
        let code = try #require(world.delegate as? HandOff)
        // Both pans began, the list's (the innermost) first; each scroll view's didScroll comes
        // before the other pan moves (the list's twice: once where the finger took it, once where
        // the code put it back).
        #expect(
            code.order == [
                "willBeginDragging list began", "willBeginDragging outer began", "didScroll list",
                "didScroll list", "didScroll outer", "didScroll list", "didScroll list", "didScroll outer",
            ])
        // 500 pt: the header pins at 300, then the list scrolls on with the finger.
        (world, violations) = Self.replay(Self.dragUp(500), AppCode(delegate: HandOff()))
        // 480 pt of the finger's travel: 300 to the outer, 180 to the list.
        #expect(Self.offset(world, "outer") == 300)
        #expect(Self.offset(world, "list") == 180)
        #expect(violations.isEmpty)
    }

    /// When the list forgets to hold itself at its top, the outer's code sees the list scrolled
    /// at the first sample and pins the outer at once: the header jumps 300 pt under a 10-pt move.
    @Test func aListThatDoesNotHoldItselfMakesTheHeaderJumpAndIsCaught() throws {
        let (world, violations) = Self.replay(Self.dragUp(100), AppCode(delegate: HandOff(holdsList: false)))
        #expect(Self.offset(world, "outer") == 300)
        #expect(Self.offset(world, "list") == 80)
        let jumps = violations.filter { $0.invariant == .scrollFollowsFinger }
        let first = try #require(jumps.first)
        #expect(first.message.hasPrefix("content of 'outer' moved -300 pt under a finger that moved -10 pt"))
    }
}
