import Foundation
import ScrollTape

/// A path in the temporary folder that no file has yet.
func temporaryRecordingPath(_ name: String = "recording") -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).jsonl").path
}

/// One touch sample: a recorded touch line, or one a test sent (`id` is then its finger number,
/// which the recorder's ids follow).
struct TouchSample: Equatable {
    var id: Int
    var phase: TouchPhase
    var x: Double
    var y: Double
    var t: Double
}

extension Recording {
    /// The touch lines, in order.
    var touches: [TouchSample] {
        events.compactMap { event in
            guard case .touch(let id, let phase, let point) = event.kind else { return nil }
            return TouchSample(id: id, phase: phase, x: point.x, y: point.y, t: event.t)
        }
    }

    /// How many events of the type named `typeName` (`"frame"`, `"mark"`, …) the recording has.
    func count(_ typeName: String) -> Int {
        events.count { $0.typeName == typeName }
    }
}
