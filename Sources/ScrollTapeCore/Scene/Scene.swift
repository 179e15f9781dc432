/// The screen a recording describes: the device, its scroll views, the header, the view tree and
/// the views that follow the scrolling.
///
/// Built from the recording's session line (SPEC §1.1, §9). Every default of the format is applied
/// by the reader, so a `Scene` is always complete.
public struct Scene: Hashable, Sendable {
    public var device: Device
    /// The primary scroll view: the one the header follows (`scroll`).
    public var scroll: ScrollConfiguration
    /// Further scroll views (`scrolls`): a pager, a carousel inside the list. Their frames are in
    /// their parent view's coordinates, like every view's.
    public var scrolls: [ScrollConfiguration]
    public var header: HeaderConfiguration?
    /// The window's subviews, back to front.
    public var views: [ViewSpec]
    /// Views that follow a scroll view (`effects`), in session order.
    public var effects: [EffectConfiguration]
    /// Invariants this recording documents as known bugs (`expectFailures`).
    public var expectedFailures: [InvariantName]
    /// How far, in points, what the device showed (`observe`) may be from the model before
    /// `conformance` fails, when the recording sets it (`conformanceTolerance`); nil:
    /// `Tolerance.conformance` (0.5). `check --conformance-tolerance` overrides it.
    public var conformanceTolerance: Double?

    public init(
        device: Device, scroll: ScrollConfiguration, scrolls: [ScrollConfiguration] = [],
        header: HeaderConfiguration? = nil, views: [ViewSpec], effects: [EffectConfiguration] = [],
        expectedFailures: [InvariantName] = [], conformanceTolerance: Double? = nil
    ) {
        self.device = device
        self.scroll = scroll
        self.scrolls = scrolls
        self.header = header
        self.views = views
        self.effects = effects
        self.expectedFailures = expectedFailures
        self.conformanceTolerance = conformanceTolerance
    }
}

extension Scene {
    /// Every scroll view: the primary first, then `scrolls` in order (the index of a scroll view
    /// in the state's `scrolls`).
    public var allScrolls: [ScrollConfiguration] { [scroll] + scrolls }

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
