import ScrollTape

/// Steps your `ScrollViewDelegate` through a recording event by event and asserts what each step
/// changed, as TCA's `TestStore` steps a reducer: ``step(_:fileID:filePath:line:column:)`` applies
/// the next event, ``run(to:_:fileID:filePath:line:column:)`` and its siblings apply several, and a
/// closure says what the state and your delegate's stored properties are now. What changed and
/// the closure does not say fails the test at the line of the call, with a diff
/// (`- path: expected`, `+ path: actual`); so does a broken invariant, checked at every event as
/// in a replay.
///
/// Named after TCA's `TestStore`, which it imitates, and after `Replay`, which it steps (a
/// `ReplayStore` beside TCA's `TestStore` in one test target clashes with neither).
///
/// ```swift
/// var store = ReplayStore(try tape.recording(), delegate: StretchyHeader())
/// store.step { $0["touches.0.id"] = 1 }  // the finger touches down
/// store.step {
///     $0["header.height"] = 158
///     $0.delegate.pulled = 10
/// }
/// ```
///
/// The closure edits the state before the step into the state after it: state paths as in
/// `expect` lines (FORMAT.md, "State and state paths") through the subscript, your delegate's own
/// stored properties through `delegate`. Numbers match within 0.001. `index`, `t` and the
/// violation count are the step's own and never compared. With ``isExhaustive`` false only what
/// the closure sets is checked, against the state after the step: assign values there, do not
/// change them by an amount (`+= 1` adds to the new value).
public struct ReplayStore<Delegate: ScrollViewDelegate>: Sendable {
    /// The replay being stepped: its recording, and its state at the current index (`world`).
    public private(set) var replay: Replay
    /// Whether a change the closure does not state fails (TCA's exhaustive mode, the default);
    /// false: only what the closure sets is checked.
    public var isExhaustive = true

    /// A store at index 0 of `recording` (the initial layout and `viewDidAppear` done), replaying
    /// it with `delegate` and the rest of `code` (its hit-test overrides, effects and invariants;
    /// its own `delegate` is replaced).
    public init(_ recording: Recording, delegate: Delegate, code: AppCode = AppCode()) {
        var code = code
        if !(delegate is NoDelegate) { code.delegate = delegate }
        replay = Replay(recording, code: code)
    }

    /// Your delegate as the replay keeps it now.
    public var delegate: Delegate {
        if let delegate = replay.world.delegate as? Delegate { return delegate }
        guard let none = NoDelegate() as? Delegate else {
            preconditionFailure("the store's replay keeps the delegate it was made with")
        }
        return none
    }

    /// The state at the current index as JSON (FORMAT.md, "State and state paths").
    public var state: Value { replay.state }

    /// What the assertion closure sees now.
    var snapshot: Snapshot {
        Snapshot(
            index: replay.world.index, time: replay.world.t, state: Self.compared(replay.state),
            delegate: delegate)
    }

    /// Applies the next event and checks the state after it with `expect` (nil: nothing changed).
    public mutating func step(
        _ expect: ((inout Snapshot) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !replay.isAtEnd else {
            location.fail(
                "step: the recording has no event after index \(replay.world.index)", lines: [])
            return
        }
        advance(while: { _ in false }, expect: expect, at: location)
    }

    /// Applies the events up to index `index` and checks the state there with `expect` against the
    /// state before them (nil: nothing changed); invariants are checked at each of them.
    public mutating func run(
        to index: Int, _ expect: ((inout Snapshot) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let count = replay.recording.events.count
        guard index > replay.world.index, index <= count else {
            location.fail(
                "run(to: \(index)): the store is at index \(replay.world.index) and the recording "
                    + "ends at \(count); it runs forward to an index after the current one", lines: [])
            return
        }
        advance(while: { $0.index < index }, expect: expect, at: location)
    }

    /// Applies every event up to `seconds` since the session started (`t` ≤ `seconds`) and checks
    /// the state there with `expect`, as ``run(to:_:fileID:filePath:line:column:)`` does.
    public mutating func run(
        toTime seconds: Double, _ expect: ((inout Snapshot) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let events = replay.recording.events
        let index = events[replay.world.index...].firstIndex { $0.t > seconds } ?? events.count
        run(to: index, expect, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Applies events until `condition` holds for the state after one of them (at least one event),
    /// and checks the state there with `expect`, as ``run(to:_:fileID:filePath:line:column:)``
    /// does; fails if it never holds.
    public mutating func run(
        until condition: (Snapshot) -> Bool, _ expect: ((inout Snapshot) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let start = replay.world.index
        advance(while: { !condition($0) }, expect: expect, at: location)
        let end = snapshot
        if !condition(end) {
            var lines: [String] = []
            if !end.isAtRest {
                var moving: [String] = []
                if case .string(let phase)? = end["scroll.phase"], phase != "idle" {
                    moving.append("the list is \(phase)")
                }
                if end["touches"] != [] { moving.append("a finger is down") }
                lines.append(
                    "the recording ends while "
                        + (moving.isEmpty ? "another scroll view moves" : moving.joined(separator: " and "))
                        + ": a TestRecording ends with its last gesture; `wait(seconds)` after it records the "
                        + "time a motion needs to end")
            }
            location.fail(
                "run(until:): the condition never held from index \(start) to the end (index "
                    + "\(replay.world.index), t=\(formatNumber(end.time, decimals: 4)))", lines: lines)
        }
    }

    /// Applies the next event, and more while `goesOn` holds for the state after it and events
    /// remain; reports the invariants they break, then checks `expect` (see the type's overview).
    private mutating func advance(
        while goesOn: (Snapshot) -> Bool, expect: ((inout Snapshot) -> Void)?, at location: CallerLocation
    ) {
        let before = snapshot
        var broken: [String] = []
        repeat {
            let event = replay.recording.events[replay.world.index]
            for violation in replay.step() {
                broken.append(
                    "event \(violation.eventIndex) (t=\(formatNumber(event.t, decimals: 4)), \(event.summary)): "
                        + "[\(violation.invariant.rawValue)] \(violation.message)")
            }
        } while !replay.isAtEnd && goesOn(snapshot)
        if !broken.isEmpty {
            location.fail(
                ReplayFailure(
                    summary: "\(plural(broken.count, "failure")) of the replay's checks on the way to index "
                        + "\(replay.world.index):", first: [], others: broken,
                    seeAll: "`store.replay` goes on from here"))
        }
        check(expect, from: before, at: location)
    }

    /// Checks the state now against `expect` applied to `before` (exhaustive) or to the state now.
    private func check(
        _ expect: ((inout Snapshot) -> Void)?, from before: Snapshot, at location: CallerLocation
    ) {
        let actual = snapshot
        var expected = isExhaustive ? before : actual
        expected.index = actual.index
        expected.time = actual.time
        expect?(&expected)
        if !expected.unknownPaths.isEmpty {
            let paths = actual.state.leafValues.map(\.path)
            location.fail(
                "the assertion names \(plural(expected.unknownPaths.count, "path")) the state does not have",
                lines: expected.unknownPaths.map { path in
                    "'\(path)'" + (Spelling.didYouMean(path, among: paths).map { ": \($0)" } ?? "")
                })
        }
        let lines = Value.diff(from: expected.compared, to: actual.compared, tolerance: Self.tolerance)
            .filter { !$0.hasPrefix("  (") }
        guard !lines.isEmpty else { return }
        let event = replay.recording.events[actual.index - 1]
        let what = isExhaustive ? "is not what the assertion says" : "differs from what the assertion says"
        location.fail(
            ReplayFailure(
                summary: "the state at index \(actual.index) (after t=\(formatNumber(event.t, decimals: 4)), "
                    + "\(event.summary)) \(what) (- expected, + actual):",
                first: [], others: lines,
                seeAll: "set `isExhaustive = false` to check only what the assertion sets",
                limit: Self.diffLineLimit))
    }

    /// How far a number may be from the expected one, in its unit (points, seconds).
    private static var tolerance: Double { 0.001 }
    /// The most diff lines a failure shows.
    private static var diffLineLimit: Int { 24 }

    /// The state without what every step changes by itself: `index`, `t` and `violations`.
    private static func compared(_ state: Value) -> Value {
        guard case .object(let members) = state else { return state }
        return .object(members.filter { !["index", "t", "violations"].contains($0.key) })
    }
}

extension ReplayStore where Delegate == NoDelegate {
    /// A store at index 0 of `recording` that replays `code` without a `ScrollViewDelegate`: the
    /// built-in model the session line names, or your header behaviour, hit-test overrides, effects
    /// and invariants (`AppCode(header: MyHeader())`).
    ///
    /// ```swift
    /// var store = ReplayStore(try tape.recording(), code: AppCode(header: MyHeader()))
    /// store.isExhaustive = false
    /// store.run(until: \.isAtRest) { $0["header.height"] = 148 }
    /// ```
    public init(_ recording: Recording, code: AppCode = AppCode()) {
        self.init(recording, delegate: NoDelegate(), code: code)
    }
}

/// The delegate of a ``ReplayStore`` that steps no `ScrollViewDelegate` of yours: the replay runs
/// the built-in model and the rest of the store's `AppCode`, with the session's built-in header on
/// (a delegate of your own turns it off, since your code sets the header's height).
public struct NoDelegate: ScrollViewDelegate {
    /// Nothing to hold.
    public init() {}
}
