import ScrollTapeCore

/// The fast path for event lines: scans the bytes of one line straight into an `Event`, in one
/// pass, with no `JSONNode` tree and no `String` for keys (they are matched as bytes).
///
/// It handles the common events (`touch`, `tap`, `frame`, `scroll`, `mark`) with plain keys and
/// values, and returns nil for anything else: another event type, an escape in a key or a known
/// string, a `null` or mistyped known field, a field of another event type (`label` on a
/// `touch`), a duplicate key, a value out of range, an event out of order, invalid JSON.
/// Unknown fields are skipped and their keys handed back, for the reader's warnings. On nil the
/// reader decodes the line with the tree-based `EventDecoder`, which either accepts it or
/// produces the precise diagnostic. So the fast path only ever accepts a line that the
/// tree-based decoder accepts, with the same event and the same effect on the reader's state (the fuzz target `tools/fuzz/ReaderFuzzTarget.swift` checks this).
///
/// Two passes at most, both over the line's bytes only: first the exact layout `Event.jsonLine`
/// writes for `touch`, `frame` and `tap` (the text between values compared as whole literals,
/// no key lookup), then, if the line is laid out otherwise, key by key (keys compared as one
/// 64-bit word; unknown fields skipped by `JSONParser.Scanner.skipValue(depth:)`, which validates
/// them as strictly as the parser).
///
/// Numbers: digits are read eight at a time (SWAR) into a 64-bit significand and converted by
/// the parser's own exact arithmetic (`JSONParser.Scanner.fastValue`); anything else (more than
/// 19 digits, large exponents, every error) goes to `JSONParser.Scanner.parseNumber()`. Every
/// path rounds correctly, so the value is bit for bit the parser's (tested on parse-number-fxx).
///
/// - Complexity: O(*n*) in the line's length, no allocation for the common events.
struct EventLineScanner {
    /// The most unknown keys one line may have on the fast path (each is compared with the others
    /// to find duplicates).
    static let maximumUnknownKeys = 8

    /// The fields of one line, as read.
    struct Fields {
        var type: EventType?
        var t = Double.nan
        var seq = Double.nan
        var id = Double.nan
        var x = Double.nan
        var y = Double.nan
        var dx = Double.nan
        var dy = Double.nan
        var phase: TouchPhase?
        var label: String?
        /// One bit per `Key` seen, to find duplicates.
        var seen: UInt16 = 0
    }

    /// The keys the fast path reads; every other key is skipped.
    enum Key: UInt16 {
        case type = 1, t = 2, seq = 4, phase = 8, id = 16, x = 32, y = 64, dx = 128, dy = 256, label = 512
    }

    /// The line's bytes, without the newline.
    let bytes: UnsafeBufferPointer<UInt8>
    /// How many bytes from the line's start may be loaded: the line, and when it is part of a
    /// larger buffer (a whole file), the bytes after it. Only whole-word loads use more than the
    /// line, and only to look at its end.
    let readable: Int
    /// The offset of the next byte to read.
    var position = 0

    init(_ line: UnsafeBufferPointer<UInt8>, readable: Int) {
        bytes = line
        self.readable = max(readable, line.count)
    }

    /// The event on `line` (its bytes without the newline), checked against and added to
    /// `sequence`; nil, with `sequence` unchanged, when the line needs the tree-based decoder.
    ///
    /// - Parameters:
    ///   - readable: How many bytes from the line's start may be read (at least the line's).
    ///   - unknownKeys: Receives the ranges of the unknown fields' keys (without their quotes),
    ///     in the order of the line, when an event is returned. It must be empty; the layout
    ///     `Event.jsonLine` writes has none, so it stays empty without being touched.
    static func event(
        _ line: UnsafeBufferPointer<UInt8>, readable: Int = 0, lineNumber: Int,
        sequence: inout EventDecoder.Sequence, unknownKeys: inout [Range<Int>]
    ) -> Event? {
        guard let scanned = scanned(line, readable: readable, unknownKeys: &unknownKeys),
            sequence.accept(scanned, line: lineNumber)
        else {
            unknownKeys.removeAll(keepingCapacity: true)
            return nil
        }
        return scanned.event
    }

    /// The event on `line`, if the line alone passes every check of `EventDecoder` that does not
    /// look at the lines before it (those are `EventDecoder.Sequence.accept(_:line:)`'s); nil when
    /// the line needs the tree-based decoder. Parameters as `event(_:readable:lineNumber:sequence:unknownKeys:)`.
    static func scanned(
        _ line: UnsafeBufferPointer<UInt8>, readable: Int = 0, unknownKeys: inout [Range<Int>]
    ) -> ScannedEvent? {
        assert(unknownKeys.isEmpty)
        guard line.count <= Limits.lineLength else { return nil }
        var scanner = EventLineScanner(line, readable: readable)
        if let fields = scanner.layoutFields() { return Self.scanned(fields) }
        scanner.position = 0
        guard let fields = scanner.fields(unknownKeys: &unknownKeys) else { return nil }
        return Self.scanned(fields)
    }

    /// Whether `line` has exactly the layout `Event.jsonLine` writes, which is read without
    /// looking keys up (for tests: the common lines must take this path).
    static func hasWrittenLayout(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var scanner = EventLineScanner(line, readable: line.count)
        return scanner.layoutFields() != nil
    }

    /// The number that is the whole of `text`, read as the fast path reads a field's value; nil
    /// when `text` is not exactly one JSON number.
    static func number(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var scanner = EventLineScanner(text, readable: text.count)
        var value = Double.nan
        guard scanner.number(&value), scanner.position == text.count else { return nil }
        return value
    }
}
