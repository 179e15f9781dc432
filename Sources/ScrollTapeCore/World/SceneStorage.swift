/// A scene behind a reference, so that copying a `World` does not copy it, with what the reducer
/// looks up often worked out once.
final class SceneStorage: Hashable, Sendable {
    let scene: Scene
    /// Every scroll view's layout, the primary first (`Scene.allScrolls`): what its machine reads.
    let scrollLayouts: ScrollViewTable<ScrollViewLayout>
    /// Scroll view id in the session → its id.
    let scrollIDs: [String: ScrollViewID]
    /// The parts of the header code's screen that the scene fixes (nil without a header).
    let headerScreen: HeaderScreen.Fixed?
    /// Whether the primary list is in sections whose headers pin (plain style): only then is
    /// `section.belowHeader` judged.
    let pinsSectionHeaders: Bool
    /// The app's own `hitTest(_:with:)` overrides, by view id (not part of equality: they are code).
    let hitTestOverrides: [String: any HitTestOverride]
    /// The name of the app's code the replay runs (``AppCode/name``): which `expect` lines it
    /// checks (not part of equality: it names code).
    let codeName: String?

    init(_ scene: Scene, hitTestOverrides: [String: any HitTestOverride], codeName: String? = nil) {
        self.scene = scene
        let scrolls = scene.allScrolls
        var ids: [String: ScrollViewID] = [:]
        for (number, scroll) in scrolls.enumerated() { ids[scroll.id] = ScrollViewID(number) }
        scrollIDs = ids
        var chains = ScrollViewTable(repeating: [ScrollViewID](), count: scrolls.count)
        func visit(_ view: ViewSpec, outer: [ScrollViewID]) {
            var chain = outer
            if view.kind == .scroll, let id = ids[view.id] {
                chain.insert(id, at: 0)
                chains[id] = chain
            }
            for child in view.children { visit(child, outer: chain) }
        }
        for view in scene.views { visit(view, outer: []) }
        for id in chains.indices where chains[id].isEmpty { chains[id] = [id] }
        scrollLayouts = ScrollViewTable(
            zip(chains.indices, scrolls).map { id, scroll in
                ScrollViewLayout(id, scroll, safeArea: scene.safeArea(of: scroll), chain: chains[id])
            })
        headerScreen = HeaderScreen.Fixed(scene)
        if case .sections(let layout) = scene.scroll.content {
            pinsSectionHeaders =
                layout.style == .plain
                && (0..<layout.sectionCount).contains { layout.headerLength(ofSection: $0) > 0 }
        } else {
            pinsSectionHeaders = false
        }
        self.hitTestOverrides = hitTestOverrides
        self.codeName = codeName
    }

    /// The storage of this scene on `device` with `frames` (``Scene/laidOut(on:frames:)``), the
    /// app's code kept.
    func laidOut(on device: Device, frames: [String: Rect]) -> SceneStorage {
        SceneStorage(
            scene.laidOut(on: device, frames: frames), hitTestOverrides: hitTestOverrides, codeName: codeName)
    }

    /// The storage of this scene with scroll view `id`'s configuration changed by `change` (its
    /// content after an `update`, the insets app code set), the app's code kept.
    func replacingConfiguration(of id: ScrollViewID, _ change: (inout ScrollConfiguration) -> Void)
        -> SceneStorage
    {
        var scene = scene
        if id.isPrimary {
            change(&scene.scroll)
        } else {
            let sessionID = scrollLayouts[id].configuration.id
            for position in scene.scrolls.indices where scene.scrolls[position].id == sessionID {
                change(&scene.scrolls[position])
            }
        }
        return SceneStorage(scene, hitTestOverrides: hitTestOverrides, codeName: codeName)
    }

    static func == (lhs: SceneStorage, rhs: SceneStorage) -> Bool {
        lhs === rhs || lhs.scene == rhs.scene
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scene)
    }
}
