#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file descriptor, by default standard input, read with `read(2)` as data arrives.
package struct FileDescriptorInput: RecordInput {
    package var descriptor: Int32

    package init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    package var fileDescriptor: Int32? { descriptor }

    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 || errno != EINTR { return count }
        }
    }
}

/// `read(2)`, which `FileDescriptorInput.read(into:)` hides.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
