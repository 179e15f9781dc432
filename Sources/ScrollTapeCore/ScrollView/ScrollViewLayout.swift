/// A scroll view's configuration as the screen's layout gives it, with what the machine reads on
/// every offset change worked out once: its own safe area, its geometry with its initial item
/// count, and the scroll views around it. Behind a reference, so that copying a machine (a
/// checkpoint) does not copy it; replaced when the screen is laid out anew or its content changes.
final class ScrollViewLayout: Sendable {
    /// Which of the scene's scroll views it lays out.
    let id: ScrollViewID
    let configuration: ScrollConfiguration
    /// Its own safe area (``Scene/safeArea(of:)``).
    let safeArea: EdgeInsets
    /// Its geometry holding `initialItemCount` items without a keyboard, which most recordings never change.
    let initialMetrics: ScrollMetrics
    let initialItemCount: Int
    /// The scroll views that contain it, innermost first, itself included: the candidates of a
    /// touch that lands in it (FORMAT.md "`scrolls`: more scroll views").
    let chain: [ScrollViewID]

    init(
        _ id: ScrollViewID, _ configuration: ScrollConfiguration, safeArea: EdgeInsets, chain: [ScrollViewID]
    ) {
        self.id = id
        self.configuration = configuration
        self.safeArea = safeArea
        initialItemCount = configuration.initialItemCount
        initialMetrics = ScrollMetrics(configuration, safeArea: safeArea, itemCount: initialItemCount)
        self.chain = chain
    }
}

extension ScrollViewLayout {
    /// Whether its scroll view can pan with `metrics`: there is room to scroll, or it bounces
    /// anyway (`alwaysBounce`).
    func canPan(_ metrics: ScrollMetrics) -> Bool {
        metrics.isScrollable || (configuration.bounces && configuration.alwaysBounces)
    }
}

extension ScrollViewLayout: Hashable {
    static func == (lhs: ScrollViewLayout, rhs: ScrollViewLayout) -> Bool {
        lhs === rhs
            || (lhs.id == rhs.id && lhs.configuration == rhs.configuration && lhs.safeArea == rhs.safeArea)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(configuration)
        hasher.combine(safeArea)
    }
}
