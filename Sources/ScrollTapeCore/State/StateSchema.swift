/// The shape of a scene's state (SPEC §2): which ``StatePath``s name a value there.
///
/// Made by the code that projects a world into its state (`World+State.swift`), with one touch
/// and one action of every kind standing in for the lists, so a key added to the state is a valid
/// path at once. `header` is null when the scene has none.
public struct StateSchema: Hashable, Sendable {
    /// The scene's state at index 0 with every key a state of the scene can have.
    let shape: Value

    init(shape: Value) {
        self.shape = shape
    }
}
