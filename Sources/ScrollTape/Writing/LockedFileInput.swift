/// The locked recording, read from its start without moving anyone else's file offset (`pread`):
/// how `RecordingWriter` scans an existing recording and `record` compares a re-sent stream with it.
package struct LockedFileInput: RecordInput {
    let lock: RecordingLock
    var offset = 0

    package init(lock: RecordingLock) {
        self.lock = lock
    }

    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let count = lock.read(at: offset, into: buffer)
        if count > 0 { offset += count }
        return count
    }
}
