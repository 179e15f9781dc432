/// Where two replays of one recording first disagree about the header.
public struct Divergence: Hashable, Sendable {
    /// The first index at which the header heights differ by more than the tolerance.
    public var index: Int
    /// What differs there, in words, with both heights and the event.
    public var message: String

    /// A divergence at `index`, described by `message`.
    package init(index: Int, message: String) {
        self.index = index
        self.message = message
    }
}
