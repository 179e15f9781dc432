/// A dot path into the state: `scroll.offset.y`, `header.height`, `touches.0.x`.
///
/// The text is split into its components once; a component of decimal digits also names an array
/// element. Whether a path names a value of a scene's state is `problem(in:)`; the value it
/// names in one state is `value(in:)`. `expect` and `observe` lines, the REPL and the searches
/// of a timeline all read paths through this type, so they accept the same paths and say the same
/// about the others.
public struct StatePath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// One name between dots.
    struct Component: Sendable {
        /// The name as written: an object's key.
        let name: String
        /// The array element it names, when it is a number of 0 or more (`0`, `12`).
        let index: UInt?
    }

    /// The path as written.
    package let text: String
    /// The names between the dots, in order (an empty text is one empty name).
    let components: [Component]
    /// The text's hash, computed once: searches look values up by path at every index.
    private let textHash: Int

    /// Reads `text` as a path. Any text is a path; `problem(in:)` says whether the state has it.
    package init(_ text: String) {
        self.text = text
        components = text.split(separator: ".", omittingEmptySubsequences: false).map {
            Component(name: String($0), index: UInt($0))
        }
        textHash = text.hashValue
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public var description: String { text }

    // Two paths are equal when they are written alike: the components follow from the text.
    public static func == (left: StatePath, right: StatePath) -> Bool {
        left.textHash == right.textHash && left.text == right.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(textHash)
    }

    /// The value the path names in `state`, or nil if there is none (a key it does not have, an
    /// index past the end of a list, a component below a number).
    package func value(in state: Value) -> Value? {
        var current = state
        for component in components {
            switch current {
            case .object(let members):
                guard let member = members.first(where: { $0.key == component.name }) else { return nil }
                current = member.value
            case .array(let elements):
                guard let index = component.index.flatMap({ Int(exactly: $0) }), index < elements.count
                else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// `state` with `value` at the path, or nil if the path names no value of it (as
    /// ``value(in:)`` finds them: a key it does not have, an index past the end of a list).
    package func setting(_ value: Value, in state: Value) -> Value? {
        Self.setting(value, in: state, at: components[...])
    }

    private static func setting(_ value: Value, in state: Value, at path: ArraySlice<Component>) -> Value? {
        guard let component = path.first else { return value }
        switch state {
        case .object(var members):
            guard let position = members.firstIndex(where: { $0.key == component.name }),
                let changed = setting(value, in: members[position].value, at: path.dropFirst())
            else { return nil }
            members[position].value = changed
            return .object(members)
        case .array(var elements):
            guard let index = component.index.flatMap({ Int(exactly: $0) }), index < elements.count,
                let changed = setting(value, in: elements[index], at: path.dropFirst())
            else { return nil }
            elements[index] = changed
            return .array(elements)
        default:
            return nil
        }
    }

    /// Why the path names no value of states of `schema`'s scene, or nil when it names one. Array
    /// elements are named by index (`touches.0.x`); any index is accepted.
    ///
    /// The messages (`unknown state path 'scroll.ofset.y': 'scroll' has no 'ofset' (it has
    /// offset, …)`) are the reader's diagnostics and the REPL's errors alike.
    package func problem(in schema: StateSchema) -> String? {
        var current = schema.shape
        var insideList = false
        for (position, component) in components.enumerated() {
            // Built only for a message: this runs for every path of every `expect` and `observe`.
            var place: String { position == 0 ? "the state" : "'\(prefix(position))'" }
            switch current {
            case .object(let members):
                guard
                    let member = schema.member(
                        component.name, of: members, at: insideList ? nil : prefix(position))
                else {
                    let keys = Spelling.shortList(members.map(\.key), closestTo: component.name)
                    return
                        "unknown state path '\(text)': \(place) has no '\(component.name)' (it has \(keys))"
                }
                current = member.value
            case .array(let elements):
                insideList = true
                guard component.index != nil, let element = elements.first else {
                    return "unknown state path '\(text)': \(place) is a list, index it with a number"
                }
                current = element
            case .null:
                return "unknown state path '\(text)': \(place) is null (the scene has no header)"
            default:
                return
                    "unknown state path '\(text)': \(place) is a \(current.typeName) and has no '\(component.name)'"
            }
        }
        return nil
    }

    /// The text of the first `count` components (`scroll.offset` of `scroll.offset.y` for 2).
    private func prefix(_ count: Int) -> String {
        components.prefix(count).map(\.name).joined(separator: ".")
    }
}
