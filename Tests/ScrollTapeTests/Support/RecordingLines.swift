import Foundation

@testable import ScrollTape

// Recording lines and reading them, for the tests of the reader, the writer and `record`.

/// The smallest session line: a 414 × 896 screen and a list of 40 items of 88 pt.
let minimalSessionLine =
    #"{"type":"session","device":{"width":414,"height":896},"scroll":{"content":{"items":{"count":40,"length":88}}}}"#

/// A touch sample of finger `id` at (`x`, `y`), then `extra` (more members, `,"force":0.5`); its
/// `id` value starts at column 46 for `t` of three characters and a phase of five letters
/// (`began`, `moved`, `ended`), at column 50 for `cancelled`.
func touchLine(
    _ phase: String, t: Double, id: Int = 1, x: Int = 200, y: Int = 300, extra: String = ""
) -> String {
    #"{"type":"touch","t":\#(t),"phase":"\#(phase)","id":\#(id),"x":\#(x),"y":\#(y)\#(extra)}"#
}

/// Reads `lines` as the recording `path`, with and without the fast event path: each line ended
/// by `\n`, unless `terminated` is false (then the last has none).
func readBothWays(_ lines: [String], path: String, terminated: Bool = true)
    -> (fast: Result<RecordingFile, Diagnostic>, tree: Result<RecordingFile, Diagnostic>)
{
    var text = lines.joined(separator: "\n")
    if terminated { text += "\n" }
    let bytes = Array(text.utf8)
    return (
        Result { () throws(Diagnostic) in try RecordingReader.parse(bytes, path: path, usesFastPath: true) },
        Result { () throws(Diagnostic) in try RecordingReader.parse(bytes, path: path, usesFastPath: false) }
    )
}

/// `out.jsonl` in a fresh folder of its own (no file there yet), removed with everything in it
/// after `body`.
func withTemporaryPath<Result>(_ body: (String) throws -> Result) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "scrolltape-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder.appendingPathComponent("out.jsonl").path)
}
