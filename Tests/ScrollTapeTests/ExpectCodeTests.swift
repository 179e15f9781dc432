import ScrollTapeCore
import Testing

@testable import ScrollTape

/// `expect` lines written for the app's code (`"code"`): which replay checks which line.
@Suite struct ExpectCodeTests {
    /// App code that moves the list's top inset to 200 when the screen appears.
    struct TallerInset: ScrollViewDelegate {
        mutating func viewDidAppear(_ screen: inout AppScreen) {
            screen.scrollView.contentInset.top = 200
        }
    }

    /// The session, an expect of the model alone (inset 0), one for `TallerInset` (200) and one for
    /// other code (300, which neither replay checks).
    static let lines = [
        minimalSessionLine,
        #"{"type":"expect","t":0,"that":{"scroll.contentInset.top":0}}"#,
        #"{"type":"expect","t":0,"that":{"scroll.contentInset.top":200},"code":"TallerInset"}"#,
        #"{"type":"expect","t":0,"that":{"scroll.contentInset.top":300},"code":"Other"}"#,
    ]

    static func recording() throws -> Recording {
        let read = readBothWays(lines, path: "code.jsonl")
        #expect(throws: Never.self) { try read.fast.get() }
        return try read.tree.get().recording
    }

    /// An `expect` line that reads `violations` reads the replay's count before its event: the
    /// first line breaks (the inset is 0), so the second, which expects 1, holds.
    @Test func anExpectReadsTheReplaysCountOfViolations() throws {
        let lines = [
            minimalSessionLine,
            #"{"type":"expect","t":0,"that":{"scroll.contentInset.top":300}}"#,
            #"{"type":"expect","t":0.1,"that":{"violations":1}}"#,
            #"{"type":"expect","t":0.2,"that":{"violations":0}}"#,
        ]
        let recording = try readBothWays(lines, path: "count.jsonl").tree.get().recording
        let result = recording.replay()
        #expect(result.violations.map(\.eventIndex) == [1, 3], "\(result.violations)")
        let message = try #require(result.violations.last?.message)
        #expect(message.hasPrefix("expected violations = 0 (±0.5), got 1"), "\(message)")
    }

    @Test func theModelAloneChecksTheLinesWithoutCode() throws {
        let result = try Self.recording().replay()
        #expect(result.violations.isEmpty, "\(result.violations)")
    }

    @Test func namedCodeChecksOnlyItsOwnLines() throws {
        let recording = try Self.recording()
        let named = recording.replay(AppCode(delegate: TallerInset(), name: "TallerInset"))
        #expect(named.violations.isEmpty, "\(named.violations)")
        // Without its name the same code is held to the model's line, which it breaks at event 1.
        let unnamed = recording.replay(AppCode(delegate: TallerInset()))
        #expect(unnamed.violations.map(\.eventIndex) == [1])
        #expect(unnamed.violations.first?.invariant == .expect)
    }

    /// A name the recording has no lines for checks none of them: the invariants alone judge.
    @Test func aNameWithoutLinesChecksNoExpectLine() throws {
        let result = try Self.recording().replay(AppCode(delegate: TallerInset(), name: "Nobody"))
        #expect(result.violations.isEmpty, "\(result.violations)")
    }

    @Test func theNameIsWrittenBack() throws {
        let recording = try Self.recording()
        guard case .expect(let expectation) = recording.events[1].kind else {
            Issue.record("event 1 is not an expect")
            return
        }
        #expect(expectation.code == "TallerInset")
        var members: [Value.Member] = []
        ExpectFormat.encode(recording.events[1].kind, into: &members)
        #expect(members.last == Value.Member("code", .string("TallerInset")))
    }

    /// A name one letter off another's gets a warning at its `code`: its lines are never checked
    /// with the code the other lines name.
    @Test func aNameCloseToAnotherIsWarnedAbout() throws {
        let typo = #"{"type":"expect","t":0,"that":{"scroll.offset.y":-148},"code":"QuickReturnbar"}"#
        let good = #"{"type":"expect","t":0,"that":{"scroll.offset.y":-148},"code":"QuickReturnBar"}"#
        let read = readBothWays([minimalSessionLine, good, typo, good], path: "code.jsonl")
        for file in [try read.fast.get(), try read.tree.get()] {
            #expect(
                file.warnings.map(\.description) == [
                    "code.jsonl:3:\(typo.utf8.count - #""code":"QuickReturnbar"}"#.utf8.count + 1): warning: "
                        + "expect 'code' 'QuickReturnbar' (1 line) is close to 'QuickReturnBar' (2 lines): a replay "
                        + "checks only the lines of its code's exact name, so a misspelt name's lines are never checked"
                ])
        }
        // Names far apart are left alone.
        let other = #"{"type":"expect","t":0,"that":{"scroll.offset.y":-148},"code":"PagerTabs"}"#
        #expect(
            try readBothWays([minimalSessionLine, good, other], path: "code.jsonl").tree.get().warnings
                .isEmpty)
    }

    @Test func aCodeThatIsNoNameIsRefusedAtItsValue() {
        let line = #"{"type":"expect","t":0,"that":{"scroll.offset.y":0},"code":"my code"}"#
        let read = readBothWays([minimalSessionLine, line], path: "code.jsonl")
        for result in [read.fast, read.tree] {
            guard case .failure(let diagnostic) = result else {
                Issue.record("a code with a space was read")
                continue
            }
            #expect(diagnostic.line == 2)
            #expect(diagnostic.column == line.utf8.count - #""my code"}"#.utf8.count + 1)
            #expect(diagnostic.message.contains("invalid code name 'my code': use 1 to 64 characters"))
        }
    }
}
