/// A built-in effect as the session line's `effects` declares it (SPEC §9).
public enum EffectConfiguration: Hashable, Sendable {
    case navigationBar(NavigationBarEffect)
    case parallax(ParallaxEffect)
    case inList(InListEffect)
    case tabs(TabsEffect)

    /// The `kind` names of the format.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case navigationBar, parallax, inList, tabs

        /// Whether the effect adds a member of its own name to the state (so a scene has one at most).
        public var addsStateMember: Bool {
            switch self {
            case .navigationBar, .tabs: true
            case .parallax, .inList: false
            }
        }
    }

    /// Its `kind` name.
    public var kind: Kind {
        switch self {
        case .navigationBar: .navigationBar
        case .parallax: .parallax
        case .inList: .inList
        case .tabs: .tabs
        }
    }
}
