/// Small recordings written by the tests themselves.
enum Fixtures {
    /// An iPhone 11 collapsing-header screen (offset −148 at rest, header 48…148) with a back button;
    /// `fields` (`"conformanceTolerance":3`) are added to the session line's members.
    static func session(expectFailures: [String] = [], fields: String = "") -> String {
        var declared =
            expectFailures.isEmpty
            ? "" : #","expectFailures":["# + expectFailures.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        if !fields.isEmpty { declared += "," + fields }
        return #"{"type":"session","format":"scrolltape","version":1,"#
            + #""device":{"name":"iPhone 11","width":414,"height":896,"safeArea":{"top":48,"bottom":34}},"#
            + #""scroll":{"id":"list","content":{"items":{"count":40,"length":88}},"additionalSafeArea":{"top":100}},"#
            + #""header":{"view":"header","behavior":"collapsing","minHeight":48,"maxHeight":148},"#
            + #""views":[{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,148],"#
            + #""children":[{"id":"back","kind":"button","frame":[8,52,44,44]}]}]"# + declared + "}"
    }

    /// The session line (with `expectFailures` and `fields`) and `events`, each line ended by `\n`.
    static func recording(_ events: [String], expectFailures: [String] = [], fields: String = "") -> String {
        ([session(expectFailures: expectFailures, fields: fields)] + events).map { $0 + "\n" }.joined()
    }
}
