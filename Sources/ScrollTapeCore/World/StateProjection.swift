/// The state JSON of a world (FORMAT.md, "State and state paths"), with a fixed key order: what a world holds, and the
/// number of violations its replay found so far (which the replay counts, not the world).
package struct StateProjection {
    /// The world projected.
    let world: World
    /// The invariant violations so far (`violations`).
    let violations: Int

    /// The projection of `world` after `violations` violations (0: a world replayed without
    /// invariants, or read outside a replay).
    package init(_ world: World, violations: Int = 0) {
        self.world = world
        self.violations = violations
    }

    /// The state as a JSON-shaped value: `replay --json`, `state --json` and the paths of `expect`.
    package var value: Value {
        state(touches: world.touches.map { touchState($0) }, actions: world.actions.map(\.state))
    }

    /// The state, with `views.<id>` added for each view of the scene that one of `paths` names and
    /// the state does not list: an `expect`, `observe` or REPL path may name any view of the
    /// session (FORMAT.md, "The app's code as UIKit calls it"), while the state lists only the views the app's code changes.
    package func value(naming paths: some Sequence<String>) -> Value {
        adding(viewsNamedBy: paths, to: value)
    }

    /// `state` with `views.<id>` added for each view of the scene that one of `paths` names and
    /// `state` does not list.
    ///
    /// - Complexity: O(paths + views listed), each view found through the scene's index.
    private func adding(viewsNamedBy paths: some Sequence<String>, to state: Value) -> Value {
        var missing: [String] = []
        var seen: Set<String>?
        for path in paths where path.hasPrefix("views.") {
            let id = String(path.dropFirst("views.".count).prefix { $0 != "." })
            // The views the state lists, gathered once (not looked up one path at a time).
            if seen == nil { seen = Self.listedViewIDs(in: state) }
            guard world.scene.viewIndex.contains(id), seen?.insert(id).inserted == true else { continue }
            missing.append(id)
        }
        guard !missing.isEmpty, case .object(var members) = state else { return state }
        let geometry = world.geometry
        let added = missing.map { Value.Member($0, viewState($0, in: geometry)) }
        if let position = members.firstIndex(where: { $0.key == "views" }),
            case .object(let views) = members[position].value
        {
            members[position] = .init("views", .object(views + added))
        } else {
            let position =
                members.firstIndex { $0.key == "navigationBar" || $0.key == "tabs" } ?? members.count
            members.insert(.init("views", .object(added)), at: position)
        }
        return .object(members)
    }

    /// The ids `views` lists in `state`.
    private static func listedViewIDs(in state: Value) -> Set<String> {
        guard case .object(let members) = state, let views = members.first(where: { $0.key == "views" }),
            case .object(let listed) = views.value
        else { return [] }
        return Set(listed.map(\.key))
    }

    /// The state with one touch and one action that has the keys of every kind of action in place
    /// of the lists, and every view of the scene in `views`: every key a state of the scene can
    /// have (`StateSchema`).
    var valueWithEveryKey: Value {
        let touch = TouchState(
            id: 0, location: .zero, start: .zero, beganAt: 0, target: .window, owner: .none,
            stoppedMotion: false)
        var action: [Value.Member] = []
        for kind in Action.Kind.allCases {
            guard case .object(let members) = Action(placeholderOf: kind).state else { continue }
            for member in members where !action.contains(where: { $0.key == member.key }) {
                action.append(member)
            }
        }
        return adding(
            viewsNamedBy: world.scene.allViewIDs.map { "views.\($0)" },
            to: state(touches: [touchState(touch)], actions: [.object(action)]))
    }

    /// Every top-level key a state can have, in order (`scrolls` with several scroll views; `views`,
    /// `navigationBar` and `tabs` with the effects that add them).
    static let topLevelKeys = [
        "index", "t", "scroll", "scrolls", "header", "touches", "actions", "violations", "views",
        "navigationBar", "tabs",
    ]

    private func state(touches: [Value], actions: [Value]) -> Value {
        var members: [Value.Member] = [
            .init("index", .number(Double(world.index))),
            .init("t", .number(world.t)),
            .init("scroll", scrollState(.primary)),
        ]
        if world.scrollViews.count > 1 {
            members.append(
                .init(
                    "scrolls",
                    .object(
                        world.scrollViews.ids.map { .init(world.screen.sessionID(of: $0), scrollState($0)) }))
            )
        }
        members += [
            .init("header", headerState),
            .init("touches", .array(touches)),
            .init("actions", .array(actions)),
            .init("violations", .number(Double(violations))),
        ]
        if world.appCode.hasBuiltInEffects || world.appCode.runsCode { members += effectStates }
        return .object(members)
    }

    /// `views` (each view an effect changes, and with the app's delegate every view of the scene:
    /// its window frame, alpha, whether it is hidden and its transform) and what each effect adds
    /// (`navigationBar`, `tabs`).
    private var effectStates: [Value.Member] {
        let geometry = world.geometry
        let allEffects = world.appCode.allEffects
        var ids: [String] = []
        var listed: Set<String> = []
        for (_, viewIDs, _) in allEffects {
            for id in viewIDs where listed.insert(id).inserted { ids.append(id) }
        }
        if world.appCode.runsCode {
            for id in world.scene.allViewIDs where listed.insert(id).inserted { ids.append(id) }
        }
        var members: [Value.Member] = [
            .init("views", .object(ids.map { .init($0, viewState($0, in: geometry)) }))
        ]
        for (effect, _, _) in allEffects {
            if let member = effect.stateMember(in: geometry) { members.append(member) }
        }
        return members
    }

    /// View `id` in the state: its window frame, alpha, whether it is hidden, its transform.
    private func viewState(_ id: String, in geometry: ViewGeometry) -> Value {
        let frame = geometry.windowFrame(of: id) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let adjustment =
            geometry.adjustments[id] ?? world.scene.view(withID: id).map(ViewAdjustment.init(laidOut:))
            ?? ViewAdjustment()
        let transform = adjustment.transform
        return .object([
            .init("x", .number(frame.x)), .init("y", .number(frame.y)),
            .init("width", .number(frame.width)), .init("height", .number(frame.height)),
            .init("alpha", .number(adjustment.alpha)),
            .init("hidden", .bool(adjustment.isHidden)),
            .init(
                "transform",
                .object([
                    .init("a", .number(transform.a)), .init("b", .number(transform.b)),
                    .init("c", .number(transform.c)), .init("d", .number(transform.d)),
                    .init("tx", .number(transform.tx)), .init("ty", .number(transform.ty)),
                ])),
        ])
    }

    /// The state of scroll view `id` (`scroll`, or one member of `scrolls`).
    private func scrollState(_ id: ScrollViewID) -> Value {
        let metrics = world.scrollViews.metrics(id)
        let inset = metrics.adjustedInset
        let scroll = world.scrollViews[id].state
        return .object([
            .init("offset", scroll.offset.state),
            .init("velocity", scroll.velocity.state),
            .init("phase", .string(scroll.phase.rawValue)),
            .init(
                "contentSize",
                .object([
                    .init("width", .number(metrics.contentWidth)),
                    .init("height", .number(metrics.contentHeight)),
                ])
            ),
            .init("adjustedInset", inset.state),
            .init("minOffset", metrics.minOffset.state),
            .init("maxOffset", metrics.maxOffset.state),
            .init("itemCount", .number(Double(world.scrollViews.itemCount(id)))),
            // After the keys FORMAT.md lists, which keep their order.
            .init("contentInset", world.screen.configuration(id).inset.state),
            .init("indicatorInset", (world.screen.configuration(id).indicatorInset ?? .zero).state),
        ])
    }

    private var headerState: Value {
        guard let header = world.header, let configuration = world.scene.header else { return .null }
        return .object([
            .init("height", .number(header.height)),
            .init("minHeight", .number(configuration.minHeight)),
            .init("maxHeight", .number(configuration.maxHeight)),
            .init("progress", .number(header.progress(configuration))),
        ])
    }

    private func touchState(_ touch: TouchState) -> Value {
        .object([
            .init("id", .number(Double(touch.id))),
            .init("x", .number(touch.location.x)),
            .init("y", .number(touch.location.y)),
            .init("target", .string(world.screen.targetID(of: touch))),
            .init("owner", .string(touch.owner.rawValue)),
        ])
    }
}

extension EdgeInsets {
    /// `{"top":…,"left":…,"bottom":…,"right":…}` (in the state, and as the format writes insets).
    package var state: Value {
        .object([
            .init("top", .number(top)), .init("left", .number(left)), .init("bottom", .number(bottom)),
            .init("right", .number(right)),
        ])
    }
}

extension Point {
    /// `{"x":…,"y":…}`.
    var state: Value { .object([.init("x", .number(x)), .init("y", .number(y))]) }
}

extension Action {
    /// The kinds of action, as `kind` names them in the state.
    enum Kind: String, CaseIterable {
        case tap, select
    }

    var kind: Kind {
        switch self {
        case .tap: .tap
        case .select: .select
        }
    }

    /// An action of `kind` with placeholder values, for the keys of its state.
    init(placeholderOf kind: Kind) {
        switch kind {
        case .tap: self = .tap(index: 0, view: "")
        case .select: self = .select(index: 0, item: 0, scroll: "")
        }
    }

    /// `{"index":…,"kind":"tap","view":…}` or `{"index":…,"kind":"select","item":…}`.
    public var state: Value {
        switch self {
        case .tap(let index, let view):
            .object([
                .init("index", .number(Double(index))), .init("kind", .string(kind.rawValue)),
                .init("view", .string(view)),
            ])
        case .select(let index, let item, let scroll):
            .object(
                [
                    .init("index", .number(Double(index))), .init("kind", .string(kind.rawValue)),
                    .init("item", .number(Double(item))),
                ] + (scroll.map { [.init("scroll", .string($0))] } ?? []))
        }
    }
}
