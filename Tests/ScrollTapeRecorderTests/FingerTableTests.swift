import ScrollTape
import ScrollTapeRecorder
import Testing

/// The ids a recording gives the window's touches (`FingerTable`), with plain keys: no UIKit.
@Suite struct FingerTableTests {
    typealias Sample = FingerTable<String>.Sample

    static func sample(_ key: String, x: Double = 0, y: Double = 0, at timestamp: Double = 0) -> Sample {
        Sample(key: key, x: x, y: y, timestamp: timestamp)
    }

    /// Ids 1, 2, 3, … in the order touches begin, kept until they end; the first finger down begins
    /// a gesture, the second does not.
    @Test func touchesAreNumberedInTheOrderTheyBegin() {
        var fingers = FingerTable<String>()
        #expect(fingers.isEmpty)
        let steps = [
            fingers.apply(Self.sample("a"), .began), fingers.apply(Self.sample("b"), .began),
            fingers.apply(Self.sample("a", y: 10), .moved), fingers.apply(Self.sample("a"), .ended),
            fingers.apply(Self.sample("b"), .cancelled),
        ]
        #expect(
            steps == [
                FingerTable.Step(cancelled: nil, beginsGesture: true, id: 1),
                FingerTable.Step(cancelled: nil, beginsGesture: false, id: 2),
                FingerTable.Step(cancelled: nil, beginsGesture: false, id: 1),
                FingerTable.Step(cancelled: nil, beginsGesture: false, id: 1),
                FingerTable.Step(cancelled: nil, beginsGesture: false, id: 2),
            ])
        #expect(fingers.isEmpty)
        let again = fingers.apply(Self.sample("a"), .began)
        #expect(again?.id == 3)
    }

    /// A touch that began before the recording is not followed.
    @Test func aTouchThatBeganBeforeIsNotFollowed() {
        var fingers = FingerTable<String>()
        let moved = fingers.apply(Self.sample("a"), .moved)
        let ended = fingers.apply(Self.sample("a"), .ended)
        #expect(moved == nil && ended == nil)
    }

    /// A touch begun again while down: the finger it left is cancelled where it was last seen.
    @Test func aTouchBegunAgainCancelsItsFinger() {
        var fingers = FingerTable<String>()
        _ = fingers.apply(Self.sample("a", x: 5, y: 6), .began)
        _ = fingers.apply(Self.sample("a", x: 7, y: 8), .moved)
        let begunAgain = fingers.apply(Self.sample("a"), .began)
        #expect(
            begunAgain
                == FingerTable.Step(
                    cancelled: FingerTable.Finger(id: 1, x: 7, y: 8), beginsGesture: true, id: 2))
    }

    /// Lifting all gives the fingers down in id order, where they were last seen.
    @Test func liftingAllGivesTheFingersInIDOrder() {
        var fingers = FingerTable<String>()
        for (key, x) in [("c", 3.0), ("a", 1.0), ("b", 2.0)] {
            _ = fingers.apply(Self.sample(key, x: x), .began)
        }
        let lifted = fingers.liftAll()
        #expect(lifted.map(\.id) == [1, 2, 3])
        #expect(fingers.isEmpty)
        let liftedAgain = fingers.liftAll()
        #expect(liftedAgain.isEmpty)
        #expect(fingers.isEmpty)
    }

    /// Several touches of one event: fingers down first in id order, then new ones by time and place.
    @Test func severalTouchesAreWrittenInRecordingOrder() {
        var fingers = FingerTable<String>()
        _ = fingers.apply(Self.sample("second"), .began)
        _ = fingers.apply(Self.sample("first"), .began)
        let samples = [
            Self.sample("late", x: 0, at: 2), Self.sample("right", x: 9, at: 1), Self.sample("first"),
            Self.sample("left", x: 1, at: 1), Self.sample("second"),
        ]
        #expect(
            samples.sorted(by: fingers.precedes).map(\.key) == ["second", "first", "left", "right", "late"])
    }
}
