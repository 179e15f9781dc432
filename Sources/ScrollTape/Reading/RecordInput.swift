/// A stream of bytes `scrolltape record` reads lines from.
package protocol RecordInput {
    /// Reads up to `buffer.count` bytes into `buffer`: the count read, 0 at the end, or -1 (with
    /// `errno` set) on an error.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int

    /// The file descriptor the bytes are read from, if there is one: `record` refuses to read the
    /// very file it writes (OUT or `OUT.rejected`), which would never end. Default: nil.
    var fileDescriptor: Int32? { get }
}

extension RecordInput {
    package var fileDescriptor: Int32? { nil }
}
