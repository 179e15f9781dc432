import Foundation
import ScrollTape
import ScrollTapeExamples
import ScrollTapeRecorder
import Testing

@Suite struct SessionLineTests {
    /// The session line records the device's own scroll range (`adjustedContentInset`, inset
    /// adjustment `never`) and frames relative to each parent; it reads back as that screen.
    @Test func theSessionLineDescribesTheScreen() throws {
        let line = IPhone11Screen.snapshot.sessionLine
        #expect(
            line
                == #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","width":414,"#
                + #""height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"right":0},"statusBar":48},"#
                + #""scroll":{"id":"list","frame":[0,0,414,896],"axis":"vertical","content":{"width":414,"#
                + #""height":3520},"inset":{"top":148,"left":0,"bottom":34,"right":0},"insetAdjustment":"never","#
                + #""deceleration":0.998},"header":{"view":"header","behavior":"collapsing","minHeight":48,"#
                + #""maxHeight":148},"views":[{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,148],"#
                + #""children":[{"id":"back","kind":"button","frame":[8,52,44,44]},{"id":"title","kind":"label","#
                + #""frame":[16,100,300,30]}]}]}"#)
        let file = try RecordingReader.parse(Array((line + "\n").utf8), path: "session.jsonl")
        #expect(file.warnings.isEmpty)
        let metrics = World(scene: file.recording.scene).metrics
        #expect(metrics.lowerBound == -148)
        #expect(metrics.upperBound == 2658)
    }

    /// A table's sections as its layout places them are its content when they fill it one after
    /// another; the session line gives each section, equal rows as a count and a length.
    @Test func aListInSectionsIsRecordedAsItsRows() throws {
        func span(_ start: Double, _ length: Double) -> LaidOutSection.Span {
            LaidOutSection.Span(start: start, length: length)
        }
        let laidOut = [
            LaidOutSection(header: span(0, 28), rows: [span(28, 44), span(72, 88)], footer: span(160, 0)),
            LaidOutSection(
                header: span(160, 0), rows: (0..<3).map { span(160 + 50 * Double($0), 50) },
                footer: span(310, 20)),
        ]
        let layout = try #require(SectionLayout(laidOut: laidOut, contentLength: 330, style: .plain))
        #expect(
            layout.sections == [
                SectionLayout.Section(header: 28, rows: [44, 88]),
                SectionLayout.Section(footer: 20, rows: [50, 50, 50]),
            ])
        var snapshot = IPhone11Screen.snapshot
        snapshot.scrollView.contentSize = Size(width: 414, height: 330)
        snapshot.scrollView.sections = layout
        let line = snapshot.sessionLine
        #expect(
            line.contains(
                #""content":{"style":"plain","sections":[{"header":28,"rows":[44,88]},"#
                    + #"{"footer":20,"rows":{"count":3,"length":50}}]}"#))
        let file = try RecordingReader.parse(Array((line + "\n").utf8), path: "session.jsonl")
        #expect(file.recording.scene.scroll.content == .sections(layout))
        // A table header view above the first section, a gap between sections, content beyond the
        // last, a row hidden by a height of 0: the content is described by its size.
        var shifted = laidOut
        shifted[0].header = span(100, 28)
        #expect(SectionLayout(laidOut: shifted, contentLength: 330, style: .plain) == nil)
        var gap = laidOut
        gap[1].rows[1] = span(215, 50)
        #expect(SectionLayout(laidOut: gap, contentLength: 330, style: .plain) == nil)
        #expect(SectionLayout(laidOut: laidOut, contentLength: 400, style: .plain) == nil)
        var hidden = laidOut
        hidden[0].rows[1] = span(72, 0)
        #expect(SectionLayout(laidOut: hidden, contentLength: 242, style: .plain) == nil)
    }

    /// Window frames become parent-relative; ids are made valid and unique.
    @Test func framesAreRelativeAndIdsValid() throws {
        var snapshot = IPhone11Screen.snapshot
        snapshot.views[1].frame = Rect(x: 0, y: 20, width: 414, height: 148)
        snapshot.views[1].children = [
            RecordedView(id: "UIButton 0x7f", kind: .button, frame: Rect(x: 8, y: 72, width: 44, height: 44)),
            RecordedView(
                id: "UIButton 0x7f", kind: .button, frame: Rect(x: 362, y: 72, width: 44, height: 44)),
        ]
        let file = try RecordingReader.parse(Array((snapshot.sessionLine + "\n").utf8), path: "session.jsonl")
        let header = try #require(file.recording.scene.view(withID: "header"))
        #expect(header.children.map(\.id) == ["UIButton_0x7f", "UIButton_0x7f.2"])
        #expect(
            header.children.map(\.frame) == [
                Rect(x: 8, y: 52, width: 44, height: 44), Rect(x: 362, y: 52, width: 44, height: 44),
            ])
    }
}

/// A view tree as deep as a recording holds reads back; one level more is refused before
/// anything is written, with a diagnostic that says why: never an unreadable file.
@Suite struct ViewDepthTests {
    /// The iPhone 11 screen with a chain of `levels` nested views in front of the header.
    static func snapshot(levels: Int) -> ScreenSnapshot {
        var chain = RecordedView(id: "leaf", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        for level in stride(from: levels - 1, through: 1, by: -1) {
            chain = RecordedView(
                id: "wrapper.\(level)", frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [chain])
        }
        var snapshot = IPhone11Screen.snapshot
        snapshot.views.append(chain)
        return snapshot
    }

    @Test func theDeepestTreeARecordingHoldsReadsBack() throws {
        let snapshot = Self.snapshot(levels: ScreenSnapshot.maximumViewDepth)
        #expect(ScreenSnapshot.maximumViewDepth == 31)
        #expect(snapshot.viewDepth == 31)
        let file = try RecordingReader.parse(Array((snapshot.sessionLine + "\n").utf8), path: "deep.jsonl")
        #expect(file.recording.scene.view(withID: "leaf") != nil)
    }

    @Test func aDeeperTreeIsRefusedAtTheStartWithAClearError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrolltape-deep-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let snapshot = Self.snapshot(levels: 40)
        #expect(snapshot.viewDepth == 40)
        var refusal: RecordingWriterError?
        do throws(RecordingWriterError) {
            _ = try ScrollTapeRecorder(path: path, screen: snapshot, startTime: 0)
        } catch {
            refusal = error
        }
        #expect(
            refusal?.diagnostic.description
                == "\(path):1:1: error: the screen's view tree is 40 levels deep ('wrapper.1' > 'wrapper.2' > … > "
                + "'wrapper.39' > 'leaf'), but a recording holds at most 31 (JSON nested at most 64 deep): snapshot "
                + "the views a touch can reach, leaving out containers that only wrap one another")
        #expect(!FileManager.default.fileExists(atPath: path), "nothing is written")
    }
}
