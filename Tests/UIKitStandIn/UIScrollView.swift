import Foundation

/// UIKit's `UIScrollView`: the content offset (the bounds' origin), size and insets, and the
/// settings the recorder reads. Its own scrolling follows the motion a test's device gives it
/// (``standInScroll(to:_:velocity:target:)``), making UIKit's callbacks with UIKit's flags.
@MainActor
open class UIScrollView: UIView {
    /// UIKit's `UIScrollView.DecelerationRate`: velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Told when the offset changes, whoever changes it (the user, an animation, the app).
    open weak var delegate: UIScrollViewDelegate?

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// UIKit calls `scrollViewDidChangeAdjustedContentInset(_:)` from the setter of whatever changed
    /// the adjusted inset: the content inset, and (with `scrollableAxes` and `automatic`) the
    /// content size or the behaviour.
    open var contentSize = CGSize.zero {
        didSet { adjustedInsetMayHaveChanged(from: adjusted(contentSize: oldValue)) }
    }
    open var contentInset = UIEdgeInsets.zero {
        didSet { adjustedInsetMayHaveChanged(from: adjusted(contentInset: oldValue)) }
    }
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isPagingEnabled = false
    open var decelerationRate = DecelerationRate.normal
    /// UIKit's `isScrollEnabled`: false disables the scroll view's pan gesture recognizer (which
    /// cancels a pan under way).
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var scrollsToTop = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// UIKit's `contentInsetAdjustmentBehavior`: which edges of the safe area `adjustedContentInset`
    /// adds to `contentInset`.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet {
            adjustedInsetMayHaveChanged(from: adjusted(behavior: oldValue))
        }
    }
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The scroll view's pan gesture recognizer.
    public let panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)

    /// UIKit's `setContentOffset(_:animated:)`: here at once (the stand-in does not animate; a test
    /// reads `standInAnimatedTarget` for an animated one, and moves the offset itself).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated {
            standInAnimatedTarget = offset
        } else {
            contentOffset = offset
        }
    }

    /// Where the last animated `setContentOffset(_:animated:)` asked the content to go.
    public var standInAnimatedTarget: CGPoint?

    /// UIKit's `isTracking` (a finger is down on the content), `isDragging` (the content follows
    /// it) and `isDecelerating` (it moves by itself after the finger lifted): get-only, set by the
    /// scroll view's own scrolling (``standInScroll(to:_:velocity:target:)``).
    open private(set) var isTracking = false
    open private(set) var isDragging = false
    open private(set) var isDecelerating = false
    /// What the scroll view's own scrolling is doing.
    public private(set) var standInMotion = StandInMotion.idle

    /// `contentInset` plus the safe area the scroll view overlaps, on the edges
    /// `contentInsetAdjustmentBehavior` adjusts (UIKit's documentation of each case): `always`
    /// every edge; `never` none; `scrollableAxes` the top and bottom when the content is taller
    /// than the scroll view or `alwaysBounceVertical` is set, the left and right likewise across;
    /// `automatic` as `scrollableAxes` (it also adjusts the top and bottom of a scroll view that
    /// a navigation or tab bar controller shows, which the stand-in has not).
    open var adjustedContentInset: UIEdgeInsets { adjusted() }

    private func adjusted(
        contentSize: CGSize? = nil, contentInset: UIEdgeInsets? = nil,
        behavior: ContentInsetAdjustmentBehavior? = nil
    ) -> UIEdgeInsets {
        let size = contentSize ?? self.contentSize
        let inset = contentInset ?? self.contentInset
        let safe = safeAreaInsets
        let vertical: Bool
        let horizontal: Bool
        switch behavior ?? contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes, .automatic:
            vertical = alwaysBounceVertical || size.height > bounds.height
            horizontal = alwaysBounceHorizontal || size.width > bounds.width
        }
        return UIEdgeInsets(
            top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0),
            right: inset.right + (horizontal ? safe.right : 0))
    }

    /// Tells the delegate if the adjusted inset is no longer `old`, from inside the setter, as UIKit
    /// does (a view controller that forwards the call re-enters whatever called the setter).
    private func adjustedInsetMayHaveChanged(from old: UIEdgeInsets) {
        if adjustedContentInset != old { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
    }
}

extension UIScrollView {
    /// What the scroll view's own scrolling is doing: at rest; a finger down on the content
    /// (`tracking`); the content following it (`dragging`); moving by itself after the finger
    /// lifted (`decelerating`: slowing down, bouncing back, settling on a page); an animated
    /// `setContentOffset` (`animating`).
    public enum StandInMotion: Hashable, Sendable {
        case idle, tracking, dragging, decelerating, animating
    }

    /// UIKit's own scrolling, as its pan gesture recognizer and its animations drive the scroll
    /// view (the test's device gives it each step of its model's motion): it sets the flags and
    /// `contentOffset`, and calls the delegate in UIKit's order with the flags UIKit reports at
    /// each callback (FORMAT.md "When each method is called"):
    /// - the pan begins: `isDragging`, then `scrollViewWillBeginDragging`, then the content moves;
    /// - the finger lifts: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    ///   (`velocity` in points per millisecond, the target `target` or where it is), then
    ///   `scrollViewDidEndDragging(_:willDecelerate:)` reading the finger still tracking and no
    ///   longer dragging, then `scrollViewWillBeginDecelerating` if it decelerates;
    /// - a deceleration ends: the last move still reads `isDecelerating`, then
    ///   `scrollViewDidEndDecelerating` does not; an animation ends:
    ///   `scrollViewDidEndScrollingAnimation`.
    ///
    /// - Returns: The `targetContentOffset` the delegate left when the finger lifted, else nil.
    @discardableResult
    public func standInScroll(
        to offset: CGPoint, _ motion: StandInMotion, velocity: CGPoint = .zero, target: CGPoint? = nil
    ) -> CGPoint? {
        let old = standInMotion
        standInMotion = motion
        var released: CGPoint?
        switch (old, motion) {
        case (_, .tracking) where old != .tracking && old != .dragging,
            (_, .dragging) where old != .tracking && old != .dragging:
            // A finger down (it stops a motion under way: no end callback).
            isDecelerating = false
            isTracking = true
            if motion == .dragging { beginDragging() }
        case (.tracking, .dragging):
            beginDragging()
        case (.dragging, _) where motion != .dragging:
            var proposed = target ?? offset
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &proposed)
            released = proposed
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: motion == .decelerating)
            isTracking = motion == .tracking
            if motion == .decelerating {
                isDecelerating = true
                delegate?.scrollViewWillBeginDecelerating(self)
            }
        case (.tracking, _) where motion != .tracking:
            isTracking = false
            isDecelerating = motion == .decelerating
        default:
            break
        }
        contentOffset = offset
        switch (old, motion) {
        case (.decelerating, .idle), (.decelerating, .animating):
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case (.animating, .idle):
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case (.idle, .decelerating), (.animating, .decelerating):
            isDecelerating = true
        default:
            break
        }
        return released
    }

    private func beginDragging() {
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }
}

/// UIKit's `UIScrollViewDelegate`: the scroll callbacks, every one optional.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// After every change of `contentOffset` (UIKit: "Tells the delegate when the user scrolls the
    /// content view within the scroll view"; also for offsets the app or an animation sets).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// After the adjusted content inset changed, from inside the setter that changed it.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
}

/// UIKit's `UIPanGestureRecognizer`: the pan's translation and velocity (a test sets them, as the
/// scroll view's recognizer would follow the finger).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    public var standInTranslation = CGPoint.zero
    public var standInVelocity = CGPoint.zero

    /// How far the finger moved since the pan began (the window's coordinates: `view` nil).
    open func translation(in view: UIView?) -> CGPoint {
        standInTranslation
    }

    /// The finger's velocity in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        standInVelocity
    }
}

/// UIKit's `UITableView`: its layout of sections (header, rows, footer, one after another down
/// the content, below a table header view), which it reads from `standInDataSource` (standing for
/// the data source's counts and the delegate's heights) when it is created with one, at
/// `reloadData()` and after `performBatchUpdates(_:completion:)`, and its content size from it.
/// It does not make cells: a test adds the views it needs.
@MainActor
open class UITableView: UIScrollView {
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// UIKit's `UITableView.RowAnimation` (the stand-in does not animate).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// One section as the data source and the delegate give it: its header's, rows' and footer's
    /// heights.
    public struct StandInSection: Sendable {
        public var header: CGFloat
        public var rows: [CGFloat]
        public var footer: CGFloat

        public init(header: CGFloat = 0, rows: [CGFloat], footer: CGFloat = 0) {
            self.header = header
            self.rows = rows
            self.footer = footer
        }
    }

    public let style: Style
    /// The view above the first section.
    open var tableHeaderView: UIView? {
        didSet { layOutSections() }
    }
    /// The sections the table reads at `reloadData()` and after a batch update.
    public var standInDataSource: (() -> [StandInSection])? {
        didSet { reloadData() }
    }
    /// The index paths of the last batch update: deleted rows, inserted rows, deleted sections,
    /// inserted sections.
    public private(set) var standInLastUpdate: ([IndexPath], [IndexPath], IndexSet, IndexSet) = (
        [], [], [], []
    )
    private var sections: [StandInSection] = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    open func reloadData() {
        sections = standInDataSource?() ?? []
        layOutSections()
    }

    private func layOutSections() {
        let length = sections.reduce(tableHeaderView?.frame.height ?? 0) {
            $0 + $1.header + $1.rows.reduce(0, +) + $1.footer
        }
        contentSize = CGSize(width: bounds.width, height: length)
    }

    open var numberOfSections: Int { sections.count }

    open func numberOfRows(inSection section: Int) -> Int {
        sections[section].rows.count
    }

    /// Where section `section` begins down the content.
    private func start(ofSection section: Int) -> CGFloat {
        sections[..<section].reduce(tableHeaderView?.frame.height ?? 0) {
            $0 + $1.header + $1.rows.reduce(0, +) + $1.footer
        }
    }

    open func rect(forSection section: Int) -> CGRect {
        let value = sections[section]
        return CGRect(
            x: 0, y: start(ofSection: section), width: bounds.width,
            height: value.header + value.rows.reduce(0, +) + value.footer)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        CGRect(x: 0, y: start(ofSection: section), width: bounds.width, height: sections[section].header)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        let rect = rect(forSection: section)
        let footer = sections[section].footer
        return CGRect(x: 0, y: rect.maxY - footer, width: bounds.width, height: footer)
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let value = sections[indexPath.section]
        let y = start(ofSection: indexPath.section) + value.header + value.rows[..<indexPath.row].reduce(0, +)
        return CGRect(x: 0, y: y, width: bounds.width, height: value.rows[indexPath.row])
    }

    /// UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Scrolls the row to `position` in the visible area (inside the adjusted inset); `none`: the
    /// least that brings it wholly into view. Clamped to the scroll range; animated, the target is
    /// kept (`standInAnimatedTarget`), as `setContentOffset(_:animated:)` keeps it.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visibleHeight / 2
        case .bottom: y = row.maxY - inset.top - visibleHeight
        case .none:
            if row.minY < y + inset.top { y = row.minY - inset.top }
            if row.maxY > y + inset.top + visibleHeight { y = row.maxY - inset.top - visibleHeight }
        }
        let upper = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), upper)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Runs `updates`, then reads the sections anew (as UITableView asks its data source and
    /// delegate once the updates are in), then calls `completion`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        standInLastUpdate = ([], [], [], [])
        updates?()
        reloadData()
        completion?(true)
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        standInLastUpdate.0 += indexPaths
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        standInLastUpdate.1 += indexPaths
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        standInLastUpdate.2.formUnion(sections)
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        standInLastUpdate.3.formUnion(sections)
    }
}

extension IndexPath {
    /// UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// UIKit's `section`: the first index.
    public var section: Int { self[0] }

    /// UIKit's `row`: the second index.
    public var row: Int { self[1] }
}

/// UIKit's `UITableViewDelegate`: a table view's delegate is its scroll view's.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}
