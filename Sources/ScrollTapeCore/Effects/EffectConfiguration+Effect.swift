extension EffectConfiguration {
    /// The effect, as a `ViewEffect` (the same footing as a user's own).
    package var effect: any ViewEffect {
        switch self {
        case .navigationBar(let effect): effect
        case .parallax(let effect): effect
        case .inList(let effect): effect
        case .tabs(let effect): effect
        }
    }
}
