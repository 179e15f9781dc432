/// A scroll view's configuration as the screen's layout gives it, with what the machine reads on
/// every offset change worked out once: its own safe area, how much of it the software keyboard
/// covers, its geometry with its initial item count, and the scroll views around it. Behind a
/// reference, so that copying a machine (a checkpoint) does not copy it; replaced when the screen
/// is laid out anew, its content changes or the keyboard moves over it.
final class ScrollViewLayout: Sendable {
    /// Which of the scene's scroll views it lays out.
    let id: ScrollViewID
    let configuration: ScrollConfiguration
    /// Its own safe area (``Scene/safeArea(of:)``).
    let safeArea: EdgeInsets
    /// How many points of its frame, from its bottom, the software keyboard covers (0: none).
    let keyboardOverlap: Double
    /// Its geometry holding `initialItemCount` items under `keyboardOverlap`, which most recordings
    /// never change.
    let initialMetrics: ScrollMetrics
    let initialItemCount: Int
    /// The scroll views that contain it, innermost first, itself included: the candidates of a
    /// touch that lands in it (FORMAT.md "`scrolls`: more scroll views").
    let chain: [ScrollViewID]

    init(
        _ id: ScrollViewID, _ configuration: ScrollConfiguration, safeArea: EdgeInsets, chain: [ScrollViewID],
        keyboardOverlap: Double = 0
    ) {
        self.id = id
        self.configuration = configuration
        self.safeArea = safeArea
        self.keyboardOverlap = keyboardOverlap
        initialItemCount = configuration.initialItemCount
        initialMetrics = ScrollMetrics(
            configuration, safeArea: safeArea, itemCount: initialItemCount, keyboardOverlap: keyboardOverlap)
        self.chain = chain
    }

    /// This layout with the keyboard covering the bottom `overlap` points of the frame (itself when
    /// it already does): the machine's context after the keyboard moved, or after a new layout
    /// while the keyboard is up.
    func covered(by overlap: Double) -> ScrollViewLayout {
        guard overlap != keyboardOverlap else { return self }
        return ScrollViewLayout(id, configuration, safeArea: safeArea, chain: chain, keyboardOverlap: overlap)
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
            || (lhs.id == rhs.id && lhs.configuration == rhs.configuration && lhs.safeArea == rhs.safeArea
                && lhs.keyboardOverlap == rhs.keyboardOverlap)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(configuration)
        hasher.combine(safeArea)
        hasher.combine(keyboardOverlap)
    }
}
