/// What the app's code reads and changes in a callback, with UIKit's names: the scroll
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
    /// The mistakes the code made in this callback (an id the screen does not have), one per
    /// subject: each back end reports them its own way.
    package private(set) var misuses: [AppCodeMisuse] = []

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
    ///
    /// An id the scene does not have is the code's mistake, reported (in a replay, a failure of
    /// the recording at the event; in the app, a debug assertion and a log line), not a trap: it
    /// reads as an empty scroll view at rest and what is set on it is dropped.
    public subscript(scrollView id: String) -> AppScrollView {
        mutating get {
            if let number = number(of: id) { return scrollViews[number] }
            return AppScrollView(unknown: id)
        }
        set {
            guard let number = number(of: id) else { return }
            scrollViews[number] = newValue
        }
    }

    /// Any view of the scene (the session's `views`), by its id.
    ///
    /// An id the scene does not have is the code's mistake, reported (in a replay, a failure of
    /// the recording at the event; in the app, a debug assertion and a log line), not a trap: it
    /// reads as an empty view and what is set on it is dropped.
    public subscript(view id: String) -> AppView {
        mutating get {
            if let view = views[id] ?? laidOut[id] { return view }
            misuses.note(.unknownView(id, known: laidOut.keys.sorted()))
            return AppView(id: id, frame: Rect(x: 0, y: 0, width: 0, height: 0))
        }
        set {
            guard laidOut[id] != nil else {
                misuses.note(.unknownView(id, known: laidOut.keys.sorted()))
                return
            }
            guard newValue.id == id else {
                misuses.note(.viewAssigned(newValue.id, to: id))
                return
            }
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

    /// The number of scroll view `id`; nil (and the misuse taken down) when the scene has none.
    private mutating func number(of id: String) -> Int? {
        if let number = scrollViews.firstIndex(where: { $0.id == id }) { return number }
        misuses.note(.unknownScrollView(id, known: scrollViews.map(\.id)))
        return nil
    }

    /// The misuses of this callback, those of its scroll views' values included
    /// (`contentInsetAdjustmentBehavior`).
    package var allMisuses: [AppCodeMisuse] {
        var all = misuses
        for view in scrollViews { if let misuse = view.misuse { all.note(misuse) } }
        return all
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
