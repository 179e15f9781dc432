// libFuzzer target for the recording reader: `tools/fuzz-reader.sh SECONDS` builds and runs it.
//
// Each input is read as a whole recording and parsed as one JSON document. Beyond "does not crash,
// hang or leak", it checks what must hold for every input:
//   - a diagnostic is one line with a 1-based line and column;
//   - the fast event path and the tree-based decoder agree exactly (same events, or the same
//     diagnostic);
//   - every accepted event written back with `Event.jsonLine` reads back equal;
//   - reading line by line and going on after each rejected line (as `scrolltape record` does)
//     accepts exactly the events that reading the accepted lines alone as a file gives: a
//     rejected line leaves no trace in the reader's state.

import ScrollTapeCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecordingReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? JSONParser.parse(bytes)
    checkReader(bytes)
    checkGoingOnAfterRejectedLines(bytes)
    return 0
}

func checkReader(_ bytes: [UInt8]) {
    let fast = Result { () throws(Diagnostic) in try RecordingReader.parse(bytes, path: "fuzz.jsonl") }
    let slow = Result { () throws(Diagnostic) in
        try RecordingReader.parse(bytes, path: "fuzz.jsonl", usesFastPath: false)
    }
    switch (fast, slow) {
    case (.success(let fastFile), .success(let slowFile)):
        require(fastFile.recording == slowFile.recording, "fast and tree-based readers disagree on events")
        require(fastFile.eventLines == slowFile.eventLines, "fast and tree-based readers disagree on lines")
        require(fastFile.warnings == slowFile.warnings, "fast and tree-based readers disagree on warnings")
        checkRoundTrip(fastFile, bytes)
    case (.failure(let fastError), .failure(let slowError)):
        require(fastError == slowError, "fast and tree-based readers disagree: \(fastError) / \(slowError)")
        checkOneLine(fastError)
    default:
        fatalError("fast and tree-based readers disagree: \(fast) / \(slow)")
    }
}

/// The session line as read, then every event as `Event.jsonLine`, reads back to the same events.
func checkRoundTrip(_ file: RecordingFile, _ bytes: [UInt8]) {
    for warning in file.warnings { checkOneLine(warning) }
    let sessionEnd = bytes.firstIndex(of: 0x0A) ?? bytes.count
    var text = Array(bytes[..<sessionEnd]) + [0x0A]
    for event in file.recording.events { text += Array(event.jsonLine.utf8) + [0x0A] }
    do throws(Diagnostic) {
        let again = try RecordingReader.parse(text, path: "fuzz.jsonl")
        require(again.recording.events == file.recording.events, "events do not round-trip")
    } catch {
        fatalError("written events do not read back: \(error)")
    }
}

func checkGoingOnAfterRejectedLines(_ bytes: [UInt8]) {
    var reader = RecordingLineReader(path: "fuzz.jsonl")
    var accepted: [UInt8] = []
    var events: [Event] = []
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
        let line = Array(line)
        let result = line.withUnsafeBufferPointer { buffer in
            Result { () throws(Diagnostic) in
                try reader.read(buffer, number: 1, isTerminated: true)
            }
        }
        switch result {
        case .success(.event(let event)):
            events.append(event)
            accepted += line + [0x0A]
        case .success(.session):
            accepted += line + [0x0A]
        case .success(.torn):
            fatalError("a terminated line read as torn")
        case .failure(let diagnostic):
            checkOneLine(diagnostic)
        }
    }
    guard !accepted.isEmpty else { return }
    do throws(Diagnostic) {
        let file = try RecordingReader.parse(accepted, path: "fuzz.jsonl")
        require(file.recording.events == events, "the accepted lines read back differently")
    } catch {
        fatalError("the accepted lines do not read back: \(error)")
    }
}

func checkOneLine(_ diagnostic: Diagnostic) {
    require(diagnostic.line >= 1 && diagnostic.column >= 1, "diagnostic without a location: \(diagnostic)")
    let text = diagnostic.description
    require(!text.contains("\n") && !text.contains("\r"), "diagnostic spans lines: \(text)")
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
