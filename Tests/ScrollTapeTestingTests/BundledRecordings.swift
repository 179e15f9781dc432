import Foundation
import ScrollTape

/// The bundled recordings, by name, read from the package's `recordings` folder and named in
/// messages as a user in the package root types them (`recordings/NAME`).
enum BundledRecordings {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ScrollTapeTestingTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package

    /// The absolute path of `recordings/NAME`.
    static func path(_ name: String) -> String {
        root.appendingPathComponent("recordings/" + name).path
    }

    static func recording(_ name: String) throws -> Recording {
        var recording = try Recording(contentsOfFile: path(name))
        recording.path = "recordings/" + name
        return recording
    }
}
