import ScrollTape
import ScrollTapeCore

/// A replay as one self-contained HTML page: the screen drawn at any index — device
/// outline and safe area, the session's views at their frames, the primary list's items in its
/// viewport, the header at its height (its subviews clipped to it), fingers as dots, the keyboard,
/// the scroll indicator while the list moves —
/// with a scrubber, play / pause at ¼×…4× real speed, the arrow keys to step, the state and its
/// diff at the index, the violations as links to their events, and `#index=N` in the URL. No
/// network: the data and the script are in the page.
///
/// Up to 20,000 events and `stateBytes` of states the state panel shows the whole state
/// at each index; beyond, its main values. Every index keeps its time, the list's offset, header
/// height, phase and velocity, so every event is reachable. The views' frames are kept at every
/// index up to 20,000 events and at evenly spaced indices beyond (drawn from the nearest one
/// before). Frames, the other scroll views' offsets and fingers are kept as changes: the frames of
/// the views that moved since the last kept index, the offsets that changed, the fingers that came
/// down, moved or lifted. A view's frame is kept where scrolling does not move it (relative to
/// the innermost scroll view around it, less that one's offset; the page adds them back), so a
/// list that scrolls changes none of the frames of the views inside it, and the page grows with
/// what changes, not with views × events or fingers × events. Past `frameBytes` of frame changes
/// the page keeps no more frames and says so (`FramesCut`). The screen (device, frames, item
/// layouts) is kept again from each index where an event laid it out anew (a rotation, an update
/// of a list in sections), up to `screenBytes` of them (a long list updated often would otherwise
/// repeat its rows at every update); past that, an index is drawn on the last screen kept.
package enum HTMLPlayer {
    /// At most this many bytes of screens laid out anew (`screens`).
    static let screenBytes = 16 << 20
    /// At most this many bytes of whole states (`states`): past them the page shows the main values
    /// (a thousand fingers down make each state tens of kilobytes).
    static let stateBytes = 16 << 20

    /// One letter per phase in the page's data.
    static let phaseLetters: [ScrollState.Phase: String] = [
        .idle: "i", .tracking: "t", .dragging: "g", .decelerating: "d", .bouncing: "b", .snapping: "s",
    ]

    /// At most this many indices keep the views' frames.
    static let frameSamples = 20_000
    /// At most this many bytes of the views' frame changes (`frames`): past them the page keeps no
    /// more frames and says so (`FramesCut`). About 1.5 million changes of a view's frame within
    /// its superview or scroll view (a list that scrolls changes none of the frames inside it).
    package static let frameBytes = 48 << 20

    /// The page for `recording` replayed with the app's code `code`; `title` names it (e.g. the
    /// file's name).
    package static func html(_ recording: Recording, title: String, code: AppCode = AppCode()) -> String {
        page(recording, title: title, code: code).html
    }

    /// The page for `recording` replayed with the app's code `code`, titled `title`, and where it
    /// stopped keeping the views' frames to stay within `frameBytes` (nil: it has them all; the
    /// page says so as well).
    package static func page(
        _ recording: Recording, title: String, code: AppCode = AppCode(),
        frameBytes: Int = HTMLPlayer.frameBytes
    ) -> (html: String, cut: FramesCut?) {
        let (data, cut) = collected(recording, title: title, code: code, frameBytes: frameBytes)
        let escapedTitle = XMLText.escaped(title, inAttribute: false)
        // The template is split at its one data marker before the title goes in, so a title that
        // reads "@DATA@" stays a title.
        let parts = page.components(separatedBy: "@DATA@")
        let pieces = parts.map { $0.replacingOccurrences(of: "@TITLE@", with: escapedTitle) }
        return (pieces.joined(separator: scriptSafe(data)), cut)
    }

    /// `json` with every `</` written `<\/`, so that the page's `<script>` element does not end
    /// inside the data: one pass over the bytes (the data of a large recording is tens of
    /// megabytes, where Foundation's `replacingOccurrences` converts it to UTF-16 and back).
    static func scriptSafe(_ json: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count + 64)
        var previous: UInt8 = 0
        for byte in json.utf8 {
            if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "<") { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The replay's data as one JSON object.
    static func collect(_ recording: Recording, title: String, code: AppCode = AppCode()) -> String {
        collected(recording, title: title, code: code).json
    }

    /// The replay's data as one JSON object, and where it stopped keeping the views' frames to
    /// stay within `frameBytes` of them.
    ///
    /// What it holds while it works is what the page holds (plus one state of the replay and one
    /// frame per view): every list is kept as its changes, never views × events.
    static func collected(
        _ recording: Recording, title: String, code: AppCode = AppCode(),
        frameBytes: Int = HTMLPlayer.frameBytes
    ) -> (json: String, cut: FramesCut?) {
        let scene = recording.scene
        let count = recording.events.count
        let stride = max(1, (count + 1 + frameSamples - 1) / frameSamples)
        // Every view but the primary list (drawn from its offset and items), in tree order.
        let listID = scene.scroll.id
        var t: [String] = []
        /// The primary list's offset along its axis at every index; the other scroll views' as
        /// changes: [index, [[scroll, offset]…]], scrolls numbered as in "scrolls".
        var offsets: [String] = []
        var scrollOffsets: [String] = []
        var lastOffsets: [Double] = []
        var heights: [String] = []
        var velocities: [String] = []
        var phases = ""
        var itemCounts: [String] = []
        var touches: [String] = []
        var violations: [String] = []
        var marks: [String] = []
        var events: [String] = []
        /// The whole state at every index, for recordings up to `frameSamples` events.
        var states: [String] = []
        var statesSize = 0
        var keepsStates = count < frameSamples
        /// The fingers down at the last index, by id.
        var lastTouches: [Int: Point] = [:]
        var keyboards: [String] = []
        var lastKeyboard: KeyboardState?
        var lastItemCount = -1
        var otherCounts: [String] = []
        var lastOtherCounts: [Int]?
        /// `[index, {screen}]` from each index where an event laid the screen out anew (a
        /// `safeArea` event, an `update` of a list in sections).
        var screens: [String] = []
        var lastScene: ObjectIdentifier?
        var screensSize = 0
        /// `[index, x, y]`: the primary list's window origin, from each index where it moved.
        var listOrigins: [String] = []
        var lastListOrigin: Point?
        var frames = FrameChanges(listID: listID, budget: frameBytes)
        var replay = Replay(recording, code: code)
        func sample(_ world: World) {
            let index = world.index
            t.append(number(world.t))
            if keepsStates {
                let state = StateProjection(world, violations: replay.violationCount).value.jsonText
                statesSize += state.utf8.count
                if statesSize > stateBytes {
                    keepsStates = false
                    states = []
                } else {
                    states.append(state)
                }
            }
            offsets.append(number(world.scrollViews.primary.axisOffset))
            var movedScrolls: [String] = []
            for (position, machine) in world.scrollViews.further.enumerated() {
                let offset = machine.axisOffset
                if position >= lastOffsets.count {
                    lastOffsets.append(offset)
                } else if lastOffsets[position] == offset || (offset.isNaN && lastOffsets[position].isNaN) {
                    continue
                }
                lastOffsets[position] = offset
                movedScrolls.append("[\(position + 1),\(number(offset))]")
            }
            if !movedScrolls.isEmpty {
                scrollOffsets.append("[\(index),[\(movedScrolls.joined(separator: ","))]]")
            }
            heights.append(world.header.map { number($0.height) } ?? "null")
            velocities.append(number(world.scrollViews.primary.axisVelocity))
            phases += phaseLetters[world.scroll.phase] ?? "?"
            if world.itemCount != lastItemCount {
                lastItemCount = world.itemCount
                let metrics = world.metrics
                itemCounts.append(
                    "[\(index),\(world.itemCount),\(number(metrics.lowerBound)),\(number(metrics.upperBound))]"
                )
            }
            let others = world.scrollViews.further.map(\.itemCount)
            if others != lastOtherCounts {
                lastOtherCounts = others
                otherCounts.append("[\(index),[\(others.map(String.init).joined(separator: ","))]]")
            }
            if world.screen.identity != lastScene {
                if lastScene != nil, screensSize < screenBytes {
                    let screen = "[\(index),{\(screenJSON(world.scene))}]"
                    screensSize += screen.utf8.count
                    screens.append(screen)
                }
                lastScene = world.screen.identity
                let frame = world.scene.scroll.frame
                let origin = Point(x: frame.x, y: frame.y)
                if origin != lastListOrigin {
                    lastListOrigin = origin
                    listOrigins.append("[\(index),\(number(origin.x)),\(number(origin.y))]")
                }
            }
            // Fingers as changes: [index, [[id, x, y] came down or moved…], [id lifted…]].
            var moved: [String] = []
            var down: [Int: Point] = [:]
            for touch in world.touches {
                down[touch.id] = touch.location
                if lastTouches[touch.id] != touch.location {
                    moved.append("[\(touch.id),\(number(touch.location.x)),\(number(touch.location.y))]")
                }
            }
            let lifted = lastTouches.keys.filter { down[$0] == nil }.sorted()
            if !moved.isEmpty || !lifted.isEmpty {
                touches.append(
                    "[\(index),[\(moved.joined(separator: ","))],[\(lifted.map(String.init).joined(separator: ","))]]"
                )
                lastTouches = down
            }
            if world.keyboard != lastKeyboard {
                lastKeyboard = world.keyboard
                let keyboard = world.keyboard
                keyboards.append(
                    "[\(index),\(number(keyboard?.change.height ?? 0)),\(number(keyboard?.shownAt ?? world.t)),"
                        + "\(number(keyboard?.change.duration ?? 0))]")
            }
            // One walk of the view tree per kept index.
            if index % stride == 0 { frames.record(world) }
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
            switch event.kind {
            case .mark(let label): marks.append("[\(index),\(jsonString(label))]")
            case .call(let name): marks.append("[\(index),\(jsonString("the app's call " + name))]")
            default: break
            }
        }
        let screen = screenJSON(scene)
        let header =
            scene.header.map {
                "{\"view\":\(jsonString($0.viewID)),\"min\":\(number($0.minHeight)),\"max\":\(number($0.maxHeight))}"
            } ?? "null"
        // Each view with its kind, whether it is inside the header (drawn clipped to it), and the
        // innermost scroll view around it ("in", numbered as in "scrolls"), whose origin its frame
        // is relative to.
        var views: [String] = []
        let scrollNumbers = Dictionary(
            scene.allScrolls.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        func describe(_ view: ViewSpec, insideHeader: Bool, scroll: Int?) {
            if view.id != listID {
                views.append(
                    "{\"id\":\(jsonString(view.id)),\"kind\":\(jsonString(view.kind.rawValue))"
                        + (insideHeader ? ",\"inHeader\":true" : "") + (scroll.map { ",\"in\":\($0)" } ?? "")
                        + "}")
            }
            let isHeader = view.id == scene.header?.viewID
            let inner = view.kind == .scroll ? scrollNumbers[view.id] ?? scroll : scroll
            for child in view.children {
                describe(child, insideHeader: insideHeader || isHeader, scroll: inner)
            }
        }
        for view in scene.views { describe(view, insideHeader: false, scroll: nil) }
        let cut = frames.cut
        let notice = cut.map { jsonString($0.message) } ?? "null"
        return (
            """
            {"title":\(jsonString(title)),"count":\(count),\(screen),"screens":[\(screens.joined(separator: ","))],\
            "scrolls":[\(scene.allScrolls.map { jsonString($0.id) }.joined(separator: ","))],\
            "axes":[\(scene.allScrolls.map { jsonString($0.axis.rawValue) }.joined(separator: ","))],\
            "otherCounts":[\(otherCounts.joined(separator: ","))],\
            "header":\(header),"views":[\(views.joined(separator: ","))],\
            "t":[\(t.joined(separator: ","))],"offsets":[\(offsets.joined(separator: ","))],\
            "scrollOffsets":[\(scrollOffsets.joined(separator: ","))],"listOrigins":[\(listOrigins.joined(separator: ","))],\
            "heights":[\(heights.joined(separator: ","))],"velocities":[\(velocities.joined(separator: ","))],\
            "phases":\(jsonString(phases)),"itemCounts":[\(itemCounts.joined(separator: ","))],\
            "touches":[\(touches.joined(separator: ","))],"frames":[\(frames.json)],\
            "keyboards":[\(keyboards.joined(separator: ","))],\
            "violations":[\(violations.joined(separator: ","))],"marks":[\(marks.joined(separator: ","))],\
            "framesEnd":\(cut.map { String($0.lastIndex) } ?? "null"),"notice":\(notice),\
            "events":[\(events.joined(separator: ","))],"states":[\(states.joined(separator: ","))]}
            """, cut
        )
    }

    /// What the page draws of the screen of `scene`: `"device"` (its size and safe
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
                    $0, safeArea: scene.safeArea(of: scroll),
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
            "layouts":[\(scene.allScrolls.map { layoutJSON($0, safeArea: scene.safeArea(of: $0)) }.joined(separator: ","))]
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

    /// `[view, x, y, width, height]`.
    static func rect(_ view: Int, _ frame: Rect) -> String {
        "[\(view),\(number(frame.x)),\(number(frame.y)),\(number(frame.width)),\(number(frame.height))]"
    }

    /// A number with up to four decimals (what the page shows and draws); null when not finite.
    static func number(_ value: Double) -> String {
        value.isFinite ? formatNumber(value, decimals: 4) : "null"
    }

    private static func jsonString(_ text: String) -> String {
        Value.string(text).jsonText
    }
}
