import ScrollTapeCore

/// Plausible gestures on a scene, drawn from a seed (SPEC §11): drags at finger speeds, flicks,
/// pulls past the edges, taps on controls and items, touches on the header, a second finger,
/// touches while the list still moves, app and wheel scrolls, animated programmatic scrolls and
/// status bar taps, the keyboard coming and going and the screen turning (on screens whose recording
/// shows them), and
/// deletions or insertions above the viewport, with idle frames between them.
///
/// The generator follows its own events with a `World`, so each gesture aims at what is on screen
/// then (a button of a half-collapsed header, the first visible row); the same seed and the same
/// code give the same events. Times are whole multiples of 1/120 s.
struct GestureGenerator {
    /// Touch samples and display frames are 1/120 s apart at the finest.
    static let tick = 1.0 / 120

    private var random: SplitMix64
    /// The state after the events so far.
    private var world: World
    private(set) var events: [Event] = []
    /// The time of the last event, in ticks.
    private var ticks = 0
    private var nextTouchID = 1
    /// The scene's visible controls, to tap.
    private let controls: [String]
    /// Whether the screen has a keyboard (its recording shows one): only then does it come up.
    private let usesKeyboard: Bool
    /// The screens the recording shows (its device, and each its `safeArea` events make): the
    /// screen turns between them when there are several.
    private let layouts: [SafeAreaChange]

    /// - Parameters:
    ///   - world: the state at index 0, with the app's own code if any.
    ///   - usesKeyboard: whether the screen has a keyboard, as its recording shows (a screen
    ///     without one, or whose keyboard code is the app's own and not in the scene, would fail
    ///     `keyboard.rowVisible` for no bug of its own).
    ///   - layouts: the screens the recording shows (a screen never recorded in landscape is not
    ///     turned: its app may not support it).
    init(world: World, seed: UInt64, usesKeyboard: Bool = false, layouts: [SafeAreaChange] = []) {
        self.world = world
        random = SplitMix64(seed: seed)
        controls = Self.controlIDs(in: world.scene)
        self.usesKeyboard = usesKeyboard
        self.layouts = layouts
    }

    /// Events up to about `count` (the last gesture is finished, so a few more).
    static func events(
        from world: World, seed: UInt64, count: Int, usesKeyboard: Bool = false,
        layouts: [SafeAreaChange] = []
    ) -> [Event] {
        var generator = GestureGenerator(
            world: world, seed: seed, usesKeyboard: usesKeyboard, layouts: layouts)
        while generator.events.count < count { generator.addGesture() }
        return generator.events
    }

    /// One gesture, then an idle stretch (often short enough that the next gesture meets motion).
    mutating func addGesture() {
        switch random.integer(in: 0...99) {
        case 0..<24: drag(flick: false)
        case 24..<44: drag(flick: true)
        case 44..<54: pullPastEdge()
        case 54..<64: tapControl()
        case 64..<71: tapContent()
        case 71..<79: touchHeader()
        case 79..<86: appOrSystemScroll()
        case 86..<93: updateAboveViewport()
        default: drag(flick: random.chance(0.5), secondFinger: true)
        }
        idle(seconds: random.chance(0.4) ? random.number(in: 0...0.15) : random.number(in: 0.2...1.5))
    }

    // MARK: Gestures

    /// A drag along a scroll view's axis: slow (a hold before the finger lifts) or a flick.
    private mutating func drag(flick: Bool, secondFinger: Bool = false) {
        let number = randomScrollView()
        guard let frame = visibleFrame(of: number) else { return }
        let axis = world.configuration(number).axis
        let distance = flick ? random.number(in: 60...320) : random.number(in: 30...700)
        let seconds = flick ? random.number(in: 0.05...0.16) : random.number(in: 0.15...1.0)
        let sign: Double = random.chance(0.5) ? 1 : -1
        let start = point(in: frame)
        let end = movedAlong(axis, from: start, by: sign * distance)
        swipe(from: start, to: end, seconds: seconds, hold: !flick, secondFinger: secondFinger)
    }

    /// A long drag toward the edge the list is nearer, so it pulls past it (the rubber band);
    /// half the time after a short drag away from it, so a header that follows the list is
    /// part-way when the list crosses the edge (often within one sample).
    private mutating func pullPastEdge() {
        let number = randomScrollView()
        guard let frame = visibleFrame(of: number) else { return }
        let axis = world.configuration(number).axis
        let metrics = world.metrics(of: number)
        let offset = world.scrollViews[number].axisOffset
        // The finger moves with the content: toward +axis scrolls toward the leading edge.
        let towardLeading = offset - metrics.lowerBound < metrics.upperBound - offset
        if random.chance(0.5) {
            let away = random.number(in: 20...250)
            let start = point(in: frame)
            swipe(
                from: start, to: movedAlong(axis, from: start, by: towardLeading ? -away : away),
                seconds: random.number(in: 0.1...0.4), hold: true, secondFinger: false)
            idle(seconds: random.number(in: 0...0.3))
        }
        // A slow pull, or a flick that reaches the edge while it decelerates.
        let flick = random.chance(0.5)
        let distance = flick ? random.number(in: 80...300) : random.number(in: 150...900)
        let start = point(in: frame)
        let end = movedAlong(axis, from: start, by: towardLeading ? distance : -distance)
        // A slow pull often eases back part of the way before the finger lifts.
        swipe(
            from: start, to: end,
            seconds: flick ? random.number(in: 0.05...0.15) : random.number(in: 0.2...1.2),
            hold: !flick && random.chance(0.5), secondFinger: false,
            returning: !flick && random.chance(0.5) ? random.number(in: 0.1...0.9) : 0)
    }

    /// A tap on a control (as a `tap` event or as a touch that begins and ends there).
    private mutating func tapControl() {
        let geometry = world.geometry
        let frames = controls.compactMap { geometry.windowFrame(of: $0) }
            .filter { $0.width > 1 && $0.height > 1 && isOnScreen($0) }
        guard let frame = random.element(of: frames) else { return tapContent() }
        tap(at: point(in: frame))
    }

    /// A tap on the content of a scroll view (an item, or empty content).
    private mutating func tapContent() {
        let number = randomScrollView()
        guard let frame = visibleFrame(of: number) else { return }
        tap(at: point(in: frame))
    }

    /// A touch on the header: a tap, or a short drag that starts there.
    private mutating func touchHeader() {
        guard let id = world.scene.header?.viewID, let frame = world.geometry.windowFrame(of: id),
            isOnScreen(frame)
        else { return drag(flick: false) }
        let start = point(in: frame)
        if random.chance(0.4) { return tap(at: start) }
        let end = movedAlong(.vertical, from: start, by: random.number(in: -300...300))
        swipe(
            from: start, to: end, seconds: random.number(in: 0.08...0.6), hold: random.chance(0.5),
            secondFinger: false)
    }

    /// What the app or the system does to a list: an app or wheel scroll, most of the time; else
    /// an animated or immediate `scrollTo` (an offset, an item, the status bar tap) of a list that
    /// does not page, the keyboard coming up (editing a row on screen) or going away, or the screen
    /// turning.
    private mutating func appOrSystemScroll() {
        // Drawn only on a screen that turns, so the runs of every other screen stay as they were.
        if layouts.count > 1, random.chance(0.4) { return turnScreen() }
        let draw = random.integer(in: 0...9)
        if usesKeyboard {
            // On a screen with a keyboard it comes and goes often: typing is what it is for.
            switch draw {
            case 0...2: scrollByApp()
            case 3...4: scrollTo()
            default: keyboard()
            }
        } else {
            switch draw {
            case 0...5: scrollByApp()
            default: scrollTo()
            }
        }
    }

    /// A `scrollTo` of a scroll view that does not page: an offset in its range, an item at a
    /// position, or (the primary list) the status bar tap.
    private mutating func scrollTo() {
        let number = randomScrollView()
        let configuration = world.configuration(number)
        guard configuration.paging == nil else { return scrollByApp() }
        let axis = configuration.axis
        let metrics = world.metrics(of: number)
        let count = world.scrollViews[number].itemCount
        let target: ScrollRequest.Target
        switch random.integer(in: 0...9) {
        case 0...3 where number.isPrimary:
            target = .top
        case 4...7 where configuration.content.hasItems && count > 0:
            let position = random.element(of: ScrollRequest.ItemPosition.allCases) ?? .top
            target = .item(random.integer(in: 0...count - 1), position)
        default:
            let offset = random.number(in: metrics.lowerBound...metrics.upperBound).rounded()
            target = axis == .vertical ? .offset(x: nil, y: offset) : .offset(x: offset, y: nil)
        }
        let id = number.isPrimary ? nil : world.sessionID(of: number)
        let animated = target == .top || random.chance(0.7)
        add(.scrollTo(ScrollRequest(target, animated: animated, scrollView: id)), after: 1)
    }

    /// The keyboard comes up over the primary list (editing a row on screen, most of the time), or
    /// goes away when it is up. Not over a list that pages.
    private mutating func keyboard() {
        guard world.configuration(.primary).paging == nil else { return scrollByApp() }
        if world.keyboard != nil {
            return add(.keyboard(KeyboardChange(height: 0)), after: 1)
        }
        let height = min(random.number(in: 216...346).rounded(), world.scene.device.height)
        var editing: Int?
        if random.chance(0.8), let frame = visibleFrame(of: .primary) {
            let hit = world.geometry.hitTest(point(in: frame))
            if case .item(let item) = hit.target, hit.scrollViewID == .primary { editing = item }
        }
        add(.keyboard(KeyboardChange(height: height, editingItem: editing)), after: 1)
        // An app that behaves lets the keyboard's animation run before it scrolls again.
        if editing != nil { idle(seconds: KeyboardChange.defaultDuration + 1.0 / 60) }
    }

    /// The screen turns (or its safe area changes) to another of the recording's layouts.
    private mutating func turnScreen() {
        let now = world.scene.device
        let here = SafeAreaChange(width: now.width, height: now.height, safeArea: now.safeArea)
        guard let layout = random.element(of: layouts.filter { !$0.showsTheScreen(of: here) }) else {
            return scrollByApp()
        }
        add(.safeArea(layout), after: 1)
    }

    /// The app moves a scroll view (`setContentOffset` inside its range; to a page when it pages),
    /// or a wheel scrolls one that does not page.
    private mutating func scrollByApp() {
        let number = randomScrollView()
        let configuration = world.configuration(number)
        let axis = configuration.axis
        let metrics = world.metrics(of: number)
        let id = number.isPrimary ? nil : world.sessionID(of: number)
        let change: ScrollChange
        if configuration.paging != nil || random.chance(0.6) {
            var target = random.number(in: metrics.lowerBound...metrics.upperBound).rounded()
            if let length = configuration.pages?.length {
                // Pages counted in `Double` and capped before they become an `Int`: a page a
                // billionth of a point long would otherwise make too many to count.
                let pages = min(((metrics.upperBound - metrics.lowerBound) / length).rounded(.up), 1_000_000)
                let page = Double(random.integer(in: 0...Int(pages)))
                target = min(metrics.lowerBound + page * length, metrics.upperBound)
            }
            change = axis == .vertical ? .absolute(x: nil, y: target) : .absolute(x: target, y: nil)
        } else {
            let delta = random.number(in: -240...240).rounded()
            change = axis == .vertical ? .relative(dx: 0, dy: delta) : .relative(dx: delta, dy: 0)
        }
        add(.scroll(change, scrollView: id), after: 1)
    }

    /// Items deleted or inserted above the first visible one (or at the top), anchored to the
    /// visible item or not. Not in a pager that tabs follow: its pages are the tabs.
    private mutating func updateAboveViewport() {
        let number = randomScrollView()
        let configuration = world.configuration(number)
        if case .sections(let layout) = configuration.content {
            return updateSectionsAboveViewport(number, layout)
        }
        guard case .items(let layout) = configuration.content,
            !world.hasTabs(following: number)
        else { return drag(flick: false) }
        let count = world.scrollViews[number].itemCount
        let pitch = layout.length + layout.spacing
        let offset = world.scrollViews[number].axisOffset - layout.leading
        let firstVisible = pitch > 0 ? max(0, min(count, Int((offset / pitch).rounded(.down)))) : 0
        var update = ItemUpdate(
            anchor: random.chance(0.7) ? .visible : .none,
            scrollView: number.isPrimary ? nil : configuration.id)
        if firstVisible > 0, count > 1, random.chance(0.6) {
            let first = random.integer(in: 0...firstVisible - 1)
            let last = min(firstVisible - 1, first + random.integer(in: 0...2))
            update.deleted = Array(first...last)
        } else {
            let at = random.integer(in: 0...firstVisible)
            update.inserted = Array(at...at + random.integer(in: 0...2))
        }
        add(.update(update), after: 1)
    }

    /// Rows of a list in sections deleted or inserted (of other lengths) above its first visible
    /// row, or a whole section inserted or deleted above it, anchored to the visible row or not.
    private mutating func updateSectionsAboveViewport(_ number: ScrollViewID, _ layout: SectionLayout) {
        let offset = world.scrollViews[number].axisOffset
        let first = layout.rowCount > 0 ? layout.sectionAndRow(of: layout.firstRow(endingAfter: offset)) : nil
        let (firstSection, firstRow) = first ?? (max(0, layout.sectionCount - 1), 0)
        var change = SectionChange()
        func randomRow() -> Double { random.number(in: 20...150).rounded() }
        switch random.integer(in: 0...3) {
        case 0 where layout.rowCount > 0:
            // Rows above the first visible one, in its section or the ones before.
            let above = (0...firstSection).flatMap { section in
                (0..<(section == firstSection ? firstRow : layout.rowCount(inSection: section))).map {
                    SectionChange.RowPath(section: section, row: $0)
                }
            }
            guard !above.isEmpty else { fallthrough }
            let count = random.integer(in: 1...min(2, above.count))
            change.deletedRows = Array(above.shuffled(using: &random).prefix(count))
        case 1:
            let section = random.integer(in: 0...firstSection)
            let limit = section == firstSection ? firstRow : layout.rowCount(inSection: section)
            let row = random.integer(in: 0...limit)
            change.insertedRows = [.init(.init(section: section, row: row), length: randomRow())]
        case 2 where firstSection > 0:
            change.deletedSections = [random.integer(in: 0...firstSection - 1)]
        default:
            let rows = (0..<random.integer(in: 1...3)).map { _ in randomRow() }
            change.insertedSections = [
                .init(
                    at: random.integer(in: 0...firstSection),
                    .init(header: random.chance(0.7) ? 28 : 0, rows: rows))
            ]
        }
        let update = ItemUpdate(
            anchor: random.chance(0.7) ? .visible : .none,
            scrollView: number.isPrimary ? nil : world.configuration(number).id, sectionChange: change)
        add(.update(update), after: 1)
    }

    // MARK: Touches

    /// A finger from `start` to `end` in `seconds` (samples every 1/60 s, eased, with a little
    /// wobble across the axis) and, with `returning` > 0, back that fraction of the way toward
    /// `start`; then held still a moment (`hold`, so it lifts without velocity) or lifted at speed.
    /// With `secondFinger`, another finger touches down and lifts on the way.
    private mutating func swipe(
        from start: Point, to end: Point, seconds: Double, hold: Bool, secondFinger addsSecond: Bool,
        returning: Double = 0
    ) {
        let id = newTouchID()
        add(.touch(id: id, phase: .began, at: start), after: 1)
        let samples = max(2, Int((seconds * 60).rounded()))
        var legs = [(from: start, to: end, samples: samples)]
        if returning > 0 {
            let back = Point(
                x: end.x + (start.x - end.x) * returning, y: end.y + (start.y - end.y) * returning)
            legs.append((from: end, to: back, samples: max(2, samples / 2)))
        }
        let secondAt = addsSecond ? random.integer(in: 1...samples - 1) : nil
        var secondFinger: (id: Int, location: Point)?
        var location = start
        var sampleCount = 0
        for leg in legs {
            for sample in 1...leg.samples {
                let progress = Double(sample) / Double(leg.samples)
                let eased = progress * (2 - progress)
                let wobble = random.number(in: -1.5...1.5)
                let (from, to) = (leg.from, leg.to)
                location = clampedToScreen(
                    Point(
                        x: from.x + (to.x - from.x) * eased + (from.x == to.x ? wobble : 0),
                        y: from.y + (to.y - from.y) * eased + (from.y == to.y ? wobble : 0)))
                add(.touch(id: id, phase: .moved, at: location), after: 2)
                sampleCount += 1
                if sampleCount == secondAt {
                    let screen = Rect(
                        x: 0, y: 0, width: world.scene.device.width, height: world.scene.device.height)
                    let finger = (id: newTouchID(), location: point(in: screen))
                    secondFinger = finger
                    add(.touch(id: finger.id, phase: .began, at: finger.location), after: 0)
                } else if let finger = secondFinger, random.chance(0.3) {
                    add(.touch(id: finger.id, phase: .ended, at: finger.location), after: 0)
                    secondFinger = nil
                }
            }
        }
        if hold {
            for _ in 0..<random.integer(in: 6...12) {
                add(.touch(id: id, phase: .moved, at: location), after: 2)
            }
        }
        add(.touch(id: id, phase: random.chance(0.05) ? .cancelled : .ended, at: location), after: 1)
        if let finger = secondFinger {
            add(.touch(id: finger.id, phase: .ended, at: finger.location), after: 2)
        }
    }

    /// A tap at `location`: a `tap` event, or a touch that begins and ends there.
    private mutating func tap(at location: Point) {
        if random.chance(0.5) { return add(.tap(at: location), after: 1) }
        let id = newTouchID()
        add(.touch(id: id, phase: .began, at: location), after: 1)
        add(.touch(id: id, phase: .ended, at: location), after: random.integer(in: 6...14))
    }

    /// Display frames for `seconds` (every 1/60 s), so motion goes on between gestures.
    private mutating func idle(seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) { add(.frame, after: 2) }
    }

    private mutating func newTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    /// Appends an event `ticks` ticks after the last one and applies it.
    private mutating func add(_ kind: Event.Kind, after delay: Int) {
        ticks += delay
        let event = Event(t: Double(ticks) * Self.tick, kind)
        world.apply(event)
        events.append(event)
    }

    // MARK: Geometry

    /// One of the scene's scroll views, at random.
    private mutating func randomScrollView() -> ScrollViewID {
        ScrollViewID(random.integer(in: 0...world.scrollViews.count - 1))
    }

    /// The part of scroll view `id` on screen now (nil if none of it is).
    private func visibleFrame(of id: ScrollViewID) -> Rect? {
        guard let frame = world.geometry.windowFrame(of: world.sessionID(of: id)) else { return nil }
        let device = world.scene.device
        let x = max(frame.x, 0)
        let y = max(frame.y, 0)
        let width = min(frame.maxX, device.width) - x
        let height = min(frame.maxY, device.height) - y
        guard width > 2, height > 2 else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    private func isOnScreen(_ frame: Rect) -> Bool {
        frame.maxX > 0 && frame.maxY > 0 && frame.x < world.scene.device.width
            && frame.y < world.scene.device.height
    }

    /// A point inside `frame`, at whole points, on screen.
    private mutating func point(in frame: Rect) -> Point {
        clampedToScreen(
            Point(
                x: (frame.x + random.number(in: 0.1...0.9) * frame.width).rounded(),
                y: (frame.y + random.number(in: 0.1...0.9) * frame.height).rounded()))
    }

    private func movedAlong(_ axis: Axis, from point: Point, by distance: Double) -> Point {
        axis == .vertical
            ? Point(x: point.x, y: point.y + distance) : Point(x: point.x + distance, y: point.y)
    }

    private func clampedToScreen(_ point: Point) -> Point {
        let device = world.scene.device
        return Point(x: min(max(point.x, 1), device.width - 1), y: min(max(point.y, 1), device.height - 1))
    }

    /// The ids of the scene's visible controls (buttons and other views declared controls).
    static func controlIDs(in scene: Scene) -> [String] {
        var ids: [String] = []
        func visit(_ view: ViewSpec) {
            guard !view.isHidden else { return }
            if view.isControl { ids.append(view.id) }
            view.children.forEach(visit)
        }
        scene.views.forEach(visit)
        return ids
    }
}
