import Foundation
import ScrollTape

/// A path in the temporary folder that no file has yet.
public func temporaryRecordingPath(_ name: String = "recording") -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).jsonl").path
}

/// One touch sample: a recorded touch line, or one a test sent (`id` is then its finger number,
/// which the recorder's ids follow).
public struct TouchSample: Equatable, Sendable {
    public var id: Int
    public var phase: TouchPhase
    public var x: Double
    public var y: Double
    public var t: Double

    public init(id: Int, phase: TouchPhase, x: Double, y: Double, t: Double) {
        self.id = id
        self.phase = phase
        self.x = x
        self.y = y
        self.t = t
    }
}

extension Recording {
    /// The touch lines, in order.
    public var touches: [TouchSample] {
        events.compactMap { event in
            guard case .touch(let id, let phase, let point) = event.kind else { return nil }
            return TouchSample(id: id, phase: phase, x: point.x, y: point.y, t: event.t)
        }
    }

    /// How many events of the type named `typeName` (`"frame"`, `"mark"`, …) the recording has.
    public func count(_ typeName: String) -> Int {
        events.count { $0.typeName == typeName }
    }
}
