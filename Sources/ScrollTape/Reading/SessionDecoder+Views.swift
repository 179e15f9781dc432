import ScrollTapeCore

extension SessionDecoder {
    static func view(
        _ node: JSONNode, context: String, scrollFrames: [String: Rect], ids: inout Set<String>,
        location: LineLocation
    ) throws(Diagnostic) -> ViewSpec {
        let object = try ObjectDecoder(node, context: context, place: .view, location: location)
        guard let id = try identifier(object, "id") else { throw object.missing("id") }
        guard ids.insert(id).inserted else {
            throw object.error(at: object.value("id")!, "duplicate view id '\(id)'")
        }
        if let problem = hitPathProblem(id, scrollIDs: scrollFrames.keys) {
            throw object.error(at: object.value("id")!, problem)
        }
        let defaults = ViewSpec(id: id, frame: Rect(x: 0, y: 0, width: 0, height: 0))
        let kind = try object.choice("kind", ViewSpec.Kind.self) ?? defaults.kind
        let frame: Rect
        if kind == .scroll {
            // The scroll view's frame is its declaration's (`scroll` or `scrolls`); an undeclared one is
            // reported once the whole tree is read.
            frame = scrollFrames[id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        } else {
            guard let given = try object.frame("frame") else { throw object.missing("frame") }
            frame = given
        }
        var children: [ViewSpec] = []
        for (position, child) in (try object.array("children") ?? []).enumerated() {
            children.append(
                try view(
                    child, context: "\(context).children[\(position)]", scrollFrames: scrollFrames, ids: &ids,
                    location: location))
        }
        let interactive: Bool? =
            object.has("interactive") ? try object.bool("interactive", default: true) : nil
        let control: Bool? = object.has("control") ? try object.bool("control", default: false) : nil
        return ViewSpec(
            id: id, kind: kind, frame: frame, isInteractive: interactive, isControl: control,
            isHidden: try object.bool("hidden", default: defaults.isHidden),
            alpha: try object.number("alpha", default: defaults.alpha, in: 0...1),
            passThrough: try object.choice("passThrough", ViewSpec.PassThrough.self) ?? defaults.passThrough,
            pin: try object.choice("pin", ViewSpec.Pin.self) ?? defaults.pin,
            children: children)
    }

    /// Why view id `id` cannot be a view's, or nil: `<scroll id>.item.…` and `<scroll id>.section.…`
    /// are the names of a list's rows and section headers in hit-tests and state paths, so a view
    /// named so would be one name for two things.
    private static func hitPathProblem(_ id: String, scrollIDs: some Sequence<String>) -> String? {
        for scrollID in scrollIDs {
            for (part, names) in [("item", "a row"), ("section", "a section's header or footer")]
            where id.hasPrefix("\(scrollID).\(part).") {
                return "view id '\(id)' begins with '\(scrollID).\(part).', which names \(names) of the list "
                    + "'\(scrollID)' in hit-tests and state paths: give the view another id"
            }
        }
        return nil
    }

    /// A view id (or another name with its rules: an `expect` line's `code`): 1–64 characters of
    /// `A–Z a–z 0–9 _ . -`.
    static func identifier(_ object: ObjectDecoder, _ key: String, naming what: String = "id")
        throws(Diagnostic) -> String?
    {
        guard let id = try object.string(key) else { return nil }
        try checkIdentifier(id, at: object.value(key)!, in: object, naming: what)
        return id
    }

    /// Throws unless `id` (the string at `node` of `object`) is a name of 1–64 characters of
    /// `A–Z a–z 0–9 _ . -`.
    static func checkIdentifier(
        _ id: String, at node: JSONNode, in object: ObjectDecoder, naming what: String
    )
        throws(Diagnostic)
    {
        let allowed = id.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte == 0x2E || byte == 0x2D
        }
        guard allowed, (1...64).contains(id.utf8.count) else {
            throw object.error(
                at: node, "invalid \(what) '\(id)': use 1 to 64 characters of A-Z a-z 0-9 _ . -")
        }
    }

    static func allViews(_ views: [ViewSpec]) -> [ViewSpec] {
        views.flatMap { [$0] + allViews($0.children) }
    }

    /// Every view of `views` and their descendants by id (the first with an id; ids are unique by
    /// the time effects are read).
    static func viewsByID(_ views: [ViewSpec]) -> [String: ViewSpec] {
        Dictionary(allViews(views).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
