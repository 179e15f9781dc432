import ScrollTapeCore

/// An event line the fast path read on its own: what `EventDecoder.Sequence.accept(_:line:)`
/// checks against the lines before it.
struct ScannedEvent {
    var event: Event
    /// The line's `seq`, if it has one.
    var seq: Int?
}

extension EventDecoder.Sequence {
    /// Whether `scanned`, on line `line`, can follow the events so far as `EventDecoder` checks it
    /// (time does not go backwards, `seq` increases, a finger begins only when up and moves or
    /// lifts only when down); if so it is added to the sequence, else the sequence is unchanged.
    mutating func accept(_ scanned: ScannedEvent, line: Int) -> Bool {
        let t = scanned.event.t
        guard t >= lastTime else { return false }
        if let seq = scanned.seq, let last = lastSeq, seq <= last { return false }
        if case .touch(let id, let phase, _) = scanned.event.kind {
            switch phase {
            case .began:
                guard touchesDown[id] == nil else { return false }
                touchesDown[id] = line
            case .moved:
                guard touchesDown[id] != nil else { return false }
            case .ended, .cancelled:
                guard touchesDown.removeValue(forKey: id) != nil else { return false }
                touchesLifted[id] = (line, phase)
            }
        }
        lastTime = t
        if let seq = scanned.seq { lastSeq = seq }
        return true
    }
}
