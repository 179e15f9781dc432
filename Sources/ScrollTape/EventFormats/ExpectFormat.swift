import ScrollTapeCore

/// An `expect` line: an assertion written into the recording, `that` (state path → value, within
/// `tolerance`) and/or `hit` (the hit-test `target` at `x`, `y`).
enum ExpectFormat: EventFormat {
    static let fields = EventFields(
        ["that", "tolerance", "hit", "code"], objects: ["hit": EventFields.Object(["x", "y", "target"])])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        let that = try line.object("that")
        var hit: HitExpectation?
        if let hitObject = try line.object("hit") {
            let target = try hitObject.requiredString("target")
            if let problem = hitTargetProblem(target, in: session.scene) {
                throw hitObject.error(at: hitObject.value("target")!, problem)
            }
            hit = HitExpectation(point: try EventDecoder.point(hitObject), target: target)
        }
        guard that != nil || hit != nil else {
            throw line.error(at: line.node, "expect event needs 'that' (state values) or 'hit' (a hit-test)")
        }
        return .expect(
            Expectation(
                values: try that.map { (that) throws(Diagnostic) in
                    try EventDecoder.values(that, session: session)
                } ?? [],
                tolerance: try line.number("tolerance", default: Tolerance.expectation, in: Limits.size),
                hit: hit, code: try SessionDecoder.identifier(line, "code", naming: "code name")))
    }

    /// Why `target` can be no hit-test target of `scene`, or nil: a target is `window`, a view's
    /// id, `<scroll id>.item.<N>` of a list of rows or `<scroll id>.section.<N>.header` (`.footer`)
    /// of a list in sections. A misspelt id is found when the recording is read, as a misspelt
    /// state path is; a row or section past the list's end is the `expect`'s to report, as updates
    /// change how many there are.
    static func hitTargetProblem(_ target: String, in scene: Scene) -> String? {
        if target == "window" || scene.view(withID: target) != nil { return nil }
        for scroll in scene.allScrolls {
            let prefix = scroll.id + "."
            guard target.hasPrefix(prefix) else { continue }
            let parts = target.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            let isIndex = { (part: Substring) in
                !part.isEmpty && part.allSatisfy(\.isASCII) && Int(part) != nil && !part.hasPrefix("-")
                    && !part.hasPrefix("+")
            }
            if parts.count == 2, parts[0] == "item", isIndex(parts[1]) {
                guard scroll.content.hasItems else {
                    return "hit target '\(target)' names a row, but '\(scroll.id)' has no rows (its content "
                        + "is a size): name the scroll view '\(scroll.id)' itself"
                }
                return nil
            }
            if parts.count == 3, parts[0] == "section", isIndex(parts[1]),
                parts[2] == "header" || parts[2] == "footer"
            {
                guard case .sections = scroll.content else {
                    return "hit target '\(target)' names a section \(parts[2]), but '\(scroll.id)' is not a "
                        + "list in sections: name a row ('\(scroll.id).item.<N>') or the scroll view"
                }
                return nil
            }
        }
        let ids = ["window"] + scene.allViewIDs
        let suggestion = Spelling.didYouMean(target, among: ids).map { " (\($0))" } ?? ""
        return "hit target '\(target)' is not in the scene\(suggestion): a target is 'window', a view id, "
            + "'<scroll id>.item.<N>' or '<scroll id>.section.<N>.header' (or '.footer')"
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .expect(let expectation) = kind else { return }
        if !expectation.values.isEmpty { members.append("that", .object(expectation.values)) }
        if expectation.tolerance != Tolerance.expectation {
            members.append("tolerance", expectation.tolerance)
        }
        if let hit = expectation.hit {
            members.append(
                "hit",
                .object([
                    .init("x", .number(hit.point.x)), .init("y", .number(hit.point.y)),
                    .init("target", .string(hit.target)),
                ]))
        }
        if let code = expectation.code { members.append("code", .string(code)) }
    }
}
