import ScrollTapeCore

extension GestureGenerator {
    /// A drag along a scroll view's axis: slow (a hold before the finger lifts) or a flick.
    mutating func drag(flick: Bool, secondFinger: Bool = false) {
        let number = randomScrollView()
        guard let frame = visibleFrame(of: number) else { return }
        let axis = world.screen.configuration(number).axis
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
    mutating func pullPastEdge() {
        let number = randomScrollView()
        guard let frame = visibleFrame(of: number) else { return }
        let axis = world.screen.configuration(number).axis
        let metrics = world.scrollViews.metrics(number)
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

    /// A tap on a control (as a `tap` event or as a touch that begins and ends there); on a screen
    /// with controls in a scroll view's content (a button in a row), half the time a drag that
    /// starts on one of those instead (``drag(fromControlAt:)``).
    mutating func tapControl() {
        let geometry = world.geometry
        if !controlsInContent.isEmpty, random.chance(0.5) {
            let frames = controlsInContent.compactMap { geometry.windowFrame(of: $0) }
                .filter { $0.width > 1 && $0.height > 1 && isOnScreen($0) }
            if let frame = random.element(of: frames) { return drag(fromControlAt: point(in: frame)) }
        }
        let frames = controls.compactMap { geometry.windowFrame(of: $0) }
            .filter { $0.width > 1 && $0.height > 1 && isOnScreen($0) }
        guard let frame = random.element(of: frames) else { return tapContent() }
        tap(at: point(in: frame))
    }

    /// A drag along the primary scroll view's axis that starts on a control in a scroll view's
    /// content: the finger first rests 0 to 0.3 s, around the 0.15 s a scroll view holds a content
    /// touch, so some drags begin before the control sees the touch (the list scrolls) and some
    /// after it tracks it (the list stays).
    mutating func drag(fromControlAt start: Point) {
        let axis = world.screen.configuration(.primary).axis
        let sign: Double = random.chance(0.5) ? 1 : -1
        let end = movedAlong(axis, from: start, by: sign * random.number(in: 30...400))
        swipe(
            from: start, to: end, seconds: random.number(in: 0.08...0.6), hold: random.chance(0.5),
            secondFinger: false, pressing: random.number(in: 0...0.3))
    }

    /// A tap on the content of a scroll view (an item, or empty content).
    mutating func tapContent() {
        let number = randomScrollView()
        guard let frame = visibleFrame(of: number) else { return }
        tap(at: point(in: frame))
    }

    /// A touch on the header: a tap, or a short drag that starts there.
    mutating func touchHeader() {
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
    /// turning; on a screen whose session lists the app's `calls`, often one of them.
    mutating func appOrSystemScroll() {
        // Drawn only on a screen that turns, so the runs of every other screen stay as they were.
        if layouts.count > 1, random.chance(0.4) { return turnScreen() }
        // The same for a screen with calls.
        if let call = random.element(of: world.scene.calls), random.chance(0.5) {
            return add(.call(name: call), after: 1)
        }
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
        let configuration = world.screen.configuration(number)
        guard configuration.paging == nil else { return scrollByApp() }
        let axis = configuration.axis
        let metrics = world.scrollViews.metrics(number)
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
        let id = number.isPrimary ? nil : world.screen.sessionID(of: number)
        let animated = target == .top || random.chance(0.7)
        add(.scrollTo(ScrollRequest(target, animated: animated, scrollView: id)), after: 1)
    }

    /// The keyboard comes up over the primary list (editing a row on screen, most of the time), or
    /// goes away when it is up. Not over a list that pages.
    private mutating func keyboard() {
        guard world.screen.configuration(.primary).paging == nil else { return scrollByApp() }
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
        let configuration = world.screen.configuration(number)
        let axis = configuration.axis
        let metrics = world.scrollViews.metrics(number)
        let id = number.isPrimary ? nil : world.screen.sessionID(of: number)
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
}
