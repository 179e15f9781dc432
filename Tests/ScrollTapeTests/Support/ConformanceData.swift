import Foundation

/// The public conformance data vendored in `Tests/ScrollTapeTests/Conformance` (JSONTestSuite's
/// `test_parsing` and parse-number-fxx; licences and sources beside them), so the tests need
/// nothing outside the repository.
enum ConformanceData {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ScrollTapeTests
        .appendingPathComponent("Conformance")

    /// JSONTestSuite's `test_parsing` folder.
    static let suiteDirectory = directory.appendingPathComponent("JSONTestSuite/test_parsing")

    /// JSONTestSuite's `test_parsing` file names that start with `prefix` (all if empty), sorted.
    static func suiteFiles(prefix: String = "") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: suiteDirectory.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    /// The bytes of one `test_parsing` file.
    static func suiteFile(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: suiteDirectory.appendingPathComponent(name)))
    }

    /// The text of one parse-number-fxx file (`f64-hex-bits decimal-string` per line).
    static func numberFile(_ name: String) throws -> String {
        let url = directory.appendingPathComponent("parse-number-fxx/\(name).json-grammar.txt")
        return try String(contentsOf: url, encoding: .utf8)
    }
}
