import ScrollTape

extension ReplayStore {
    /// What a ``ReplayStore``'s assertion closure edits into the state it expects: the state's
    /// values by path and your delegate's stored properties.
    ///
    /// ```swift
    /// store.step {
    ///     $0["header.height"] = 158      // any state path (FORMAT.md, "State and state paths")
    ///     $0["scroll.phase"] = "dragging"
    ///     $0["touches"] = []             // arrays and objects as literals too
    ///     $0.delegate.pulled = 10         // your delegate's own stored property
    /// }
    /// ```
    public struct Snapshot: Sendable {
        /// The index of the state (0: before any event).
        public internal(set) var index: Int
        /// Seconds since the session started: the last event's `t`.
        public internal(set) var time: Double
        /// The state as JSON, without `index`, `t` and `violations`.
        var state: Value
        /// Your delegate.
        public var delegate: Delegate
        /// The paths set that the state does not have, in order.
        var unknownPaths: [String] = []

        init(index: Int, time: Double, state: Value, delegate: Delegate) {
            self.index = index
            self.time = time
            self.state = state
            self.delegate = delegate
        }

        /// The state's value at `path` (`header.height`, `scroll.offset.y`, `views.title.alpha`,
        /// `touches.0.x`); nil if it has none. Setting a path the state does not have fails the
        /// assertion, naming the path.
        public subscript(path: StatePath) -> Value? {
            get { path.value(in: state) }
            set {
                guard let newValue, let changed = path.setting(newValue, in: state) else {
                    unknownPaths.append(path.description)
                    return
                }
                state = changed
            }
        }

        /// Whether everything is still: no finger is down and every scroll view is `idle` (no drag,
        /// deceleration, bounce, snap or animation under way), as `run(until: \.isAtRest)` asks.
        public var isAtRest: Bool {
            guard self["touches"] == [], self["scroll.phase"] == "idle" else { return false }
            guard case .object(let others)? = self["scrolls"] else { return true }
            return others.allSatisfy { ($0.value[path: "phase"] ?? "idle") == "idle" }
        }

        /// The state and the delegate's stored properties (under `delegate`) as one value, which
        /// the store compares.
        var compared: Value {
            guard case .object(let members) = state else { return state }
            return .object(members + [.init("delegate", Self.value(of: delegate))])
        }

        /// A value's stored properties, through `Mirror`: numbers, booleans and strings as
        /// themselves, an optional as what it holds (or null), structures, classes and tuples as
        /// objects of their properties, collections as arrays, anything else as its description.
        static func value(of subject: Any) -> Value {
            switch subject {
            case let number as Double: return .number(number)
            case let number as Int: return .number(Double(number))
            case let bool as Bool: return .bool(bool)
            case let string as String: return .string(string)
            default: break
            }
            let mirror = Mirror(reflecting: subject)
            switch mirror.displayStyle {
            case .optional:
                return mirror.children.first.map { value(of: $0.value) } ?? .null
            case .struct, .class, .tuple:
                guard !mirror.children.isEmpty else { return .string(String(describing: subject)) }
                return .object(
                    mirror.children.enumerated().map { position, child in
                        .init(child.label ?? String(position), value(of: child.value))
                    })
            case .collection, .set:
                return .array(mirror.children.map { value(of: $0.value) })
            default:
                return .string(String(describing: subject))
            }
        }
    }
}
