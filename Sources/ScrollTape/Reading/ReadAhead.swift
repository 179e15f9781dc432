import Foundation
import ScrollTapeCore

/// The second half of a large recording, scanned on another thread while the reader reads the
/// first half, so that reading uses two cores.
///
/// The other thread scans each line of the second half on its own with the fast path
/// (`EventLineScanner.scanned`), writing its event straight into the slot of the events array it
/// will have, and stops at the first line that needs more: one the fast path cannot take (an
/// `update`, `expect` or `observe`, an unknown field, an error), or an unterminated last line.
/// What it cannot know is whether each line may follow the ones before it (time, `seq`, fingers
/// down): when the reader reaches the second half, `finish` checks exactly that, line by line in
/// order, as the sequential reader would, and the reader goes on sequentially from the first
/// line not taken. So every line is read either by the fast path with the checks the sequential
/// fast path makes, or by the sequential reader itself: the events, the diagnostics and the torn
/// tail are those of a sequential read, whatever the other thread did.
final class ReadAhead: @unchecked Sendable {
    /// Files smaller than this are read on one thread: a thread costs more than it saves.
    static let threshold = 8 << 20

    /// The size from which files are read on two threads on this machine: `threshold` when it
    /// has a second core, never otherwise.
    static var minimumSize: Int { ProcessInfo.processInfo.activeProcessorCount > 1 ? threshold : .max }

    /// The byte offset where the second half starts (the start of a line).
    let start: Int
    /// The number of the line before `start`.
    let lineBefore: Int
    /// The slot of the second half's first event: one event per line after the session line.
    private let base: Int
    private let bytes: UnsafeBufferPointer<UInt8>
    private let events: UnsafeMutablePointer<Event>
    private let done = DispatchSemaphore(value: 0)
    /// What the other thread has scanned so far, handed over every `batch` lines (under
    /// `progress`'s lock): how many events, the offset after the last, their `seq`s, and
    /// whether it has stopped; and whether the reader wants it to stop.
    private let progress = NSCondition()
    private var published = 0
    private var publishedEnd = 0
    private var publishedSeqs: [(index: Int, seq: Int)] = []
    private var isFinished = false
    private var isCancelled = false
    /// Lines between two hand-overs.
    private static let batch = 4096
    /// Written by the other thread only: how many events it has initialized in all.
    private var scanned = 0

    /// Starts scanning the second half of `bytes` into `events` when the file has at least
    /// `minimumSize` bytes; nil otherwise. `from` is the offset of the line after the session
    /// line (line 2).
    init?(
        _ bytes: UnsafeBufferPointer<UInt8>, from: Int, into events: UnsafeMutableBufferPointer<Event>,
        minimumSize: Int = ReadAhead.minimumSize, share: Double = 0.5
    ) {
        let middle = min(max(Int(Double(bytes.count) * share), 0), bytes.count)
        guard bytes.count >= minimumSize,
            let base = bytes.baseAddress, let slots = events.baseAddress,
            let newline = memchr(base + middle, 0x0A, bytes.count - middle)
        else { return nil }
        start = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        guard start > from, start < bytes.count else { return nil }
        // Every line before `start` ends with a newline: lines 2… are events 0….
        lineBefore = 1 + LineSplitter.count(UnsafeBufferPointer(rebasing: bytes[from..<start]))
        self.base = lineBefore - 1
        self.bytes = bytes
        self.events = slots
        Thread.detachNewThread { [self] in
            scan()
            done.signal()
        }
    }

    /// On the other thread: scans lines from `start` until one needs the sequential reader (or the
    /// reader no longer wants them), handing them over every `batch` lines.
    private func scan() {
        var lines = LineSplitter(bytes, from: start, after: lineBefore)
        var unknownKeys: [Range<Int>] = []
        var seqs: [(index: Int, seq: Int)] = []
        var end = start
        func handOver(finished: Bool) -> Bool {
            progress.lock()
            defer { progress.unlock() }
            published = scanned
            publishedEnd = end
            publishedSeqs += seqs
            seqs.removeAll(keepingCapacity: true)
            isFinished = finished
            progress.signal()
            return !isCancelled
        }
        while let line = lines.next(), line.isTerminated {
            guard
                let event = EventLineScanner.scanned(
                    UnsafeBufferPointer(rebasing: bytes[line.range]),
                    readable: bytes.count - line.range.lowerBound,
                    unknownKeys: &unknownKeys),
                unknownKeys.isEmpty
            else { break }
            (events + base + scanned).initialize(to: event.event)
            if let seq = event.seq { seqs.append((scanned, seq)) }
            scanned += 1
            end = lines.position
            if scanned % Self.batch == 0, !handOver(finished: false) { break }
        }
        _ = handOver(finished: true)
    }

    /// Takes the events the other thread scans, in order and as they come, for as long as
    /// `reader` accepts them after the events before (`count` of them, in the slots before the
    /// second half's), telling `consume` each time more are taken (`count` then covers them),
    /// and drops the rest. Returns where sequential reading goes on: the lines after those taken.
    func finish(reader: inout RecordingLineReader, count: inout Int, consume: (Int) -> Void = { _ in })
        -> LineSplitter
    {
        precondition(count == base, "the first half has one event per line after the session line")
        var taken = 0
        var seqs: [(index: Int, seq: Int)] = []
        var nextSeq = 0
        var end = start
        var rejected = false
        while !rejected {
            progress.lock()
            while published == taken && !isFinished { progress.wait() }
            let available = published
            end = publishedEnd
            let isLast = isFinished && published == taken
            seqs += publishedSeqs
            publishedSeqs.removeAll(keepingCapacity: true)
            progress.unlock()
            if isLast { break }
            while taken < available {
                var seq: Int?
                if nextSeq < seqs.count, seqs[nextSeq].index == taken {
                    seq = seqs[nextSeq].seq
                    nextSeq += 1
                }
                let event = ScannedEvent(event: events[base + taken], seq: seq)
                guard reader.accept(event, number: lineBefore + 1 + taken) else {
                    rejected = true
                    break
                }
                taken += 1
            }
            count = base + taken
            consume(count)
        }
        progress.lock()
        isCancelled = true
        progress.unlock()
        done.wait()
        (events + base + taken).deinitialize(count: scanned - taken)
        count = base + taken
        if !rejected { return LineSplitter(bytes, from: end, after: lineBefore + taken) }
        var lines = LineSplitter(bytes, from: start, after: lineBefore)
        for _ in 0..<taken { _ = lines.next() }
        return lines
    }

    /// Stops the other thread and drops what it scanned (the first half was bad input).
    func discard() {
        progress.lock()
        isCancelled = true
        progress.unlock()
        done.wait()
        (events + base).deinitialize(count: scanned)
    }
}
