import ScrollTape
import ScrollTapeCore

/// Human-readable renderings of states and hit-tests.
package enum StateText {
    /// The state at one index, after `violations` violations, a few aligned lines.
    package static func render(_ world: World, violations: Int) -> String {
        let metrics = world.metrics
        let inset = metrics.adjustedInset
        let scroll = world.scroll
        var lines: [String] = []
        lines.append("index \(world.index)  t=\(formatNumber(world.t, decimals: 4))")
        lines.append(
            "scroll   offset \(point(scroll.offset))  velocity \(point(scroll.velocity))  phase \(scroll.phase.rawValue)"
        )
        lines.append(
            "         content \(formatNumber(metrics.contentWidth))×\(formatNumber(metrics.contentHeight))"
                + "  inset top \(formatNumber(inset.top)) left \(formatNumber(inset.left))"
                + " bottom \(formatNumber(inset.bottom)) right \(formatNumber(inset.right))"
                + "  range \(point(metrics.minOffset))…\(point(metrics.maxOffset))")
        for other in world.scrollViews.further {
            let metrics = world.scrollViews.metrics(other.id)
            lines.append(
                "scroll '\(other.configuration.id)' offset \(point(other.state.offset))  velocity "
                    + "\(point(other.state.velocity))  phase \(other.state.phase.rawValue)  range "
                    + "\(point(metrics.minOffset))…\(point(metrics.maxOffset))")
        }
        if let header = world.header, let configuration = world.scene.header {
            lines.append(
                "header   height \(formatNumber(header.height)) (min \(formatNumber(configuration.minHeight)), "
                    + "max \(formatNumber(configuration.maxHeight)))  progress "
                    + formatNumber(header.progress(configuration), decimals: 3))
        } else {
            lines.append("header   none")
        }
        if world.touches.isEmpty {
            lines.append("touches  none")
        } else {
            let touches = world.touches.map { touch in
                "\(touch.id) at \(point(touch.location)) on \(world.screen.targetID(of: touch)) "
                    + "owned by \(touch.owner.rawValue)"
            }
            lines.append("touches  " + touches.joined(separator: "; "))
        }
        if world.actions.isEmpty {
            lines.append("actions  none")
        } else {
            let actions = world.actions.map { action in
                switch action {
                case .tap(let index, let view): "#\(index) tap \(view)"
                case .select(let index, let item, let scroll):
                    "#\(index) select item \(item)\(scroll.map { " of \($0)" } ?? "")"
                }
            }
            lines.append("actions  " + actions.joined(separator: ", "))
        }
        // What the views that follow the scrolling show, as the state has it.
        let state = StateProjection(world, violations: violations).value
        for key in ["views", "navigationBar", "tabs"] {
            guard let value = state[path: StatePath(key)] else { continue }
            lines.append(key + String(repeating: " ", count: max(1, 9 - key.count)) + value.compactText)
        }
        lines.append("violations \(violations)")
        return lines.joined(separator: "\n")
    }

    /// A hit-test as text: chain, target and receiver.
    package static func render(_ hit: HitResult) -> String {
        var lines = [
            "chain     " + (hit.chain.isEmpty ? "(none: the window)" : hit.chain.joined(separator: " > ")),
            "target    " + hit.targetID,
            "receiver  " + hit.receiver,
        ]
        if !hit.passedThrough.isEmpty {
            lines.append("passed through  " + hit.passedThrough.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// A hit-test as JSON: `{"chain":[…],"target":…,"receiver":…,"passedThrough":[…]}`.
    package static func json(_ hit: HitResult) -> String {
        Value.object([
            .init("chain", .array(hit.chain.map { .string($0) })),
            .init("target", .string(hit.targetID)),
            .init("receiver", .string(hit.receiver)),
            .init("passedThrough", .array(hit.passedThrough.map { .string($0) })),
        ]).jsonText
    }

    private static func point(_ point: Point) -> String {
        "(\(formatNumber(point.x)), \(formatNumber(point.y)))"
    }
}
