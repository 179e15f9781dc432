#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The exclusive right to append to one recording: an open regular file with an exclusive
/// `flock(2)` lock on it, held until ``release()`` or deinit.
///
/// Two writers appending to one recording would interleave their events into a file that no longer
/// reads, so every ``RecordingWriter`` holds one: a second writer, in this process or another,
/// fails at once with ``RecordingWriterError/locked(path:)`` instead of waiting. The lock is
/// advisory (it binds only writers that take it) and is released by the kernel when the process
/// ends, however it ends.
///
/// Only a regular file can be a recording: a device (`/dev/full`, `/dev/zero`), a pipe or a socket
/// cannot be read back or locked, and reading one may never end, so they are refused before
/// anything is read or written.
package final class RecordingLock {
    /// The recording's path.
    package let path: String
    /// Whether taking the lock created the file (it did not exist before).
    package let created: Bool
    /// The locked descriptor, open for reading (and writing) at offset 0.
    let descriptor: Int32

    /// Opens `path` (creating it, mode 0644, if it does not exist) and locks it.
    ///
    /// - Throws: ``RecordingWriterError/notRegularFile(path:kind:)`` for anything but a regular
    ///   file, ``RecordingWriterError/locked(path:)`` if another writer holds the lock, or the
    ///   system error of `open(2)` (a missing folder, no permission).
    package init(path: String) throws(RecordingWriterError) {
        self.path = path
        var status = stat()
        if stat(path, &status) == 0, let kind = FileKind.irregular(status) {
            // Refused before opening: opening a FIFO for writing can block until a reader comes.
            throw .notRegularFile(path: path, kind: kind)
        }
        let flags = O_RDWR | O_CLOEXEC | O_NONBLOCK
        var descriptor = open(path, flags | O_CREAT | O_EXCL, 0o644)
        var created = descriptor >= 0
        if descriptor < 0, errno == EEXIST {
            descriptor = open(path, flags)
            created = false
        }
        guard descriptor >= 0 else { throw .system(operation: "open", path: path, errno: errno) }
        // The path may have been replaced between `stat` and `open`: check what was opened.
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            _ = systemClose(descriptor)
            throw .system(operation: "stat", path: path, errno: code)
        }
        if let kind = FileKind.irregular(status) {
            _ = systemClose(descriptor)
            throw .notRegularFile(path: path, kind: kind)
        }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            _ = systemClose(descriptor)
            if created { unlink(path) }
            throw code == EWOULDBLOCK
                ? .locked(path: path) : .system(operation: "lock", path: path, errno: code)
        }
        self.descriptor = descriptor
        self.created = created
    }

    deinit {
        release()
    }

    private var isReleased = false

    /// Releases the lock, then closes the descriptor. Releasing twice does nothing.
    ///
    /// Unlocked first: a `flock` lock belongs to the open file, not to this descriptor, and goes
    /// only with the file's last descriptor — and a child process another thread is starting
    /// (forked, not yet exec'd) holds a copy of every descriptor until its exec, close-on-exec or
    /// not. Closing alone would leave the file locked for that moment.
    package func release() {
        guard !isReleased else { return }
        isReleased = true
        while flock(descriptor, LOCK_UN) != 0, errno == EINTR {}
        _ = systemClose(descriptor)
    }

    /// Removes the file if this lock created it and it is still empty (nothing was recorded), then
    /// releases the lock. Returns whether it removed the file.
    @discardableResult
    package func releaseRemovingIfCreatedEmpty() -> Bool {
        guard !isReleased else { return false }
        var status = stat()
        let remove = created && fstat(descriptor, &status) == 0 && status.st_size == 0
        // Unlinked while still locked, so no other writer can have started on it meanwhile.
        if remove { unlink(path) }
        release()
        return remove
    }

    /// Whether `descriptor` (say, standard output) is open on the locked file itself.
    package func isSameFile(as descriptor: Int32) -> Bool {
        var mine = stat()
        var other = stat()
        guard fstat(self.descriptor, &mine) == 0, fstat(descriptor, &other) == 0 else { return false }
        return mine.st_dev == other.st_dev && mine.st_ino == other.st_ino
    }

    /// The bytes of the locked file from `offset`, at most `buffer.count`; 0 at its end, -1 (with
    /// `errno`) on an error.
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if count >= 0 || errno != EINTR { return count }
        }
    }
}
