/// The state JSON of a world (FORMAT.md, "State and state paths"): its `StateProjection`.
extension World {
    /// The state as a JSON-shaped value (`replay --json`, `state --json`, the paths of `expect`),
    /// with `violations` 0: the count of violations is the replay's, which projects its states
    /// with it (`StateProjection`).
    public var state: Value { StateProjection(self).value }

    /// ``state`` with `views.<id>` added for each view of the scene that one of `paths` names and
    /// the state does not list (`StateProjection.value(naming:)`).
    public func state(naming paths: some Sequence<String>) -> Value {
        StateProjection(self).value(naming: paths)
    }
}
