import Foundation
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer

/// Random streams of event lines, as a recorder sends them: every kind of event the reader
/// accepts, `seq` on all, none or some of them, equal times, repeated lines, and (in half of the
/// streams) lines the reader rejects in their place.
private struct StreamGenerator {
    var random: SplitMix64

    /// The session line, then up to `maximumEvents` lines.
    mutating func stream(maximumEvents: Int) -> [String] {
        let seqChance = [0, 1, 0.5, 0.15][random.integer(in: 0...3)]
        let hasInvalidLines = random.chance(0.5)
        var centiseconds = 0
        var seq = 0
        var down: [Int] = []
        var lines = [minimalSessionLine]
        for _ in 0..<random.integer(in: 0...maximumEvents) {
            if random.chance(0.6) { centiseconds += random.integer(in: 1...50) }
            let t = "\(Double(centiseconds) / 100)"
            if let last = lines.last, lines.count > 1, random.chance(0.08) {
                lines.append(last)  // a repeated line: valid without `seq` at an equal time, or not
                continue
            }
            if hasInvalidLines, random.chance(0.1) {
                lines.append(invalidLine(t: t, seq: seq, down: down))
                continue
            }
            var line: String
            switch random.integer(in: 0...7) {
            case 0: line = #"{"type":"frame","t":\#(t)"#
            case 1: line = #"{"type":"scroll","t":\#(t),"dy":\#(random.integer(in: -40...40))"#
            case 2: line = #"{"type":"scroll","t":\#(t),"y":\#(random.integer(in: -100...900))"#
            case 3: line = #"{"type":"tap","t":\#(t),"x":\#(random.integer(in: 0...414)),"y":300"#
            case 4: line = #"{"type":"mark","t":\#(t),"label":"m\#(random.integer(in: 0...3))""#
            case 5:
                line = #"{"type":"expect","t":\#(t),"that":{"scroll.offset.y":\#(random.integer(in: 0...9))}"#
            default:
                let id: Int
                let phase: String
                if !down.isEmpty, random.chance(0.7) {
                    id = down[random.integer(in: 0...down.count - 1)]
                    phase = ["moved", "moved", "ended", "cancelled"][random.integer(in: 0...3)]
                    if phase != "moved" { down.removeAll { $0 == id } }
                } else {
                    id = random.integer(in: 1...4)
                    guard !down.contains(id) else { continue }
                    phase = "began"
                    down.append(id)
                }
                line =
                    #"{"type":"touch","t":\#(t),"phase":"\#(phase)","id":\#(id),"x":200,"y":\#(random.integer(in: 0...896))"#
            }
            if random.chance(seqChance) {
                seq += random.integer(in: 1...3)
                line += #","seq":\#(seq)"#
            }
            lines.append(line + "}")
        }
        return lines
    }

    /// A line the reader rejects where it stands (time going back, a finger not down or down
    /// already, a `seq` that does not increase, broken JSON), or one it may take after all.
    private mutating func invalidLine(t: String, seq: Int, down: [Int]) -> String {
        switch random.integer(in: 0...4) {
        case 0: return #"{"type":"frame","t":-0.5}"#
        case 1: return #"{"type":"touch","t":\#(t),"phase":"moved","id":9,"x":1,"y":1}"#
        case 2: return #"{"type":"touch","t":\#(t),"phase":"began","id":\#(down.first ?? 1),"x":1,"y":1}"#
        case 3: return #"{"type":"frame","t":\#(t),"seq":\#(seq)}"#
        default: return #"{"type":"frame","t":"#
        }
    }
}

/// What one pass of `record` over `lines[..<count]` leaves in a new OUT: the session line and
/// every line the reader accepts after the ones it accepted before (the writer's own check).
private func onePass(_ lines: [String], count: Int) -> String {
    var reader = RecordingLineReader(path: "out.jsonl")
    var kept = ""
    for (index, line) in lines.prefix(count).enumerated() {
        let bytes = Array(line.utf8)
        let accepted = bytes.withUnsafeBufferPointer { buffer in
            (try? Result { () throws(Diagnostic) in
                try reader.read(buffer, number: index + 1, isTerminated: true)
            }.get()) != nil
        }
        if accepted { kept += line + "\n" }
    }
    return kept
}

/// A folder for many small recordings: in memory where the system has one (`/dev/shm`), so that
/// the `fsync` of each run costs nothing.
private func withScratchFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let base =
        FileManager.default.fileExists(atPath: "/dev/shm")
        ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    let folder = base.appendingPathComponent("scrolltape-resume-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// Resuming: sending a stream again — whole, a prefix then the whole, the whole then
/// a prefix, split in two, repeated — leaves exactly the recording one pass leaves.
@Suite struct RecordResumePropertyTests {
    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func sendingAStreamAgainLeavesWhatOnePassLeaves(seed: UInt64) throws {
        var generator = StreamGenerator(random: SplitMix64(seed: seed))
        try withScratchFolder { folder in
            for index in 0..<250 {
                let lines = generator.stream(maximumEvents: 24)
                // Every line valid where it stands: no run may reject a line.
                let isValid = onePass(lines, count: lines.count) == lines.map { $0 + "\n" }.joined()
                let path = folder.appendingPathComponent("\(index).jsonl").path
                func record(_ range: Range<Int>) -> (status: Int32, console: BufferConsole) {
                    let text = lines[range].map { $0 + "\n" }.joined()
                    var input = BytesInput(text, chunk: generator.random.integer(in: 1...64))
                    var console = BufferConsole()
                    let status = RecordCommand.record(path: path, input: &input, console: &console)
                    return (status, console)
                }
                let count = lines.count
                var random = generator.random
                // The file holds one pass over lines[..<position].
                var position = 0
                var runs: [String] = []
                func send(_ range: Range<Int>) {
                    runs.append(
                        range.lowerBound == 0
                            ? "[..<\(range.upperBound)]" : "[\(range.lowerBound)..<\(range.upperBound)]")
                    let outcome = record(range)
                    position = range.lowerBound == 0 ? max(position, range.upperBound) : range.upperBound
                    let recording = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                    let expected = onePass(lines, count: position)
                    #expect(
                        recording == expected,
                        "seed \(seed), stream \(index), runs \(runs.joined(separator: " ")):\n\(lines.joined(separator: "\n"))"
                    )
                    if isValid {
                        #expect(
                            outcome.status == 0, "seed \(seed), stream \(index): \(outcome.console.stderr)")
                        #expect(outcome.console.stderr == "", "seed \(seed), stream \(index), runs \(runs)")
                    }
                }
                let split = random.integer(in: 1...count)
                switch index % 4 {
                case 0: send(0..<count); send(0..<count)  // the stream twice
                case 1: send(0..<split); send(0..<count)  // a prefix, then the whole
                case 2: send(0..<count); send(0..<split)  // the whole, then a prefix
                default: send(0..<split); send(split..<count)  // split at k, then the rest
                }
                // Random repeats: more prefixes, the rest, the whole again.
                for _ in 0..<random.integer(in: 0...2) {
                    if random.chance(0.3), position < count {
                        send(position..<random.integer(in: position + 1...count))
                    } else {
                        send(0..<random.integer(in: 1...count))
                    }
                }
                generator.random = random
                try? FileManager.default.removeItem(atPath: path)
                try? FileManager.default.removeItem(atPath: path + ".rejected")
            }
        }
    }
}
