import ScrollTapeCore

extension EventLineScanner {
    /// The event the fields describe, if it passes every check of `EventDecoder` that does not
    /// look at the events before it.
    static func scanned(_ fields: Fields) -> ScannedEvent? {
        guard let type = fields.type, fields.seen & ~keys(of: type) == 0, Limits.time.contains(fields.t)
        else {
            return nil
        }
        var seq: Int?
        if fields.seen & Key.seq.rawValue != 0 {
            guard let value = integer(fields.seq) else { return nil }
            seq = value
        }
        let kind: Event.Kind
        switch type {
        case .touch:
            guard let phase = fields.phase, let id = integer(fields.id),
                let point = point(fields.x, fields.y)
            else { return nil }
            kind = .touch(id: id, phase: phase, at: point)
        case .tap:
            guard let point = point(fields.x, fields.y) else { return nil }
            kind = .tap(at: point)
        case .frame:
            kind = .frame
        case .scroll:
            let isAbsolute = fields.seen & (Key.x.rawValue | Key.y.rawValue) != 0
            let isRelative = fields.seen & (Key.dx.rawValue | Key.dy.rawValue) != 0
            guard isAbsolute != isRelative else { return nil }
            if isAbsolute {
                guard let x = optionalCoordinate(fields.x, fields.seen, .x),
                    let y = optionalCoordinate(fields.y, fields.seen, .y)
                else { return nil }
                kind = .scroll(.absolute(x: x, y: y))
            } else {
                guard let dx = optionalCoordinate(fields.dx, fields.seen, .dx),
                    let dy = optionalCoordinate(fields.dy, fields.seen, .dy)
                else { return nil }
                kind = .scroll(.relative(dx: dx ?? 0, dy: dy ?? 0))
            }
        case .mark:
            guard let label = fields.label, !label.isEmpty else { return nil }
            kind = .mark(label: label)
        default:
            // Any other type goes to the tree-based decoder.
            return nil
        }
        return ScannedEvent(event: Event(t: fields.t, kind), seq: seq)
    }

    /// The keys an event of `type` has (`FieldPlace.fields`). A line with another of the keys the
    /// fast path reads (`label` on a `touch`) goes to the tree-based decoder, which warns about it.
    @inline(__always)
    private static func keys(of type: EventType) -> UInt16 {
        let common = Key.type.rawValue | Key.t.rawValue | Key.seq.rawValue
        return switch type {
        case .touch: common | Key.phase.rawValue | Key.id.rawValue | Key.x.rawValue | Key.y.rawValue
        case .tap: common | Key.x.rawValue | Key.y.rawValue
        case .scroll: common | Key.x.rawValue | Key.y.rawValue | Key.dx.rawValue | Key.dy.rawValue
        case .frame: common
        case .mark: common | Key.label.rawValue
        default: 0
        }
    }

    /// `ObjectDecoder.integer` with `Limits.identifier`: integral, at most 2^53 in magnitude.
    private static func integer(_ value: Double) -> Int? {
        guard value.magnitude <= JSONNode.largestExactInteger, value.rounded(.towardZero) == value else {
            return nil
        }
        let integer = Int(value)
        return Limits.identifier.contains(integer) ? integer : nil
    }

    private static func point(_ x: Double, _ y: Double) -> Point? {
        guard Limits.coordinate.contains(x), Limits.coordinate.contains(y) else { return nil }
        return Point(x: x, y: y)
    }

    /// `.some(nil)` when `key` is absent, `.some(value)` when it is a coordinate, nil when it is
    /// out of range.
    private static func optionalCoordinate(_ value: Double, _ seen: UInt16, _ key: Key) -> Double?? {
        guard seen & key.rawValue != 0 else { return .some(nil) }
        return Limits.coordinate.contains(value) ? .some(value) : nil
    }
}
