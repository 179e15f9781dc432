import ScrollTape

extension Recorder {
    /// A stream re-sent from its start (its first line OUT's own session line: a recorder that
    /// restarted after a crash or a lost connection), matched with OUT's events in order, so that
    /// sending a stream again — whole, a part of it, with `seq` on all, some or none of its events
    /// — leaves OUT as sending it once did.
    ///
    /// A cursor walks OUT's events, and a second reader (the *replica*) holds the state after the
    /// events before the cursor: the state the first pass checked the same line in. Each re-sent
    /// line is
    /// 1. **already recorded** if it is byte for byte OUT's event at the cursor, or has the same
    ///    `seq` (a line spelt differently); the cursor moves past that event;
    /// 2. **rejected as before** if the replica rejects it: the first pass rejected it in the same
    ///    state (it is not in OUT); the cursor stays;
    /// 3. **already recorded** if its `seq` is at most OUT's last (OUT cannot take it again); the
    ///    cursor stays;
    /// 4. otherwise **new** once every event of OUT was matched, or if it has a `seq` greater than
    ///    OUT's last; else it **differs** from OUT's event at the cursor (the stream changed): both
    ///    are checked as usual against OUT's last event, and a line that differs and is rejected
    ///    takes that event's place (the cursor moves on), so one changed line does not make the
    ///    lines after it count twice. The first line appended ends the resume.
    ///
    /// A line the first pass accepted is accepted by the replica, in the same state, and is the
    /// event at the cursor; a line it rejected is rejected again: so for the same stream, rules 1
    /// and 2 match every line until OUT's events are all matched, and from there on the lines are
    /// checked in the state the first pass left. Memory: one line of OUT and the replica's state.
    final class Resume {
        enum Verdict {
            case alreadyRecorded
            /// The replica's diagnostic: the line was rejected in this state before.
            case rejected(Diagnostic)
            /// Differs from OUT's event at this line of OUT, which the stream did not re-send as is.
            case differs(existingLine: Int)
            case new
        }

        /// OUT's event lines, read in order (one line in memory), up to the events it had.
        private var existing = LineStream()
        private var input: LockedFileInput
        private var remaining: Int
        /// OUT's event at the cursor and its line number in OUT; nil once all are matched.
        private var next: (bytes: [UInt8], number: Int)?
        /// Reads OUT's lines up to the cursor: the state a line at the cursor is checked in.
        private var replica = RecordingLineReader(path: Recorder.standardInputName)
        /// The last `seq` in OUT.
        private let lastSeq: Int?

        /// Compares with the recording `lock` holds, which has `events` events, the last `seq`
        /// among them `lastSeq`.
        init(_ lock: RecordingLock, events: Int, lastSeq: Int?) {
            self.lastSeq = lastSeq
            remaining = events
            input = LockedFileInput(lock: lock)
            if let session = nextExistingLine() { feedReplica(session.bytes, number: session.number) }
            advance()
        }

        /// What `line`, the next re-sent line, is (see the type's documentation).
        func classify(_ line: [UInt8]) -> Verdict {
            guard let expected = next else { return .new }
            if line == expected.bytes {
                skipExistingLine()
                return .alreadyRecorded
            }
            var trial = replica
            do throws(Diagnostic) {
                _ = try line.withUnsafeBufferPointer { bytes in
                    Result { () throws(Diagnostic) in
                        try trial.read(bytes, number: expected.number, isTerminated: true)
                    }
                }.get()
            } catch {
                return .rejected(error)
            }
            guard let seq = Recorder.sequenceNumber(of: line) else {
                return .differs(existingLine: expected.number)
            }
            if seq == Recorder.sequenceNumber(of: expected.bytes) {
                skipExistingLine()
                return .alreadyRecorded
            }
            if let lastSeq, seq <= lastSeq { return .alreadyRecorded }
            return .new
        }

        /// Moves the cursor past OUT's event at it (matched, or replaced by a changed line).
        func skipExistingLine() {
            guard let current = next else { return }
            feedReplica(current.bytes, number: current.number)
            advance()
        }

        private func advance() {
            guard remaining > 0, let line = nextExistingLine() else {
                next = nil
                return
            }
            remaining -= 1
            next = line
        }

        /// Reads one of OUT's lines (valid: the writer read them all) into the replica.
        private func feedReplica(_ bytes: [UInt8], number: Int) {
            _ = try? bytes.withUnsafeBufferPointer { buffer in
                Result { () throws(Diagnostic) in
                    try replica.read(buffer, number: number, isTerminated: true)
                }
            }.get()
        }

        private func nextExistingLine() -> (bytes: [UInt8], number: Int)? {
            if case .line(let bytes, let number) = existing.next(from: &input) { return (bytes, number) }
            return nil
        }
    }
}
