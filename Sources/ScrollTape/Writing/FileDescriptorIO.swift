#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes all of `bytes` to `descriptor`: short writes are continued and `EINTR` retried.
///
/// - Returns: nil once every byte is written; else the `errno` of the write that failed (a write
///   of no bytes counts as `zeroWriteError`) and how many bytes went out before it.
func writeAll(
    _ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, zeroWriteError: Int32
) -> (errno: Int32, written: Int)? {
    guard let base = bytes.baseAddress else { return nil }
    var written = 0
    while written < bytes.count {
        let result = write(descriptor, base + written, bytes.count - written)
        if result > 0 {
            written += result
        } else if result < 0, errno == EINTR {
            continue
        } else {
            return (result < 0 ? errno : zeroWriteError, written)
        }
    }
    return nil
}

/// Waits until what was written to `descriptor` is on the storage device: 0, or the `errno` of
/// the failure. On Apple's systems `fcntl(F_FULLFSYNC)` first: there `fsync` only hands the data
/// to the drive, which "may not physically write the data … for quite some time";
/// `F_FULLFSYNC` "asks the drive to flush all buffered data to permanent storage" (Apple's
/// fsync(2) and fcntl(2) manual pages). A file system that does not support it (some network
/// and external ones) fails it: `fsync` then, as SQLite does. `EINTR` is retried.
func syncToStorage(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
    #endif
    while fsync(descriptor) != 0 {
        guard errno == EINTR else { return errno }
    }
    return 0
}
