/// What one input did to a scroll view machine, in order, for its caller to pass on (the header
/// code, the invariants' record of the path, the app's `didEndScrolling`): the offsets its content
/// went through along the axis, each with what the scroll view was doing then, and its outcomes —
/// a motion stopped, a finger tracked or released, a motion started, it came to rest by itself, a
/// motion ended — which callers read instead of comparing its mode before and after.
///
/// A small value of fixed size, returned by every input: the reducer gets one back at each event
/// without allocating. No input has been found to move the content through more than 5 offsets
/// (a spring released past one edge and thrown across the whole range: the far edge, its turning
/// point, the far edge again, the near one, its rest; `ScrollViewMachineTests` searches for more);
/// `capacity` leaves a margin.
struct ScrollViewReport {
    /// One offset the content moved to.
    struct Move: Equatable {
        /// The offset along the axis.
        var offset: Double
        /// What the scroll view was doing when it got there.
        var flags: ScrollFlags
    }

    static let capacity = 10

    /// The offset along the axis before the input.
    let start: Double
    /// The moves' offsets, the first `count` in use.
    private var offsets: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double)
    /// The moves' flags, one byte each from the lowest.
    private var flags: (UInt64, UInt16) = (0, 0)
    /// How many moves were made.
    private(set) var count = 0
    /// When the scroll view came to rest by itself (a release with no motion, the end of a
    /// deceleration or a bounce: UIKit's end of scrolling), if it did; it is still then.
    var restTime: Double?
    /// How a motion that was under way ended while the clock advanced, if one did (what UIKit's
    /// delegate hears: `scrollViewDidEndDecelerating`, `…DidEndScrollingAnimation`).
    var ending: Ending?
    /// What the input did besides moving the content.
    var outcomes: Outcomes = []
    /// With `released`: the release velocity, in points per second along the axis (the offset's:
    /// the finger's, reversed); 0 otherwise.
    var releaseVelocity: Double = 0

    /// What an input did besides moving the content, each a fact its caller acts on.
    struct Outcomes: OptionSet {
        let rawValue: UInt8
        /// A motion under way (a deceleration, a spring, an animated scroll) stopped where it was.
        static let stoppedMotion = Outcomes(rawValue: 1 << 0)
        /// It started tracking the finger that went down.
        static let tracksFinger = Outcomes(rawValue: 1 << 1)
        /// The finger it panned with lifted (`releaseVelocity`).
        static let released = Outcomes(rawValue: 1 << 2)
        /// It moves by itself now (decelerating, bouncing back or settling on a page):
        /// `UIScrollView.isDecelerating`.
        static let startedDecelerating = Outcomes(rawValue: 1 << 3)
        /// It started an animated scroll (phase `snapping`; its mode says which).
        static let startedAnimation = Outcomes(rawValue: 1 << 4)
    }

    /// Whether it started an animated scroll (the scroll view's mode is `scrollingTo` it).
    var startedAnimation: Bool { outcomes.contains(.startedAnimation) }

    /// Whether the finger it panned with lifted (`releaseVelocity` is the release's).
    var released: Bool { outcomes.contains(.released) }

    /// Whether a motion under way stopped where it was.
    var stoppedMotion: Bool { outcomes.contains(.stoppedMotion) }

    /// Whether it started tracking the finger that went down.
    var tracksFinger: Bool { outcomes.contains(.tracksFinger) }

    /// Whether it moves by itself now after a release or a settle (decelerating, bouncing back,
    /// settling on a page).
    var startedDecelerating: Bool { outcomes.contains(.startedDecelerating) }

    /// Whether it came to rest by itself (at `restTime`).
    var cameToRest: Bool { restTime != nil }

    /// How a motion ended.
    enum Ending: Equatable {
        /// A deceleration, a bounce back or a page settling came to rest at `time`.
        case deceleration(time: Double)
        /// An animated scroll reached its target.
        case animation(ScrollAnimation)
    }

    /// A report of an input to a scroll view whose offset along the axis was `start`.
    @inline(__always)
    init(start: Double) {
        self.start = start
        offsets = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    }

    /// Move `index` (0-based, in the order they were made).
    @inline(__always)
    subscript(index: Int) -> Move {
        precondition(index >= 0 && index < count, "a report has \(count) moves, not \(index + 1)")
        let offset: Double
        switch index {
        case 0: offset = offsets.0
        case 1: offset = offsets.1
        case 2: offset = offsets.2
        case 3: offset = offsets.3
        case 4: offset = offsets.4
        case 5: offset = offsets.5
        case 6: offset = offsets.6
        case 7: offset = offsets.7
        case 8: offset = offsets.8
        default: offset = offsets.9
        }
        let bits = index < 8 ? flags.0 >> (8 * UInt64(index)) : UInt64(flags.1 >> (8 * UInt16(index - 8)))
        return Move(offset: offset, flags: ScrollFlags(rawValue: UInt8(truncatingIfNeeded: bits)))
    }

    @inline(__always)
    mutating func append(_ move: Move) {
        precondition(
            count < Self.capacity, "a scroll view moved through more than \(Self.capacity) offsets at once")
        switch count {
        case 0: offsets.0 = move.offset
        case 1: offsets.1 = move.offset
        case 2: offsets.2 = move.offset
        case 3: offsets.3 = move.offset
        case 4: offsets.4 = move.offset
        case 5: offsets.5 = move.offset
        case 6: offsets.6 = move.offset
        case 7: offsets.7 = move.offset
        case 8: offsets.8 = move.offset
        default: offsets.9 = move.offset
        }
        if count < 8 {
            flags.0 |= UInt64(move.flags.rawValue) << (8 * UInt64(count))
        } else {
            flags.1 |= UInt16(move.flags.rawValue) << (8 * UInt16(count - 8))
        }
        count += 1
    }
}
