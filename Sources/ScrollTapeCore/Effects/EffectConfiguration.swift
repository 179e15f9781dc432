/// A built-in effect as the session line's `effects` declares it (SPEC §9).
public enum EffectConfiguration: Hashable, Sendable {
    case navigationBar(NavigationBarEffect)
    case parallax(ParallaxEffect)
    case inList(InListEffect)
    case tabs(TabsEffect)

    /// The effect, as a `ViewEffect` (the same footing as a user's own).
    public var effect: any ViewEffect {
        switch self {
        case .navigationBar(let effect): effect
        case .parallax(let effect): effect
        case .inList(let effect): effect
        case .tabs(let effect): effect
        }
    }

    /// The `kind` names of the format.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case navigationBar, parallax, inList, tabs
    }
}
