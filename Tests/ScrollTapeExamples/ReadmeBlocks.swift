import Foundation

/// A README block that a test compiles: the code of the README's first Swift block after a heading
/// (its imports and the blank lines after them left out), and the code a test file holds between
/// its `// README begin` and `// README end` markers, which a test compares.
package enum ReadmeBlocks {
    /// The package's root folder (the README's).
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The README's first ```swift block after `heading`, less its leading imports and blank lines;
    /// nil if the README has no such heading or block.
    package static func code(under heading: String) throws -> String? {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let title = readme.range(of: heading),
            let start = readme[title.upperBound...].range(of: "```swift\n"),
            let end = readme[start.upperBound...].range(of: "```\n")
        else { return nil }
        return readme[start.upperBound..<end.lowerBound].split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
    }

    /// The code between the markers of the test file at `filePath`; nil without both markers.
    package static func marked(in filePath: String) throws -> String? {
        let source = try String(contentsOfFile: filePath, encoding: .utf8)
        guard let begin = source.range(of: "// README begin\n"),
            let stop = source[begin.upperBound...].range(of: "// README end\n")
        else { return nil }
        return String(source[begin.upperBound..<stop.lowerBound])
    }
}
