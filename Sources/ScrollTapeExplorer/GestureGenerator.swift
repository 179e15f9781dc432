import ScrollTapeCore

/// Plausible gestures on a scene, drawn from a seed: drags at finger speeds, flicks,
/// pulls past the edges, taps on controls and items, drags that start on a control in a list
/// (quick or after a press around the touch delay), touches on the header, a second finger,
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

    var random: SplitMix64
    /// The state after the events so far.
    var world: World
    var events: [Event] = []
    /// The time of the last event, in ticks.
    var ticks = 0
    var nextTouchID = 1
    /// The scene's visible controls, to tap, and those of them in a scroll view's content, to drag
    /// from.
    let controls: [String]
    let controlsInContent: [String]
    /// Whether the screen has a keyboard (its recording shows one): only then does it come up.
    let usesKeyboard: Bool
    /// The screens the recording shows (its device, and each its `safeArea` events make): the
    /// screen turns between them when there are several.
    let layouts: [SafeAreaChange]

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
        controlsInContent = Self.controlIDsInContent(in: world.scene)
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
}
