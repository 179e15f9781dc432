#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the tools write whole (`html`, `plot`, `trace`, `shrink -o`, `explore`'s failing runs,
/// `check --junit`, the REPL's `open`): the one rule for what is at the path.
///
/// - Nothing there: a new regular file (mode 0666 less the umask), made as a temporary file
///   beside it and renamed into place by ``commit()``, so it never exists half written.
/// - A regular file with no other name: replaced the same way, at once, keeping its mode (and,
///   for root, its owner); a file that cannot be written (`access(2)`) is refused.
/// - A regular file with other hard links: written in place (its inode kept, truncated to what
///   was written), so every name of it shows the new contents; not atomic then.
/// - A symbolic link: followed (chains too); its target is written by these rules, atomically in
///   the target's folder, and the link stays a link. A link whose target is missing creates the
///   target (as the shell's `>` does); a link loop is refused (ELOOP).
/// - A character device (`/dev/null`, a terminal): written into, never replaced.
/// - A pipe (FIFO): written into when something reads it; opened without waiting, so a pipe
///   nothing reads is refused at once instead of hanging.
/// - A folder, a socket or a block device: refused.
///
/// Every refusal and failure is a one-line ``Diagnostic`` at the path's line 1, column 1:
/// `out.svg:1:1: error: cannot write the plot: out.svg is a folder`.
package final class OutputFile {
    /// The path as given, for diagnostics.
    package let path: String
    /// What is written, for diagnostics (`the plot`).
    package let purpose: String
    private var descriptor: Int32
    private let way: Way
    /// Bytes written so far.
    private var written = 0
    private var isFinished = false

    /// How the bytes reach the path.
    private enum Way {
        /// Into `temporary`, renamed over `destination` (the path with its links followed) by
        /// ``commit()``.
        case replacing(temporary: String, destination: String)
        /// Into what is there, which stays: a regular file is cut to what was written at the end.
        case inPlace(isRegular: Bool)
    }

    /// Opens what writes to `path` by the rules above (nothing at `path` changes before
    /// ``commit()``, except for a file written in place); throws why not.
    package init(path: String, purpose: String) throws(Diagnostic) {
        self.path = path
        self.purpose = purpose
        func failure(_ message: String) -> Diagnostic {
            Diagnostic(path: path, line: 1, column: 1, "cannot write \(purpose): \(message)")
        }
        guard !path.isEmpty else { throw failure("the path is empty") }
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                guard access(path, W_OK) == 0 else { throw failure(FileKind.reason(errno, path: path)) }
                let destination = try Self.followingLinks(path, failure)
                var own = stat()
                let isSame =
                    lstat(destination, &own) == 0 && own.st_dev == status.st_dev
                    && own.st_ino == status.st_ino
                if status.st_nlink == 1, isSame {
                    (descriptor, way) = try Self.temporary(
                        beside: destination, replacing: status, failure)
                } else {
                    // Other names share it (or it is reached by a path no rename can replace, such
                    // as /proc/self/fd/1): they keep seeing it.
                    descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
                    way = .inPlace(isRegular: true)
                }
            case S_IFCHR:
                descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
                way = .inPlace(isRegular: false)
            case S_IFIFO:
                // Without O_NONBLOCK, opening a FIFO nothing reads waits for a reader, maybe forever.
                descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
                if descriptor < 0, errno == ENXIO {
                    throw failure(
                        "\(path) is a pipe that nothing reads (start its reader first, or write to a file)")
                }
                if descriptor >= 0 {
                    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
                    // A reader that goes away makes the write fail with EPIPE, not kill the process.
                    signal(SIGPIPE, SIG_IGN)
                }
                way = .inPlace(isRegular: false)
            case S_IFDIR:
                throw failure("\(path) is a folder")
            default:
                throw failure(
                    "\(path) is \(FileKind.irregular(status) ?? "not a regular file"), not a regular file")
            }
            guard descriptor >= 0 else { throw failure(FileKind.reason(errno, path: path)) }
        } else if errno == ENOENT {
            // Nothing there, or a symbolic link to nothing: its target is made.
            let destination = try Self.followingLinks(path, failure)
            let folder = Self.folder(of: destination)
            var folderStatus = stat()
            guard stat(folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
                throw failure("there is no folder \(folder)")
            }
            (descriptor, way) = try Self.temporary(beside: destination, replacing: nil, failure)
        } else {
            throw failure(FileKind.reason(errno, path: path))
        }
    }

    deinit {
        discard()
    }

    /// Writes `text` after what was written before.
    package func write(_ text: String) throws(Diagnostic) {
        try write(Array(text.utf8))
    }

    /// Writes `bytes` after what was written before (all of them: short writes and `EINTR` are
    /// retried).
    package func write(_ bytes: [UInt8]) throws(Diagnostic) {
        guard !isFinished else { throw failure("it is already closed") }
        if let (code, _) = bytes.withUnsafeBytes({ writeAll(descriptor, $0, zeroWriteError: ENOSPC) }) {
            discard()
            throw failure(String(cString: strerror(code)))
        }
        written += bytes.count
    }

    /// Finishes the file: a regular file is synced (and cut to what was written, in place), then a
    /// temporary file is renamed over the destination. Throws (after removing the temporary file)
    /// if that fails.
    package func commit() throws(Diagnostic) {
        guard !isFinished else { return }
        var code: Int32 = 0
        switch way {
        case .inPlace(isRegular: false):
            break
        case .inPlace(isRegular: true):
            if ftruncate(descriptor, off_t(written)) != 0 { code = errno }
            if code == 0 { code = Self.sync(descriptor) }
        case .replacing:
            code = Self.sync(descriptor)
        }
        if systemClose(descriptor) != 0, code == 0 { code = errno }
        descriptor = -1
        if code == 0, case .replacing(let temporary, let destination) = way,
            rename(temporary, destination) != 0
        {
            code = errno
        }
        guard code == 0 else {
            discard()
            throw failure(String(cString: strerror(code)))
        }
        isFinished = true
    }

    /// Gives up: closes the file and removes the temporary file, leaving the path as it was
    /// (except a file written in place). Discarding twice, or after ``commit()``, does nothing.
    package func discard() {
        guard !isFinished else { return }
        isFinished = true
        if descriptor >= 0 { _ = systemClose(descriptor) }
        descriptor = -1
        if case .replacing(let temporary, _) = way { unlink(temporary) }
    }

    private func failure(_ message: String) -> Diagnostic {
        Diagnostic(path: path, line: 1, column: 1, "cannot write \(purpose): \(message)")
    }

    /// `path` with its symbolic links followed, one after another, to what is not a link (which
    /// may not exist); a relative target is taken from the link's folder.
    private static func followingLinks(_ path: String, _ failure: (String) -> Diagnostic) throws(Diagnostic)
        -> String
    {
        var current = path
        // Linux's MAXSYMLINKS.
        for _ in 0..<40 {
            guard let target = FileKind.symbolicLinkTarget(current) else { return current }
            current = target.hasPrefix("/") ? target : join(folder(of: current), target)
        }
        throw failure(FileKind.reason(ELOOP, path: path))
    }

    /// The folder `path` is in (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// A new file beside `destination` (DEST.partial, or DEST.partial-2… when that name is taken:
    /// never an existing file or link), with the mode and owner of `replacing`, the file it will
    /// replace.
    private static func temporary(
        beside destination: String, replacing existing: stat?, _ failure: (String) -> Diagnostic
    ) throws(Diagnostic) -> (Int32, Way) {
        for attempt in 1...100 {
            let temporary = destination + ".partial" + (attempt == 1 ? "" : "-\(attempt)")
            let descriptor = open(
                temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o666)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                let code = errno
                throw failure(
                    "cannot create a file in the folder \(folder(of: destination)): \(FileKind.reason(code, path: temporary))"
                )
            }
            if let existing {
                _ = fchmod(descriptor, existing.st_mode & 0o7777)
                // Only root may give a file away; for anyone else the file stays theirs.
                if geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
            }
            return (descriptor, .replacing(temporary: temporary, destination: destination))
        }
        throw failure("\(destination).partial and 99 other temporary names beside it are taken; remove them")
    }

    /// `syncToStorage`, 0 or its `errno`; a file that cannot be synced (a device: EINVAL, ENOTSUP,
    /// EROFS) counts as synced.
    private static func sync(_ descriptor: Int32) -> Int32 {
        switch syncToStorage(descriptor) {
        case EINVAL, ENOTSUP, EROFS: 0
        case let code: code
        }
    }
}
