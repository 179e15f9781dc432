/// What one input did to a scroll view machine, in order, for its caller to pass on (the header
/// code, the invariants' record of the path, the app's `didEndScrolling`): the offsets its content
/// went through along the axis, each with what the scroll view was doing then, and whether it came
/// to rest by itself.
///
/// A value of fixed size, returned by every input: the reducer gets one back at each event without
/// allocating. No input moves the content through more than `capacity` offsets (a deceleration
/// that meets an edge and springs back past its turning point and the edge: 8).
struct ScrollViewReport {
    /// One offset the content moved to.
    struct Move {
        /// The offset along the axis.
        var offset: Double
        /// What the scroll view was doing when it got there.
        var flags: ScrollFlags
    }

    static let capacity = 12

    private var storage: (Move, Move, Move, Move, Move, Move, Move, Move, Move, Move, Move, Move)
    /// The offset along the axis before the input.
    let start: Double
    /// How many moves were made.
    private(set) var count = 0
    /// When the scroll view came to rest by itself (a release with no motion, the end of a
    /// deceleration or a bounce: UIKit's end of scrolling), if it did; it is still then.
    var restTime: Double?

    /// A report of an input to a scroll view whose offset along the axis was `start`.
    @inline(__always)
    init(start: Double) {
        self.start = start
        let none = Move(offset: 0, flags: [])
        storage = (none, none, none, none, none, none, none, none, none, none, none, none)
    }

    /// Move `index` (0-based, in the order they were made).
    @inline(__always)
    subscript(index: Int) -> Move {
        precondition(index >= 0 && index < count, "a report has \(count) moves, not \(index + 1)")
        return withUnsafeBytes(of: storage) {
            $0.load(fromByteOffset: index * MemoryLayout<Move>.stride, as: Move.self)
        }
    }

    @inline(__always)
    mutating func append(_ move: Move) {
        precondition(
            count < Self.capacity, "a scroll view moved through more than \(Self.capacity) offsets at once")
        withUnsafeMutableBytes(of: &storage) {
            $0.storeBytes(of: move, toByteOffset: count * MemoryLayout<Move>.stride, as: Move.self)
        }
        count += 1
    }
}
