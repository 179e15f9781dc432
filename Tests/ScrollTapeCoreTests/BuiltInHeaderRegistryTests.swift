import Testing

@testable import ScrollTapeCore

/// The built-in header behaviours are one registry (`BuiltInHeaders`): every name the session's
/// `header.behavior` accepts resolves through it to a behaviour that the header's state keeps
/// inline and calls directly, and the facts the invariants read of a header come from it.
@Suite struct BuiltInHeaderRegistryTests {
    static func configuration(_ behavior: HeaderConfiguration.Behavior, stretches: Bool = false)
        -> HeaderConfiguration
    {
        HeaderConfiguration(
            viewID: "header", behavior: behavior, minHeight: 48, maxHeight: 148, stretches: stretches)
    }

    /// Each behaviour is registered once, and the registry holds a behaviour for every name the
    /// session format accepts (an alias through its canonical name): a built-in missing from
    /// `BuiltInHeaders` fails here.
    @Test func theRegistryHasABehaviourForEveryNameTheFormatAccepts() {
        let names = BuiltInHeaders.names
        #expect(Set(names).count == names.count, "no name is registered twice")
        #expect(Set(names) == Set(HeaderConfiguration.Behavior.allCases.map(\.canonical)))
    }

    /// The session's behaviour, whatever its name, is the registered one of its canonical name, and
    /// the header's state keeps it inline (the reducer's fast path), not in the box of an app's
    /// own behaviour.
    @Test(arguments: HeaderConfiguration.Behavior.allCases)
    func everyNamedBehaviourTakesTheFastPath(_ name: HeaderConfiguration.Behavior) throws {
        let configuration = Self.configuration(name)
        let builtIn = try #require(BuiltInHeaders(configuration), "'\(name.rawValue)' resolves")
        let behavior = configuration.builtInBehavior
        let type = try #require(type(of: behavior) as? any BuiltInHeaderBehavior.Type)
        #expect(type.name == name.canonical)
        #expect(BuiltInHeaders(behavior) == builtIn)
        let state = HeaderState(height: 148, behavior: behavior)
        #expect(state.isBuiltIn)
        #expect(state.observesIntermediateOffsets)
        #expect(state.behavior.hashValue == behavior.hashValue)
    }

    /// An app's own behaviour, even one that does what a built-in one does, is not built in.
    @Test func anAppsOwnBehaviourIsKeptInItsBox() {
        struct Fixed: HeaderBehavior {
            var observesIntermediateOffsets: Bool { true }
            mutating func didScroll(_ screen: inout HeaderScreen) {
                screen.headerHeight = screen.maxHeaderHeight
            }
        }
        #expect(BuiltInHeaders(Fixed()) == nil)
        let state = HeaderState(height: 148, behavior: Fixed())
        #expect(!state.isBuiltIn)
        #expect(state.behavior is Fixed)
    }

    /// `header.direction` holds the quick-return behaviours to their direction, the others not.
    @Test(arguments: HeaderConfiguration.Behavior.allCases)
    func theQuickReturnBehavioursAreTheOnesHeaderDirectionChecks(_ name: HeaderConfiguration.Behavior) {
        let quickReturn: Set<HeaderConfiguration.Behavior> = [
            .collapsing, .enterAlways, .enterAlwaysCollapsed,
        ]
        #expect(Self.configuration(name).isQuickReturn == quickReturn.contains(name))
    }

    /// Only a `pinned` header with `stretch` (or `stretchy`) grows past maxHeight at the top, which
    /// `header.bounds` and `header.overscroll` allow.
    @Test(arguments: HeaderConfiguration.Behavior.allCases, [false, true])
    func onlyAStretchingPinnedHeaderGrowsPastMaxHeight(_ name: HeaderConfiguration.Behavior, stretch: Bool) {
        let configuration = Self.configuration(name, stretches: stretch)
        let stretches = name.canonical == .pinned && (stretch || name == .stretchy)
        #expect(configuration.stretchesPastMaxHeight == stretches)
    }
}
