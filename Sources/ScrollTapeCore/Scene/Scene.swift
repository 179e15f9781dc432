/// The screen a recording describes: the device, its one scroll view, the header and the view tree.
///
/// Built from the recording's session line (SPEC §1.1). Every default of the format is applied
/// by the reader, so a `Scene` is always complete.
public struct Scene: Hashable, Sendable {
    public var device: Device
    public var scroll: ScrollConfiguration
    public var header: HeaderConfiguration?
    /// The window's subviews, back to front.
    public var views: [ViewSpec]
    /// Invariants this recording documents as known bugs (`expectFailures`).
    public var expectedFailures: [InvariantName]
    /// How far, in points, what the device showed (`observe`) may be from the model before
    /// `conformance` fails, when the recording sets it (`conformanceTolerance`); nil:
    /// `Tolerance.conformance` (0.5). `check --conformance-tolerance` overrides it.
    public var conformanceTolerance: Double?

    public init(
        device: Device, scroll: ScrollConfiguration, header: HeaderConfiguration? = nil,
        views: [ViewSpec], expectedFailures: [InvariantName] = [], conformanceTolerance: Double? = nil
    ) {
        self.device = device
        self.scroll = scroll
        self.header = header
        self.views = views
        self.expectedFailures = expectedFailures
        self.conformanceTolerance = conformanceTolerance
    }
}

/// The device the recording was made on.
public struct Device: Hashable, Sendable {
    public var name: String
    /// Screen width in points.
    public var width: Double
    /// Screen height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// The system safe area (status bar, home indicator), in points.
    public var safeArea: EdgeInsets
    /// The status bar's height in points, when the recording gives it (`HeaderScreen` falls back
    /// to the safe-area top).
    public var statusBar: Double?

    public init(
        name: String = "", width: Double, height: Double, scale: Double = 1, safeArea: EdgeInsets = .zero,
        statusBar: Double? = nil
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.statusBar = statusBar
    }
}

/// The collapsing/pinned header of a scene (`header` in the session line).
public struct HeaderConfiguration: Hashable, Sendable {
    /// How the header height follows the scroll offset (SPEC §3.4).
    public enum Behavior: String, Hashable, Sendable, CaseIterable {
        /// Quick-return: collapses while scrolling down, reveals on any scroll up.
        case collapsing
        /// Collapses with the list and expands only near the top.
        case pinned
        /// Keeps its maximum height.
        case none
    }

    /// Id of the header's view in `Scene.views`; its frame height follows the header height.
    public var viewID: String
    public var behavior: Behavior
    /// Collapsed height in points (default: the device's safe-area top).
    public var minHeight: Double
    /// Expanded height in points.
    public var maxHeight: Double
    /// `collapsing`: ignore offsets outside [minOffset, maxOffset].
    public var ignoresOverscroll: Bool
    /// `pinned`: grow past `maxHeight` while the list is pulled down past its top.
    public var stretches: Bool

    public init(
        viewID: String, behavior: Behavior, minHeight: Double, maxHeight: Double,
        ignoresOverscroll: Bool = true, stretches: Bool = false
    ) {
        self.viewID = viewID
        self.behavior = behavior
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.ignoresOverscroll = ignoresOverscroll
        self.stretches = stretches
    }
}

extension Scene {
    /// The view with `id`, searched depth first, or nil.
    public func view(withID id: String) -> ViewSpec? {
        var stack = views
        while let view = stack.popLast() {
            if view.id == id { return view }
            stack.append(contentsOf: view.children)
        }
        return nil
    }

    /// Every view id, depth first, in tree order.
    public var allViewIDs: [String] {
        var ids: [String] = []
        func visit(_ view: ViewSpec) {
            ids.append(view.id)
            view.children.forEach(visit)
        }
        views.forEach(visit)
        return ids
    }

    /// The index in `views` of the top-level view that is or contains the view with `id`.
    public func topLevelIndex(of id: String) -> Int? {
        views.firstIndex { $0.id == id || $0.contains(id: id) }
    }
}

extension ViewSpec {
    /// Whether a descendant has `id`.
    public func contains(id: String) -> Bool {
        children.contains { $0.id == id || $0.contains(id: id) }
    }
}
