import Foundation
import ScrollTapeCore

/// The second half of a large recording, scanned on another thread while the reader reads the
/// first half, so that reading uses two cores (issue #14).
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
    /// Written by the other thread, read once `done` is signalled.
    private var scanned = 0
    /// The offset just past the last line scanned.
    private var end = 0
    /// The `seq` of the events scanned that have one: (the event's place in the second half, seq).
    private var seqs: [(index: Int, seq: Int)] = []

    /// Starts scanning the second half of `bytes` into `events` when the file has at least
    /// `minimumSize` bytes; nil otherwise. `from` is the offset of the line after the session
    /// line (line 2).
    init?(
        _ bytes: UnsafeBufferPointer<UInt8>, from: Int, into events: UnsafeMutableBufferPointer<Event>,
        minimumSize: Int = ReadAhead.minimumSize
    ) {
        guard bytes.count >= minimumSize,
            let base = bytes.baseAddress, let slots = events.baseAddress,
            let newline = memchr(base + bytes.count / 2, 0x0A, bytes.count - bytes.count / 2)
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

    /// On the other thread: scans lines from `start` until one needs the sequential reader.
    private func scan() {
        var lines = LineSplitter(bytes, from: start, after: lineBefore)
        var unknownKeys: [Range<Int>] = []
        end = start
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
        }
    }

    /// Waits for the other thread, then takes the events it scanned, in order, for as long as
    /// `reader` accepts them after the events before (`count` of them, in the slots before
    /// the second half's), and drops the rest. Returns where sequential reading goes on: the
    /// lines after those taken.
    func finish(reader: inout RecordingLineReader, count: inout Int) -> LineSplitter {
        done.wait()
        precondition(count == base, "the first half has one event per line after the session line")
        var taken = 0
        var nextSeq = 0
        while taken < scanned {
            var seq: Int?
            if nextSeq < seqs.count, seqs[nextSeq].index == taken {
                seq = seqs[nextSeq].seq
                nextSeq += 1
            }
            let event = ScannedEvent(event: events[base + taken], seq: seq)
            guard reader.accept(event, number: lineBefore + 1 + taken) else { break }
            taken += 1
        }
        (events + base + taken).deinitialize(count: scanned - taken)
        count = base + taken
        if taken == scanned { return LineSplitter(bytes, from: end, after: lineBefore + taken) }
        var lines = LineSplitter(bytes, from: start, after: lineBefore)
        for _ in 0..<taken { _ = lines.next() }
        return lines
    }

    /// Waits for the other thread and drops what it scanned (the first half was bad input).
    func discard() {
        done.wait()
        (events + base).deinitialize(count: scanned)
    }
}
