extension RecordingWriter {
    /// When the writer calls `fsync(2)` (besides ``sync()`` and ``close()``).
    public struct SyncPolicy: Hashable, Sendable {
        /// Sync once this many events were appended since the last sync; nil for no count limit.
        public var events: Int?
        /// Sync at the first append once this much time has passed since the last sync; nil for
        /// no time limit. (No timer runs: an idle writer syncs at its next append or on close.)
        public var interval: Duration?

        /// A sync after `events` events or `interval`, whichever comes first; nil turns that limit off.
        public init(events: Int?, interval: Duration?) {
            self.events = events
            self.interval = interval
        }

        /// Every 1,000 events or 1 second, whichever comes first.
        public static let `default` = SyncPolicy(events: 1000, interval: .seconds(1))
        /// Only on `sync()` and `close()`.
        public static let onClose = SyncPolicy(events: nil, interval: nil)
    }

    /// What to do when the existing file ends with a torn line.
    public enum TornLinePolicy: Hashable, Sendable {
        /// Append the fragment (and a newline) to `PATH.torn`, then cut it off the file.
        case moveAside
        /// Throw ``RecordingWriterError/tornLastLine(_:)``.
        case fail
    }
}
