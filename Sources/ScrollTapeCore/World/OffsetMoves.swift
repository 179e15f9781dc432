/// An event's moves of the primary list's offset, in order (`EventOutcome.moves`).
///
/// Most events move the list once or not at all: the first move is kept inline and only the
/// others in an array, so recording an event's moves allocates nothing and copies no array.
package struct OffsetMoves: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable, Sendable {
    /// The first move (nil: none).
    private var firstMove: OffsetMove?
    /// The moves after the first.
    private var others: [OffsetMove] = []

    /// No moves.
    package init() {}

    /// `moves`, in order.
    package init(_ moves: some Sequence<OffsetMove>) {
        for move in moves { append(move) }
    }

    package init(arrayLiteral moves: OffsetMove...) {
        self.init(moves)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { firstMove == nil ? 0 : 1 + others.count }

    package subscript(position: Int) -> OffsetMove {
        precondition(position >= 0 && position < endIndex, "move \(position) of \(endIndex)")
        return position == 0 ? firstMove! : others[position - 1]
    }

    /// Calls `body` with each move, in order (without an iterator's copy of the moves).
    @inline(__always)
    package func forEachMove(_ body: (OffsetMove) -> Void) {
        guard let firstMove else { return }
        body(firstMove)
        for index in others.indices { body(others[index]) }
    }

    /// Adds `move` after the others.
    @inline(__always)
    mutating func append(_ move: OffsetMove) {
        if firstMove == nil { firstMove = move } else { others.append(move) }
    }

    /// Forgets every move (keeping the array's storage for the next event).
    @inline(__always)
    mutating func removeAll() {
        firstMove = nil
        if !others.isEmpty { others.removeAll(keepingCapacity: true) }
    }
}
