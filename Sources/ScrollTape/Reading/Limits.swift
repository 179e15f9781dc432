import ScrollTapeCore

/// The largest values the reader accepts: beyond them a number is a mistake, not a measurement.
package enum Limits {
    /// Coordinates, sizes and offsets, in points.
    static let coordinate: ClosedRange<Double> = -1_000_000...1_000_000
    /// Non-negative sizes, in points.
    static let size: ClosedRange<Double> = 0...1_000_000
    /// Event times, in seconds (about 11.5 days).
    static let time: ClosedRange<Double> = 0...1_000_000
    /// Items in a list.
    package static let itemCount: ClosedRange<Int> = 0...1_000_000
    /// Touch ids and `seq` numbers: the integers a JSON number (a double) holds exactly, and
    /// tells apart from its neighbours (2^53 + 1 reads as 2^53, so 2^53 itself is out).
    static let identifier: ClosedRange<Int> = -((1 << 53) - 1)...((1 << 53) - 1)
    /// The longest line accepted, in bytes.
    package static let lineLength = 1 << 20
}
