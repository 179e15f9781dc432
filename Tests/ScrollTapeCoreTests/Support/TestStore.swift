import Testing

@testable import ScrollTapeCore

/// A TestStore-style helper: each `assertApply` mutates a copy of the previous state into the
/// expected one; any change the closure does not assert fails, with a minimal diff, at the call site.
struct TestStore {
    private(set) var world: World

    init(_ scene: Scene) {
        world = World(scene: scene)
    }

    /// Applies `event` and expects the state (its JSON) to differ from the previous one only as
    /// `update` says. `index` and `t` advance by themselves.
    mutating func assertApply(
        _ event: Event, sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout ExpectedState) -> Void = { _ in }
    ) {
        var expected = ExpectedState(world.state)
        expected.set("index", .number(Double(world.index + 1)))
        expected.set("t", .number(max(world.t, event.t)))
        update(&expected)
        world.apply(event)
        let actual = world.state
        // Exact for everything but floating-point noise in numbers (1e-9).
        guard
            !(actual.matches(expected.value, tolerance: 1e-9)
                && expected.value.matches(actual, tolerance: 1e-9))
        else { return }
        let lines = Value.diff(from: expected.value, to: actual)
        if !lines.isEmpty {
            Issue.record(
                "state differs from the expected one (- expected, + actual):\n\(lines.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
    }
}

/// A state value being edited into the expected one, by dot path.
struct ExpectedState {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    mutating func set(_ path: String, _ new: Value) {
        Self.set(&value, path.split(separator: ".").map(String.init)[...], new)
    }

    subscript(number path: String) -> Double {
        get {
            guard case .number(let number)? = value[path: StatePath(path)] else { return .nan }
            return number
        }
        set { set(path, .number(newValue)) }
    }

    subscript(string path: String) -> String {
        get {
            guard case .string(let text)? = value[path: StatePath(path)] else { return "" }
            return text
        }
        set { set(path, .string(newValue)) }
    }

    private static func set(_ value: inout Value, _ path: ArraySlice<String>, _ new: Value) {
        guard let head = path.first else {
            value = new
            return
        }
        switch value {
        case .object(var members):
            if let position = members.firstIndex(where: { $0.key == head }) {
                set(&members[position].value, path.dropFirst(), new)
            } else {
                var child = Value.null
                set(&child, path.dropFirst(), new)
                members.append(.init(head, child))
            }
            value = .object(members)
        case .array(var elements):
            guard let index = Int(head), index <= elements.count else { return }
            if index == elements.count { elements.append(.null) }
            set(&elements[index], path.dropFirst(), new)
            value = .array(elements)
        default:
            return
        }
    }
}
