extension HeaderConfiguration.Behavior {
    /// The built-in behaviour of each canonical name of the session's `header.behavior` (an alias
    /// makes its canonical name's): adding one is one file with its `HeaderBehavior` and one line
    /// here.
    private static let builtIns: [Self: @Sendable (HeaderConfiguration) -> any HeaderBehavior] = [
        .collapsing: { CollapsingHeader($0) },
        .pinned: { PinnedHeader($0) },
        .enterAlwaysCollapsed: { EnterAlwaysCollapsedHeader($0) },
        .none: { FixedHeader($0) },
    ]

    /// The built-in behaviour this name stands for, set up from `configuration`.
    func make(_ configuration: HeaderConfiguration) -> any HeaderBehavior {
        guard let make = Self.builtIns[canonical] else {
            preconditionFailure("no built-in header behaviour is registered for '\(rawValue)'")
        }
        return make(configuration)
    }
}

extension HeaderConfiguration {
    /// The built-in behaviour the session's `header.behavior` names, set up from this
    /// configuration (what `World` uses unless it is given the user's own).
    public var builtInBehavior: any HeaderBehavior {
        behavior.make(self)
    }
}
