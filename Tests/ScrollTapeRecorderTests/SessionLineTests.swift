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
