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
