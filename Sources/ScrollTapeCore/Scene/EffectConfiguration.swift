/// A built-in effect as the session line's `effects` declares it.
package enum EffectConfiguration: Hashable, Sendable {
    /// A navigation bar that fades in as the list scrolls (`navigationBar`).
    case navigationBar(NavigationBarEffect)
    /// A header's image that moves slower than the content (`parallax`).
    case parallax(ParallaxEffect)
    /// A header kept on top of the list it is a subview of (`inList`).
    case inList(InListEffect)
    /// A tab strip whose underline follows a pager (`tabs`).
    case tabs(TabsEffect)

    /// The `kind` names of the format.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The `kind` of each effect, named as its case of `EffectConfiguration`.
        case navigationBar, parallax, inList, tabs

        /// Whether the effect adds a member of its own name to the state (so a scene has one at most).
        package var addsStateMember: Bool {
            switch self {
            case .navigationBar, .tabs: true
            case .parallax, .inList: false
            }
        }
    }

    /// Its `kind` name.
    package var kind: Kind {
        switch self {
        case .navigationBar: .navigationBar
        case .parallax: .parallax
        case .inList: .inList
        case .tabs: .tabs
        }
    }
}
