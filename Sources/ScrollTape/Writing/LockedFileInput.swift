/// The locked recording, read from its start without moving anyone else's file offset (`pread`):
/// how `RecordingWriter` scans an existing recording and `record` compares a re-sent stream with it.
struct LockedFileInput: RecordInput {
    let lock: RecordingLock
    var offset = 0

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let count = lock.read(at: offset, into: buffer)
        if count > 0 { offset += count }
        return count
    }
}
