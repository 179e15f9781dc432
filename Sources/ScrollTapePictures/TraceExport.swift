import ScrollTape
import ScrollTapeCore

/// A replay as Chrome trace-event JSON, the format Perfetto (ui.perfetto.dev) and
/// chrome://tracing open: the object form with `displayTimeUnit`, one process for the recording,
/// named tracks (`M` events); counters (`C`) for each scroll view's offset and velocity and the
/// header's height, written when they change; slices (`X`) for each scroll view's phases other
/// than idle, one track per scroll view, and for each touch, on finger tracks so that touches
/// down at once never overlap on one track; instants (`i`) for taps, marks and violations.
/// Times are the events' `t`, in microseconds.
package struct TraceExport {
    /// The process id of the recording, and the track ids: one per scroll view from 1, fingers
    /// from 100, markers (marks and violations) at 99.
    static let process = 1
    static let markersTrack = 99
    static let firstFingerTrack = 100

    /// Trace events not yet handed to the sink, one per line.
    private var pending = ""
    private var count = 0
    private let sink: (String) -> Void
    private var lastCounters: [String: Double] = [:]
    /// Per scroll view: the phase slice open now (its phase and start), if not idle.
    private var openPhases: [(phase: ScrollState.Phase, start: Double)?]
    /// Per finger track: the touch on it now (its id and start).
    private var fingers: [(id: Int, start: Double, target: String)?] = []

    /// The trace of `recording` replayed with the app's code `code` (`name`: how the process is
    /// labelled, e.g. its file name).
    package static func json(_ recording: Recording, name: String, code: AppCode = AppCode()) -> String {
        var text = ""
        write(recording, name: name, code: code) { text += $0 }
        return text
    }

    /// Writes the trace of `recording` to `sink` in pieces of about a megabyte, each ending with
    /// a newline, so a long recording's trace is never held whole in memory.
    package static func write(
        _ recording: Recording, name: String, code: AppCode = AppCode(), to sink: (String) -> Void
    ) {
        withoutActuallyEscaping(sink) { sink in
            var export = TraceExport(recording, name: name, sink: sink)
            var replay = Replay(recording, code: code)
            export.track(replay.world, at: 0)
            while !replay.isAtEnd {
                let event = recording.events[replay.world.index]
                let violations = replay.step()
                export.record(event, violations: violations, world: replay.world)
            }
            export.finish(at: recording.events.last?.t ?? 0)
            export.flush()
            sink("]}\n")
        }
    }

    private init(_ recording: Recording, name: String, sink: @escaping (String) -> Void) {
        self.sink = sink
        openPhases = Array(repeating: nil, count: recording.scene.allScrolls.count)
        sink("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n")
        meta("process_name", track: nil, name: "scrolltape: \(name)")
        for (number, scroll) in recording.scene.allScrolls.enumerated() {
            meta("thread_name", track: number + 1, name: "scroll '\(scroll.id)' phases")
            meta("thread_sort_index", track: number + 1, sortIndex: number + 1)
        }
        meta("thread_name", track: Self.markersTrack, name: "marks and violations")
        meta("thread_sort_index", track: Self.markersTrack, sortIndex: 0)
    }

    // MARK: Building

    private mutating func record(_ event: Event, violations: [Violation], world: World) {
        let time = event.t
        switch event.kind {
        case .touch(let id, let phase, let location):
            switch phase {
            case .began:
                let target = world.touches.first { $0.id == id }.map(world.screen.targetID(of:)) ?? "none"
                let lane = fingers.firstIndex { $0 == nil } ?? fingers.count
                if lane == fingers.count {
                    fingers.append(nil)
                    meta("thread_name", track: Self.firstFingerTrack + lane, name: "finger \(lane + 1)")
                    meta("thread_sort_index", track: Self.firstFingerTrack + lane, sortIndex: 100 + lane)
                }
                fingers[lane] = (id, time, target)
            case .moved:
                break
            case .ended, .cancelled:
                guard let lane = fingers.firstIndex(where: { $0?.id == id }), let touch = fingers[lane] else {
                    break
                }
                slice(
                    "touch \(id) on \(touch.target)", track: Self.firstFingerTrack + lane, from: touch.start,
                    to: time,
                    args: [
                        .init("id", .number(Double(id))), .init("target", .string(touch.target)),
                        .init("end", .string(phase.rawValue)), .init("x", .number(location.x)),
                        .init("y", .number(location.y)),
                    ])
                fingers[lane] = nil
            }
        case .tap(let location):
            instant(
                "tap (\(formatNumber(location.x)), \(formatNumber(location.y)))", track: Self.markersTrack,
                at: time, args: [.init("x", .number(location.x)), .init("y", .number(location.y))])
        case .mark(let label):
            instant(
                "mark \(label)", track: Self.markersTrack, at: time, args: [.init("label", .string(label))])
        case .call(let name):
            instant(
                "the app's call \(name)", track: Self.markersTrack, at: time,
                args: [.init("name", .string(name))])
        case .safeArea:
            // The screen after the change (the event gives only what changed).
            let device = world.scene.device
            let safe = device.safeArea
            instant(
                "screen \(formatNumber(device.width))×\(formatNumber(device.height))",
                track: Self.markersTrack,
                at: time,
                args: [
                    .init("width", .number(device.width)), .init("height", .number(device.height)),
                    .init("safeArea.top", .number(safe.top)), .init("safeArea.left", .number(safe.left)),
                    .init("safeArea.bottom", .number(safe.bottom)),
                    .init("safeArea.right", .number(safe.right)),
                ])
        default:
            // The other events show in the counters and phases they change.
            break
        }
        for violation in violations {
            instant(
                "[\(violation.invariant.rawValue)] event \(violation.eventIndex)", track: Self.markersTrack,
                at: time,
                args: [
                    .init("index", .number(Double(violation.eventIndex))),
                    .init("invariant", .string(violation.invariant.rawValue)),
                    .init("message", .string(violation.message)),
                ])
        }
        track(world, at: time)
    }

    /// The counters and phase slices after `world`'s last event, at `time`.
    private mutating func track(_ world: World, at time: Double) {
        for (number, scrollView) in world.scrollViews.ids.enumerated() {
            let machine = world.scrollViews[scrollView]
            let id = machine.configuration.id
            let phase = machine.state.phase
            counter("offset '\(id)' (pt)", machine.axisOffset, at: time)
            counter("velocity '\(id)' (pt/s)", machine.axisVelocity, at: time)
            if openPhases[number]?.phase != phase {
                if let open = openPhases[number] {
                    slice(open.phase.rawValue, track: number + 1, from: open.start, to: time, args: [])
                }
                openPhases[number] = phase == .idle ? nil : (phase, time)
            }
        }
        if let height = world.header?.height { counter("header height (pt)", height, at: time) }
    }

    /// Closes what is still open at the end of the recording.
    private mutating func finish(at time: Double) {
        for (number, open) in openPhases.enumerated() {
            if let open {
                slice(open.phase.rawValue, track: number + 1, from: open.start, to: time, args: [])
            }
        }
        for (lane, touch) in fingers.enumerated() {
            guard let touch else { continue }
            slice(
                "touch \(touch.id) on \(touch.target) (still down)", track: Self.firstFingerTrack + lane,
                from: touch.start, to: time, args: [.init("id", .number(Double(touch.id)))])
        }
    }

    // MARK: Trace events

    private mutating func counter(_ name: String, _ value: Double, at time: Double) {
        guard lastCounters[name] != value else { return }
        lastCounters[name] = value
        add([
            .init("ph", .string("C")), .init("name", .string(name)),
            .init("ts", .number(Self.microseconds(time))),
            .init("pid", .number(Double(Self.process))),
            .init("args", .object([.init("value", .number(value))])),
        ])
    }

    private mutating func slice(
        _ name: String, track: Int, from start: Double, to end: Double, args: [Value.Member]
    ) {
        add([
            .init("ph", .string("X")), .init("name", .string(name)),
            .init("ts", .number(Self.microseconds(start))),
            .init("dur", .number(Self.microseconds(end) - Self.microseconds(start))),
            .init("pid", .number(Double(Self.process))), .init("tid", .number(Double(track))),
            .init("args", .object(args)),
        ])
    }

    private mutating func instant(_ name: String, track: Int, at time: Double, args: [Value.Member]) {
        add([
            .init("ph", .string("i")), .init("s", .string("t")), .init("name", .string(name)),
            .init("ts", .number(Self.microseconds(time))), .init("pid", .number(Double(Self.process))),
            .init("tid", .number(Double(track))), .init("args", .object(args)),
        ])
    }

    /// A metadata event naming the process (`track` nil) or a track, or ordering a track.
    private mutating func meta(_ kind: String, track: Int?, name: String? = nil, sortIndex: Int? = nil) {
        var members: [Value.Member] = [
            .init("ph", .string("M")), .init("name", .string(kind)),
            .init("pid", .number(Double(Self.process))),
        ]
        if let track { members.append(.init("tid", .number(Double(track)))) }
        if let name { members.append(.init("args", .object([.init("name", .string(name))]))) }
        if let sortIndex {
            members.append(.init("args", .object([.init("sort_index", .number(Double(sortIndex)))])))
        }
        add(members)
    }

    private mutating func add(_ members: [Value.Member]) {
        if count > 0 { pending += ",\n" }
        pending += Value.object(members).jsonText
        count += 1
        if pending.utf8.count >= 1 << 20 { flush() }
    }

    /// Hands the pending events to the sink, ending the piece with a newline.
    private mutating func flush() {
        guard !pending.isEmpty else { return }
        sink(pending + "\n")
        pending = ""
    }

    /// Seconds to whole microseconds (trace timestamps).
    static func microseconds(_ seconds: Double) -> Double {
        (seconds * 1_000_000).rounded()
    }
}
