/// A scene behind a reference, so that copying a `World` does not copy it, with what the reducer
/// looks up often worked out once.
final class SceneStorage: Hashable, Sendable {
    let scene: Scene
    /// Every scroll view, the primary first (`Scene.allScrolls`): indexed by scroll view number.
    let scrolls: [ScrollConfiguration]
    /// Each scroll view's own safe area (``Scene/safeArea(of:)``; read on every offset change:
    /// kept here so no `Scene` is copied nor its views walked).
    let safeAreas: [EdgeInsets]
    /// Each scroll view's geometry with its initial item count, which most recordings never
    /// change: `World.metrics(ofScroll:)` reads it instead of working it out on every offset change.
    let initialMetrics: [(itemCount: Int, metrics: ScrollMetrics)]
    /// Scroll view id → its number in `scrolls`.
    let scrollNumbers: [String: Int]
    /// For each scroll view, the scroll views that contain it, innermost first, itself included: the
    /// candidates of a touch that lands in it (SPEC §9).
    let scrollChains: [[Int]]
    /// The parts of the header code's screen that the scene fixes (nil without a header).
    let headerScreen: HeaderScreen.Fixed?
    /// Whether the primary list is in sections whose headers pin (plain style): only then is
    /// `section.belowHeader` judged.
    let pinsSectionHeaders: Bool
    /// The app's own `hitTest(_:with:)` overrides, by view id (not part of equality: they are code).
    let hitTestOverrides: [String: any HitTestOverride]

    init(_ scene: Scene, hitTestOverrides: [String: any HitTestOverride]) {
        self.scene = scene
        scrolls = scene.allScrolls
        let safeAreas = scrolls.map(scene.safeArea(of:))
        self.safeAreas = safeAreas
        initialMetrics = zip(scrolls, safeAreas).map { scroll, safeArea in
            let count = scroll.initialItemCount
            return (count, ScrollMetrics(scroll, safeArea: safeArea, itemCount: count))
        }
        var numbers: [String: Int] = [:]
        for (number, scroll) in scrolls.enumerated() { numbers[scroll.id] = number }
        scrollNumbers = numbers
        var chains = Array(repeating: [Int](), count: scrolls.count)
        func visit(_ view: ViewSpec, outer: [Int]) {
            var chain = outer
            if view.kind == .scroll, let number = numbers[view.id] {
                chain.insert(number, at: 0)
                chains[number] = chain
            }
            for child in view.children { visit(child, outer: chain) }
        }
        for view in scene.views { visit(view, outer: []) }
        for number in chains.indices where chains[number].isEmpty { chains[number] = [number] }
        scrollChains = chains
        headerScreen = HeaderScreen.Fixed(scene)
        if case .sections(let layout) = scene.scroll.content {
            pinsSectionHeaders = layout.style == .plain && layout.sections.contains { $0.header > 0 }
        } else {
            pinsSectionHeaders = false
        }
        self.hitTestOverrides = hitTestOverrides
    }

    /// The storage of this scene on `device` with `frames` (``Scene/laidOut(on:frames:)``), the
    /// app's code kept.
    func laidOut(on device: Device, frames: [String: Rect]) -> SceneStorage {
        SceneStorage(scene.laidOut(on: device, frames: frames), hitTestOverrides: hitTestOverrides)
    }

    /// The storage of this scene with `content` in scroll view `number` (a list in sections after
    /// an `update`), the app's code kept.
    func replacingContent(_ content: ScrollConfiguration.Content, ofScroll number: Int) -> SceneStorage {
        var scene = scene
        if number == 0 { scene.scroll.content = content } else { scene.scrolls[number - 1].content = content }
        return SceneStorage(scene, hitTestOverrides: hitTestOverrides)
    }

    static func == (lhs: SceneStorage, rhs: SceneStorage) -> Bool {
        lhs === rhs || lhs.scene == rhs.scene
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scene)
    }
}
