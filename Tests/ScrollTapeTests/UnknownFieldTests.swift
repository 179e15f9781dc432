import ScrollTapeCore
import Testing

@testable import ScrollTape

// MARK: - Inputs

private let path = "recordings/extra.jsonl"

/// A session line with an object at every place that has fields: device and safe area, scroll with
/// items, inset, additional safe area and paging, a header, and a view with a child.
private let fullSession =
    #"{"type":"session","format":"scrolltape","version":1,"#
    + #""device":{"name":"iPhone 11","width":414,"height":896,"safeArea":{"top":48,"bottom":34}},"#
    + #""scroll":{"id":"list","content":{"items":{"count":40,"length":88,"spacing":0}},"#
    + #""inset":{"top":0},"additionalSafeArea":{"top":100},"paging":{"pageLength":88}},"#
    + #""header":{"view":"header","behavior":"collapsing","minHeight":48,"maxHeight":148},"#
    + #""views":[{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,148],"#
    + #""children":[{"id":"back","kind":"button","frame":[8,52,44,44]}]}]}"#

/// `fullSession` with its only occurrence of `original` replaced.
private func session(replacing original: String, with replacement: String) -> String {
    precondition(fullSession.components(separatedBy: original).count == 2, "'\(original)' is not unique")
    return fullSession.replacingOccurrences(of: original, with: replacement)
}

/// The 1-based column of the first key `"key"` (its opening quote) in `line`.
private func column(ofKey key: String, in line: String) -> Int {
    let parts = line.components(separatedBy: "\"\(key)\":")
    precondition(parts.count >= 2, "'\(key)' is not a key of \(line)")
    return parts[0].utf8.count + 1
}

@Suite struct UnknownFieldTests {
    /// One unknown field and the exact warning it gets, at its key.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The session line, then events; the unknown field is on the last line.
        var lines: [String]
        /// The key as written (escapes included), to find its column.
        var writtenKey: String
        var message: String

        var testDescription: String { name }

        init(_ name: String, _ lines: [String], key: String, _ message: String) {
            self.name = name
            self.lines = lines
            writtenKey = key
            self.message = message
        }

        init(_ name: String, event: String, key: String, _ message: String) {
            self.init(name, [fullSession, event], key: key, message)
        }

        /// The session line with `original` replaced.
        init(
            _ name: String, replacing original: String, with replacement: String, key: String,
            _ message: String
        ) {
            self.init(name, [session(replacing: original, with: replacement)], key: key, message)
        }

        var warning: Diagnostic {
            Diagnostic(
                path: path, line: lines.count, column: column(ofKey: writtenKey, in: lines.last!),
                severity: .warning, message)
        }
    }

    static let cases: [Case] = [
        Case(
            "session", replacing: #""version":1,"#, with: #""version":1,"expectFailure":[],"#,
            key: "expectFailure", "unknown field 'expectFailure' in session (did you mean 'expectFailures'?)"),
        Case(
            "session, a misspelt conformanceTolerance", replacing: #""version":1,"#,
            with: #""version":1,"conformanceTolerence":1,"#, key: "conformanceTolerence",
            "unknown field 'conformanceTolerence' in session (did you mean 'conformanceTolerance'?)"),
        Case(
            "session, nothing close",
            replacing: #""version":1,"#, with: #""version":1,"comment":"a","#,
            key: "comment", "unknown field 'comment' in session"),
        Case(
            "device", replacing: #""height":896,"#, with: #""height":896,"scael":2,"#,
            key: "scael", "unknown field 'scael' in device (did you mean 'scale'?)"),
        Case(
            "device.safeArea", replacing: #""bottom":34"#, with: #""bottm":34"#,
            key: "bottm", "unknown field 'bottm' in device.safeArea (did you mean 'bottom'?)"),
        Case(
            "scroll",
            replacing: #""additionalSafeArea":{"top":100}"#, with: #""additionalSafeAreaa":{"top":100}"#,
            key: "additionalSafeAreaa",
            "unknown field 'additionalSafeAreaa' in scroll (did you mean 'additionalSafeArea'?)"),
        Case(
            "scroll.content", replacing: #""spacing":0}}"#, with: #""spacing":0},"itemz":1}"#,
            key: "itemz", "unknown field 'itemz' in scroll.content (did you mean 'items'?)"),
        Case(
            "scroll.content.items", replacing: #""spacing":0"#, with: #""spacng":0"#,
            key: "spacng", "unknown field 'spacng' in scroll.content.items (did you mean 'spacing'?)"),
        Case(
            "scroll.inset", replacing: #""inset":{"top":0}"#, with: #""inset":{"topp":0}"#,
            key: "topp", "unknown field 'topp' in scroll.inset (did you mean 'top'?)"),
        Case(
            "scroll.additionalSafeArea", replacing: #"{"top":100}"#, with: #"{"Top":100}"#,
            key: "Top", "unknown field 'Top' in scroll.additionalSafeArea (did you mean 'top'?)"),
        Case(
            "scroll.paging", replacing: #""pageLength":88"#, with: #""pagelength":88"#,
            key: "pagelength", "unknown field 'pagelength' in scroll.paging (did you mean 'pageLength'?)"),
        Case(
            "header", replacing: #""minHeight":48"#, with: #""minHeigth":48"#,
            key: "minHeigth", "unknown field 'minHeigth' in header (did you mean 'minHeight'?)"),
        Case(
            "view",
            replacing: #""frame":[0,0,414,148],"#, with: #""frame":[0,0,414,148],"alhpa":1,"#,
            key: "alhpa", "unknown field 'alhpa' in views[1] 'header' (did you mean 'alpha'?)"),
        Case(
            "child view",
            replacing: #""frame":[8,52,44,44]"#, with: #""frame":[8,52,44,44],"hiden":true"#,
            key: "hiden", "unknown field 'hiden' in views[1].children[0] 'back' (did you mean 'hidden'?)"),
        // Found while adding update's insertSections: the elements of an array of objects other
        // than views (sections, scrolls, effects) were not looked into.
        Case(
            "a section of scroll.content.sections",
            [
                #"{"type":"session","device":{"width":414,"height":896},"#
                    + #""scroll":{"content":{"sections":[{"header":28,"rows":[44]},{"hedaer":28,"rows":[44]}]}}}"#
            ], key: "hedaer",
            "unknown field 'hedaer' in scroll.content.sections[1] (did you mean 'header'?)"),
        Case(
            "a scroll view of scrolls",
            [
                #"{"type":"session","device":{"width":414,"height":896},"#
                    + #""scroll":{"content":{"items":{"count":3,"length":44}}},"#
                    + #""scrolls":[{"id":"pager","frame":[0,0,100,100],"axs":"horizontal","#
                    + #""content":{"items":{"count":3,"length":100}}}],"#
                    + #""views":[{"id":"list","kind":"scroll","children":[{"id":"pager","kind":"scroll"}]}]}"#
            ], key: "axs", "unknown field 'axs' in scrolls[0] (did you mean 'axis'?)"),
        Case(
            "an inserted section of an update",
            [
                #"{"type":"session","device":{"width":414,"height":896},"#
                    + #""scroll":{"content":{"sections":[{"header":28,"rows":[44]}]}}}"#,
                #"{"type":"update","t":0,"insertSections":[{"at":0,"rows":[44],"foter":8}]}"#,
            ], key: "foter", "unknown field 'foter' in update.insertSections[0] (did you mean 'footer'?)"),
        Case(
            "touch, nothing close", event: touchLine("began", t: 0, extra: #","force":0.5"#), key: "force",
            "unknown field 'force' in touch"),
        Case(
            "touch", event: touchLine("began", t: 0, extra: #","ids":2"#), key: "ids",
            "unknown field 'ids' in touch (did you mean 'id'?)"),
        Case(
            "touch with a field of mark", event: touchLine("began", t: 0, extra: #","label":"x""#),
            key: "label",
            "unknown field 'label' in touch"),
        Case(
            "tap", event: #"{"type":"tap","t":0,"x":1,"y":2,"z":3}"#, key: "z", "unknown field 'z' in tap"),
        Case(
            "scroll event", event: #"{"type":"scroll","t":0,"dy":3,"dz":3}"#, key: "dz",
            "unknown field 'dz' in scroll (did you mean 'dx' or 'dy'?)"),
        Case(
            "frame", event: #"{"type":"frame","t":0,"seqq":1}"#, key: "seqq",
            "unknown field 'seqq' in frame (did you mean 'seq'?)"),
        Case(
            "frame with a field of tap", event: #"{"type":"frame","t":0,"x":1}"#, key: "x",
            "unknown field 'x' in frame"),
        Case(
            "frame, escaped key", event: #"{"type":"frame","t":0,"s\u0065qq":1}"#, key: #"s\u0065qq"#,
            "unknown field 'seqq' in frame (did you mean 'seq'?)"),
        Case(
            "update", event: #"{"type":"update","t":0,"delete":[0],"anchr":"visible"}"#, key: "anchr",
            "unknown field 'anchr' in update (did you mean 'anchor'?)"),
        Case(
            "expect", event: #"{"type":"expect","t":0,"that":{"scroll.offset.y":-148},"tolerence":0.01}"#,
            key: "tolerence", "unknown field 'tolerence' in expect (did you mean 'tolerance'?)"),
        Case(
            "expect.hit",
            event: #"{"type":"expect","t":0,"hit":{"x":30,"y":74,"target":"back","traget":"b"}}"#,
            key: "traget", "unknown field 'traget' in expect.hit (did you mean 'target'?)"),
        Case(
            "observe", event: #"{"type":"observe","t":0,"that":{"header.height":148},"thta":1}"#, key: "thta",
            "unknown field 'thta' in observe (did you mean 'that'?)"),
        Case(
            "mark", event: #"{"type":"mark","t":0,"label":"a","lable":"b"}"#, key: "lable",
            "unknown field 'lable' in mark (did you mean 'label'?)"),
    ]

    @Test(arguments: cases)
    func unknownFieldIsAWarningAtItsKey(_ example: Case) throws {
        let (fast, tree) = readBothWays(example.lines, path: path)
        let file = try fast.get()
        #expect(file.warnings == [example.warning])
        #expect(file.unknownFields == [example.warning])
        #expect(fast == tree)
        #expect(
            example.warning.description
                == "\(path):\(example.lines.count):\(example.warning.column): warning: \(example.message)")
    }

    /// The known fields of every place, all present: no warning (the lists match what the decoders
    /// read, which they check in debug builds).
    @Test func everyKnownFieldIsKnown() throws {
        let session =
            #"{"type":"session","format":"scrolltape","version":1,"#
            + #""device":{"name":"X","width":414,"height":896,"scale":3,"#
            + #""safeArea":{"top":1,"left":0,"bottom":1,"right":0}},"#
            + #""scroll":{"id":"list","frame":[0,0,414,896],"axis":"vertical","#
            + #""content":{"items":{"count":4,"length":88,"spacing":1,"leading":2,"trailing":3}},"#
            + #""inset":{"top":0,"left":0,"bottom":0,"right":0},"#
            + #""additionalSafeArea":{"top":0,"left":0,"bottom":0,"right":0},"insetAdjustment":"never","#
            + #""scrollEnabled":true,"scrollsToTop":true,"showsIndicator":true,"#
            + #""bounces":true,"alwaysBounce":false,"deceleration":"fast","#
            + #""paging":{"pageLength":88,"velocityThreshold":100},"panSlop":10,"delaysContentTouches":true,"#
            + #""canCancelContentTouches":true,"touchDelay":0.15,"rubberBandCoefficient":0.55,"#
            + #""springAngularFrequency":10,"velocityWindow":0.1,"restDistance":0.5},"#
            + #""header":{"view":"header","behavior":"pinned","minHeight":48,"maxHeight":148,"#
            + #""ignoreOverscroll":true,"stretch":false},"#
            + #""views":[{"id":"list","kind":"scroll"},{"id":"header","kind":"view","frame":[0,0,414,148],"#
            + #""interactive":true,"control":false,"hidden":false,"alpha":1,"passThrough":"self","pin":"top","#
            + #""children":[]}],"expectFailures":[]}"#
        let events = [
            touchLine("began", t: 0, extra: #","seq":1"#),
            #"{"type":"touch","t":0.1,"seq":2,"phase":"ended","id":1,"x":2,"y":3}"#,
            #"{"type":"tap","t":0.2,"seq":3,"x":2,"y":3}"#,
            #"{"type":"scroll","t":0.3,"seq":4,"x":0,"y":0}"#,
            #"{"type":"scroll","t":0.3,"seq":5,"dx":0,"dy":1}"#,
            #"{"type":"frame","t":0.4,"seq":6}"#,
            #"{"type":"update","t":0.5,"seq":7,"delete":[0],"insert":[0],"anchor":"visible"}"#,
            #"{"type":"expect","t":0.6,"seq":8,"that":{"header.height":148},"tolerance":1,"#
                + #""hit":{"x":1,"y":1,"target":"header"}}"#,
            #"{"type":"observe","t":0.7,"seq":9,"that":{"header.height":148}}"#,
            #"{"type":"mark","t":0.8,"seq":10,"label":"end"}"#,
        ]
        let (fast, tree) = readBothWays([session] + events, path: path)
        #expect(try fast.get().warnings == [])
        #expect(fast == tree)
    }

    /// A recorder that adds the same fields to every line: one warning per place and key, at the
    /// first occurrence, with the number of other lines; the same whether the fast path or the
    /// tree-based decoder read each line (a key with an escape always goes to the tree).
    @Test func aFieldOnEveryLineIsOneWarningWithTheCountOfTheOthers() throws {
        var lines = [fullSession]
        for gesture in 0..<5_000 {
            let radius = gesture % 1_000 == 0 ? #","majorRadius":7"# : ""
            let force = gesture == 4_999 ? #","for\u0063e":0.5"# : #","force":0.5"#
            lines.append(touchLine("began", t: Double(gesture), extra: force + radius))
            lines.append(touchLine("ended", t: Double(gesture) + 0.5, extra: force))
        }
        let (fast, tree) = readBothWays(lines, path: path)
        let file = try fast.get()
        #expect(file.recording.events.count == 10_000)
        #expect(
            file.warnings == [
                Diagnostic(
                    path: path, line: 2, column: column(ofKey: "force", in: lines[1]), severity: .warning,
                    "unknown field 'force' in touch, and on 9999 more lines"),
                Diagnostic(
                    path: path, line: 2, column: column(ofKey: "majorRadius", in: lines[1]),
                    severity: .warning,
                    "unknown field 'majorRadius' in touch, and on 4 more lines"),
            ])
        #expect(fast == tree)
    }

    /// The same unknown field in several views is one warning naming the first view.
    @Test func aFieldInManyViewsIsOneWarning() throws {
        let line = session(
            replacing: #"{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,148],"#,
            with: #"{"id":"list","kind":"scroll","accessibilityLabel":"List"},"#
                + #"{"id":"header","accessibilityLabel":"Header","frame":[0,0,414,148],"#
        ).replacingOccurrences(
            of: #""kind":"button","#, with: #""kind":"button","accessibilityLabel":"Back","#)
        let (fast, tree) = readBothWays([line], path: path)
        #expect(
            try fast.get().warnings == [
                Diagnostic(
                    path: path, line: 1, column: column(ofKey: "accessibilityLabel", in: line),
                    severity: .warning,
                    "unknown field 'accessibilityLabel' in views[0] 'list', and in 2 more views")
            ])
        #expect(fast == tree)
    }

    /// However many different unknown fields there are, at most 64 are reported, then one note.
    @Test func manyDifferentFieldsAreBoundedWithANote() throws {
        let extras = (0..<100).map { #"{"type":"frame","t":\#($0),"extra\#($0)":1}"# }
        let (fast, tree) = readBothWays([fullSession] + extras, path: path)
        let warnings = try fast.get().warnings
        try #require(warnings.count == UnknownFieldLog.maximumEntries + 1)
        #expect(warnings[0].message == "unknown field 'extra0' in frame")
        #expect(warnings[63].message == "unknown field 'extra63' in frame")
        #expect(warnings.dropLast().allSatisfy { $0.severity == .warning })
        #expect(
            warnings.last
                == Diagnostic(
                    path: path, line: 66, column: column(ofKey: "extra64", in: extras[64]), severity: .note,
                    "more than 64 different unknown fields; no more are reported"))
        #expect(fast == tree)
    }

    /// A huge key is shown and told apart by its first 80 characters.
    @Test func longKeysAreShortened() throws {
        let long = String(repeating: "k", count: 200)
        let lines = [
            fullSession, #"{"type":"frame","t":0,"\#(long)":1}"#, #"{"type":"frame","t":1,"\#(long)x":1}"#,
        ]
        let (fast, tree) = readBothWays(lines, path: path)
        #expect(
            try fast.get().warnings.map(\.message) == [
                "unknown field '\(String(repeating: "k", count: 80))…' in frame, and on 1 more line"
            ])
        #expect(fast == tree)
    }

    /// Line by line (as `scrolltape record` reads): each warning once, when its line is read; a
    /// rejected line adds none.
    @Test(arguments: [true, false])
    func takeWarningsGivesEachNewWarningOnce(usesFastPath: Bool) throws {
        var reader = RecordingLineReader(path: "<stdin>", usesFastPath: usesFastPath)
        func read(_ line: String, _ number: Int) throws(Diagnostic) {
            var bytes = Array(line.utf8)
            _ = try bytes.withUnsafeMutableBufferPointer { buffer in
                Result { () throws(Diagnostic) in
                    try reader.read(UnsafeBufferPointer(buffer), number: number, isTerminated: true)
                }
            }.get()
        }
        func warning(_ line: Int, _ column: Int, _ message: String) -> Diagnostic {
            Diagnostic(path: "<stdin>", line: line, column: column, severity: .warning, message)
        }
        let sessionLine = session(replacing: #""version":1,"#, with: #""version":1,"app":"Demo","#)
        try read(sessionLine, 1)
        let app = warning(1, column(ofKey: "app", in: sessionLine), "unknown field 'app' in session")
        #expect(reader.takeWarnings() == [app])

        let began = touchLine("began", t: 0, extra: #","force":0.5"#)
        try read(began, 2)
        let force = warning(2, column(ofKey: "force", in: began), "unknown field 'force' in touch")
        #expect(reader.takeWarnings() == [force])
        try read(touchLine("moved", t: 0.1, extra: #","force":0.5"#), 3)
        #expect(reader.takeWarnings() == [])

        #expect(throws: Diagnostic.self) {
            try read(touchLine("moved", t: 0.2, id: 9, extra: #","pressure":1"#), 4)
        }
        #expect(reader.takeWarnings() == [])
        let ended = touchLine("ended", t: 0.3, extra: #","pressure":1"#)
        try read(ended, 5)
        let pressure = warning(5, column(ofKey: "pressure", in: ended), "unknown field 'pressure' in touch")
        #expect(reader.takeWarnings() == [pressure])
        #expect(reader.takeWarnings() == [])

        var counted = force
        counted.message += ", and on 1 more line"
        #expect(reader.unknownFieldWarnings == [app, counted, pressure])
    }

    /// The note about too many different fields comes once, with the line that overflowed.
    @Test func takeWarningsGivesTheNoteOnce() throws {
        var reader = RecordingLineReader(path: "<stdin>")
        var lines = [fullSession] + (0..<70).map { #"{"type":"frame","t":\#($0),"extra\#($0)":1}"# }
        lines.append(#"{"type":"frame","t":70,"extra0":1}"#)
        var taken: [[Diagnostic]] = []
        for (index, line) in lines.enumerated() {
            var bytes = Array(line.utf8)
            _ = try bytes.withUnsafeMutableBufferPointer { (buffer) throws(Diagnostic) in
                try reader.read(UnsafeBufferPointer(buffer), number: index + 1, isTerminated: true)
            }
            taken.append(reader.takeWarnings())
        }
        #expect(taken[1].map(\.message) == ["unknown field 'extra0' in frame"])
        #expect(taken[64].map(\.message) == ["unknown field 'extra63' in frame"])
        #expect(taken[65].map(\.severity) == [.note])
        #expect(taken[65].first?.line == 66)
        #expect(taken[66...].allSatisfy { $0.isEmpty })
    }

    /// Unknown fields do not change what is read: the `expect` keeps the default tolerance.
    @Test func unknownFieldsChangeNothingThatIsRead() throws {
        let plain = #"{"type":"expect","t":0,"that":{"scroll.offset.y":-148}}"#
        let misspelt = #"{"type":"expect","t":0,"that":{"scroll.offset.y":-148},"tolerence":0.01}"#
        let (withTypo, _) = readBothWays([fullSession, misspelt], path: path)
        let (without, _) = readBothWays([fullSession, plain], path: path)
        let events = try withTypo.get().recording.events
        #expect(events == (try without.get().recording.events))
        guard case .expect(let expectation) = events.first?.kind else {
            Issue.record("not an expect: \(events)")
            return
        }
        #expect(expectation.tolerance == Tolerance.expectation)
    }
}
