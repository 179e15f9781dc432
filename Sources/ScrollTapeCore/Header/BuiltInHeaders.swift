/// The built-in header behaviours, one line each: the session's `header.behavior` names one of
/// them (`HeaderConfiguration.builtInBehavior`), and the header's state keeps one of them inline
/// (`HeaderImplementation`). Adding one is its file, a `BuiltInHeaderBehavior` whose `name` the
/// session's `header.behavior` accepts, plus its line here.
typealias BuiltInHeaders = NoBuiltInHeader
    .Or<CollapsingHeader>
    .Or<PinnedHeader>
    .Or<EnterAlwaysCollapsedHeader>
    .Or<FixedHeader>

extension HeaderConfiguration {
    /// The built-in behaviour the session's `header.behavior` names, set up from this
    /// configuration (what `World` uses unless it is given the user's own).
    public var builtInBehavior: any HeaderBehavior {
        guard let builtIn = BuiltInHeaders(self) else {
            preconditionFailure("no built-in header behaviour is registered for '\(behavior.rawValue)'")
        }
        return builtIn.behavior
    }

    /// Whether the built-in behaviour the session's `header.behavior` names is a quick return
    /// (`BuiltInHeaderBehavior.isQuickReturn`): the header never grows while the list scrolls
    /// down nor shrinks while it scrolls up, inside the range.
    var isQuickReturn: Bool {
        BuiltInHeaders.isQuickReturn(behavior) ?? false
    }

    /// Whether the header this configuration sets up grows past maxHeight while the list is
    /// pulled past its top (`BuiltInHeaderBehavior.stretches(_:)`).
    var stretchesPastMaxHeight: Bool {
        BuiltInHeaders.stretches(self) ?? false
    }
}
