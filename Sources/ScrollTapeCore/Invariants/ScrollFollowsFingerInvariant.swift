/// `scroll.followsFinger`: while a finger drags a scroll view, its content's position in the
/// window (its frame's origin in the window minus its offset, along its axis) moves no more than
/// the finger did in that sample (within 1 pt).
///
/// A pan moves the content one to one with the finger inside the range and less past an edge (the
/// rubber band); it never moves it further. Content that does jumps under the finger: app code
/// that hands the scroll from an outer list to an inner one late or twice (both move with one
/// finger), an offset set while dragging, a frame moved under the finger. Checked on every sample
/// of a drag, each scroll view on its own, but not while a scroll view around it moves by itself.
package struct ScrollFollowsFingerInvariant: BuiltInInvariant {
    /// How much further than the finger the content may move in one sample, in points.
    static let tolerance = 1.0

    package init() {}

    package var name: InvariantName { .scrollFollowsFinger }

    /// For each scroll view a finger drags: that finger, where it was and where the content was.
    package func memory(of state: World) -> ScrollViewTable<Drag?> {
        Self.drags(in: state)
    }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering drags: inout ScrollViewTable<Drag?>,
        into found: inout [Violation]
    ) {
        let before = drags
        drags = Self.drags(in: after)
        for id in after.scrollViews.ids {
            guard let old = before[id], let new = drags[id], old.touch == new.touch else { continue }
            let contentMove = new.content - old.content
            let fingerMove = new.finger - old.finger
            guard abs(contentMove) > abs(fingerMove) + Self.tolerance else { continue }
            found.append(
                Violation(
                    .scrollFollowsFinger, event: after.index,
                    "content of '\(after.screen.sessionID(of: id))' moved \(formatNumber(contentMove)) pt under a "
                        + "finger that moved "
                        + "\(formatNumber(fingerMove)) pt (touch \(new.touch)) \(Invariants.context(after))",
                    values: [
                        Value.Member("scrollView", .string(after.screen.sessionID(of: id))),
                        .number("contentMove", contentMove), .number("fingerMove", fingerMove),
                    ] + Invariants.contextValues(after)))
        }
    }

    /// A scroll view dragged by a finger, along its axis, in window coordinates.
    package struct Drag: Sendable {
        /// The finger's id in the recording.
        var touch: Int
        /// Where the finger is.
        var finger: Double
        /// Where the content's origin is (the frame's origin minus the offset).
        var content: Double
    }
}

extension ScrollFollowsFingerInvariant {
    /// The scroll views of `world` a finger drags, with where the finger and the content are; not
    /// one inside a scroll view that moves by itself (a deceleration, a spring, an animated
    /// scroll), which carries the content under the finger as UIKit does (an outer list stopped
    /// past its edge springs back when the inner one takes the finger).
    static func drags(in world: World) -> ScrollViewTable<Drag?> {
        // Most events find none dragged: no geometry is laid out for them.
        guard world.scrollViews.ids.contains(where: { world.scrollViews.mode($0).isDragging }) else {
            return ScrollViewTable(repeating: nil, count: world.scrollViews.count)
        }
        let geometry = world.geometry
        return ScrollViewTable(
            world.scrollViews.ids.map { id -> Drag? in
                guard case .dragging(let touch, _, _) = world.scrollViews.mode(id),
                    let finger = world.fingers.location(of: touch),
                    let frame = geometry.windowFrame(of: world.screen.sessionID(of: id)),
                    !world.scrollViews.chain(id).contains(where: { world.scrollViews.mode($0).isMoving })
                else { return nil }
                let axis = world.screen.configuration(id).axis
                return Drag(
                    touch: touch, finger: finger.component(axis),
                    content: frame.origin(axis) - world.scrollViews.axisOffset(id))
            })
    }
}
