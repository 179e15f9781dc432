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

    /// Whether an event of `kind` is one this `mark` or `call` breakpoint stops at (the mark with
    /// its label, the call with its name); false for the others.
    package func isMet(by kind: Event.Kind) -> Bool {
        switch (self, kind) {
        case (.mark(let label), .mark(let other)), (.call(let label), .call(let other)): label == other
        default: false
        }
    }

    package var description: String {
        switch self {
        case .index(let index): "\(index)"
        case .mark(let label): "mark \(label)"
        case .call(let name): "call \(name)"
        case .condition(let condition): condition.description
        }
    }
}
