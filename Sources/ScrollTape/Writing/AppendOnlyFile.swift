#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file opened for appending only (`O_WRONLY | O_CREAT | O_APPEND`), written one whole record
/// at a time.
///
/// ``append(_:)`` hands each record to the kernel with one `write(2)` before it returns, so a
/// process killed right after (even by SIGKILL) loses nothing that was appended. If the kernel
/// takes only part of it (a signal, a nearly full disk), the rest follows at once in further
/// `write(2)` calls (with `O_APPEND` they land right after it); `EINTR` is retried. If the record
/// cannot be completed, the file is truncated back to its previous size, so it never keeps half a
/// record; if even that fails, the file is marked failed and refuses further records.
package final class AppendOnlyFile {
    package let path: String
    /// The size of the file in bytes: its size when opened plus every record appended.
    private(set) var size: Int
    private var descriptor: Int32
    /// The error that left a partial record in the file, if any: appending is refused after it.
    private var failure: RecordingWriterError?

    /// Opens `path` for appending, creating it (mode 0644) if it does not exist.
    package convenience init(path: String) throws(RecordingWriterError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .system(operation: "open", path: path, errno: errno) }
        try self.init(descriptor: descriptor, path: path)
    }

    /// Takes over `descriptor` (closed on failure), which must be open for writing, and sets
    /// `O_APPEND` on it.
    package init(descriptor: Int32, path: String) throws(RecordingWriterError) {
        self.path = path
        self.descriptor = descriptor
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_APPEND) == 0 else {
            let error = errno
            _ = systemClose(descriptor)
            throw .system(operation: "open", path: path, errno: error)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = errno
            _ = systemClose(descriptor)
            throw .system(operation: "stat", path: path, errno: error)
        }
        size = Int(status.st_size)
    }

    deinit {
        if descriptor >= 0 { _ = systemClose(descriptor) }
    }

    /// Appends `bytes` as one record (see the type's documentation).
    func append(_ bytes: UnsafeRawBufferPointer) throws(RecordingWriterError) {
        if let failure { throw failure }
        guard descriptor >= 0 else { throw .closed(path: path) }
        // 0 bytes written (should not happen for a regular file) counts as "no space".
        if let (error, written) = writeAll(descriptor, bytes, zeroWriteError: ENOSPC) {
            if written > 0, ftruncate(descriptor, off_t(size)) != 0 {
                failure = .system(operation: "write", path: path, errno: error)
            }
            throw .system(operation: "write", path: path, errno: error)
        }
        size += bytes.count
    }

    package func append(_ bytes: [UInt8]) throws(RecordingWriterError) {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(RecordingWriterError) in try append(UnsafeRawBufferPointer(buffer)) }
        }.get()
    }

    /// Shortens the file to `length` bytes (used to cut off a torn last line).
    func truncate(to length: Int) throws(RecordingWriterError) {
        guard descriptor >= 0 else { throw .closed(path: path) }
        guard ftruncate(descriptor, off_t(length)) == 0 else {
            throw .system(operation: "truncate", path: path, errno: errno)
        }
        size = length
    }

    /// Waits until the file's data is on the storage device (`syncToStorage`: `F_FULLFSYNC` on
    /// Apple's systems, `fsync(2)`).
    func sync() throws(RecordingWriterError) {
        guard descriptor >= 0 else { throw .closed(path: path) }
        let code = syncToStorage(descriptor)
        guard code == 0 else { throw .system(operation: "fsync", path: path, errno: code) }
    }

    /// Syncs and closes the file; further appends throw `closed`. Closing twice does nothing.
    package func close() throws(RecordingWriterError) {
        guard descriptor >= 0 else { return }
        let syncError: RecordingWriterError?
        do throws(RecordingWriterError) {
            try sync()
            syncError = nil
        } catch {
            syncError = error
        }
        let result = systemClose(descriptor)
        let closeErrno = errno
        descriptor = -1
        if let syncError { throw syncError }
        // EINTR from close(2) on Linux: the descriptor is released all the same.
        if result != 0, closeErrno != EINTR {
            throw .system(operation: "close", path: path, errno: closeErrno)
        }
    }
}

extension AppendOnlyFile {
    /// Syncs the folder that holds `path`, so that a file just created there survives a crash of
    /// the machine (its name is in the folder, not in the file). Best effort: some file systems
    /// cannot sync a folder, and the file's own data does not depend on it.
    static func syncFolder(of path: String) {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = syncToStorage(descriptor)
        _ = systemClose(descriptor)
    }
}

/// `close(2)`, which `AppendOnlyFile.close()` and `RecordingLock.release()` hide.
func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

extension AppendOnlyFile {
    /// Appends to the file that `lock` holds, through a descriptor of its own (a duplicate of the
    /// lock's, so it writes to exactly the file that was locked, with `O_APPEND` set).
    convenience init(lock: RecordingLock) throws(RecordingWriterError) {
        let descriptor = fcntl(lock.descriptor, F_DUPFD_CLOEXEC, 0)
        guard descriptor >= 0 else { throw .system(operation: "open", path: lock.path, errno: errno) }
        try self.init(descriptor: descriptor, path: lock.path)
    }
}
