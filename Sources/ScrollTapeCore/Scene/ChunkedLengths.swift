/// Lengths laid end to end along an axis (a list's rows), kept in chunks that copies share: a
/// batch update that deletes or inserts a few rows of a 1,000,000-row list builds the chunks it
/// touches and shares every other with the layout before it, so the states a replay keeps (time
/// travel's checkpoints, the determinism check's copies) hold one copy of the rows between them,
/// not one each, and an update costs the rows it touches plus one entry per chunk.
///
/// Lookups are O(log n): the chunk by binary search over the chunks' first indices, then the
/// element in it.
struct ChunkedLengths: Sendable {
    /// A run of consecutive lengths, never changed once made (copies share it).
    final class Chunk: Sendable {
        /// The lengths, in order.
        let lengths: [Double]
        /// Where each length begins from the chunk's start; one more entry: the chunk's total.
        let starts: [Double]

        init(_ lengths: [Double]) {
            self.lengths = lengths
            var starts: [Double] = []
            starts.reserveCapacity(lengths.count + 1)
            var position = 0.0
            for length in lengths {
                starts.append(position)
                position += length
            }
            starts.append(position)
            self.starts = starts
        }

        var total: Double { starts[lengths.count] }
    }

    /// Lengths in a chunk made from loose ones (shared chunks may be shorter).
    let chunkSize: Int
    /// The chunks, in order.
    private(set) var chunks: [Chunk]
    /// The index of each chunk's first length; one more entry: the number of lengths.
    private var firstIndices: [Int]
    /// Where each chunk begins; one more entry: the sum of all lengths.
    private var offsets: [Double]

    /// Chunks of 1,024 lengths: a 1,000,000-row list is ~1,000 chunks of 16 KB (the lengths and
    /// their starts); an update that touches one row copies 16 KB and ~24 KB of chunk entries.
    static let defaultChunkSize = 1024

    /// `lengths` in chunks of `chunkSize`.
    init(_ lengths: some Sequence<Double>, chunkSize: Int = defaultChunkSize) {
        precondition(chunkSize > 0, "a chunk holds at least one length")
        var builder = Builder(chunkSize: chunkSize)
        for length in lengths { builder.append(length) }
        self.init(chunks: builder.finished(), chunkSize: chunkSize)
    }

    private init(chunks: [Chunk], chunkSize: Int) {
        self.chunkSize = chunkSize
        self.chunks = chunks
        var firstIndices: [Int] = []
        var offsets: [Double] = []
        firstIndices.reserveCapacity(chunks.count + 1)
        offsets.reserveCapacity(chunks.count + 1)
        var index = 0
        var position = 0.0
        for chunk in chunks {
            firstIndices.append(index)
            offsets.append(position)
            index += chunk.lengths.count
            position += chunk.total
        }
        firstIndices.append(index)
        offsets.append(position)
        self.firstIndices = firstIndices
        self.offsets = offsets
    }

    /// The number of lengths.
    var count: Int { firstIndices[chunks.count] }

    /// The sum of all lengths.
    var total: Double { offsets[chunks.count] }

    /// The chunk that holds length `index`. - Precondition: `0 <= index < count`.
    private func chunk(holding index: Int) -> Int {
        // The last chunk whose first index is at or before `index` (chunks are never empty).
        var low = 0
        var high = chunks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstIndices[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Length `index`. - Precondition: `0 <= index < count`.
    subscript(index: Int) -> Double {
        let chunk = chunk(holding: index)
        return chunks[chunk].lengths[index - firstIndices[chunk]]
    }

    /// Where length `index` begins: the sum of the lengths before it. `count` gives the total.
    /// - Precondition: `0 <= index <= count`.
    func start(_ index: Int) -> Double {
        guard index < count else { return total }
        let chunk = chunk(holding: index)
        return offsets[chunk] + chunks[chunk].starts[index - firstIndices[chunk]]
    }

    /// Lengths `range`, in order, appended to `array`.
    func append(_ range: Range<Int>, to array: inout [Double]) {
        forEachPart(of: range) { chunk, part in array.append(contentsOf: chunk.lengths[part]) }
    }

    /// Calls `body` on each chunk that holds lengths of `range`, in order, with the indices of
    /// those lengths in the chunk (all of them where `range` covers the whole chunk).
    @inline(__always)
    private func forEachPart(of range: Range<Int>, _ body: (Chunk, Range<Int>) -> Void) {
        guard !range.isEmpty else { return }
        var chunk = chunk(holding: range.lowerBound)
        var index = range.lowerBound
        while index < range.upperBound {
            let first = firstIndices[chunk]
            let end = min(range.upperBound, firstIndices[chunk + 1])
            body(chunks[chunk], (index - first)..<(end - first))
            index = end
            chunk += 1
        }
    }

    /// The lengths with the ones at `deleted` (indices before, ascending and disjoint) removed and
    /// `inserted` put in (each run at its index after, ascending and disjoint), sharing every
    /// chunk that neither touches.
    func spliced(deleting deleted: [Range<Int>], inserting inserted: [(at: Int, lengths: [Double])])
        -> ChunkedLengths
    {
        var builder = Builder(chunkSize: chunkSize)
        var old = 0
        var new = 0
        var nextDeleted = 0
        var nextInserted = 0
        while true {
            if nextInserted < inserted.count, inserted[nextInserted].at == new {
                for length in inserted[nextInserted].lengths { builder.append(length) }
                new += inserted[nextInserted].lengths.count
                nextInserted += 1
                continue
            }
            while nextDeleted < deleted.count, deleted[nextDeleted].lowerBound <= old {
                old = max(old, deleted[nextDeleted].upperBound)
                nextDeleted += 1
            }
            // The old lengths kept up to the next deletion or insertion.
            var end = count
            if nextDeleted < deleted.count { end = min(end, deleted[nextDeleted].lowerBound) }
            if nextInserted < inserted.count { end = min(end, old + inserted[nextInserted].at - new) }
            guard end > old else {
                precondition(
                    old == count && nextInserted == inserted.count,
                    "the insertions are past the end of the lengths kept")
                break
            }
            copy(old..<end, to: &builder)
            new += end - old
            old = end
        }
        return ChunkedLengths(chunks: builder.finished(), chunkSize: chunkSize)
    }

    /// Lengths `range` into `builder`: whole chunks shared, the parts of others copied.
    private func copy(_ range: Range<Int>, to builder: inout Builder) {
        forEachPart(of: range) { chunk, part in
            if part.count == chunk.lengths.count {
                builder.append(shared: chunk)
            } else {
                for length in chunk.lengths[part] { builder.append(length) }
            }
        }
    }

    /// Chunks made in order from loose lengths and shared chunks.
    private struct Builder {
        let chunkSize: Int
        var chunks: [Chunk] = []
        var pending: [Double] = []

        init(chunkSize: Int) {
            self.chunkSize = chunkSize
            pending.reserveCapacity(chunkSize)
        }

        mutating func append(_ length: Double) {
            pending.append(length)
            if pending.count == chunkSize { flush() }
        }

        /// A chunk kept as it is, unless the loose lengths before it would make a chunk under a
        /// quarter full: then they and its lengths make one chunk (up to a quarter over the size,
        /// so that updates leave no ever smaller chunks, and the chunks after it stay shared).
        mutating func append(shared chunk: Chunk) {
            if pending.count >= chunkSize / 4 { flush() }
            if pending.isEmpty {
                chunks.append(chunk)
            } else {
                pending.append(contentsOf: chunk.lengths)
                flush()
            }
        }

        private mutating func flush() {
            guard !pending.isEmpty else { return }
            chunks.append(Chunk(pending))
            pending.removeAll(keepingCapacity: true)
        }

        mutating func finished() -> [Chunk] {
            flush()
            return chunks
        }
    }
}

extension ChunkedLengths: Equatable {
    /// Equal when the lengths are, chunk by chunk where both have the same chunks (shared chunks
    /// are equal without reading them), else length by length.
    static func == (left: ChunkedLengths, right: ChunkedLengths) -> Bool {
        guard left.count == right.count else { return false }
        if left.firstIndices == right.firstIndices {
            return zip(left.chunks, right.chunks).allSatisfy { $0 === $1 || $0.lengths == $1.lengths }
        }
        var leftLengths: [Double] = []
        var rightLengths: [Double] = []
        left.append(0..<left.count, to: &leftLengths)
        right.append(0..<right.count, to: &rightLengths)
        return leftLengths == rightLengths
    }
}
