import ScrollTape
import ScrollTapeExamples
import ScrollTapeTesting
import XCTest

/// `assertReplay` and the store under XCTest: failures are recorded at the caller's file and line.
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

    func testAStoresWrongExpectationFailsAtTheCallersLineWithTheDiff() throws {
        var tape = TestRecording(.list(header: .stretchy))
        tape.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 460), duration: 0.05)
        var store = ReplayStore(try tape.recording(), delegate: PullingHeader())
        store.isExhaustive = false
        capturing = true
        let line = #line + 1
        store.run(to: 4) { $0["header.height"] = 160.8666 }
        store.run(to: 6) { $0["header.height"] = 169.4728 }
        capturing = false
        XCTAssertEqual(failures.map(\.line), [line], "\(failures)")
        XCTAssertTrue(failures.first?.file.hasSuffix("XCTestAssertReplayTests.swift") ?? false)
        let description = failures.first?.description ?? ""
        XCTAssertTrue(
            description.contains("- header.height: 160.8666\n+ header.height: 158.866"), description)
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
