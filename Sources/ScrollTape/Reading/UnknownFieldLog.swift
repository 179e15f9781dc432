/// The unknown fields a reader has met, one entry per place and key: where it was first found
/// and how many more times it occurred. `RecordingFile.warnings` and
/// `RecordingLineReader.takeWarnings()` report them.
///
/// Bounded whatever the input: a recorder that adds a field to a million lines makes one entry;
/// past ``maximumEntries`` different place-and-key pairs one note says that no more are
/// reported, and a key is kept to its first ``maximumKeyLength`` characters.
struct UnknownFieldLog: Sendable {
    /// The most different place-and-key pairs reported.
    static let maximumEntries = 64
    /// The most characters (Unicode scalars) of a key kept and shown.
    static let maximumKeyLength = 80

    private struct Identity: Hashable {
        var place: FieldPlace
        var key: String
    }

    private struct Entry {
        var field: UnknownField
        var line: Int
        var suggestion: String?
        /// Occurrences after the first.
        var moreCount = 0
    }

    /// How many of the first entries ``record(_:key:offset:line:)`` compares byte for byte before
    /// it looks the key up as a `String`: a recorder's extra fields are few and on every line.
    private static let directlyComparedEntries = 4

    private var entries: [Entry] = []
    private var positions: [Identity: Int] = [:]
    /// Where the first field that found the log full was (its line and 1-based column).
    private var overflow: (line: Int, column: Int)?
    /// How many entries ``takeNew(path:)`` has returned, and whether it returned the note.
    private var takenCount = 0
    private var isOverflowTaken = false

    var isEmpty: Bool { entries.isEmpty }

    /// Counts `field`, found on `line`.
    mutating func record(_ field: UnknownField, line: Int) {
        var field = field
        if field.key.unicodeScalars.count > Self.maximumKeyLength {
            field.key = String(field.key.unicodeScalars.prefix(Self.maximumKeyLength)) + "…"
        }
        let identity = Identity(place: field.place, key: field.key)
        if let position = positions[identity] {
            entries[position].moreCount += 1
            return
        }
        guard entries.count < Self.maximumEntries else {
            if overflow == nil { overflow = (line, field.offset + 1) }
            return
        }
        positions[identity] = entries.count
        entries.append(
            Entry(
                field: field, line: line,
                suggestion: Spelling.didYouMean(field.key, among: field.place.fields)))
    }

    /// Counts the field `key` (its bytes, which are UTF-8) at `place`, whose key starts at byte
    /// `offset` of `line`: ``record(_:line:)`` for the keys the fast path skips, which does not
    /// make a `String` for a key it has recorded before.
    mutating func record(_ place: FieldPlace, key: UnsafeBufferPointer<UInt8>, offset: Int, line: Int) {
        for position in entries.indices.prefix(Self.directlyComparedEntries)
        where entries[position].field.place == place && entries[position].field.key.utf8.elementsEqual(key) {
            entries[position].moreCount += 1
            return
        }
        let field = UnknownField(
            place: place, context: place.name, key: String(decoding: key, as: UTF8.self), offset: offset)
        record(field, line: line)
    }

    /// One warning per place and key at its first occurrence, saying how many more there were,
    /// then the note if some were not recorded; in the order they were first met.
    func diagnostics(path: String) -> [Diagnostic] {
        var result = entries.map { diagnostic($0, path: path, showsCount: true) }
        if let note = overflowNote(path: path) { result.append(note) }
        return result
    }

    /// The warnings (and note) recorded since the last call, without counts: the first occurrence
    /// of each place and key, once.
    mutating func takeNew(path: String) -> [Diagnostic] {
        var result = entries[takenCount...].map { diagnostic($0, path: path, showsCount: false) }
        takenCount = entries.count
        if !isOverflowTaken, let note = overflowNote(path: path) {
            result.append(note)
            isOverflowTaken = true
        }
        return result
    }

    private func diagnostic(_ entry: Entry, path: String, showsCount: Bool) -> Diagnostic {
        var message = "unknown field '\(entry.field.key)' in \(entry.field.context)"
        if let suggestion = entry.suggestion { message += " (\(suggestion))" }
        if showsCount, entry.moreCount > 0 {
            message +=
                entry.field.place == .view
                ? ", and in \(plural(entry.moreCount, "more view"))"
                : ", and on \(plural(entry.moreCount, "more line"))"
        }
        return Diagnostic(
            path: path, line: entry.line, column: entry.field.offset + 1, severity: .warning, message)
    }

    private func overflowNote(path: String) -> Diagnostic? {
        overflow.map {
            Diagnostic(
                path: path, line: $0.line, column: $0.column, severity: .note,
                "more than \(Self.maximumEntries) different unknown fields; no more are reported")
        }
    }
}
