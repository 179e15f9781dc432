import ScrollTape

/// Input that hands out its bytes `chunk` at a time, as a pipe may.
struct BytesInput: RecordInput {
    var bytes: [UInt8]
    var chunk: Int
    var position = 0

    init(_ text: String, chunk: Int = 1 << 16) {
        bytes = Array(text.utf8)
        self.chunk = chunk
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let count = min(chunk, buffer.count, bytes.count - position)
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<position + count]))
        }
        position += count
        return count
    }
}
