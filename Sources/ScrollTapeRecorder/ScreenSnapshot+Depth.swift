import ScrollTape

extension ScreenSnapshot {
    /// The deepest view tree a recording holds: 31 levels (the window's subviews are level 1).
    /// The reader accepts JSON nested at most `JSONParser.defaultMaximumDepth` (64) deep, and a
    /// view at level *k* is an object at depth 2*k* + 1 whose `frame` array is at 2*k* + 2.
    package static let maximumViewDepth = (JSONParser.defaultMaximumDepth - 2) / 2

    /// The number of levels of `views` (0 without views).
    package var viewDepth: Int {
        views.map(Self.depth(of:)).max() ?? 0
    }

    /// Why the session line of this screen could not be read back, or nil: a view tree deeper than
    /// ``maximumViewDepth``, with the path to its deepest view (as the ids are before they are made
    /// valid).
    var viewDepthProblem: String? {
        let depth = viewDepth
        guard depth > Self.maximumViewDepth else { return nil }
        var path: [String] = []
        var level = views
        while let deepest = level.max(by: { Self.depth(of: $0) < Self.depth(of: $1) }) {
            path.append(deepest.id)
            level = deepest.children
        }
        let quoted = path.map { "'\(Diagnostic.oneLine($0))'" }
        let shown = quoted.count > 4 ? quoted.prefix(2) + ["…"] + quoted.suffix(2) : quoted[...]
        return "the screen's view tree is \(depth) levels deep (\(shown.joined(separator: " > "))), "
            + "but a recording holds at most \(Self.maximumViewDepth) (JSON nested at most "
            + "\(JSONParser.defaultMaximumDepth) deep): snapshot the views a touch can reach, leaving out "
            + "containers that only wrap one another"
    }

    private static func depth(of view: RecordedView) -> Int {
        1 + (view.children.map(depth(of:)).max() ?? 0)
    }
}
