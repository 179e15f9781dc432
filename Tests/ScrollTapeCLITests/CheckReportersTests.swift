import Foundation
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `scrolltape check --junit FILE` and `--format json|github`: output a CI system
/// accepts, parsed as it parses it, and saying what the text output says.
@Suite("scrolltape check --junit and --format, end to end")
struct CheckReportersTests {
    /// The JUnit report `arguments` write (to a file of their own), with the run.
    static func junit(_ arguments: [String]) throws -> (CommandResult, XMLDocument, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrolltape-junit-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(["check"] + arguments + ["--junit", file.path])
        let text = try String(contentsOf: file, encoding: .utf8)
        return (result, try XMLDocument(xmlString: text, options: []), text)
    }

    static func elements(_ name: String, in document: XMLDocument) throws -> [XMLElement] {
        try document.nodes(forXPath: "//\(name)").compactMap { $0 as? XMLElement }
    }

    static func attribute(_ name: String, of element: XMLElement?) -> String? {
        element?.attribute(forName: name)?.stringValue
    }

    @Test func aJUnitReportOfTheBundledRecordingsHasOnePassingTestcasePerRecording() throws {
        let (result, document, _) = try Self.junit(["recordings", "--jobs", "2"])
        #expect(result.status == 0)
        #expect(JUnitSchema.problems(in: document) == [])
        // The report is written besides the text output, which stays as it was.
        let plain = try run(["check", "recordings"])
        #expect(result.stdout == plain.stdout)
        #expect(result.stderr == plain.stderr)

        let recordings = RecordingFacts.paths(under: "recordings")
        let cases = try Self.elements("testcase", in: document)
        #expect(cases.map { Self.attribute("name", of: $0) } == recordings)
        let suite = try #require(try Self.elements("testsuite", in: document).first)
        for counted in [suite, document.rootElement()] {
            #expect(Self.attribute("tests", of: counted) == "\(recordings.count)")
            #expect(Self.attribute("failures", of: counted) == "0")
            #expect(Self.attribute("errors", of: counted) == "0")
        }
        #expect(try Self.elements("failure", in: document).isEmpty)
        #expect(try Self.elements("error", in: document).isEmpty)
        // Each testcase's output is the recording's PASS or XFAIL line (and the caught bug's warnings).
        for (testcase, summary) in zip(cases, plain.stdoutLines) {
            let output = try #require(testcase.elements(forName: "system-out").first?.stringValue)
            #expect(output.hasSuffix(summary))
            #expect(Double(Self.attribute("time", of: testcase) ?? "") != nil)
        }
        let knownBad = cases.filter {
            Self.attribute("name", of: $0).map(RecordingFacts.declaringFailures.contains) == true
        }
        #expect(knownBad.count == RecordingFacts.declaringFailures.count)
        for testcase in knownBad {
            #expect(
                testcase.elements(forName: "system-out").first?.stringValue?.contains("expected failure:")
                    == true)
        }
    }

    @Test func aJUnitReportHasTheFailuresAndErrorsWithTheirDiagnostics() throws {
        let folder = try CheckJobsAndShardsTests.mixedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for strict in [false, true] {
            let arguments = [folder.path] + (strict ? ["--strict"] : [])
            let (result, document, _) = try Self.junit(arguments + ["--jobs", "2"])
            #expect(result.status == 2)
            #expect(JUnitSchema.problems(in: document) == [])
            let cases = try Self.elements("testcase", in: document)
            let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
            let errors = cases.filter { !$0.elements(forName: "error").isEmpty }
            // Without --strict only fails.jsonl fails; with it, the known bugs no longer pass.
            let knownBad = RecordingFacts.declaringFailures.count
            #expect(failed.count == (strict ? knownBad + 1 : 1))
            #expect(errors.count == (strict ? 2 : 1), "not-json.jsonl, and with --strict unknown-field.jsonl")
            #expect(Self.attribute("failures", of: document.rootElement()) == "\(failed.count)")
            #expect(Self.attribute("errors", of: document.rootElement()) == "\(errors.count)")
            #expect(Self.attribute("tests", of: document.rootElement()) == "\(cases.count)")

            // Every diagnostic of the text output is in the report, under its recording.
            let text = try run(["check"] + arguments)
            let report =
                try Self.elements("failure", in: document).map { $0.stringValue ?? "" }
                + Self.elements("error", in: document).map { $0.stringValue ?? "" }
                + Self.elements("system-out", in: document).map { $0.stringValue ?? "" }
            let reported = Set(report.flatMap { $0.split(separator: "\n").map(String.init) })
            for line in text.stderrLines { #expect(reported.contains(line), "\(line)") }

            let fails = try #require(
                cases.first { Self.attribute("name", of: $0)?.hasSuffix("/fails.jsonl") == true })
            let failure = try #require(fails.elements(forName: "failure").first)
            #expect(Self.attribute("message", of: failure) == "1 violation")
            #expect(Self.attribute("type", of: failure) == "expect")
            #expect(
                failure.stringValue?.contains(
                    "fails.jsonl:2:1: error: [expect] expected scroll.offset.y = 12345") == true)
            let notJSON = try #require(
                cases.first { Self.attribute("name", of: $0)?.hasSuffix("/not-json.jsonl") == true })
            let error = try #require(notJSON.elements(forName: "error").first)
            #expect(Self.attribute("type", of: error) == "unreadable")
            #expect(error.stringValue?.contains("not-json.jsonl:2:") == true)
            #expect(Self.attribute("message", of: error).map { !$0.isEmpty } == true)
        }
    }

    @Test func aJUnitReportNamesRecordingsWhoseNamesAreMarkup() throws {
        try TemporaryDirectory.with { folder in
            let session = try String(
                contentsOf: PackageRoot.url.appendingPathComponent("recordings/pinned-header.jsonl"),
                encoding: .utf8
            ).split(separator: "\n")[0]
            let name = "a&b <\"c\">'d'.jsonl"
            try folder.write(
                name, "\(session)\n{\"type\":\"expect\",\"t\":0,\"that\":{\"scroll.phase\":\"<&\\\"\\n\"}}\n")
            let (result, document, _) = try Self.junit([folder.url.path])
            #expect(result.status == 1)
            #expect(JUnitSchema.problems(in: document) == [])
            let testcase = try #require(try Self.elements("testcase", in: document).first)
            #expect(Self.attribute("name", of: testcase) == folder.url.path + "/" + name)
            let failure = try #require(testcase.elements(forName: "failure").first)
            #expect(failure.stringValue == result.stderrLines.joined(separator: "\n"))
        }
    }

    @Test func aJUnitReportNeverOverwritesARecording() throws {
        try TemporaryDirectory.with { folder in
            let original = try String(
                contentsOf: PackageRoot.url.appendingPathComponent("recordings/pinned-header.jsonl"),
                encoding: .utf8)
            try folder.write("a.jsonl", original)
            let recording = folder.url.appendingPathComponent("a.jsonl").path
            for target in [recording, folder.url.path + "/./a.jsonl"] {
                let result = try run(["check", folder.url.path, "--junit", target])
                #expect(result.status == 2)
                #expect(result.stdout == "")
                #expect(
                    result.stderrLines == [
                        "\(target):1:1: error: the JUnit report (--junit) would overwrite the recording "
                            + "\(recording); write it elsewhere"
                    ])
                #expect(try String(contentsOfFile: recording, encoding: .utf8) == original)
            }
        }
    }

    @Test func aJUnitFileThatCannotBeWrittenIsBadInputFoundBeforeAnythingIsChecked() throws {
        try TemporaryDirectory.with { folder in
            for path in [folder.url.path, folder.url.path + "/missing/out.xml"] {
                let result = try run(["check", "recordings", "--junit", path])
                #expect(result.status == 2)
                #expect(result.stdout == "")
                #expect(result.stderrLines.count == 1)
                #expect(
                    result.stderr.hasPrefix("\(path):1:1: error: cannot write the JUnit report (--junit): "))
            }
        }
    }

    @Test func githubAnnotationsAreTheDiagnosticsOnTheirLines() throws {
        let folder = try CheckJobsAndShardsTests.mixedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try run(["check", folder.path])
        let github = try run(["check", folder.path, "--format", "github", "--jobs", "2"])
        #expect(github.status == text.status)
        #expect(github.stderr == "", "workflow commands are read from standard output")
        let annotation =
            #/^::(?<command>error|warning|notice) file=(?<file>[^,]*),line=(?<line>\d+),col=(?<col>\d+),title=(?<title>[^,:]*)::(?<message>.*)$/#
        var annotations: [String] = []
        var others: [String] = []
        for line in github.stdoutLines {
            if line.hasPrefix("::") {
                let match = try #require(try annotation.wholeMatch(in: line), "\(line)")
                let severity = ["error": "error", "warning": "warning", "notice": "note"][
                    String(match.command)]!
                annotations.append("\(match.file):\(match.line):\(match.col): \(severity): \(match.message)")
                #expect(match.title.hasPrefix("scrolltape"))
            } else {
                others.append(line)
            }
        }
        // The same diagnostics, in the same order (no path or message here holds % , : or a line break).
        #expect(annotations == text.stderrLines)
        #expect(others == text.stdoutLines)
        #expect(annotations.contains { $0.contains("fails.jsonl:2:1: error: [expect]") })
    }

    @Test func githubAnnotationsEscapeWhatTheRunnerUnescapes() {
        let diagnostic = Diagnostic(path: "a,b:c%.jsonl", line: 3, column: 7, "50% of\nit: a, b")
        let violation = Violation(.expect, event: 2, "x")
        #expect(
            GitHubReporter.annotation(CheckFinding(diagnostic, violation: violation))
                == "::error file=a%2Cb%3Ac%25.jsonl,line=3,col=7,title=scrolltape [expect]::50%25 of%0Ait: a, b"
        )
        var note = diagnostic
        note.severity = .note
        #expect(GitHubReporter.annotation(CheckFinding(note)).hasPrefix("::notice file="))
    }

    @Test func jsonLinesSayWhatTheTextSaysWithTheValuesAsData() throws {
        let folder = try CheckJobsAndShardsTests.mixedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try run(["check", folder.path])
        let json = try run(["check", folder.path, "--format", "json"])
        #expect(json.status == text.status)
        #expect(json.stderr == "")
        let objects = try json.stdoutLines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        let diagnostics = objects.filter { $0["type"] as? String == "diagnostic" }
        #expect(
            diagnostics.map { object in
                "\(object["path"]!):\(object["line"]!):\(object["column"]!): \(object["severity"]!): \(object["message"]!)"
            } == text.stderrLines)
        var violations = 0
        for object in diagnostics where object["invariant"] != nil {
            violations += 1
            let values = try #require(object["values"] as? [String: Any])
            #expect(!values.isEmpty, "\(object)")
            let message = try #require(object["message"] as? String)
            #expect(message.contains("[\(object["invariant"]!)]"))
            #expect((object["event"] as? Int).map { $0 >= 0 } == true)
        }
        #expect(violations > 20)
        let recordings = objects.filter { $0["type"] as? String == "recording" }
        let outcomes = recordings.compactMap { $0["outcome"] as? String }
        let lines = text.stdoutLines.dropLast()
        #expect(outcomes.filter { $0 != "unreadable" && $0 != "rejected" }.count == lines.count)
        #expect(outcomes.count { $0 == "caught" } == lines.count { $0.hasPrefix("XFAIL ") })
        #expect(outcomes.count { $0 == "failed" } == lines.count { $0.hasPrefix("FAIL ") })
        let summary = try #require(objects.last)
        #expect(summary["type"] as? String == "summary")
        #expect(summary["exitCode"] as? Int == Int(json.status))
        #expect(summary["recordings"] as? Int == recordings.count)
        #expect(summary["unreadable"] as? Int == 1)
    }

    @Test func aHeaderBoundsViolationCarriesTheNumbersItsMessageShows() throws {
        let (result, _, _) = try Self.junit(["recordings/known-bad/flick-bouncing-header.jsonl"])
        #expect(result.status == 0)
        let json = try run(["check", "recordings/known-bad/flick-bouncing-header.jsonl", "--format", "json"])
        let first = try #require(json.stdoutLines.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(object["invariant"] as? String == "header.overscroll")
        let values = try #require(object["values"] as? [String: Double])
        let message = try #require(object["message"] as? String)
        for key in ["change", "from", "header.height", "scroll.offset.y"] {
            let value = try #require(values[key], "\(key)")
            #expect(message.contains(formatted(value)), "\(key) = \(value) in \(message)")
        }
    }

    /// A number as messages show it: at most two decimals, no trailing zeros.
    private func formatted(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    @Test(arguments: ["json", "github"])
    func everyFormatPrintsTheSameWhateverTheJobs(format: String) throws {
        let folder = try CheckJobsAndShardsTests.mixedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = try run(["check", folder.path, "--format", format, "--jobs", "1"])
        let two = try run(["check", folder.path, "--format", format, "--jobs", "2"])
        #expect(one.stdout == two.stdout)
        #expect(one.status == two.status)
    }
}
