import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of a regular file, read with `pread(2)`; a large file's two halves on two threads,
/// which shares out the copy from the kernel and the zeroing of fresh pages (a fifth of reading
/// a large recording).
enum FileBytes {
    /// The file's bytes up to its size when opened (a recorder may append meanwhile), or nil if
    /// it cannot be opened or read.
    static func read(path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            let half = size >= ReadAhead.minimumSize ? size / 2 : size
            let second = Half(descriptor: descriptor, base: base, range: half..<size)
            let done = DispatchSemaphore(value: 0)
            if !second.range.isEmpty {
                Thread.detachNewThread {
                    second.read()
                    done.signal()
                }
            }
            let first = Half(descriptor: descriptor, base: base, range: 0..<half)
            first.read()
            if !second.range.isEmpty { done.wait() }
            failed = first.failed || second.failed
            // A file cut short meanwhile: what was read up to the cut.
            count = first.count < half ? first.count : half + second.count
        }
        return failed ? nil : bytes
    }

    /// One part of the file, read into its place in the buffer.
    private final class Half: @unchecked Sendable {
        let descriptor: Int32
        let base: UnsafeMutablePointer<UInt8>
        let range: Range<Int>
        /// The bytes read: all of `range` unless the file ended first.
        private(set) var count = 0
        private(set) var failed = false

        init(descriptor: Int32, base: UnsafeMutablePointer<UInt8>, range: Range<Int>) {
            self.descriptor = descriptor
            self.base = base
            self.range = range
        }

        func read() {
            while count < range.count {
                let offset = range.lowerBound + count
                let result = pread(descriptor, base + offset, range.count - count, off_t(offset))
                if result > 0 {
                    count += result
                } else if result == 0 {
                    return
                } else if errno != EINTR {
                    failed = true
                    return
                }
            }
        }
    }
}
