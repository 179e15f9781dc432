// `swift run -c release scrolltape-bench read [EVENTS]`: reading a generated recording of EVENTS
// touch events (default 1,000,000), measured in this one run on the same bytes against
// Foundation's JSONDecoder (decoding each event line into a Codable struct that mirrors the touch
// event: the baseline) and JSONSerialization (parse only, for reference), and the
// reader on the same events with a field the format does not have on every line; then the
// memory of the events, in bytes per event.
//
// The touches are those of a 3x device at 120 Hz: times k/120 s and coordinates in thirds of a
// point, so most numbers have 16 or 17 significant digits, as real recordings do.
//
// On Linux the benchmark first pins itself to the CPU it runs on: on small virtual machines a
// single-threaded process that migrates between CPUs runs up to 40% slower, by turns, which makes
// the figures of one run incomparable (SCROLLTAPE_BENCH_PIN=0 turns this off).

import Foundation
import ScrollTape
import ScrollTapeCLI
import ScrollTapeCore

/// Runs the read benchmark; `sessionLine` is the scene of the generated recording.
func runReadBenchmark(sessionLine: String, arguments: [String]) {
    let count = arguments.first.flatMap(Int.init) ?? 1_000_000
    if ProcessInfo.processInfo.environment["SCROLLTAPE_BENCH_PIN"] != "0",
        let cpu = ReadBenchmark.pinToCurrentCPU()
    {
        print("pinned to CPU \(cpu)")
    }
    let events = ReadBenchmark.touchEvents(count: count)
    var text = sessionLine + "\n"
    text.reserveCapacity(count * 110)
    for event in events {
        text += event.jsonLine
        text += "\n"
    }
    let bytes = Array(text.utf8)
    let megabytes = Double(bytes.count) / 1_000_000
    print(
        "recording: \(events.count) touch events, \(formatNumber(megabytes)) MB, "
            + "\(formatNumber(Double(bytes.count) / Double(events.count), decimals: 1)) bytes per line")

    // Correctness first: the reader gives back exactly the generated events.
    guard let file = try? RecordingReader.parse(bytes, path: "bench.jsonl"), file.recording.events == events
    else {
        print("error: the generated recording does not read back to the same events")
        exit(1)
    }

    let lines = text.utf8.split(separator: UInt8(ascii: "\n")).dropFirst().map { Data($0) }
    let decoder = JSONDecoder()
    var decoded = 0
    let decoderSeconds = best(of: 2) {
        decoded = 0
        for line in lines where (try? decoder.decode(TouchLine.self, from: line)) != nil { decoded += 1 }
    }
    var serialized = 0
    let serializationSeconds = best(of: 2) {
        serialized = 0
        for line in lines where (try? JSONSerialization.jsonObject(with: line)) != nil { serialized += 1 }
    }
    var read = 0
    let readerSeconds = best(of: 5) {
        read = (try? RecordingReader.parse(bytes, path: "bench.jsonl"))?.recording.events.count ?? 0
    }
    guard decoded == count, serialized == count, read == count else {
        print("error: not every line was read (\(decoded), \(serialized), \(read) of \(count))")
        exit(1)
    }

    // The same events from a recorder that adds a field the format does not have to every line
    // (`"force"`, as a UITouch has): the format ignores it, the reader warns about it once.
    let withUnknownField = ReadBenchmark.addingField(#","force":0.5"#, toEventLinesOf: bytes)
    guard let unknownFieldFile = try? RecordingReader.parse(withUnknownField, path: "bench.jsonl"),
        unknownFieldFile.recording.events == events
    else {
        print("error: the recording with an unknown field does not read back to the same events")
        exit(1)
    }
    var readWithUnknownField = 0
    let unknownFieldSeconds = best(of: 5) {
        let file = try? RecordingReader.parse(withUnknownField, path: "bench.jsonl")
        readWithUnknownField = file?.recording.events.count ?? 0
    }
    guard readWithUnknownField == count else {
        print("error: not every line with an unknown field was read (\(readWithUnknownField) of \(count))")
        exit(1)
    }

    func row(_ name: String, _ seconds: Double, _ note: String, megabytes: Double = megabytes) {
        let mbps = formatNumber(megabytes / seconds, decimals: 1)
        let eventsPerSecond = formatNumber(Double(count) / seconds / 1e6, decimals: 2)
        print(
            "  \(ReadBenchmark.pad(name, 36)) \(ReadBenchmark.pad(mbps, 7, left: true)) MB/s  "
                + "\(ReadBenchmark.pad(eventsPerSecond, 5, left: true))M events/s  \(note)")
    }
    print("read (best of several runs; Foundation on the same lines, pre-split)")
    row("RecordingReader.parse", readerSeconds, "validates + decodes all, one pass per line")
    row(
        "… with \"force\" on every line", unknownFieldSeconds,
        "ratio: \(formatNumber(unknownFieldSeconds / readerSeconds, decimals: 2))× the time of the plain lines",
        megabytes: Double(withUnknownField.count) / 1_000_000)
    row(
        "JSONDecoder (Codable TouchLine)", decoderSeconds,
        "ratio: reader is \(formatNumber(decoderSeconds / readerSeconds, decimals: 1))× faster")
    row(
        "JSONSerialization (parse only)", serializationSeconds,
        "ratio: reader is \(formatNumber(serializationSeconds / readerSeconds, decimals: 1))× faster")

    // The memory the reader's result holds per event: the array of events (reserved to the
    // line count, so its capacity is the event count plus the session line) and nothing per
    // event for source lines (event i is on line i + 1). Touch events own no other heap memory.
    let arrayBytes = (file.recording.events.capacity) * MemoryLayout<Event>.stride
    let perEvent = Double(arrayBytes) / Double(count)
    print("memory of the events")
    print(
        "  [Event]: \(formatNumber(perEvent, decimals: 1)) B per event (MemoryLayout<Event>.stride "
            + "\(MemoryLayout<Event>.stride), size \(MemoryLayout<Event>.size)); source lines: 0 B per event; "
            + "the text: \(formatNumber(Double(bytes.count) / Double(count), decimals: 1)) B per event")
}

/// Helpers of the read benchmark.
enum ReadBenchmark {
    /// `count` touch events: gestures of 20 to 119 samples (began, moved…, ended or cancelled) by
    /// a 3x device at 120 Hz, coordinates rounded to a third of a point. (The last gesture may be
    /// cut short, its finger left down: that is valid.)
    static func touchEvents(count: Int) -> [Event] {
        var events: [Event] = []
        events.reserveCapacity(count)
        var sample = 0
        var gesture = 0
        func third(_ value: Double) -> Double { (value * 3).rounded() / 3 }
        while events.count < count {
            gesture += 1
            let samples = min(20 + (gesture * 37) % 100, count - events.count)
            let startX = 40 + Double((gesture * 53) % 330)
            let startY = 120 + Double((gesture * 97) % 700)
            let speed = Double(gesture % 7 + 1) * 1.37
            for index in 0..<samples {
                let phase: TouchPhase =
                    index == 0
                    ? .began : index == samples - 1 ? (gesture % 17 == 0 ? .cancelled : .ended) : .moved
                let point = Point(
                    x: third(startX + Double(index) * 0.29), y: third(startY - Double(index) * speed))
                events.append(Event(t: Double(sample) / 120, .touch(id: gesture, phase: phase, at: point)))
                sample += 1
            }
        }
        return events
    }

    /// Pins the process to the CPU it runs on (Linux); the CPU, or nil if that is not possible.
    /// (`sched_getcpu` and `sched_setaffinity` are GNU extensions that Swift's Glibc module does
    /// not import, so they are looked up by name.)
    static func pinToCurrentCPU() -> Int? {
        #if os(Linux)
            typealias CurrentCPU = @convention(c) () -> Int32
            typealias SetAffinity = @convention(c) (Int32, Int, UnsafeRawPointer) -> Int32
            guard let process = dlopen(nil, RTLD_NOW), let getCPU = dlsym(process, "sched_getcpu"),
                let setAffinity = dlsym(process, "sched_setaffinity")
            else { return nil }
            let cpu = Int(unsafeBitCast(getCPU, to: CurrentCPU.self)())
            var set = cpu_set_t()
            guard cpu >= 0, cpu < MemoryLayout<cpu_set_t>.size * 8 else { return nil }
            withUnsafeMutableBytes(of: &set) { raw in
                raw.bindMemory(to: UInt.self)[cpu / UInt.bitWidth] |= 1 << UInt(cpu % UInt.bitWidth)
            }
            let result = unsafeBitCast(setAffinity, to: SetAffinity.self)(
                0, MemoryLayout<cpu_set_t>.size, &set)
            return result == 0 ? cpu : nil
        #else
            return nil
        #endif
    }

    /// `bytes` (a recording) with `field` (`,"key":value`) added at the end of every event line.
    static func addingField(_ field: String, toEventLinesOf bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 8)
        var isSessionLine = true
        for byte in bytes {
            if byte == UInt8(ascii: "\n"), !isSessionLine, result.last == UInt8(ascii: "}") {
                result.removeLast()
                result += field.utf8
                result.append(UInt8(ascii: "}"))
            }
            if byte == UInt8(ascii: "\n") { isSessionLine = false }
            result.append(byte)
        }
        return result
    }

    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }
}
