#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path is when it is not a regular file: a recording is read back whole and appended to,
/// which only a regular file allows (a device may never end, a pipe can be read once and a FIFO
/// with no writer blocks whoever opens it).
package enum FileKind {
    /// What is at `path` if it is not a regular file ("a folder", "a pipe", …), following
    /// symbolic links; nil for a regular file or nothing there.
    package static func irregular(at path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return irregular(status)
    }

    /// What a file that is not regular is, for a diagnostic; nil for a regular file.
    static func irregular(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a pipe"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}

extension FileKind {
    /// Why `path` could not be opened or examined, in plain words, from the `errno` `code` of the
    /// failed `open(2)` or `stat(2)`: a symbolic link loop is not "no such file", and a link whose
    /// target is missing says so.
    package static func reason(_ code: Int32, path: String) -> String {
        switch code {
        case ENOENT:
            if let target = symbolicLinkTarget(path) {
                return "it is a symbolic link to \(target), which does not exist"
            }
            return "no such file"
        case ELOOP: return "it is a symbolic link loop (ELOOP: too many levels of symbolic links)"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENAMETOOLONG: return "the path is too long"
        default: return String(cString: strerror(code))
        }
    }

    /// The target of the symbolic link at `path` as written in it; nil if `path` is not one.
    package static func symbolicLinkTarget(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
