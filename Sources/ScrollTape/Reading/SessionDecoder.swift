import ScrollTapeCore

/// Decodes the session line into a `Scene`, applying every default.
package struct SessionDecoder {
    package let scene: Scene
    /// The state paths `expect`/`observe` may name.
    let stateSchema: StateSchema

    init(_ node: JSONNode, location: LineLocation) throws(Diagnostic) {
        let line = try ObjectDecoder(node, context: "the session line", place: .session, location: location)
        let typeNode = try line.required("type")
        guard typeNode.stringValue == "session" else {
            let found = typeNode.stringValue.map { "a '\($0)' event" } ?? typeNode.typeName
            throw line.error(
                at: typeNode, "line 1 must be the session line with \"type\":\"session\", found \(found)")
        }
        if let format = line.value("format"), format.stringValue != "scrolltape" {
            throw line.error(at: format, "'format' must be \"scrolltape\"")
        }
        if let version = line.value("version"), version.intValue != 1 {
            throw line.error(at: version, "unsupported format version (this reader reads version 1)")
        }

        guard let deviceObject = try line.object("device") else { throw line.missing("device") }
        let device = try Self.device(deviceObject)
        guard let scrollObject = try line.object("scroll") else { throw line.missing("scroll") }
        let scroll = try Self.scroll(scrollObject, device: device, isPrimary: true)
        var scrolls: [ScrollConfiguration] = []
        var scrollIDs: Set = [scroll.id]
        for (position, element) in (try line.array("scrolls") ?? []).enumerated() {
            let object = try ObjectDecoder(
                element, context: "scrolls[\(position)]", place: .scroll, location: location)
            let other = try Self.scroll(object, device: device, isPrimary: false)
            guard scrollIDs.insert(other.id).inserted else {
                throw object.error(at: object.value("id")!, "duplicate scroll view id '\(other.id)'")
            }
            scrolls.append(other)
        }
        let scrollFrames = Dictionary(uniqueKeysWithValues: ([scroll] + scrolls).map { ($0.id, $0.frame) })

        var views: [ViewSpec]
        var ids: Set<String> = []
        if let elements = try line.array("views") {
            views = []
            for (position, element) in elements.enumerated() {
                views.append(
                    try Self.view(
                        element, context: "views[\(position)]", scrollFrames: scrollFrames, ids: &ids,
                        location: location))
            }
        } else {
            views = [ViewSpec(id: scroll.id, kind: .scroll, frame: scroll.frame)]
            ids.insert(scroll.id)
        }
        try Self.checkScrollViews(views, scroll: scroll, scrolls: scrolls, line: line, node: node)

        var header: HeaderConfiguration?
        if let headerObject = try line.object("header") {
            header = try Self.header(headerObject, device: device, views: views)
        }

        var expectedFailures: [InvariantName] = []
        for (name, element) in try Self.strings(line, "expectFailures", listing: "invariant names") {
            guard let invariant = InvariantName.builtIn(named: name) else {
                let names = InvariantName.allBuiltIn.map(\.rawValue)
                let hint =
                    Spelling.didYouMean(name, among: names) ?? "known: \(names.joined(separator: ", "))"
                throw line.error(at: element, "unknown invariant '\(name)' in expectFailures (\(hint))")
            }
            if !expectedFailures.contains(invariant) { expectedFailures.append(invariant) }
        }

        var effects: [EffectConfiguration] = []
        let viewsByID = Self.viewsByID(views)
        for (position, element) in (try line.array("effects") ?? []).enumerated() {
            let object = try ObjectDecoder(
                element, context: "effects[\(position)]", place: .effect, location: location)
            effects.append(
                try EffectDecoder.effect(
                    object, scroll: scroll, scrolls: scrolls, views: views, viewsByID: viewsByID,
                    effects: effects))
        }

        scene = Scene(
            device: device, scroll: scroll, scrolls: scrolls, header: header, views: views, effects: effects,
            expectedFailures: expectedFailures,
            conformanceTolerance: try line.number("conformanceTolerance", in: Limits.size),
            calls: try Self.calls(line))
        stateSchema = StateSchema(scene: scene)
    }

    /// `calls`: the names of the app's own moments (`call` events), each a name as a view id is,
    /// none twice.
    private static func calls(_ line: ObjectDecoder) throws(Diagnostic) -> [String] {
        var calls: [String] = []
        for (name, element) in try strings(line, "calls", listing: "the names of the app's calls") {
            try checkIdentifier(name, at: element, in: line, naming: "call name")
            guard !calls.contains(name) else {
                throw line.error(at: element, "'\(name)' is listed twice in calls")
            }
            calls.append(name)
        }
        return calls
    }

    /// The strings of the array `key` of the session line (none when absent), each with its node;
    /// an element that is not a string is an error: "KEY must list WHAT (strings)".
    private static func strings(_ line: ObjectDecoder, _ key: String, listing what: String)
        throws(Diagnostic) -> [(String, JSONNode)]
    {
        var strings: [(String, JSONNode)] = []
        for element in try line.array(key) ?? [] {
            guard let string = element.stringValue else {
                throw line.error(at: element, "\(key) must list \(what) (strings), found \(element.typeName)")
            }
            strings.append((string, element))
        }
        return strings
    }

    private static func device(_ object: ObjectDecoder) throws(Diagnostic) -> Device {
        let width = try object.requiredNumber("width", in: 1...100_000)
        let height = try object.requiredNumber("height", in: 1...100_000)
        let defaults = Device(width: width, height: height)
        let device = Device(
            name: try object.string("name") ?? defaults.name,
            width: width, height: height,
            scale: try object.number("scale", default: defaults.scale, in: 0.1...10),
            safeArea: try object.insets("safeArea", in: Limits.size),
            statusBar: try object.number("statusBar", in: Limits.size))
        if let problem = device.safeAreaProblem, let node = object.value("safeArea") {
            throw object.error(at: node, "'safeArea' in \(object.context) \(problem)")
        }
        return device
    }

}
