/// How much memory a timeline holds: the REPL's `info` and the benchmarks report it.
extension Timeline {
    /// Bytes held by the checkpoints, counted honestly: each checkpoint's inline size
    /// (`MemoryLayout<World>.stride`, the scene's inline part included), the heap buffer of every
    /// array inside it, found by reflection so fields added later are counted too (a buffer shared
    /// between checkpoints counted once), the checkpoint array itself and the shared action log.
    /// Not counted: the scene's own heap (its view tree, shared by every state) and strings (view
    /// ids shared with the scene, or stored inline).
    package var checkpointBytes: Int {
        var bytes = heapBytes(of: checkpoints) + heapBytes(of: actionLog)
        var seen = Set<UInt>()
        for world in checkpoints {
            for child in Mirror(reflecting: world).children where child.label != "screen" {
                bytes += heapFootprint(of: child.value, seen: &seen)
            }
        }
        return bytes
    }

    /// Bytes held by the violation lists (the index array and each list's buffer; messages not counted).
    package var violationBytes: Int {
        heapBytes(of: violationIndices) + heapBytes(of: violationLists)
            + violationLists.reduce(0) { $0 + heapBytes(of: $1) }
    }
}

/// An array, seen through `Any`: its buffer's size and address.
private protocol ArrayBuffer {
    var bufferBytes: Int { get }
    var bufferAddress: UInt { get }
}

extension Array: ArrayBuffer {
    fileprivate var bufferBytes: Int { heapBytes(of: self) }
    fileprivate var bufferAddress: UInt { withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
}

/// The heap bytes of the arrays inside `value` (each buffer once, across calls sharing `seen`).
private func heapFootprint(of value: Any, seen: inout Set<UInt>) -> Int {
    var bytes = 0
    if let array = value as? any ArrayBuffer, array.bufferBytes > 0 {
        guard seen.insert(array.bufferAddress).inserted else { return 0 }
        bytes += array.bufferBytes
    }
    for child in Mirror(reflecting: value).children {
        bytes += heapFootprint(of: child.value, seen: &seen)
    }
    return bytes
}

/// The heap bytes of an array's buffer: a 32-byte header (object header, count, capacity) plus the
/// capacity, rounded up to malloc's 16-byte granularity; 0 for an empty array without a buffer.
func heapBytes<Element>(of array: [Element]) -> Int {
    guard array.capacity > 0 else { return 0 }
    return (32 + array.capacity * MemoryLayout<Element>.stride + 15) / 16 * 16
}
