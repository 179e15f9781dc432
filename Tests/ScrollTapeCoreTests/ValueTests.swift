import Testing

@testable import ScrollTapeCore

@Suite struct ValueTests {
    static let state = Value.object([
        .init(
            "scroll",
            .object([.init("offset", .object([.init("x", .number(0)), .init("y", .number(-148))]))])),
        .init("touches", .array([.object([.init("id", .number(1))])])),
        .init("header", .null),
    ])

    @Test(arguments: [
        ("scroll.offset.y", Value.number(-148)), ("touches.0.id", .number(1)), ("header", .null),
    ])
    func dotPathsFindValues(path: String, value: Value) {
        #expect(Self.state[path: StatePath(path)] == value)
    }

    @Test(arguments: ["scroll.offset.z", "touches.1.id", "touches.x", "header.height", "", "scroll..y"])
    func missingPathsFindNothing(path: String) {
        #expect(Self.state[path: StatePath(path)] == nil)
    }

    @Test func diffShowsChangedLeavesAndCountsTheRest() {
        var changed = Self.state
        if case .object(var members) = changed {
            members[0] = .init(
                "scroll",
                .object([.init("offset", .object([.init("x", .number(0)), .init("y", .number(-100))]))]))
            members[1] = .init("touches", .array([]))
            changed = .object(members)
        }
        #expect(
            Value.diff(from: Self.state, to: changed) == [
                "- scroll.offset.y: -148", "+ scroll.offset.y: -100", "+ touches: []", "- touches.0.id: 1",
                "  (2 unchanged)",
            ])
        #expect(Value.diff(from: Self.state, to: Self.state).isEmpty)
    }

    @Test func matchingUsesToleranceForNumbersOnly() {
        #expect(Value.number(1.4).matches(.number(1), tolerance: 0.5))
        #expect(!Value.number(1.6).matches(.number(1), tolerance: 0.5))
        #expect(!Value.string("1").matches(.number(1), tolerance: 0.5))
        #expect(Self.state.matches(.object([.init("header", .null)]), tolerance: 0))
        #expect(!Value.array([.number(1)]).matches(.array([]), tolerance: 0))
    }

    /// A difference equal to the tolerance matches, as written in decimals, although in binary it
    /// can be a hair above it; a difference any larger does not (`expect` and `observe` alike).
    @Test(arguments: [
        (0.5, 148.5, 148.0, true), (0.5, 108.7, 108.2, true), (0.01, 118.01, 118.0, true),
        (0.1, 0.3, 0.2, true), (0.1, 108.3, 108.2, true), (0.1, 108.1, 108.2, true),
        (0.1, 108.31, 108.2, false), (0, 1.0, 1.0, true), (0, 108.2000001, 108.2, false),
        (0.5, 108.71, 108.2, false),
        (0.01, 118.0101, 118.0, false),
        (0, 1.0.nextUp, 1.0, true), (0, 1.0 + 1e-9, 1.0, false), (0.5, .nan, 0.0, false),
        (0.5, .infinity, .infinity, false),
    ])
    func aDifferenceEqualToTheToleranceIsWithinIt(
        tolerance: Double, actual: Double, expected: Double, within: Bool
    ) {
        #expect(Tolerance.isWithin(tolerance, actual, expected) == within)
        #expect(Tolerance.isWithin(tolerance, expected, actual) == within)
        #expect(Value.number(actual).matches(.number(expected), tolerance: tolerance) == within)
        #expect(
            Value.array([.number(actual)]).matches(.array([.number(expected)]), tolerance: tolerance)
                == within)
    }

    @Test(arguments: [
        (148.0, "148"), (52.0201, "52.02"), (-0.001, "0"), (-0.5, "-0.5"), (340.649, "340.65"),
        (0.1 + 0.2, "0.3"),
    ])
    func messageNumbersAreShort(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }

    /// Literals write a state as its JSON reads: objects keep the order their members are written in.
    @Test func literalsAreTheValuesTheySpell() {
        let literal: Value = [
            "scroll": ["offset": ["x": 0, "y": -148]], "touches": [["id": 1]], "header": .null,
        ]
        #expect(literal == Self.state)
        #expect(
            literal.jsonText == #"{"scroll":{"offset":{"x":0,"y":-148}},"touches":[{"id":1}],"header":null}"#)
        #expect(literal.description == literal.jsonText)
        let path: StatePath = "scroll.offset.y"
        #expect(literal[path: path] == -148)
        let empty: Value = []
        #expect(empty == .array([]))
        let flags: Value = [true, "idle", 0.5]
        #expect(flags == .array([.bool(true), .string("idle"), .number(0.5)]))
    }

    @Test func jsonStringsAreEscaped() {
        #expect(Value.string("a\"b\\c\n\u{1}é").jsonText == #""a\"b\\c\n\u0001é""#)
    }
}
