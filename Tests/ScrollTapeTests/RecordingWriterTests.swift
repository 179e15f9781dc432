import Foundation
import ScrollTapeCore
import Testing

@testable import ScrollTape

/// A session with a header, so that `expect`/`observe` may name header paths.
private let sessionLine = """
    {"type":"session","format":"scrolltape","version":1,"device":{"width":414,"height":896,\
    "safeArea":{"top":48}},"scroll":{"content":{"items":{"count":40,"length":88}}},"header":{"view":"header",\
    "behavior":"collapsing","minHeight":48,"maxHeight":148},"views":[{"id":"list","kind":"scroll"},\
    {"id":"header","frame":[0,0,414,148],"children":[{"id":"back","kind":"button","frame":[8,52,44,44]}]}]}
    """

/// One event of every kind and form, in an order the reader accepts.
private let everyKind: [Event] = [
    Event(t: 0, .touch(id: 1, phase: .began, at: Point(x: 200.33333333333334, y: 841.6666666666666))),
    Event(t: 0.008333333333333333, .touch(id: 1, phase: .moved, at: Point(x: 200, y: 830.5))),
    Event(t: 0.016666666666666666, .frame),
    Event(t: 0.025, .touch(id: 1, phase: .ended, at: Point(x: -0.5, y: 1e-7))),
    Event(
        t: 0.025, .touch(id: -9_007_199_254_740_991, phase: .began, at: Point(x: 1_000_000, y: -1_000_000))),
    Event(t: 0.03, .touch(id: -9_007_199_254_740_991, phase: .cancelled, at: Point(x: 0, y: 0))),
    Event(t: 0.5, .tap(at: Point(x: 30, y: 74))),
    Event(t: 0.6, .scroll(.absolute(x: nil, y: -148))),
    Event(t: 0.6, .scroll(.absolute(x: 0, y: nil))),
    Event(t: 0.7, .scroll(.absolute(x: 1.5, y: 2.25))),
    Event(t: 0.8, .scroll(.relative(dx: 0, dy: -12.75))),
    Event(t: 0.8, .scrollTo(ScrollRequest(.offset(x: nil, y: 600), animated: true))),
    Event(t: 0.8, .scrollTo(ScrollRequest(.offset(x: 0, y: -5000.5), animated: false))),
    Event(t: 0.85, .scrollTo(ScrollRequest(.item(39, .middle), animated: true))),
    Event(t: 0.85, .scrollTo(ScrollRequest(.item(0, .none), animated: false))),
    Event(t: 0.85, .scrollTo(ScrollRequest(.top, animated: true))),
    Event(t: 0.85, .scrollTo(ScrollRequest(.top, animated: false))),
    Event(t: 0.86, .keyboard(KeyboardChange(height: 336, editingItem: 7))),
    Event(t: 0.87, .keyboard(KeyboardChange(height: 291.5, duration: 0.4))),
    Event(t: 0.88, .keyboard(KeyboardChange(height: 0))),
    Event(
        t: 0.89,
        .safeArea(
            SafeAreaChange(
                width: 896, height: 414, safeArea: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
                statusBar: 0,
                frames: [
                    "back": Rect(x: 52, y: 4, width: 44, height: 44.5),
                    "header": Rect(x: 0, y: 0, width: 896, height: 100),
                ]))),
    Event(t: 0.89, .safeArea(SafeAreaChange(statusBar: 20.5))),
    Event(
        t: 0.89,
        .safeArea(
            SafeAreaChange(
                width: 414, height: 896, safeArea: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)))),
    Event(t: 0.9, .update(ItemUpdate(deleted: [0, 39], inserted: [1], anchor: .visible))),
    Event(t: 0.9, .update(ItemUpdate(deleted: [], inserted: [], anchor: .none))),
    Event(
        t: 1,
        .expect(
            Expectation(
                values: [.init("scroll.offset.y", .number(-148)), .init("scroll.phase", .string("idle"))],
                tolerance: 0.25, hit: HitExpectation(point: Point(x: 30, y: 74), target: "back")))),
    Event(t: 1, .expect(Expectation(values: [.init("header.height", .number(148))]))),
    Event(
        t: 1,
        .expect(Expectation(values: [], hit: HitExpectation(point: Point(x: 1, y: 1), target: "window")))),
    Event(t: 1.1, .observe([.init("header.height", .number(147.5)), .init("touches", .array([]))])),
    Event(t: 1.2, .mark(label: "fling \"up\"\n\tcafé ☕ \u{1}")),
    Event(t: 1_000_000, .frame),
]

private func contents(_ path: String) -> String {
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
}

@Suite struct RecordingWriterTests {
    @Test func everyKindOfEventRoundTrips() throws {
        try withTemporaryPath { path in
            let writer = try RecordingWriter(path: path, sessionLine: sessionLine)
            #expect(writer.opening.isNew)
            for event in everyKind { try writer.append(event) }
            try writer.close()
            let file = try RecordingReader.read(path: path)
            #expect(file.recording.events == everyKind)
            #expect(file.eventLines == Array(2...everyKind.count + 1))
            #expect(file.warnings.isEmpty)
            #expect(contents(path).hasPrefix(sessionLine + "\n"))
        }
    }

    /// The updates of a list in sections (rows and sections deleted and inserted) read back as written.
    @Test func sectionedUpdatesRoundTrip() throws {
        let session =
            #"{"type":"session","device":{"width":414,"height":896},"#
            + #""scroll":{"content":{"sections":[{"header":28,"rows":[44,88,60]},{"footer":20,"rows":[50,50]}]}}}"#
        let updates = [
            Event(
                t: 0.1,
                .update(
                    ItemUpdate(
                        anchor: .visible,
                        sectionChange: SectionChange(
                            deletedRows: [.init(section: 0, row: 2), .init(section: 0, row: 0)],
                            deletedSections: [1],
                            insertedSections: [
                                .init(at: 0, .init(header: 28.5, footer: 4, rows: [44, 10.25]))
                            ],
                            insertedRows: [.init(.init(section: 1, row: 1), length: 77)])))),
            Event(
                t: 0.2,
                .update(
                    ItemUpdate(
                        sectionChange: SectionChange(insertedSections: [.init(at: 2, .init(rows: []))])))),
        ]
        try withTemporaryPath { path in
            let writer = try RecordingWriter(path: path, sessionLine: session)
            for event in updates { try writer.append(event) }
            try writer.close()
            let file = try RecordingReader.read(path: path)
            #expect(file.recording.events == updates)
            #expect(file.warnings.isEmpty)
        }
    }

    /// Each line is in the file as soon as `append` returns, complete, without `close`: a process
    /// killed then would lose nothing.
    @Test func eachAppendIsInTheFileAtOnce() throws {
        try withTemporaryPath { path in
            let writer = try RecordingWriter(path: path, sessionLine: sessionLine, sync: .onClose)
            for (count, event) in everyKind.prefix(5).enumerated() {
                try writer.append(event)
                let lines = contents(path).split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count == count + 3)
                #expect(lines.last == "")
                #expect(lines[count + 1] == Substring(event.jsonLine))
            }
            #expect(writer.syncCount == 0)
        }
    }

    @Test func reopeningAppendsAfterTheEventsAlreadyThere() throws {
        try withTemporaryPath { path in
            let first = try RecordingWriter(path: path, sessionLine: sessionLine)
            for event in everyKind.prefix(4) { try first.append(event) }
            try first.close()
            // The touch that began in the first part may end in the second.
            let second = try RecordingWriter(path: path, sessionLine: nil)
            #expect(!second.opening.isNew)
            #expect(second.opening.existingEvents == 4)
            #expect(second.sessionLine == Array(sessionLine.utf8))
            #expect(
                throws: RecordingWriterError.rejected(
                    Diagnostic(
                        path: path, line: 6, column: 21,
                        "time goes backwards: t 0.02 is earlier than the previous event's t 0.025"))
            ) {
                try second.append(Event(t: 0.02, .frame))
            }
            for event in everyKind.dropFirst(4) { try second.append(event) }
            #expect(second.eventCount == everyKind.count)
            try second.close()
            let third = try RecordingWriter(path: path, sessionLine: sessionLine)
            #expect(third.eventCount == everyKind.count)
            #expect(try RecordingReader.read(path: path).recording.events == everyKind)
        }
    }

    /// A line the reader would reject is not written, and says why at its line of the file.
    @Test func rejectedLinesAreNotWritten() throws {
        try withTemporaryPath { path in
            let writer = try RecordingWriter(path: path, sessionLine: sessionLine)
            try writer.append(Event(t: 1, .touch(id: 7, phase: .began, at: Point(x: 1, y: 2))))
            let before = contents(path)
            let cases: [(String, Int, String)] = [
                (
                    #"{"type":"frame","t":0.5}"#, 21,
                    "time goes backwards: t 0.5 is earlier than the previous event's t 1"
                ),
                (
                    #"{"type":"touch","t":1,"phase":"began","id":7,"x":0,"y":0}"#, 44,
                    "touch 7 began again while it is down (it began on line 2)"
                ),
                (#"{"type":"frame","t":2} {"#, 24, "invalid JSON: unexpected '{' after JSON value"),
                (sessionLine, 9, "unknown event type 'session' (the session line may only be line 1)"),
                (
                    "{\"type\":\"frame\",\n\"t\":2}", 17,
                    "a recording line cannot contain a line feed (one event per line)"
                ),
                ("", 1, "invalid JSON: empty line (every line must be one JSON object)"),
            ]
            for (line, column, message) in cases {
                #expect(
                    throws: RecordingWriterError.rejected(
                        Diagnostic(path: path, line: 3, column: column, message))
                ) {
                    try writer.append(line: line)
                }
            }
            #expect(contents(path) == before)
            // The writer goes on after a rejected line, as if it had not been offered.
            try writer.append(line: #"{"type":"touch","t":1,"phase":"ended","id":7,"x":0,"y":0}"#)
            #expect(writer.eventCount == 2)
            #expect(try RecordingReader.read(path: path).recording.events.count == 2)
        }
    }

    @Test func aNewFileNeedsAValidSessionLine() throws {
        try withTemporaryPath { path in
            #expect(throws: RecordingWriterError.missingSessionLine(path: path)) {
                try RecordingWriter(path: path, sessionLine: nil)
            }
            #expect(
                throws: RecordingWriterError.rejected(
                    Diagnostic(
                        path: path, line: 1, column: 9,
                        #"line 1 must be the session line with "type":"session", found a 'frame' event"#))
            ) {
                try RecordingWriter(path: path, sessionLine: #"{"type":"frame","t":0}"#)
            }
            #expect(
                !FileManager.default.fileExists(atPath: path), "nothing is created for a bad session line")
            _ = try RecordingWriter(path: path, sessionLine: sessionLine)
            #expect(throws: RecordingWriterError.sessionMismatch(path: path)) {
                try RecordingWriter(
                    path: path, sessionLine: sessionLine.replacingOccurrences(of: "414", with: "375"))
            }
        }
    }

    @Test func anInvalidExistingRecordingIsNotAppendedTo() throws {
        try withTemporaryPath { path in
            try Data((sessionLine + "\n" + #"{"type":"frame"}"# + "\n").utf8).write(
                to: URL(fileURLWithPath: path))
            #expect(
                throws: RecordingWriterError.invalidRecording(
                    Diagnostic(path: path, line: 2, column: 1, "frame event is missing required field 't'"))
            ) {
                try RecordingWriter(path: path, sessionLine: nil)
            }
        }
    }

    /// A torn last line is moved to `PATH.torn` and cut off; the writer continues after the last
    /// complete line.
    @Test func aTornLastLineIsMovedAside() throws {
        try withTemporaryPath { path in
            let complete = sessionLine + "\n" + #"{"type":"frame","t":1}"# + "\n"
            let fragment = #"{"type":"touch","t":1.1,"pha"#
            try Data((complete + fragment).utf8).write(to: URL(fileURLWithPath: path))
            let refusal = thrownError(RecordingWriterError.self) { () throws(RecordingWriterError) in
                try RecordingWriter(path: path, sessionLine: nil, tornLine: .fail)
            }
            #expect(refusal != nil, "the writer refuses a torn last line")
            #expect(contents(path) == complete + fragment, "refused: the file is as it was")
            let writer = try RecordingWriter(path: path, sessionLine: nil)
            #expect(refusal == .tornLastLine(try #require(writer.opening.tornLine)))
            #expect(writer.opening.tornLine?.line == 3)
            #expect(writer.opening.tornLine?.column == 25)
            #expect(writer.opening.tornBytes == fragment.utf8.count)
            #expect(contents(path) == complete)
            #expect(contents(writer.tornPath) == fragment + "\n")
            try writer.append(Event(t: 2, .frame))
            try writer.close()
            let file = try RecordingReader.read(path: path)
            #expect(file.warnings.isEmpty)
            #expect(file.recording.events == [Event(t: 1, .frame), Event(t: 2, .frame)])
        }
    }

    @Test func aTornSessionLineIsMovedAsideAndTheFileStartsAgain() throws {
        try withTemporaryPath { path in
            try Data(sessionLine.utf8.prefix(40)).write(to: URL(fileURLWithPath: path))
            #expect(throws: RecordingWriterError.missingSessionLine(path: path)) {
                try RecordingWriter(path: path, sessionLine: nil)
            }
            let writer = try RecordingWriter(path: path, sessionLine: sessionLine)
            #expect(writer.opening.isNew)
            #expect(writer.opening.tornBytes == 40)
            #expect(contents(path) == sessionLine + "\n")
            #expect(contents(writer.tornPath) == String(sessionLine.prefix(40)) + "\n")
        }
    }

    @Test func aCompleteLastLineWithoutNewlineGetsOne() throws {
        try withTemporaryPath { path in
            try Data((sessionLine + "\n" + #"{"type":"frame","t":1}"#).utf8).write(
                to: URL(fileURLWithPath: path))
            let writer = try RecordingWriter(path: path, sessionLine: nil)
            #expect(writer.opening.addedNewline)
            #expect(writer.opening.tornLine == nil)
            try writer.append(Event(t: 2, .frame))
            #expect(try RecordingReader.read(path: path).recording.events.count == 2)
        }
    }

    @Test func syncFollowsThePolicyAndClose() throws {
        try withTemporaryPath { path in
            let writer = try RecordingWriter(
                path: path, sessionLine: sessionLine, sync: .init(events: 3, interval: nil))
            for index in 0..<7 { try writer.append(Event(t: Double(index), .frame)) }
            #expect(writer.syncCount == 2)
            try writer.close()
            #expect(writer.syncCount == 2, "close syncs the file itself")
            #expect(throws: RecordingWriterError.closed(path: path)) {
                try writer.append(Event(t: 9, .frame))
            }

            let timed = try RecordingWriter(
                path: path, sessionLine: nil, sync: .init(events: nil, interval: .zero))
            for index in 7..<10 { try timed.append(Event(t: Double(index), .frame)) }
            #expect(timed.syncCount == 3)
        }
    }

    @Test func systemErrorsNameThePathAndTheReason() throws {
        let error = RecordingWriterError.system(operation: "open", path: "/nowhere/out.jsonl", errno: ENOENT)
        #expect(
            error.description
                == "/nowhere/out.jsonl:1:1: error: cannot open: No such file or directory (errno 2)")
        #expect(
            throws: RecordingWriterError.system(operation: "open", path: "/nowhere/out.jsonl", errno: ENOENT)
        ) {
            try RecordingWriter(path: "/nowhere/out.jsonl", sessionLine: sessionLine)
        }
    }

    /// One writer at a time: a second writer on the same file fails at once (the first keeps
    /// it), and can open it once the first is closed.
    @Test func aSecondWriterIsRefusedWhileTheFirstIsOpen() throws {
        try withTemporaryPath { path in
            let first = try RecordingWriter(path: path, sessionLine: sessionLine)
            #expect(throws: RecordingWriterError.locked(path: path)) {
                try RecordingWriter(path: path, sessionLine: nil)
            }
            try first.append(Event(t: 1, .frame))
            try first.close()
            let second = try RecordingWriter(path: path, sessionLine: nil)
            #expect(second.eventCount == 1)
            #expect(
                RecordingWriterError.locked(path: "out.jsonl").description
                    == "out.jsonl:1:1: error: another process is recording to this file (it holds the file's "
                    + "lock); wait until it has finished, or record to another file")
        }
    }

    /// A closed writer's lock is gone even while a copy of its descriptor lives on — as in a child
    /// process another thread is starting (`Process.run` forks before it execs, and the copy lives
    /// until the exec): the next writer opens the file at once. Regression: the lock went with
    /// the last copy of the descriptor, so a recording resumed while a test elsewhere launched a
    /// process was refused as "another process is recording" (RecordResumePropertyTests, once).
    @Test func aClosedWritersLockIsGoneWhileACopyOfItsDescriptorLivesOn() throws {
        try withTemporaryPath { path in
            let lock = try RecordingLock(path: path)
            let copy = dup(lock.descriptor)
            defer { close(copy) }
            #expect(copy >= 0)
            lock.release()
            let writer = try RecordingWriter(path: path, sessionLine: sessionLine)
            try writer.close()
        }
    }

    /// Devices, pipes and folders are refused before anything is read from or written to them
    /// (reading `/dev/zero` would never end).
    @Test(arguments: [
        ("/dev/full", "a character device"), ("/dev/zero", "a character device"), ("/tmp", "a folder"),
    ])
    func onlyRegularFilesCanBeRecordings(path: String, kind: String) {
        #expect(throws: RecordingWriterError.notRegularFile(path: path, kind: kind)) {
            try RecordingWriter(path: path, sessionLine: sessionLine)
        }
        #expect(
            RecordingWriterError.notRegularFile(path: path, kind: kind).description
                == "\(path):1:1: error: cannot record to \(kind): a recording must be a regular file "
                + "(it is read back and appended to)")
    }

    @Test func aPipeIsNotARecording() throws {
        try withTemporaryPath { path in
            #expect(mkfifo(path, 0o644) == 0)
            #expect(throws: RecordingWriterError.notRegularFile(path: path, kind: "a pipe")) {
                try RecordingWriter(path: path, sessionLine: sessionLine)
            }
        }
    }

    /// An existing recording is read one line at a time (no whole-file buffer): a long one opens
    /// with every event counted, and appending goes on after them.
    @Test func opensALongRecordingLineByLine() throws {
        try withTemporaryPath { path in
            let events = (0..<50_000).map { #"{"type":"frame","t":\#($0)}"# }
            try Data(([sessionLine] + events).map { $0 + "\n" }.joined().utf8).write(
                to: URL(fileURLWithPath: path))
            let writer = try RecordingWriter(path: path, sessionLine: nil)
            #expect(writer.eventCount == 50_000)
            #expect(
                throws: RecordingWriterError.rejected(
                    Diagnostic(
                        path: path, line: 50_002, column: 21,
                        "time goes backwards: t 1 is earlier than the previous event's t 49999"))
            ) { try writer.append(Event(t: 1, .frame)) }
            try writer.append(Event(t: 50_000, .frame))
            try writer.close()
            #expect(try RecordingReader.read(path: path).recording.events.count == 50_001)
        }
    }

    /// The recorder's observe line of views reads back as written; a view the session does not
    /// have is rejected at its line, and nothing is written.
    @Test func anObservationOfViewsReadsBackAndNamesOnlyTheSessionsViews() throws {
        try withTemporaryPath { path in
            let writer = try RecordingWriter(path: path, sessionLine: sessionLine)
            try writer.append(Event(t: 0.5, .frame))
            try writer.appendObservation(
                t: 0.5,
                views: [
                    ViewObservation(
                        id: "header", frame: Rect(x: 0, y: -10, width: 414, height: 98.25), alpha: 0.5)
                ])
            #expect(throws: RecordingWriterError.self) {
                try writer.appendObservation(
                    t: 0.6,
                    views: [
                        ViewObservation(id: "navBar", frame: Rect(x: 0, y: 0, width: 1, height: 1), alpha: 1)
                    ])
            }
            try writer.close()
            let events = try RecordingReader.read(path: path).recording.events
            #expect(
                events.last
                    == Event(
                        t: 0.5,
                        .observe([
                            .init("views.header.x", .number(0)), .init("views.header.y", .number(-10)),
                            .init("views.header.width", .number(414)),
                            .init("views.header.height", .number(98.25)),
                            .init("views.header.alpha", .number(0.5)),
                        ])))
            #expect(events.count == 2)  // the line naming navBar was not written
        }
    }

    /// A view drawn under a transform is observed with it: its frame before the transform, then
    /// `views.<id>.transform.a` … `.ty` (a view under the identity writes no transform).
    @Test func anObservationOfATransformedViewWritesItsTransform() throws {
        try withTemporaryPath { path in
            let writer = try RecordingWriter(path: path, sessionLine: sessionLine)
            let frame = Rect(x: 16, y: 100, width: 300, height: 30)
            try writer.appendObservation(
                t: 0.5,
                views: [
                    ViewObservation(
                        id: "header", frame: frame, alpha: 1,
                        transform: AffineTransform(a: 0.5, b: 0, c: 0, d: 0.75, tx: -3, ty: 12.5))
                ])
            try writer.close()
            let events = try RecordingReader.read(path: path).recording.events
            let values: [(String, Double)] = [
                ("x", 16), ("y", 100), ("width", 300), ("height", 30), ("alpha", 1), ("transform.a", 0.5),
                ("transform.b", 0), ("transform.c", 0), ("transform.d", 0.75), ("transform.tx", -3),
                ("transform.ty", 12.5),
            ]
            #expect(
                events == [
                    Event(t: 0.5, .observe(values.map { .init("views.header.\($0.0)", .number($0.1)) }))
                ])
        }
    }

    /// The recorder's observe line, checked without decoding: it reads back as the observation
    /// written, and what the reader would reject is rejected (nothing written).
    @Test func anObservationIsCheckedAsTheReaderChecksIt() throws {
        try withTemporaryPath { path in
            let writer = try RecordingWriter(path: path, sessionLine: sessionLine)
            try writer.append(Event(t: 0.5, .frame))
            try writer.appendObservation(
                t: 0.5, contentOffset: Point(x: 0, y: -147.66666), headerHeight: 147.66666)
            try writer.appendObservation(t: 0.6, contentOffset: Point(x: 0, y: 12.5), headerHeight: nil)
            #expect(
                throws: RecordingWriterError.rejected(
                    Diagnostic(
                        path: path, line: 5, column: 1,
                        "time goes backwards: t 0.55 is earlier than the previous event's t 0.6"))
            ) {
                try writer.appendObservation(t: 0.55, contentOffset: Point(x: 0, y: 0), headerHeight: 148)
            }
            #expect(
                throws: RecordingWriterError.rejected(
                    Diagnostic(path: path, line: 5, column: 1, "an observed value is not a finite number"))
            ) {
                try writer.appendObservation(t: 0.7, contentOffset: Point(x: .nan, y: 0), headerHeight: 148)
            }
            try writer.close()
            let events = try RecordingReader.read(path: path).recording.events
            #expect(
                events == [
                    Event(t: 0.5, .frame),
                    Event(
                        t: 0.5,
                        .observe([
                            .init("scroll.offset.x", .number(0)),
                            .init("scroll.offset.y", .number(-147.6667)),
                            .init("header.height", .number(147.6667)),
                        ])),
                    Event(
                        t: 0.6,
                        .observe([
                            .init("scroll.offset.x", .number(0)), .init("scroll.offset.y", .number(12.5)),
                        ])),
                ])
        }
        // A scene without a header has no header.height.
        try withTemporaryPath { path in
            let bare =
                #"{"type":"session","device":{"width":414,"height":896},"scroll":{"content":{"width":414,"height":2000}}}"#
            let writer = try RecordingWriter(path: path, sessionLine: bare)
            #expect(
                throws: RecordingWriterError.rejected(
                    Diagnostic(
                        path: path, line: 2, column: 1,
                        "unknown state path 'header.height': 'header' is null (the scene has no header)"))
            ) {
                try writer.appendObservation(t: 0, contentOffset: Point(x: 0, y: 0), headerHeight: 100)
            }
            try writer.appendObservation(t: 0, contentOffset: Point(x: 0, y: 0), headerHeight: nil)
            #expect(writer.eventCount == 1)
        }
    }

    /// The refresh's observe line with the other scroll views' offsets reads back as written; an id
    /// that is not one of the session's scroll views, or an offset that is not finite, is rejected
    /// before anything is written.
    @Test func otherScrollViewsOffsetsAreObserved() throws {
        try withTemporaryPath { path in
            let pager =
                #"{"type":"session","device":{"width":414,"height":896},"scroll":{"content":{"width":414,"height":2000}},"#
                + #""scrolls":[{"id":"pager","frame":[0,700,414,150],"axis":"horizontal","content":{"width":1242,"height":150}}],"#
                + #""views":[{"id":"list","kind":"scroll"},{"id":"pager","kind":"scroll"}]}"#
            let writer = try RecordingWriter(path: path, sessionLine: pager)
            try writer.appendObservation(
                t: 0.1, contentOffset: Point(x: 0, y: 10), headerHeight: nil,
                scrolls: [ScrollObservation(id: "pager", contentOffset: Point(x: 207.25, y: 0))])
            #expect(
                throws: RecordingWriterError.rejected(
                    Diagnostic(
                        path: path, line: 3, column: 1,
                        "unknown state path 'scrolls.carousel.offset.x': 'scrolls' has no 'carousel' "
                            + "(it has list, pager)"))
            ) {
                try writer.appendObservation(
                    t: 0.2, contentOffset: Point(x: 0, y: 10), headerHeight: nil,
                    scrolls: [ScrollObservation(id: "carousel", contentOffset: Point(x: 0, y: 0))])
            }
            #expect(
                throws: RecordingWriterError.rejected(
                    Diagnostic(path: path, line: 3, column: 1, "an observed value is not a finite number"))
            ) {
                try writer.appendObservation(
                    t: 0.2, contentOffset: Point(x: 0, y: 10), headerHeight: nil,
                    scrolls: [ScrollObservation(id: "pager", contentOffset: Point(x: .infinity, y: 0))])
            }
            try writer.close()
            let events = try RecordingReader.read(path: path).recording.events
            #expect(
                events == [
                    Event(
                        t: 0.1,
                        .observe([
                            .init("scroll.offset.x", .number(0)), .init("scroll.offset.y", .number(10)),
                            .init("scrolls.pager.offset.x", .number(207.25)),
                            .init("scrolls.pager.offset.y", .number(0)),
                        ]))
                ])
        }
    }
}
