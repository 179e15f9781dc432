import Foundation
import ScrollTapeCore
import ScrollTapeExamples
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer

/// Whether the fast path alone takes `line` (as the first event after the session line).
private func isTakenByFastPath(_ line: String) -> Bool {
    var sequence = EventDecoder.Sequence()
    var unknownKeys: [Range<Int>] = []
    var bytes = Array(line.utf8)
    return bytes.withUnsafeMutableBufferPointer {
        EventLineScanner.event(
            UnsafeBufferPointer($0), lineNumber: 2, sequence: &sequence, unknownKeys: &unknownKeys) != nil
    }
}

@Suite struct EventLineScannerTests {
    /// Lines the fast path reads by itself: the common events, in any key order, with spaces,
    /// `seq`, unknown fields of every JSON type and numbers of every form.
    static let fastLines = [
        #"{"type":"touch","t":0.008333333333333333,"phase":"began","id":1,"x":200.33333333333334,"y":841.6666666666666}"#,
        #"{"t":1.5,"y":-3,"x":0,"id":9007199254740991,"phase":"began","type":"touch"}"#,
        #" { "type" : "tap" , "t" : 1e-3 , "x" : 1E2 , "y" : -0.0 } "#,
        #"{"type":"frame","t":12345678.901234567e-2,"seq":7}"#,
        #"{"type":"scroll","t":0,"dy":-12.5}"#,
        #"{"type":"scroll","t":0,"x":0,"y":-148}"#,
        #"{"type":"mark","t":0,"label":"fling \"fast\" \u00e9"}"#,
        #"{"type":"frame","t":0,"note":"caf\u00e9 ☕","pressure":[0.5,{"a":null,"b":[true,false]}],"z":{}}"#,
        "{\"type\":\"frame\",\"t\":0}\r",
    ]

    @Test(arguments: fastLines)
    func fastPathReadsCommonLines(_ line: String) {
        #expect(isTakenByFastPath(line))
        let (fast, tree) = readBothWays([minimalSessionLine, line], path: "fast.jsonl")
        #expect(throws: Never.self) { try fast.get() }
        #expect(fast == tree)
    }

    /// The lines `Event.jsonLine` writes for the common events are read by their layout, and
    /// give the same events as the key-by-key scan.
    @Test func writtenLinesAreReadByTheirLayout() {
        let events = [
            Event(t: 0.008333333333333333, .touch(id: 12, phase: .began, at: Point(x: 200.5, y: -0.25))),
            Event(t: 1, .touch(id: 12, phase: .moved, at: Point(x: 1e-7, y: 841.6666666666666))),
            Event(t: 2, .touch(id: 12, phase: .cancelled, at: Point(x: 0, y: 0))),
            Event(t: 3, .frame),
            Event(t: 4, .tap(at: Point(x: 1, y: 2))),
        ]
        for event in events {
            var bytes = Array(event.jsonLine.utf8)
            let isByLayout = bytes.withUnsafeMutableBufferPointer {
                EventLineScanner.hasWrittenLayout(UnsafeBufferPointer($0))
            }
            #expect(isByLayout, "\(event.jsonLine)")
        }
        let (fast, tree) = readBothWays([minimalSessionLine] + events.map(\.jsonLine), path: "fast.jsonl")
        #expect(fast == tree)
        #expect((try? fast.get())?.recording.events == events)
    }

    /// Forty fingers down at once (past the short array of `FingersDown`): every touch is
    /// still checked against the right finger.
    @Test func manyFingersDownAtOnce() throws {
        let ids = Array(1...40)
        var lines = ids.map { touchLine("began", t: 1, id: $0) }
        lines += ids.reversed().map { touchLine("moved", t: 1, id: $0) }
        lines += ids.filter { $0 % 2 == 0 }.map { touchLine("ended", t: 1, id: $0) }
        let (fast, tree) = readBothWays([minimalSessionLine] + lines, path: "fast.jsonl")
        #expect(fast == tree)
        #expect(try fast.get().recording.events.count == lines.count)
        for (phase, id, message) in [
            ("began", 7, "touch 7 began again while it is down (it began on line 8)"),
            ("moved", 8, "touch 8 moved but it is not down (it ended on line 85)"),
        ] {
            let (fast, tree) = readBothWays(
                [minimalSessionLine] + lines + [touchLine(phase, t: 1, id: id)], path: "fast.jsonl")
            #expect(fast == tree)
            // The `id` value of a five-letter phase at `t` 1.0 (see `touchLine`).
            #expect(throws: Diagnostic(path: "fast.jsonl", line: lines.count + 2, column: 46, message)) {
                try fast.get()
            }
        }
    }

    /// Lines the fast path hands to the tree-based decoder, valid or not: the reader's answer
    /// (events or diagnostic) must not depend on the fast path.
    static let otherLines: [[String]] = [
        [#"{"type":"update","t":0,"insert":[0]}"#],
        [#"{"type":"frame","t":0,"phase":"whatever","id":"not read for a frame","label":3}"#],
        [#"{"type":"expect","t":0,"that":{"scroll.offset.y":-48}}"#],
        [#"{"type":"observe","t":0,"that":{"header.height":148}}"#],
        [#"{"\u0074ype":"frame","t":0}"#],
        [#"{"type":"fr\u0061me","t":0}"#],
        [#"{"type":"frame","t":0,"seq":null}"#],
        [#"{"type":"scroll","t":0,"x":null,"dy":3}"#],
        [#"{"type":"scroll","t":0,"x":1,"dy":3}"#],
        [#"{"type":"scroll","t":0}"#],
        [#"{"type":"frame","t":0,"t":1}"#],
        [#"{"type":"frame","t":0,"a":1,"a":2}"#],
        [#"{"type":"frame","t":0,"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9}"#],
        [#"{"type":"frame","t":0,"a":[1,]}"#],
        [#"{"type":"frame","t":0,"a":"\ud800"}"#],
        [#"{"type":"frame","t":0,"a":1e400}"#],
        [#"{"type":"frame","t":01}"#],
        [#"{"type":"frame","t":1.}"#],
        [#"{"type":"frame","t":-}"#],
        [#"{"type":"frame","t":1e}"#],
        [#"{"type":"frame","t":-1}"#],
        [#"{"type":"frame","t":1000001}"#],
        [#"{"type":"frame","t":0.1000000000000000000000000001}"#],
        [#"{"type":"frame","t":1e00000000000000000000001}"#],
        [#"{"type":"frame","t":100000000000000000000000e-23}"#],
        [#"{"type":"frame","t":"0"}"#],
        [#"{"type":"frame","t":0,}"#],
        [#"{"type":"frame","t":0} x"#],
        [#"{"type":"frame","t":0"#],
        [#"{"type":"frame","t":0}"#, #"{"type":"frame","t":0"#],
        [#"{"type":"session","t":0}"#],
        [#"{"type":"swipe","t":0}"#],
        [#"{"type":"touch","t":0,"phase":"began","id":1.5,"x":0,"y":0}"#],
        [#"{"type":"touch","t":0,"phase":"began","id":9007199254740994,"x":0,"y":0}"#],
        [#"{"type":"touch","t":0,"phase":"began","id":1,"x":1e7,"y":0}"#],
        [#"{"type":"touch","t":0,"phase":"Began","id":1,"x":0,"y":0}"#],
        [#"{"type":"touch","t":0,"phase":"moved","id":1,"x":0,"y":0}"#],
        [
            #"{"type":"touch","t":0,"phase":"began","id":1,"x":0,"y":0}"#,
            #"{"type":"touch","t":0,"phase":"began","id":1,"x":0,"y":0}"#,
        ],
        [
            #"{"type":"touch","t":0,"phase":"began","id":1,"x":0,"y":0}"#,
            #"{"type":"touch","t":0,"phase":"cancelled","id":1,"x":0,"y":0}"#,
            #"{"type":"touch","t":0,"phase":"ended","id":1,"x":0,"y":0}"#,
        ],
        [#"{"type":"frame","t":1,"seq":5}"#, #"{"type":"frame","t":0.5,"seq":6}"#],
        [#"{"type":"frame","t":1,"seq":5}"#, #"{"type":"frame","t":1,"seq":5}"#],
        [#"{"type":"mark","t":0,"label":""}"#],
        [#"{"type":"mark","t":0,"label":"a\u0000b"}"#],
        [#"{"type":"frame","t":0,"a":"\#u{01}"}"#],
        [#"{"type":"frame","t":0,"a":"\#u{FFFF}\#u{10FFFF}"}"#],
        [#"{}"#],
        [#"[]"#],
        [""],
    ]

    @Test(arguments: otherLines)
    func fastPathAgreesWithTheTreeBasedDecoder(_ lines: [String]) {
        let (fast, tree) = readBothWays([minimalSessionLine] + lines, path: "fast.jsonl")
        #expect(fast == tree)
        let (tornFast, tornTree) = readBothWays(
            [minimalSessionLine] + lines, path: "fast.jsonl", terminated: false)
        #expect(tornFast == tornTree)
    }

    /// Every JSONTestSuite document (on one line) as the value of an unknown field: the fast
    /// path's skipping accepts and rejects exactly as the parser (and so gives the same answer).
    @Test func unknownFieldsAreValidatedLikeTheParser() throws {
        let names = ConformanceData.suiteFiles()
        #expect(names.count == 318)
        var compared = 0
        for name in names {
            var document = try ConformanceData.suiteFile(name)
            while document.last == 0x0A { document.removeLast() }
            guard !document.contains(0x0A), document.count < 10_000 else { continue }
            for layout in [
                (#"{"type":"frame","t":0,"extra":"#, "}"), (#"{"extra":"#, #","type":"frame","t":0}"#),
            ] {
                let bytes =
                    Array((minimalSessionLine + "\n" + layout.0).utf8) + document
                    + Array((layout.1 + "\n").utf8)
                let fast = Result { () throws(Diagnostic) in
                    try RecordingReader.parse(bytes, path: "fast.jsonl", usesFastPath: true)
                }
                let tree = Result { () throws(Diagnostic) in
                    try RecordingReader.parse(bytes, path: "fast.jsonl", usesFastPath: false)
                }
                #expect(fast == tree, "\(name)")
                compared += 1
            }
        }
        #expect(compared > 500)
    }

    /// Bytes that are not UTF-8 in an unknown field's string, a key and a known value.
    @Test func invalidUTF8IsRejectedTheSameWay() {
        for (prefix, suffix) in [(#"{"type":"frame","t":0,"a":""#, #""}"#), (#"{""#, #"":1}"#)] {
            for bad: [UInt8] in [
                [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xE2, 0x82],
            ] {
                let bytes =
                    Array((minimalSessionLine + "\n" + prefix).utf8) + bad + Array((suffix + "\n").utf8)
                let fast = Result { () throws(Diagnostic) in
                    try RecordingReader.parse(bytes, path: "fast.jsonl", usesFastPath: true)
                }
                let tree = Result { () throws(Diagnostic) in
                    try RecordingReader.parse(bytes, path: "fast.jsonl", usesFastPath: false)
                }
                #expect(fast == tree)
                #expect(throws: Diagnostic.self) { try fast.get() }
            }
        }
    }

    /// Every parse-number-fxx number, read the way the fast path reads a field, gives exactly
    /// its bit pattern (the fast path's own digit scanning and exact arithmetic, and its fallback
    /// to the parser); numbers that overflow are left to the parser, which rejects them.
    @Test(arguments: [
        "freetype-2-7", "google-wuffs", "lemire-fast-float", "more-test-cases", "tencent-rapidjson",
    ])
    func fastPathNumbersAreBitExact(_ name: String) throws {
        let text = try ConformanceData.numberFile(name)
        var checked = 0
        var mismatches: [String] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let bits = UInt64(fields[0], radix: 16) else { continue }
            for (decimal, expected) in [
                (String(fields[1]), bits), ("-" + fields[1], bits ^ (-0.0).bitPattern),
            ] {
                checked += 1
                var bytes = Array(decimal.utf8)
                let value = bytes.withUnsafeMutableBufferPointer {
                    EventLineScanner.number(UnsafeBufferPointer($0))
                }
                let isInfinite = Double(bitPattern: expected).isInfinite
                if isInfinite ? value != nil : value?.bitPattern != expected {
                    mismatches.append(
                        "\(decimal): expected \(String(expected, radix: 16)), got \(value as Any)")
                }
            }
        }
        #expect(checked > 100)
        let wrongCount = mismatches.count
        #expect(wrongCount == 0, "\(wrongCount) wrong: \(mismatches.prefix(5).joined(separator: "; "))")
    }

    /// Random numbers of up to 22 digits with random exponents: the fast path and the parser give
    /// the same bits, and both the same as `Double(String)`.
    @Test func randomNumbersAreBitExact() {
        var generator = SplitMix64(seed: 5)
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let digitCount = Int(generator.next() % 22) + 1
            var digits = String(generator.next() % 9 + 1)
            for _ in 1..<digitCount { digits += String(generator.next() % 10) }
            let point = Int(generator.next() % UInt64(digitCount + 1))
            var text = digits
            if point > 0 && point < digitCount {
                text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            }
            if generator.next() % 2 == 0 { text += "e\(Int(generator.next() % 61) - 30)" }
            if generator.next() % 2 == 0 { text = "-" + text }
            var bytes = Array(text.utf8)
            let fast = bytes.withUnsafeMutableBufferPointer {
                EventLineScanner.number(UnsafeBufferPointer($0))
            }
            let parsed = try? JSONParser.parse(text).numberValue
            let reference = Double(text)
            if fast?.bitPattern != reference?.bitPattern || parsed?.bitPattern != reference?.bitPattern {
                mismatches.append("\(text): \(fast as Any) \(parsed as Any) \(reference as Any)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
