/// The state JSON projection of a world (SPEC §2), with a fixed key order.
extension World {
    /// The state as a JSON-shaped value: `replay --json`, `state --json` and the paths of `expect`.
    public var state: Value {
        .object([
            .init("index", .number(Double(index))),
            .init("t", .number(t)),
            .init("scroll", scrollState),
            .init("header", headerState),
            .init("touches", .array(touches.map { touchState($0) })),
            .init("actions", .array(actions.map(\.state))),
            .init("violations", .number(Double(violations))),
        ])
    }

    private var scrollState: Value {
        let metrics = self.metrics
        let inset = metrics.adjustedInset
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
            .init(
                "adjustedInset",
                .object([
                    .init("top", .number(inset.top)), .init("left", .number(inset.left)),
                    .init("bottom", .number(inset.bottom)), .init("right", .number(inset.right)),
                ])),
            .init("minOffset", metrics.minOffset.state),
            .init("maxOffset", metrics.maxOffset.state),
            .init("itemCount", .number(Double(itemCount))),
        ])
    }

    private var headerState: Value {
        guard let header, let configuration = scene.header else { return .null }
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
            .init("target", .string(touch.target.id(scrollID: scene.scroll.id))),
            .init("owner", .string(touch.owner.rawValue)),
        ])
    }
}

extension Point {
    /// `{"x":…,"y":…}`.
    var state: Value { .object([.init("x", .number(x)), .init("y", .number(y))]) }
}

extension Action {
    /// `{"index":…,"kind":"tap","view":…}` or `{"index":…,"kind":"select","item":…}`.
    public var state: Value {
        switch self {
        case .tap(let index, let view):
            .object([
                .init("index", .number(Double(index))), .init("kind", .string("tap")),
                .init("view", .string(view)),
            ])
        case .select(let index, let item):
            .object([
                .init("index", .number(Double(index))), .init("kind", .string("select")),
                .init("item", .number(Double(item))),
            ])
        }
    }
}
