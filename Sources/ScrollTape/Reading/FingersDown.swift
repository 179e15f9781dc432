/// The fingers down while a recording is read: touch id → the line its `began` is on.
///
/// A few fingers are down at a time, so they are kept in a short array searched linearly (no
/// hashing on the reader's hot path); past `arrayLimit` of them, in a dictionary, so that even a
/// recording with thousands of fingers down costs O(1) per touch.
struct FingersDown {
    /// The most fingers kept in the array.
    static let arrayLimit = 16

    private var few: [(id: Int, line: Int)] = []
    private var many: [Int: Int]?

    /// The line where finger `id` began, or nil if it is not down; setting nil lifts it.
    subscript(id: Int) -> Int? {
        get {
            if let many { return many[id] }
            for finger in few where finger.id == id { return finger.line }
            return nil
        }
        set {
            guard let line = newValue else {
                removeValue(forKey: id)
                return
            }
            if many != nil {
                many?[id] = line
            } else if let index = few.firstIndex(where: { $0.id == id }) {
                few[index].line = line
            } else if few.count < Self.arrayLimit {
                few.append((id, line))
            } else {
                var dictionary = Dictionary(uniqueKeysWithValues: few.map { ($0.id, $0.line) })
                dictionary[id] = line
                many = dictionary
                few = []
            }
        }
    }

    /// Lifts finger `id`; the line where it began, or nil if it was not down.
    @discardableResult
    mutating func removeValue(forKey id: Int) -> Int? {
        if many != nil { return many?.removeValue(forKey: id) }
        guard let index = few.firstIndex(where: { $0.id == id }) else { return nil }
        return few.remove(at: index).line
    }
}
