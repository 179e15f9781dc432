import ScrollTape
import ScrollTapeCore

/// A replay as one self-contained HTML page (SPEC §10): the screen drawn at any index — device
/// outline and safe area, the session's views at their frames, the primary list's items in its
/// viewport, the header at its height, fingers as dots, the scroll indicator while the list moves —
/// with a scrubber, play / pause at ¼×…4× real speed, the arrow keys to step, the state and its
/// diff at the index, the violations as links to their events, and `#index=N` in the URL. No
/// network: the data and the script are in the page.
///
/// Up to 20,000 events the state panel shows the whole state (SPEC §2) at each index; beyond, its
/// main values. Every index keeps its time, offsets, header height, phase and velocity, so every event is
/// reachable; the views' frames are kept at every index up to 20,000 events and at evenly spaced
/// indices beyond (drawn from the nearest one before), so a million events stay a few tens of
/// megabytes. The screen (device, frames, item layouts) is kept again from each index where an
/// event laid it out anew (a rotation, an update of a list in sections), up to `screenBytes` of
/// them (a long list updated often would otherwise repeat its rows at every update); past that,
/// an index is drawn on the last screen kept.
public enum HTMLPlayer {
    /// At most this many bytes of screens laid out anew (`screens`).
    static let screenBytes = 16 << 20

    /// One letter per phase in the page's data.
    static let phaseLetters: [ScrollState.Phase: String] = [
        .idle: "i", .tracking: "t", .dragging: "g", .decelerating: "d", .bouncing: "b", .snapping: "s",
    ]

    /// At most this many indices keep the views' frames.
    static let frameSamples = 20_000

    /// The page for `recording`; `title` names it (e.g. the file's name).
    public static func html(_ recording: Recording, title: String) -> String {
        let data = collect(recording, title: title)
        return page.replacingOccurrences(of: "@TITLE@", with: XMLText.escaped(title, inAttribute: false))
            .replacingOccurrences(of: "@DATA@", with: data.replacingOccurrences(of: "</", with: "<\\/"))
    }

    /// The replay's data as one JSON object.
    static func collect(_ recording: Recording, title: String) -> String {
        let scene = recording.scene
        let count = recording.events.count
        let stride = max(1, (count + 1 + frameSamples - 1) / frameSamples)
        // Every view but the primary list (drawn from its offset and items).
        let viewIDs = scene.allViewIDs.filter { $0 != scene.scroll.id }
        var t: [String] = []
        var offsets: [[String]] = Array(repeating: [], count: scene.allScrolls.count)
        var heights: [String] = []
        var velocities: [String] = []
        var phases = ""
        var itemCounts: [String] = []
        var touches: [String] = []
        var frames: [String] = []
        var violations: [String] = []
        var marks: [String] = []
        var events: [String] = []
        /// The whole state (SPEC §2) at every index, for recordings up to `frameSamples` events.
        var states: [String] = []
        var lastTouches = ""
        var lastItemCount = -1
        var otherCounts: [String] = []
        var lastOtherCounts = ""
        /// `[index, {screen}]` from each index where an event laid the screen out anew (a
        /// `safeArea` event, an `update` of a list in sections).
        var screens: [String] = []
        var lastScene: ObjectIdentifier?
        var screensSize = 0
        var replay = Replay(recording)
        func sample(_ world: World) {
            let index = world.index
            t.append(number(world.t))
            if count < frameSamples { states.append(world.state.jsonText) }
            for scroll in offsets.indices {
                offsets[scroll].append(number(world.axisOffset(ofScroll: scroll)))
            }
            heights.append(world.header.map { number($0.height) } ?? "null")
            velocities.append(number(world.axisVelocity(ofScroll: 0)))
            phases += phaseLetters[world.scroll.phase] ?? "?"
            if world.itemCount != lastItemCount {
                lastItemCount = world.itemCount
                let metrics = world.metrics
                itemCounts.append(
                    "[\(index),\(world.itemCount),\(number(metrics.lowerBound)),\(number(metrics.upperBound))]"
                )
            }
            let others = (1..<max(1, world.scrollViewCount)).map { String(world.itemCount(ofScroll: $0)) }
                .joined(separator: ",")
            if others != lastOtherCounts {
                lastOtherCounts = others
                otherCounts.append("[\(index),[\(others)]]")
            }
            if world.sceneIdentity != lastScene {
                if lastScene != nil, screensSize < screenBytes {
                    let screen = "[\(index),{\(screenJSON(world.scene))}]"
                    screensSize += screen.utf8.count
                    screens.append(screen)
                }
                lastScene = world.sceneIdentity
            }
            let down = world.touches.map { "[\($0.id),\(number($0.location.x)),\(number($0.location.y))]" }
                .joined(separator: ",")
            if down != lastTouches {
                lastTouches = down
                touches.append("[\(index),[\(down)]]")
            }
            if index % stride == 0 {
                let geometry = world.geometry
                let rects = viewIDs.map { id in
                    geometry.windowFrame(of: id).map {
                        "[\(number($0.x)),\(number($0.y)),\(number($0.width)),\(number($0.height))]"
                    } ?? "null"
                }
                frames.append("[\(index),[\(rects.joined(separator: ","))]]")
            }
        }
        sample(replay.world)
        while !replay.isAtEnd {
            let event = recording.events[replay.world.index]
            let found = replay.step()
            let index = replay.world.index
            sample(replay.world)
            if count <= 200_000 { events.append(jsonString(event.jsonLine)) }
            for violation in found {
                violations.append(
                    "[\(index),\(jsonString(violation.invariant.rawValue)),\(jsonString(violation.message))]")
            }
            if case .mark(let label) = event.kind { marks.append("[\(index),\(jsonString(label))]") }
        }
        let screen = screenJSON(scene)
        let header =
            scene.header.map {
                "{\"view\":\(jsonString($0.viewID)),\"min\":\(number($0.minHeight)),\"max\":\(number($0.maxHeight))}"
            } ?? "null"
        let views = viewIDs.map { id in
            let view = scene.view(withID: id)
            return "{\"id\":\(jsonString(id)),\"kind\":\(jsonString(view?.kind.rawValue ?? "view"))}"
        }
        return """
            {"title":\(jsonString(title)),"count":\(count),\(screen),"screens":[\(screens.joined(separator: ","))],\
            "scrolls":[\(scene.allScrolls.map { jsonString($0.id) }.joined(separator: ","))],"otherCounts":[\(otherCounts.joined(separator: ","))],\
            "header":\(header),"views":[\(views.joined(separator: ","))],\
            "t":[\(t.joined(separator: ","))],"offsets":[\(offsets.map { "[\($0.joined(separator: ","))]" }.joined(separator: ","))],\
            "heights":[\(heights.joined(separator: ","))],"velocities":[\(velocities.joined(separator: ","))],\
            "phases":\(jsonString(phases)),"itemCounts":[\(itemCounts.joined(separator: ","))],\
            "touches":[\(touches.joined(separator: ","))],"frames":[\(frames.joined(separator: ","))],\
            "violations":[\(violations.joined(separator: ","))],"marks":[\(marks.joined(separator: ","))],\
            "events":[\(events.joined(separator: ","))],"states":[\(states.joined(separator: ","))]}
            """
    }

    /// What the page draws of the screen of `scene` (SPEC §10): `"device"` (its size and safe
    /// area), `"scroll"` (the primary list's frame, items, indicator track and extent) and
    /// `"layouts"` (every scroll view's items), as members of the data object. The page has them
    /// for the session's screen, and again (`screens`) from each index where a `safeArea` event
    /// changed it.
    static func screenJSON(_ scene: Scene) -> String {
        let device = scene.device
        let scroll = scene.scroll
        var layout = "null"
        if case .items(let items) = scroll.content {
            layout =
                "{\"leading\":\(number(items.leading)),\"length\":\(number(items.length)),"
                + "\"spacing\":\(number(items.spacing))}"
        }
        // The scroll indicator's track: along the trailing edge (vertical) or the bottom, inside
        // the indicator insets (as given, else the adjusted content inset's).
        let frame =
            scroll.frame.width == 0 && scroll.frame.height == 0
            ? Rect(x: 0, y: 0, width: device.width, height: device.height) : scroll.frame
        let initial = ScrollMetrics(scene: scene, itemCount: scroll.initialItemCount)
        let inset =
            scroll.indicatorInset.map {
                scroll.adjusted(
                    $0, safeArea: device.safeArea,
                    contentSize: Size(width: initial.contentWidth, height: initial.contentHeight))
            }
            ?? initial.adjustedInset
        let track =
            scroll.axis == .vertical
            ? "[\(number(frame.maxX - 3.5)),\(number(frame.y + inset.top)),\(number(frame.maxY - inset.bottom))]"
            : "[\(number(frame.maxY - 3.5)),\(number(frame.x + inset.left)),\(number(frame.maxX - inset.right))]"
        let safe = device.safeArea
        return """
            "device":{"name":\(jsonString(device.name)),"width":\(number(device.width)),"height":\(number(device.height)),\
            "safeArea":[\(number(safe.top)),\(number(safe.left)),\(number(safe.bottom)),\(number(safe.right))]},\
            "scroll":{"id":\(jsonString(scroll.id)),"axis":\(jsonString(scroll.axis.rawValue)),\
            "frame":[\(number(scroll.frame.x)),\(number(scroll.frame.y)),\(number(scroll.frame.width)),\(number(scroll.frame.height))],\
            "items":\(layout),"track":\(track),"extent":\(number(initial.viewportExtent))},\
            "layouts":[\(scene.allScrolls.map { layoutJSON($0, safeArea: device.safeArea) }.joined(separator: ","))]
            """
    }

    /// A scroll view's axis and item layout (null without items): equal items, or sections as
    /// `[header, footer, [row lengths]]` with the style and where a plain list pins their headers
    /// (the adjusted inset's leading and trailing edges along the axis).
    private static func layoutJSON(_ scroll: ScrollConfiguration, safeArea: EdgeInsets) -> String {
        let axis = "{\"axis\":\(jsonString(scroll.axis.rawValue)),"
        switch scroll.content {
        case .size:
            return "null"
        case .items(let items):
            return axis + "\"leading\":\(number(items.leading)),"
                + "\"length\":\(number(items.length)),\"spacing\":\(number(items.spacing))}"
        case .sections(let layout):
            let inset = ScrollMetrics(scroll, safeArea: safeArea, itemCount: layout.rowCount).adjustedInset
            let sections = layout.sections.map { section in
                "[\(number(section.header)),\(number(section.footer)),[\(section.rows.map(number).joined(separator: ","))]]"
            }
            return axis + "\"style\":\(jsonString(layout.style.rawValue)),"
                + "\"pin\":[\(number(inset.leading(scroll.axis))),\(number(inset.trailing(scroll.axis)))],"
                + "\"sections\":[\(sections.joined(separator: ","))]}"
        }
    }

    /// A number with up to four decimals (what the page shows and draws).
    private static func number(_ value: Double) -> String {
        value.isFinite ? formatNumber(value, decimals: 4) : "null"
    }

    private static func jsonString(_ text: String) -> String {
        Value.string(text).jsonText
    }
}
