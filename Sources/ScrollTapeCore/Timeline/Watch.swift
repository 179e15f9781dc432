/// A value to stop on when it changes, or a condition to stop on when it becomes true.
package enum Watch: Hashable, Sendable, CustomStringConvertible {
    /// Stops at an index whose event changed the value at the path.
    case value(path: StatePath)
    /// Stops at an index where the condition holds and did not hold at the index before.
    case condition(Condition)

    package var description: String {
        switch self {
        case .value(let path): path.text
        case .condition(let condition): condition.description
        }
    }
}
