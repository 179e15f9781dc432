/// The values of the paths a search reads, at one index (a path without a value is absent).
///
/// A search reads one path or a few: comparing them (hashes first) is quicker than hashing into a
/// dictionary at every index.
struct PathValues {
    private var entries: [(path: StatePath, value: Value)] = []

    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
    }

    /// The value at `path`, or nil if it has none here.
    subscript(path: StatePath) -> Value? {
        for entry in entries where entry.path == path { return entry.value }
        return nil
    }

    mutating func append(_ value: Value, at path: StatePath) {
        entries.append((path, value))
    }
}
