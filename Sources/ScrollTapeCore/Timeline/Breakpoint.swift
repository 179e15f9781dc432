/// A place to stop at.
package enum Breakpoint: Hashable, Sendable, CustomStringConvertible {
    /// Stops at this index.
    case index(Int)
    /// Stops at every `mark` event with this label.
    case mark(String)
    /// Stops at every `call` event with this name (the app's own moment).
    case call(String)
    /// Stops at every index where the condition holds.
    case condition(Condition)

    package var description: String {
        switch self {
        case .index(let index): "\(index)"
        case .mark(let label): "mark \(label)"
        case .call(let name): "call \(name)"
        case .condition(let condition): condition.description
        }
    }
}
