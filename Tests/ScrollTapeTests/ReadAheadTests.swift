import Foundation
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeCore
@testable import ScrollTapeExplorer

/// Reading a large recording's second half on another thread (`ReadAhead`) gives exactly what
/// reading it line by line gives: the same events, warnings, diagnostics and torn tail.
@Suite struct ReadAheadTests {
    static let session =
        #"{"type":"session","device":{"width":414,"height":896},"scroll":{"content":{"items":{"count":40,"length":88}}}}"#

    /// `count` event lines of drags, taps, frames, marks and scrolls (with `seq` if asked), from a
    /// fixed seed; fingers are down across many lines, so the second half begins mid-gesture.
    static func lines(count: Int, seq: Bool = false, seed: UInt64 = 7) -> [String] {
        var random = seed
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        var lines: [String] = []
        var t = 0.0
        var finger = 0
        var down = false
        var y = 500.0
        while lines.count < count {
            t += Double(1 + next(3)) / 120
            let time = formatNumber(t, decimals: 4)
            let tail = seq ? #","seq":\#(lines.count + 1)}"# : "}"
            if down {
                if next(40) == 0 {
                    lines.append(
                        #"{"type":"touch","t":\#(time),"phase":"ended","id":\#(finger),"x":200,"y":\#(y)"#
                            + tail)
                    down = false
                } else {
                    y += Double(next(21) - 10)
                    lines.append(
                        #"{"type":"touch","t":\#(time),"phase":"moved","id":\#(finger),"x":200,"y":\#(y)"#
                            + tail)
                }
                continue
            }
            switch next(6) {
            case 0, 1, 2:
                finger += 1
                down = true
                y = Double(200 + next(600))
                lines.append(
                    #"{"type":"touch","t":\#(time),"phase":"began","id":\#(finger),"x":200,"y":\#(y)"# + tail)
            case 3: lines.append(#"{"type":"frame","t":\#(time)"# + tail)
            case 4: lines.append(#"{"type":"tap","t":\#(time),"x":20,"y":60"# + tail)
            default: lines.append(#"{"type":"mark","t":\#(time),"label":"m\#(lines.count)""# + tail)
            }
        }
        return lines
    }

    static func bytes(_ lines: [String], terminated: Bool = true) -> [UInt8] {
        Array(([session] + lines).joined(separator: "\n").utf8) + (terminated ? [0x0A] : [])
    }

    /// What reading gave: the file, or the diagnostic.
    static func read(_ bytes: [UInt8], readsAheadFrom: Int) -> Result<RecordingFile, Diagnostic> {
        Result { () throws(Diagnostic) in
            try RecordingReader.parse(
                bytes, path: "case.jsonl", usesFastPath: true, readsAheadFrom: readsAheadFrom)
        }
    }

    static func expectSameReading(
        _ bytes: [UInt8], _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let alone = read(bytes, readsAheadFrom: .max)
        let ahead = read(bytes, readsAheadFrom: 0)
        switch (alone, ahead) {
        case (.success(let one), .success(let two)):
            #expect(one.recording.events == two.recording.events, comment, sourceLocation: sourceLocation)
            #expect(one.warnings == two.warnings, comment, sourceLocation: sourceLocation)
        case (.failure(let one), .failure(let two)):
            #expect(one == two, comment, sourceLocation: sourceLocation)
        default:
            Issue.record(
                "one way read it, the other did not: \(alone) / \(ahead) (\(comment))",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [false, true])
    func aValidRecordingReadsTheSame(seq: Bool) throws {
        let lines = Self.lines(count: 3000, seq: seq)
        Self.expectSameReading(Self.bytes(lines), "seq: \(seq)")
        let file = try Self.read(Self.bytes(lines), readsAheadFrom: 0).get()
        #expect(file.recording.events.count == 3000)
    }

    /// Each change is made to a line of the second half (the one at `place`), where the other
    /// thread scans; some of them only the lines before can tell apart from a valid line.
    @Test(arguments: [1510, 1600, 2999])
    func everyKindOfLineInTheSecondHalfReadsTheSame(place: Int) {
        let lines = Self.lines(count: 3000)
        func changed(_ line: String) -> [String] {
            var copy = lines
            copy[place] = line
            return copy
        }
        let time = #/"t":([0-9.]+)/#
        let t = lines[place].firstMatch(of: time).map { String($0.1) } ?? "0"
        let cases: [(String, [String])] = [
            ("time goes backwards", changed(#"{"type":"frame","t":0.001}"#)),
            (
                "a finger that is not down moves",
                changed(#"{"type":"touch","t":\#(t),"phase":"moved","id":999,"x":1,"y":2}"#)
            ),
            (
                "a finger that is down begins",
                changed(#"{"type":"touch","t":\#(t),"phase":"began","id":1,"x":1,"y":2}"#)
            ),
            ("an update", changed(#"{"type":"update","t":\#(t),"deleted":[0,1]}"#)),
            ("an expect", changed(#"{"type":"expect","t":\#(t),"that":{"scroll.phase":"idle"}}"#)),
            ("an observe", changed(#"{"type":"observe","t":\#(t),"that":{"scroll.offset.y":0}}"#)),
            ("an unknown field", changed(#"{"type":"frame","t":\#(t),"force":2}"#)),
            ("invalid JSON", changed(#"{"type":"frame","t":\#(t),}"#)),
            (
                "a seq that does not increase",
                changed(#"{"type":"frame","t":\#(t),"seq":5}"#) + [#"{"type":"frame","t":99,"seq":4}"#]
            ),
        ]
        for (name, lines) in cases {
            Self.expectSameReading(Self.bytes(lines), "\(name) at line \(place + 2)")
        }
    }

    @Test func aTornOrUnterminatedLastLineReadsTheSame() {
        let lines = Self.lines(count: 2000)
        Self.expectSameReading(Self.bytes(lines + [#"{"type":"frame","t":99"#], terminated: false), "torn")
        Self.expectSameReading(
            Self.bytes(lines + [#"{"type":"frame","t":99}"#], terminated: false), "unterminated")
    }

    @Test func aBadLineInTheFirstHalfIsReportedWhileTheSecondIsScanned() {
        var lines = Self.lines(count: 3000)
        lines[10] = #"{"type":"frame","t":"soon"}"#
        Self.expectSameReading(Self.bytes(lines), "a bad line in the first half")
        guard case .failure(let diagnostic) = Self.read(Self.bytes(lines), readsAheadFrom: 0) else {
            Issue.record("read")
            return
        }
        #expect(diagnostic.line == 12)
    }

    /// The other thread takes the second half when it is plain drags: the reader then reads
    /// none of its lines itself.
    @Test func theSecondHalfOfPlainLinesIsTakenAsScanned() throws {
        let bytes = Self.bytes(Self.lines(count: 2000))
        try bytes.withUnsafeBufferPointer { buffer in
            let events = UnsafeMutableBufferPointer<Event>.allocate(capacity: 2001)
            defer { events.deallocate() }
            var lines = LineSplitter(buffer)
            var reader = RecordingLineReader(path: "case.jsonl")
            let session = lines.next()
            let first = try #require(session)
            _ = try reader.read(
                UnsafeBufferPointer(rebasing: buffer[first.range]), number: 1, isTerminated: true)
            let started = ReadAhead(buffer, from: lines.position, into: events, minimumSize: 0)
            let ahead = try #require(started)
            var count = 0
            while lines.position < ahead.start, let line = lines.next() {
                guard
                    case .event(let event) = try reader.read(
                        UnsafeBufferPointer(rebasing: buffer[line.range]), number: line.number,
                        isTerminated: true)
                else { continue }
                (events.baseAddress! + count).initialize(to: event)
                count += 1
            }
            #expect(count > 900 && count < 1100)
            var rest = ahead.finish(reader: &reader, count: &count)
            #expect(count == 2000)
            #expect(rest.next() == nil)
            events.baseAddress!.deinitialize(count: count)
        }
    }

    @Test func aLargeFileIsReadInTwoHalvesToTheSameBytes() throws {
        try TemporaryFolder.with { folder in
            let path = folder + "/large.jsonl"
            // Over the threshold, so the two halves are read on two threads on a machine with two cores.
            var bytes = Self.bytes(Self.lines(count: 200_000))
            #expect(bytes.count > ReadAhead.threshold)
            bytes += Array("{\"type\":\"frame\",\"t\":99999}\n".utf8)
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(FileBytes.read(path: path) == bytes)
            let file = try RecordingReader.read(path: path)
            #expect(
                file.recording.events == (try Self.read(bytes, readsAheadFrom: .max).get()).recording.events)
        }
    }
}

/// A temporary folder for one test, removed afterwards.
private enum TemporaryFolder {
    static func with(_ body: (String) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrolltape-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }
}

/// `replay.deterministic` of a long recording is checked on another thread while the replay goes
/// on (`TrailingDeterminism`), and finds what `DeterminismCheck` finds.
@Suite struct TrailingDeterminismTests {
    static func longRecording() throws -> Recording {
        let lines = ReadAheadTests.lines(count: 66_536)
        return try RecordingReader.parse(ReadAheadTests.bytes(lines), path: "long.jsonl").recording
    }

    /// Replays `recording`, observing it with both, and returns their violations with `final`
    /// (nil: the replay's last state) as the last state.
    static func violations(_ recording: Recording, final: ((World) -> World)? = nil)
        -> (trailing: [Violation], whole: [Violation], last: World)
    {
        var world = World(scene: recording.scene)
        let trailing = TrailingDeterminism(recording, start: world)
        var whole = DeterminismCheck()
        whole.observe(world)
        for event in recording.events {
            world.apply(event)
            trailing.observe(world)
            whole.observe(world)
        }
        let last = final?(world) ?? world
        return (trailing.finish(final: last), whole.violations(in: recording, final: last), world)
    }

    @Test func aDeterministicReplayHasNoViolation() throws {
        let recording = try Self.longRecording()
        #expect(
            recording.events.count >= RecordingCheck.trailingDeterminismFrom
                || ProcessInfo.processInfo.activeProcessorCount == 1)
        let found = Self.violations(recording)
        #expect(found.trailing == [])
        #expect(found.whole == [])
        let file = RecordingFile(path: "long.jsonl", recording: recording, warnings: [], unknownFields: [])
        #expect(RecordingCheck(file).violations == [])
    }

    @Test func aFinalStateTheReplayDoesNotReachIsFoundInTheLastStretch() throws {
        let recording = try Self.longRecording()
        let found = Self.violations(recording) { world in
            var elsewhere = world
            elsewhere.scrollViews.change(.primary) {
                $0.assign(to: $0.axisOffset + 1, finger: nil, metrics: $0.metrics, at: world.t)
            }
            return elsewhere
        }
        let lastKept = (found.last.index - 1) / 64 * 64
        #expect(found.trailing == found.whole)
        #expect(
            found.trailing.map(\.message) == [
                "resuming from the state at index \(lastKept) differs at event \(found.last.index)"
            ])
    }

    @Test func aShortReplayEndsWithAPartialStretch() throws {
        let recording = Recording(
            scene: try Self.longRecording().scene, events: Array(try Self.longRecording().events.prefix(100)))
        let found = Self.violations(recording) { world in
            var elsewhere = world
            elsewhere.scrollViews.change(.primary) {
                $0.assign(to: $0.axisOffset + 1, finger: nil, metrics: $0.metrics, at: world.t)
            }
            return elsewhere
        }
        #expect(found.trailing == found.whole)
        #expect(found.trailing.map(\.message) == ["resuming from the state at index 64 differs at event 100"])
    }
}

/// A replay of the events as they are read (`ReplayWhileReading`, `replay FILE`) ends where a
/// replay of the recording once read ends, with the same violations.
@Suite struct ReplayWhileReadingTests {
    static func expectSameReplay(
        _ bytes: [UInt8], readsAheadFrom: Int, _ comment: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let streaming = ReplayWhileReading()
        let read = Result { () throws(Diagnostic) in
            try RecordingReader.parse(
                bytes, path: "case.jsonl", usesFastPath: true, readsAheadFrom: readsAheadFrom,
                consumer: streaming)
        }
        let alone = ReadAheadTests.read(bytes, readsAheadFrom: .max)
        switch (read, alone) {
        case (.success(let file), .success(let sequential)):
            #expect(
                file.recording.events == sequential.recording.events, comment, sourceLocation: sourceLocation)
            var replay = Replay(sequential.recording)
            var violations: [Violation] = []
            replay.run { violations.append($0) }
            #expect(streaming.world == replay.world, comment, sourceLocation: sourceLocation)
            #expect(streaming.violations == violations, comment, sourceLocation: sourceLocation)
        case (.failure(let one), .failure(let two)):
            #expect(one == two, comment, sourceLocation: sourceLocation)
        default:
            Issue.record("one way read it, the other did not (\(comment))", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: RecordingsTests.recordingPaths)
    func aBundledRecordingEndsWhereItsReplayEnds(_ path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        Self.expectSameReplay(bytes, readsAheadFrom: 0, "\(path), read ahead")
        Self.expectSameReplay(bytes, readsAheadFrom: .max, "\(path), read in order")
    }

    @Test func everyKindOfLineWhereTheOtherThreadScansReplaysTheSame() {
        // 12,000 lines: the other thread hands its events over in several batches.
        var lines = ReadAheadTests.lines(count: 12_000)
        Self.expectSameReplay(ReadAheadTests.bytes(lines), readsAheadFrom: 0, "plain")
        let place = 9_000
        let t = lines[place].firstMatch(of: #/"t":([0-9.]+)/#).map { String($0.1) } ?? "0"
        for (name, line) in [
            ("time goes backwards", #"{"type":"frame","t":0.001}"#),
            ("an update", #"{"type":"update","t":\#(t),"deleted":[0,1]}"#),
            ("an expect", #"{"type":"expect","t":\#(t),"that":{"scroll.phase":"idle"}}"#),
            ("invalid JSON", #"{"type":"frame","t":\#(t),}"#),
        ] {
            let original = lines[place]
            lines[place] = line
            Self.expectSameReplay(ReadAheadTests.bytes(lines), readsAheadFrom: 0, "\(name)")
            lines[place] = original
        }
    }
}
