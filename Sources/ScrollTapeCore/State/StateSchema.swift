/// The shape of a scene's state: which ``StatePath``s name a value there.
///
/// Made by the code that projects a world into its state (`World+State.swift`), with one touch
/// and one action of every kind standing in for the lists, so a key added to the state is a valid
/// path at once. `header` is null when the scene has none.
package struct StateSchema: Hashable, Sendable {
    /// The scene's state at index 0 with every key a state of the scene can have.
    let shape: Value
    /// The position of each member of the objects of `shape` that have many (`views`, with one per
    /// view; `scrolls`), by the object's path of keys (`views`): a path is checked in O(1) per
    /// component, not by a search of thousands of views. Objects inside lists, and inside the
    /// members of such an object, are small and left out.
    private let memberPositions: [String: [String: Int]]

    /// An object with more members than this has them indexed (`memberPositions`).
    static let indexedMemberCount = 16

    init(shape: Value) {
        self.shape = shape
        var positions: [String: [String: Int]] = [:]
        func index(_ value: Value, at path: String) {
            guard case .object(let members) = value else { return }
            if members.count > Self.indexedMemberCount {
                var byKey: [String: Int] = [:]
                for (position, member) in members.enumerated() where byKey[member.key] == nil {
                    byKey[member.key] = position
                }
                positions[path] = byKey
                // Its members are records of a few keys each (a view's frame, a scroll view's state).
                return
            }
            for member in members {
                index(member.value, at: path.isEmpty ? member.key : "\(path).\(member.key)")
            }
        }
        index(shape, at: "")
        memberPositions = positions
    }

    /// The member `key` of `members`, the object at `path` (its keys joined by dots; nil inside a
    /// list): found in `memberPositions` when the object is large, else by a search.
    func member(_ key: String, of members: [Value.Member], at path: @autoclosure () -> String?) -> Value
        .Member?
    {
        if members.count > Self.indexedMemberCount, let path = path(), let positions = memberPositions[path] {
            return positions[key].map { members[$0] }
        }
        return members.first { $0.key == key }
    }
}
