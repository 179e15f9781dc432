import Testing

@testable import ScrollTapeCore

/// State paths: reading them, their values in a state, and which a scene's state has.
@Suite struct StatePathTests {
    static let scene = Scenes.collapsing()
    static let schema = StateSchema(scene: scene)
    static let headerless: Scene = {
        var scene = Scenes.collapsing()
        scene.header = nil
        return scene
    }()

    @Test func aPathIsReadOnceIntoNamesAndIndices() {
        let path = StatePath("touches.12.x")
        #expect(path.components.map(\.name) == ["touches", "12", "x"])
        #expect(path.components.map(\.index) == [nil, 12, nil])
        #expect(StatePath("").components.map(\.name) == [""])
        #expect(StatePath("scroll..y").components.map(\.name) == ["scroll", "", "y"])
        #expect(StatePath("touches.-1").components.map(\.index) == [nil, nil])
        #expect(path.description == "touches.12.x")
        let literal: StatePath = "touches.12.x"
        #expect(literal == path)
        #expect(Set([literal, path]).count == 1)
    }

    @Test(arguments: [
        ("index", Value.number(0)), ("scroll.offset.y", .number(-148)), ("header.height", .number(148)),
        ("scroll.phase", .string("idle")), ("touches", .array([])),
        ("scroll.offset", .object([.init("x", .number(0)), .init("y", .number(-148))])),
    ])
    func valuesAreTheStatesValues(text: String, expected: Value) {
        #expect(StatePath(text).value(in: World(scene: Self.scene).state) == expected)
    }

    @Test func indicesNameElementsOfLists() {
        let state = Value.object([
            .init(
                "touches", .array([.object([.init("id", .number(1))]), .object([.init("id", .number(2))])]))
        ])
        #expect(StatePath("touches.1.id").value(in: state) == .number(2))
        #expect(StatePath("touches.2.id").value(in: state) == nil)
        #expect(StatePath("touches.-1.id").value(in: state) == nil)
        #expect(StatePath("touches.id").value(in: state) == nil)
        #expect(StatePath("touches.0.id.more").value(in: state) == nil)
    }

    @Test(arguments: [
        "index", "t", "violations", "scroll", "scroll.offset.y", "scroll.velocity.x", "scroll.phase",
        "scroll.contentSize.height", "scroll.adjustedInset.top", "scroll.minOffset.y", "scroll.maxOffset.x",
        "scroll.itemCount", "header", "header.height", "header.minHeight", "header.maxHeight",
        "header.progress",
        "touches", "touches.0", "touches.7.x", "touches.0.id", "touches.0.y", "touches.0.target",
        "touches.0.owner", "actions", "actions.3.index", "actions.0.kind", "actions.0.view", "actions.0.item",
    ])
    func everyPathOfTheStateIsValid(text: String) {
        #expect(StatePath(text).problem(in: Self.schema) == nil)
    }

    @Test(arguments: [
        (
            "scroll.ofset.y",
            "unknown state path 'scroll.ofset.y': 'scroll' has no 'ofset' (it has offset, velocity, phase, "
                + "contentSize, adjustedInset, minOffset, maxOffset, itemCount, contentInset, indicatorInset)"
        ),
        (
            "nope",
            "unknown state path 'nope': the state has no 'nope' "
                + "(it has index, t, scroll, header, touches, actions, violations, views)"
        ),
        (
            "",
            "unknown state path '': the state has no '' (it has index, t, scroll, header, touches, actions, violations, views)"
        ),
        (
            "touches.0.force",
            "unknown state path 'touches.0.force': 'touches.0' has no 'force' (it has id, x, y, target, owner)"
        ),
        (
            "actions.0.button",
            "unknown state path 'actions.0.button': 'actions.0' has no 'button' (it has index, kind, view, item, scroll)"
        ),
        ("touches.x", "unknown state path 'touches.x': 'touches' is a list, index it with a number"),
        ("touches.-1.x", "unknown state path 'touches.-1.x': 'touches' is a list, index it with a number"),
        (
            "scroll.offset.y.z",
            "unknown state path 'scroll.offset.y.z': 'scroll.offset.y' is a number and has no 'z'"
        ),
        ("scroll.phase.0", "unknown state path 'scroll.phase.0': 'scroll.phase' is a string and has no '0'"),
    ])
    func eachUnknownPathSaysWhereItLeavesTheState(text: String, message: String) {
        #expect(StatePath(text).problem(in: Self.schema) == message)
    }

    @Test func withoutAHeaderTheHeadersPathsAreUnknown() {
        let schema = StateSchema(scene: Self.headerless)
        #expect(StatePath("header").problem(in: schema) == nil)
        #expect(
            StatePath("header.height").problem(in: schema)
                == "unknown state path 'header.height': 'header' is null (the scene has no header)")
        #expect(StatePath("scroll.offset.y").problem(in: schema) == nil)
        #expect(StatePath("touches.0.x").problem(in: schema) == nil)
    }

    /// The schema comes from the projection: every key of a state with touches and actions of
    /// every kind is a valid path, and so is every key of every view of the session (FORMAT.md
    /// "State and state paths": any view may be named); the schema has no other key.
    @Test func theSchemaHasTheKeysOfTheProjection() {
        var world = World(scene: Self.scene)
        world.fingers = Fingers(
            down: [
                TouchState(
                    id: 1, location: Point(x: 200, y: 500), start: Point(x: 200, y: 500), beganAt: 0,
                    target: .item(3), owner: .pending, stoppedMotion: false)
            ],
            actions: Action.Kind.allCases.map(Action.init(placeholderOf:)))
        let projected = Set(Self.leafPaths(of: world.state))
        let withEveryView = Set(
            Self.leafPaths(of: world.state(naming: Self.scene.allViewIDs.map { "views.\($0)" })))
        #expect(withEveryView.isSuperset(of: projected))
        #expect(withEveryView.contains("views.header.transform.ty"))
        #expect(withEveryView == Set(Self.leafPaths(of: Self.schema.shape)))
        for path in withEveryView { #expect(StatePath(path).problem(in: Self.schema) == nil, "\(path)") }
    }

    @Test func conditionsKnowTheTopLevelKeysOfTheState() {
        guard case .object(let members) = Self.schema.shape else {
            Issue.record("the schema is not an object")
            return
        }
        // The keys a one-scroll-view scene without effects has, plus those of FORMAT.md "More screens"
        // (checked against such states in SeveralScrollViewsTests.everyTopLevelStateKeyIsKnownToConditions).
        let ofSeveralScrollViewsAndEffects: Set = ["scrolls", "views", "navigationBar", "tabs"]
        #expect(Condition.stateKeys == Set(members.map(\.key)).union(ofSeveralScrollViewsAndEffects))
    }

    /// The dot paths of the leaves of `value` (list elements as `0`, `1`, …; actions' keys merged).
    static func leafPaths(of value: Value, prefix: String = "") -> [String] {
        func joined(_ name: String) -> String { prefix.isEmpty ? name : prefix + "." + name }
        switch value {
        case .object(let members):
            return members.flatMap { leafPaths(of: $0.value, prefix: joined($0.key)) }
        case .array(let elements):
            return elements.flatMap { leafPaths(of: $0, prefix: joined("0")) }
        default:
            return [prefix]
        }
    }
}
