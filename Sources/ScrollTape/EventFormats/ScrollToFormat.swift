import ScrollTapeCore

/// A `scrollTo` line: the app scrolls a list to `x`/`y` (an offset), to `item` at
/// `position`, or to the top (`top: true`, the status bar); `animated` (default false, true for
/// `top`); `scroll` names the list (absent: the primary).
enum ScrollToFormat: EventFormat {
    static let fields = EventFields(["x", "y", "item", "position", "top", "animated", "scroll"])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        let scrollView = try EventDecoder.scrollView(line, session: session)
        let targets = [line.has("x") || line.has("y"), line.has("item"), line.has("top")]
        guard targets.filter({ $0 }).count == 1 else {
            throw line.error(
                at: line.node,
                "scrollTo event needs one of x/y (an offset), item (with a position) or top (the status bar)")
        }
        let target: ScrollRequest.Target
        if targets[0] {
            target = .offset(x: try line.number("x"), y: try line.number("y"))
        } else if targets[1] {
            guard let count = sequence.itemCount(ofScroll: scrollView, in: session.scene) else {
                throw line.error(at: line.value("item")!, "scrollTo item needs a list of items")
            }
            guard let index = try line.integer("item", in: 0...max(0, count - 1)), count > 0 else {
                throw line.error(at: line.value("item")!, "scrollTo item needs a list with items")
            }
            target = .item(index, try line.choice("position", ScrollRequest.ItemPosition.self) ?? .top)
        } else {
            guard try line.bool("top", default: false) else {
                throw line.error(at: line.value("top")!, "'top' in scrollTo event can only be true")
            }
            target = .top
        }
        if line.has("position"), !targets[1] {
            throw line.error(at: line.value("position")!, "'position' goes with 'item' in a scrollTo event")
        }
        let animated = try line.bool("animated", default: target == .top)
        return .scrollTo(ScrollRequest(target, animated: animated, scrollView: scrollView))
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .scrollTo(let request) = kind else { return }
        switch request.target {
        case .offset(let x, let y):
            if let x { members.append("x", x) }
            if let y { members.append("y", y) }
        case .item(let index, let position):
            members.append("item", Double(index))
            members.append("position", .string(position.rawValue))
        case .top:
            members.append("top", .bool(true))
        }
        members.append("animated", .bool(request.animated))
        if let scrollView = request.scrollView { members.append("scroll", .string(scrollView)) }
    }
}
