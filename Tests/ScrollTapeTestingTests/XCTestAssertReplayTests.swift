import ScrollTape
import ScrollTapeExamples
import ScrollTapeTesting
import XCTest

/// `assertReplay` under XCTest: failures are recorded at the caller's file and line.
final class XCTestAssertReplayTests: XCTestCase {
    private var failures: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    #if os(Linux)
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            guard capturing else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            failures.append((description, filePath, lineNumber))
        }
    #else
        override func record(_ issue: XCTIssue) {
            guard capturing else { return super.record(issue) }
            failures.append(
                (
                    issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "",
                    issue.sourceCodeContext.location?.lineNumber ?? 0
                ))
        }
    #endif

    func testTheLiteralArticleCodeFailsAtTheCallersLine() throws {
        capturing = true
        let line = #line + 2
        AssertReplayEcho.$toStandardError.withValue(false) {
            assertReplay(
                BundledRecordings.path("iphone8-collapsing-header.jsonl"),
                code: AppCode(header: ArticleHeader()))
        }
        capturing = false
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.file.hasSuffix("XCTestAssertReplayTests.swift") ?? false)
        XCTAssertTrue(
            failures.first?.description.contains("ArticleHeader on ") ?? false,
            failures.first?.description ?? "")
        // The divergence first, right after the summary; each line once.
        let lines = failures.first?.description.split(separator: "\n").map(String.init) ?? []
        XCTAssertTrue(lines.count >= 2 && lines[1].contains(": error: [divergence] at event 10 "), "\(lines)")
        XCTAssertEqual(Set(lines).count, lines.count, "\(lines)")
        XCTAssertLessThanOrEqual(lines.count, 1 + 5 + 1)
    }

    func testTheCorrectedArticleCodePasses() {
        capturing = true
        assertReplay(
            BundledRecordings.path("iphone8-collapsing-header.jsonl"),
            code: AppCode(header: CorrectedArticleHeader()))
        capturing = false
        XCTAssertTrue(failures.isEmpty, "\(failures)")
    }
}
