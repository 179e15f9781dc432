/// What the app's code reads and changes in a callback (SPEC §7.1), with UIKit's names: the scroll
/// view the call is about, any scroll view or view of the scene, the header's height and the view
/// controller's view. Changes take effect after the callback returns, as UIKit applies them.
public struct AppScreen: Hashable, Sendable {
    /// Every scroll view of the scene, the primary first (as `ScrollViewID` numbers them).
    package internal(set) var scrollViews: [AppScrollView]
    /// The one the call is about.
    let current: Int
    /// The views the code read or changed in this callback, by id.
    private(set) var views: [String: AppView]
    /// Every view of the scene as laid out at the call, by id (read on first use).
    private let laidOut: [String: AppView]
    /// The header's height constraint; nil: the scene has no header.
    public var headerHeight: Double?
    /// The view controller's view's `safeAreaInsets`, additional safe area included.
    public let safeAreaInsets: EdgeInsets
    /// The status bar's height: the device's `statusBar`, else its safe-area top.
    public let statusBarHeight: Double?
    /// The view controller's view's `bounds` (the window's size).
    public let bounds: Rect

    package init(
        scrollViews: [AppScrollView], current: Int, views: [String: AppView], headerHeight: Double?,
        safeAreaInsets: EdgeInsets, statusBarHeight: Double?, bounds: Rect
    ) {
        self.scrollViews = scrollViews
        self.current = current
        self.views = [:]
        laidOut = views
        self.headerHeight = headerHeight
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.bounds = bounds
    }

    /// The scroll view the call is about (UIKit's argument).
    public var scrollView: AppScrollView {
        get { scrollViews[current] }
        set { scrollViews[current] = newValue }
    }

    /// Any scroll view of the scene, by its id.
    /// - Precondition: the scene has a scroll view with that id.
    public subscript(scrollView id: String) -> AppScrollView {
        get { scrollViews[number(of: id)] }
        set { scrollViews[number(of: id)] = newValue }
    }

    /// Any view of the scene (the session's `views`), by its id.
    /// - Precondition: the scene has a view with that id.
    public subscript(view id: String) -> AppView {
        get {
            if let view = views[id] ?? laidOut[id] { return view }
            preconditionFailure(
                "the app's code reads view '\(id)', which the scene does not have (views: "
                    + Spelling.shortList(laidOut.keys.sorted(), closestTo: id) + ")")
        }
        set {
            precondition(
                laidOut[id] != nil, "the app's code changes view '\(id)', which the scene does not have")
            precondition(newValue.id == id, "view '\(newValue.id)' assigned to screen[view: \"\(id)\"]")
            views[id] = newValue
        }
    }

    /// The views whose properties the code changed, with what it set (a property it did not
    /// change is left out: nil).
    package var changedViews: [(id: String, change: ViewChange)] {
        views.keys.sorted().compactMap { id in
            guard let before = laidOut[id], let after = views[id] else { return nil }
            let change = ViewChange(from: before, to: after)
            return change.isEmpty ? nil : (id, change)
        }
    }

    private func number(of id: String) -> Int {
        guard let number = scrollViews.firstIndex(where: { $0.id == id }) else {
            preconditionFailure(
                "the app's code names scroll view '\(id)', which the scene does not have (scroll views: "
                    + Spelling.shortList(scrollViews.map(\.id), closestTo: id) + ")")
        }
        return number
    }
}

/// What the app's code set on one view in one callback: each property it changed (nil: unchanged).
package struct ViewChange: Hashable, Sendable {
    package var frame: Rect?
    package var alpha: Double?
    package var transform: AffineTransform?
    package var isHidden: Bool?
    package var isUserInteractionEnabled: Bool?

    /// No change.
    init() {}

    init(from before: AppView, to after: AppView) {
        frame = after.frame != before.frame ? after.frame : nil
        alpha = after.alpha != before.alpha ? after.alpha : nil
        transform = after.transform != before.transform ? after.transform : nil
        isHidden = after.isHidden != before.isHidden ? after.isHidden : nil
        isUserInteractionEnabled =
            after.isUserInteractionEnabled != before.isUserInteractionEnabled
            ? after.isUserInteractionEnabled : nil
    }

    /// This change followed by `later` (what `later` sets wins).
    mutating func merge(_ later: ViewChange) {
        frame = later.frame ?? frame
        alpha = later.alpha ?? alpha
        transform = later.transform ?? transform
        isHidden = later.isHidden ?? isHidden
        isUserInteractionEnabled = later.isUserInteractionEnabled ?? isUserInteractionEnabled
    }

    /// `adjustment` with this change made.
    func applied(to adjustment: ViewAdjustment) -> ViewAdjustment {
        var adjustment = adjustment
        if let frame { adjustment.frame = frame }
        if let alpha {
            adjustment.alpha = alpha
            adjustment.visibleAlpha = nil
        }
        if let transform { adjustment.transform = transform }
        if let isHidden { adjustment.isHidden = isHidden }
        if let isUserInteractionEnabled { adjustment.isUserInteractionEnabled = isUserInteractionEnabled }
        return adjustment
    }

    var isEmpty: Bool {
        frame == nil && alpha == nil && transform == nil && isHidden == nil && isUserInteractionEnabled == nil
    }
}
