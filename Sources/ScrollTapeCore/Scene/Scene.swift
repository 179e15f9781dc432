/// The screen a recording describes: the device, its scroll views, the header, the view tree and
/// the views that follow the scrolling.
///
/// Built from the recording's session line. Every default of the format is applied
/// by the reader, so a `Scene` is always complete.
public struct Scene: Hashable, Sendable {
    /// The device the recording was made on (`device`).
    public var device: Device
    /// The primary scroll view: the one the header follows (`scroll`).
    public var scroll: ScrollConfiguration
    /// Further scroll views (`scrolls`): a pager, a carousel inside the list. Their frames are in
    /// their parent view's coordinates, like every view's.
    public var scrolls: [ScrollConfiguration]
    /// The collapsing or pinned header (`header`); nil when the scene has none.
    public var header: HeaderConfiguration?
    /// The window's subviews, back to front.
    ///
    /// Setting them indexes every view by id anew (O(views)), so that ``view(withID:)`` and the
    /// lookups of a replay are O(1) in the number of views.
    public var views: [ViewSpec] {
        didSet { viewIndex = ViewIndex(views) }
    }
    /// Each view of `views` by id (derived from them: no part of equality).
    private(set) var viewIndex: ViewIndex
    /// Views that follow a scroll view (`effects`), in session order.
    package var effects: [EffectConfiguration]
    /// Invariants this recording documents as known bugs (`expectFailures`).
    package var expectedFailures: [InvariantName]
    /// How far, in points, what the device showed (`observe`) may be from the model before
    /// `conformance` fails, when the recording sets it (`conformanceTolerance`); nil:
    /// `Tolerance.conformance` (0.5). `check --conformance-tolerance` overrides it.
    package var conformanceTolerance: Double?
    /// The names of the app's own moments its code handles (`calls`: the `name`s of `call` events),
    /// which `explore` may make at random times; empty: not listed (any name may be called).
    package var calls: [String]

    /// A scene of `device`, its primary scroll view `scroll` and its view tree `views`; the other parts
    /// default to none (`conformanceTolerance` nil: 0.5 pt).
    package init(
        device: Device, scroll: ScrollConfiguration, scrolls: [ScrollConfiguration] = [],
        header: HeaderConfiguration? = nil, views: [ViewSpec], effects: [EffectConfiguration] = [],
        expectedFailures: [InvariantName] = [], conformanceTolerance: Double? = nil, calls: [String] = []
    ) {
        self.device = device
        self.scroll = scroll
        self.scrolls = scrolls
        self.header = header
        self.views = views
        viewIndex = ViewIndex(views)
        self.effects = effects
        self.expectedFailures = expectedFailures
        self.conformanceTolerance = conformanceTolerance
        self.calls = calls
    }
}

extension Scene {
    /// Every scroll view: the primary first, then `scrolls` in order (the index of a scroll view
    /// in the state's `scrolls`).
    package var allScrolls: [ScrollConfiguration] { [scroll] + scrolls }

    /// The view with `id` (the first in tree order), or nil.
    ///
    /// - Complexity: O(depth of the view): the views are indexed by id when they are set.
    public func view(withID id: String) -> ViewSpec? {
        var view: ViewSpec?
        _ = viewIndex.walk(to: id) { position, _ in
            view = view.map { $0.children[position] } ?? views[position]
        }
        return view
    }

    /// The safe area of scroll view `scroll` (UIKit's `safeAreaInsets` of that view): the part of
    /// the view controller's safe area — the device's, plus the scroll view's
    /// `additionalSafeArea` (`additionalSafeAreaInsets`) — that covers its frame in the window.
    /// Apple, `UIView.safeAreaInsets`: "For other views in the view hierarchy, the insets reflect
    /// only the portion of the view that is covered." So a list laid out below a header (not under
    /// it) has no top safe area, and one framed clear of the home indicator no bottom one. Its
    /// window frame is its frame plus its parents' origins as the scene lays them out; a scroll
    /// view inside another scroll view's content covers none (it moves with that content).
    package func safeArea(of scroll: ScrollConfiguration) -> EdgeInsets {
        let controller = device.safeArea + scroll.additionalSafeArea
        var frame = scroll.frame
        func origin(of id: String, in views: [ViewSpec], from parent: Point) -> (Point, insideScroll: Bool)? {
            for view in views {
                if view.id == id { return (parent, false) }
                let here = Point(x: parent.x + view.frame.x, y: parent.y + view.frame.y)
                if let found = origin(of: id, in: view.children, from: here) {
                    return (found.0, found.insideScroll || view.kind == .scroll)
                }
            }
            return nil
        }
        if let (parent, insideScroll) = origin(of: scroll.id, in: views, from: Point(x: 0, y: 0)) {
            if insideScroll { return .zero }
            frame.x += parent.x
            frame.y += parent.y
        }
        return EdgeInsets(
            top: min(frame.height, max(0, controller.top - frame.y)),
            left: min(frame.width, max(0, controller.left - frame.x)),
            bottom: min(frame.height, max(0, controller.bottom - (device.height - frame.maxY))),
            right: min(frame.width, max(0, controller.right - (device.width - frame.maxX))))
    }

    /// Every view id, depth first, in tree order.
    ///
    /// - Complexity: O(views): built anew at each call.
    package var allViewIDs: [String] {
        var ids: [String] = []
        func visit(_ view: ViewSpec) {
            ids.append(view.id)
            view.children.forEach(visit)
        }
        views.forEach(visit)
        return ids
    }

    /// The index in `views` of the top-level view that is or contains the view with `id`.
    ///
    /// - Complexity: O(depth of the view).
    package func topLevelIndex(of id: String) -> Int? {
        viewIndex.topLevelPosition(of: id)
    }
}

extension ViewSpec {
    /// Whether a descendant has `id`.
    package func contains(id: String) -> Bool {
        children.contains { $0.id == id || $0.contains(id: id) }
    }
}
