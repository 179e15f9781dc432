import ScrollTapeCore

/// A recording's events grouped into the units `shrink` removes whole: a touch from
/// `began` to its end, a tap, an app or wheel scroll, an update, an app's call. Frames, marks, expectations and
/// observations belong to no unit (they are removed one by one in a pass of their own).
struct EventUnits {
    /// The indices of each unit's events, in order; units in the order they begin.
    private(set) var units: [[Int]] = []
    /// The indices of the events in no unit.
    private(set) var rest: [Int] = []

    init(_ events: [Event]) {
        /// The unit of each finger down, by touch id.
        var open: [Int: Int] = [:]
        for (index, event) in events.enumerated() {
            switch event.kind {
            case .touch(let id, let phase, _):
                if phase == .began || open[id] == nil {
                    open[id] = units.count
                    units.append([index])
                } else if let unit = open[id] {
                    units[unit].append(index)
                }
                if phase == .ended || phase == .cancelled { open[id] = nil }
            case .frame, .mark, .expect, .observe:
                rest.append(index)
            default:
                // A tap, an app or wheel scroll, a keyboard, safe-area or list change: a unit of its own.
                units.append([index])
            }
        }
    }

    /// The units that are touches: began, the moves, and the end.
    var touches: [[Int]] {
        units.filter { $0.count > 1 }
    }
}
