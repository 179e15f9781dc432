import Testing

@testable import ScrollTapeCore

/// Reading and evaluating the REPL's conditions, watches and breakpoints.
@Suite struct ConditionTests {
    static let world = World(scene: Scenes.collapsing())
    static let state = world.state

    @Test(arguments: [
        ("header.height < 60", "header.height < 60"),
        ("header.height<60", "header.height < 60"),
        ("scroll.phase == bouncing", "scroll.phase == bouncing"),
        ("scroll.phase = 'bouncing'", "scroll.phase == bouncing"),
        (#"touches.0.target == "list.item.3""#, "touches.0.target == list.item.3"),
        (#"touches.0.target != "and""#, #"touches.0.target != "and""#),
        ("header.overscroll", "header.overscroll"),
        ("violation", "violation"),
        (
            "header.height changed && scroll.offset.y > scroll.maxOffset.y",
            "header.height changed and scroll.offset.y > scroll.maxOffset.y"
        ),
        ("a.b == 1 || header.bounds", "a.b == 1 or header.bounds"),
        ("(header.bounds or violation) and index >= 3", "(header.bounds or violation) and index >= 3"),
        ("header.bounds or (violation and index >= 3)", "header.bounds or violation and index >= 3"),
        ("header == null", "header == null"),
        ("scroll.offset.y >= -148.5", "scroll.offset.y >= -148.5"),
        ("violations != 0", "violations != 0"),
    ])
    func conditionsReadBackInCanonicalForm(text: String, canonical: String) throws {
        let condition = try Condition.parse(text)
        #expect(condition.description == canonical)
        #expect(try Condition.parse(canonical) == condition, "the canonical form reads back the same")
    }

    @Test func andBindsTighterThanOr() throws {
        let condition = try Condition.parse("header.bounds or header.overscroll and expect")
        #expect(
            condition
                == .or(.violation(.headerBounds), .and(.violation(.headerOverscroll), .violation(.expect))))
    }

    @Test(arguments: [
        ("", "missing condition"),
        (
            "header.heigth < 60",
            "unknown state path 'header.heigth': 'header' has no 'heigth' (it has height, minHeight, maxHeight, progress)"
        ),
        ("scroll.phase < bouncing", "'<' compares numbers; \"bouncing\" is not a number"),
        // Once silently never true; the path's type in the state says so.
        ("scroll.phase < 3", "'<' compares numbers; scroll.phase is a string (\"idle\" here)"),
        (
            "scroll.phase == 3",
            "scroll.phase is a string (\"idle\" here), 3 is a number: they are never equal"
        ),
        (
            "header.height != true",
            "header.height is a number (148 here), true is a boolean: they are never equal"
        ),
        (
            "header.height",
            "'header.height' is a state path: compare it (header.height > 0), or use 'header.height changed'"
        ),
        ("header.height <", "'header.height <' needs a value"),
        ("header.height < 60 and", "the condition ends too early"),
        ("(violation", "missing ')' in condition"),
        ("violation violation", "unexpected 'violation' in condition 'violation violation'"),
        ("scroll.phase == \"open", "unterminated string in condition"),
        (
            "touches.x == 1",
            "unknown state path 'touches.x': 'touches' is a list, index it with a number"
        ),
    ])
    func badConditionsSayWhatIsWrong(text: String, message: String) {
        #expect(throws: ConditionError(message)) { try Condition.parse(text, validatingPathsIn: Self.world) }
    }

    @Test func unknownWordsListTheInvariants() {
        #expect {
            try Condition.parse("frobnicate")
        } throws: { error in
            let message = (error as? ConditionError)?.message ?? ""
            return message.hasPrefix("unknown condition 'frobnicate'")
                && message.contains("header.overscroll")
        }
    }

    @Test func comparisonsHoldBetweenNumbersAndEqualityForEverything() throws {
        let moment = Condition.Moment(index: 0, state: Self.state, previousState: nil, violations: [])
        let holding = [
            "header.height == 148", "header.height <= 148", "header.height > 147.5", "scroll.phase == idle",
            "scroll.phase != dragging", "touches.0.x == null", "touches.0.x != 3", "index == 0",
            "scroll.offset.y == scroll.minOffset.y", "header.maxHeight >= header.minHeight",
        ]
        for text in holding { #expect(try Condition.parse(text).holds(at: moment), "\(text)") }
        let failing = [
            "header.height < 148", "touches.0.x < 3", "scroll.phase == bouncing", "header.height changed",
            "violation", "header.overscroll",
        ]
        for text in failing { #expect(try !Condition.parse(text).holds(at: moment), "\(text)") }
    }

    @Test func aLonePathIsAValueWatchAnythingElseACondition() throws {
        #expect(
            try Watch.parse("header.height", validatingPathsIn: Self.world) == .value(path: "header.height"))
        #expect(try Watch.parse("violations") == .value(path: "violations"))
        #expect(try Watch.parse("header.overscroll") == .condition(.violation(.headerOverscroll)))
        #expect(
            try Watch.parse("header.height < 60")
                == .condition(.compare(path: "header.height", .less, .literal(.number(60)))))
        #expect(
            throws: ConditionError(
                "unknown state path 'header.nope': 'header' has no 'nope' (it has height, minHeight, maxHeight, progress)"
            )
        ) { try Watch.parse("header.nope", validatingPathsIn: Self.world) }
    }

    @Test func pathsAreCheckedAgainstTheScenesStateNotTheValuesAtTheIndex() throws {
        // No finger is down and nothing was tapped at index 0: the paths are still the state's.
        #expect(
            try Condition.parse("touches.3.x > 1", validatingPathsIn: Self.world).paths == ["touches.3.x"])
        #expect(
            try Breakpoint.parse("actions.0.item == 2", validatingPathsIn: Self.world)
                == .condition(.compare(path: "actions.0.item", .equal, .literal(.number(2)))))
        var scene = Scenes.collapsing()
        scene.header = nil
        #expect(
            throws: ConditionError(
                "unknown state path 'header.height': 'header' is null (the scene has no header)")
        ) { try Watch.parse("header.height", validatingPathsIn: World(scene: scene)) }
    }

    @Test func breakpointsAreIndicesMarksOrConditions() throws {
        #expect(try Breakpoint.parse("346") == .index(346))
        #expect(try Breakpoint.parse("mark pull-top") == .mark("pull-top"))
        #expect(try Breakpoint.parse("mark \"two words\"") == .mark("two words"))
        #expect(try Breakpoint.parse("header.overscroll") == .condition(.violation(.headerOverscroll)))
        #expect(throws: ConditionError.self) { try Breakpoint.parse("-3") }
        #expect(throws: ConditionError.self) { try Breakpoint.parse("mark") }
    }
}
