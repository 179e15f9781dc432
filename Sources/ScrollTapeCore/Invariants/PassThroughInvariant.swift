/// `touch.passThrough`: a touch that begins in a pass-through view reaches a control of it or the
/// views behind it, never a non-control inside it.
package struct PassThroughInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .touchPassThrough }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering _: inout Void,
        into found: inout [Violation]
    ) {
        switch event.kind {
        case .touch(let id, .began, let location):
            Self.checkPassThrough(touch: "touch \(id)", at: location, after: after, into: &found)
        case .tap(let location):
            Self.checkPassThrough(touch: "tap", at: location, after: after, into: &found)
        default:
            break
        }
    }
}

extension PassThroughInvariant {
    static func checkPassThrough(
        touch: String, at location: Point, after: World, into found: inout [Violation]
    ) {
        let geometry = after.geometry
        let hit = geometry.hitTest(location)
        let scene = after.scene
        guard hit.chain.count > 1, case .view(let swallower) = hit.target else { return }
        for ancestor in hit.chain.dropLast() {
            guard let view = scene.view(withID: ancestor), view.passThrough != .none else { continue }
            let behind = geometry.hitTest(location, skipping: view.id).targetID
            let kind = scene.view(withID: swallower)?.kind.rawValue ?? "view"
            found.append(
                Violation(
                    .touchPassThrough, event: after.index,
                    "\(touch) at \(formatPoint(location)) began in pass-through view '\(view.id)' but was swallowed "
                        + "by '\(swallower)' (\(kind)); it should reach '\(behind)' (event \(after.index))",
                    values: [
                        .number("x", location.x), .number("y", location.y),
                        Value.Member("view", .string(view.id)),
                        Value.Member("swallowedBy", .string(swallower)),
                        Value.Member("shouldReach", .string(behind)),
                    ]))
            return
        }
    }
}
