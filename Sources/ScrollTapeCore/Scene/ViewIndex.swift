/// Where each view of a view tree is, by id: built once when a scene's views are set, so that
/// finding a view is a hash and a walk down its ancestors, not a search of the whole tree.
///
/// Derived from the views it indexes, so it adds nothing to a scene's equality or hash.
struct ViewIndex: Hashable, Sendable {
    /// For each view, in tree order (depth first): the number of its parent in this order (-1 for
    /// a top-level view) and its position among its parent's children (or in the top-level views).
    private let parents: [Int32]
    private let positions: [Int32]
    /// View id → its number in tree order (the first view with that id, when ids repeat).
    private let numbers: [String: Int32]

    /// The index of `views` and their descendants.
    ///
    /// - Complexity: O(*n*) for *n* views.
    init(_ views: [ViewSpec]) {
        var parents: [Int32] = []
        var positions: [Int32] = []
        var numbers: [String: Int32] = [:]
        // Depth first, in tree order: each view's children are pushed last one first.
        var stack: [(view: ViewSpec, parent: Int32, position: Int)] = views.enumerated().reversed().map {
            ($0.element, -1, $0.offset)
        }
        while let (view, parent, position) = stack.popLast() {
            let number = Int32(parents.count)
            parents.append(parent)
            positions.append(Int32(position))
            if numbers[view.id] == nil { numbers[view.id] = number }
            for (childPosition, child) in view.children.enumerated().reversed() {
                stack.append((child, number, childPosition))
            }
        }
        self.parents = parents
        self.positions = positions
        self.numbers = numbers
    }

    /// The number of views indexed.
    var count: Int { parents.count }

    /// Whether a view has `id`.
    func contains(_ id: String) -> Bool { numbers[id] != nil }

    /// Calls `body` with the positions that lead to the view with `id`, in order: its top-level
    /// view's in the top-level views, then each child's among its parent's children, down to the
    /// view (`isLast`); false, without calling it, when no view has `id`.
    ///
    /// - Complexity: O(depth of the view), after one hash of `id`; allocates nothing (the
    ///   invariants find the header's frame so on every event).
    func walk(to id: String, _ body: (_ position: Int, _ isLast: Bool) -> Void) -> Bool {
        guard let number = numbers[id] else { return false }
        descend(to: Int(number), isLast: true, body)
        return true
    }

    /// The positions down to view `number` (its ancestors' first), each passed to `body`.
    private func descend(to number: Int, isLast: Bool, _ body: (_ position: Int, _ isLast: Bool) -> Void) {
        let parent = Int(parents[number])
        if parent >= 0 { descend(to: parent, isLast: false, body) }
        body(Int(positions[number]), isLast)
    }

    /// The position in the top-level views of the view that is or contains the view with `id`.
    ///
    /// - Complexity: O(depth of the view), after one hash of `id`.
    func topLevelPosition(of id: String) -> Int? {
        guard var number = numbers[id].map(Int.init) else { return nil }
        while parents[number] >= 0 { number = Int(parents[number]) }
        return Int(positions[number])
    }

    // Derived from the views: equal whenever the views are.
    static func == (_: ViewIndex, _: ViewIndex) -> Bool { true }
    func hash(into _: inout Hasher) {}
}
