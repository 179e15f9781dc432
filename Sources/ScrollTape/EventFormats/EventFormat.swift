import ScrollTapeCore

/// How the lines of one event type are read and written: the fields they may have,
/// the decoder that checks a line into an `Event.Kind` and the encoder that writes one back, kept
/// in one file per type (`TouchFormat`, `UpdateFormat`, …). `EventType.format` lists them.
///
/// The reader handles what every event line shares (`type`, `t`, `seq`, the order of lines)
/// before a format sees it, and the writer writes `type` and `t` first.
protocol EventFormat {
    /// The fields the reader reads in the line, and in the objects inside it.
    static var fields: EventFields { get }

    /// The event that `line` describes, checked against the lines before it (`sequence`), which
    /// takes what the event changes (fingers down, the list's item count, the device).
    ///
    /// - Parameter line: The event line, whose `type`, `t` and `seq` are already read.
    /// - Throws: The diagnostic of the first problem; a format changes `sequence` only once
    ///   nothing more can fail.
    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind

    /// Appends the fields of `kind`, an event of this format's type, after `type` and `t`, in the
    /// order the reader lists them; the fields at their defaults are left out.
    static func encode(_ kind: Event.Kind, into members: inout [Value.Member])
}

/// The fields an event line may have and those of the objects inside it: any other
/// field is unknown, and the reader warns about it with the closest of these as a suggestion.
struct EventFields: Sendable {
    /// The fields of the line: `type`, `t`, `seq`, then the type's own, in the order of FORMAT.md.
    let line: [String]
    /// The objects inside the line whose fields are checked too, by the field that holds one (or
    /// an array of them).
    let objects: [String: Object]

    /// The fields of an object inside an event line.
    struct Object: Sendable {
        let fields: [String]
        /// The places of the objects inside this one, by the field that holds them.
        let places: [String: FieldPlace]

        init(_ fields: [String], places: [String: FieldPlace] = [:]) {
            self.fields = fields
            self.places = places
        }
    }

    /// - Parameter fields: The type's own fields, after `type`, `t` and `seq`.
    init(_ fields: [String], objects: [String: Object] = [:]) {
        line = ["type", "t", "seq"] + fields
        self.objects = objects
    }
}

extension [Value.Member] {
    /// Appends the member `key`: `value`.
    mutating func append(_ key: String, _ value: Value) {
        append(Value.Member(key, value))
    }

    /// Appends the member `key`: `number`.
    mutating func append(_ key: String, _ number: Double) {
        append(Value.Member(key, .number(number)))
    }
}
