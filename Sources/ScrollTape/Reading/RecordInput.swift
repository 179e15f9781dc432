/// A stream of bytes `scrolltape record` reads lines from.
public protocol RecordInput {
    /// Reads up to `buffer.count` bytes into `buffer`: the count read, 0 at the end, or -1 (with
    /// `errno` set) on an error.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int
}
