import Foundation

/// A documentation block that a test compiles: the code of a document's first Swift block after a
/// heading (its imports and the blank lines after them left out), and the code a test file holds
/// between its `// Block begin` and `// Block end` markers, which a test compares.
package enum DocumentBlocks {
    /// The package's root folder (the README's).
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The first ```swift block after `heading` in `document` (a path from the package's root), less
    /// its leading imports and blank lines; nil if the document has no such heading or block.
    package static func code(under heading: String, in document: String = "README.md") throws -> String? {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        guard let title = text.range(of: heading + "\n"),
            let start = text[title.upperBound...].range(of: "```swift\n"),
            let end = text[start.upperBound...].range(of: "```\n")
        else { return nil }
        return text[start.upperBound..<end.lowerBound].split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
    }

    /// The code between the markers of the test file at `filePath`; nil without both markers.
    package static func marked(in filePath: String) throws -> String? {
        let source = try String(contentsOfFile: filePath, encoding: .utf8)
        guard let begin = source.range(of: "// Block begin\n"),
            let stop = source[begin.upperBound...].range(of: "// Block end\n")
        else { return nil }
        return String(source[begin.upperBound..<stop.lowerBound])
    }
}
