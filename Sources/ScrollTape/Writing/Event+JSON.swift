import ScrollTapeCore

extension Event {
    /// The event as its recording line, without the newline; `EventDecoder` reads it back.
    public var jsonLine: String { jsonValue.jsonText }

    /// The event as a JSON value, `type` and `t` first, then the fields of its type's format
    /// (`EventType.format`).
    public var jsonValue: Value {
        var members: [Value.Member] = [.init("type", .string(typeName)), .init("t", .number(t))]
        type.format.encode(kind, into: &members)
        return .object(members)
    }
}

extension Event: CustomStringConvertible {
    /// The event as its recording line (``jsonLine``), as `print(event)`, a failing `#expect` and
    /// XCTest show it: `{"type":"touch","t":0.4,"phase":"moved","id":1,"x":200,"y":500}`.
    public var description: String { jsonLine }
}
