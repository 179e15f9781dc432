import Foundation

/// UIKit's `UIScrollView`: the content offset (the bounds' origin), size and insets, and the
/// settings the recorder reads. It does not scroll by itself: a test moves `contentOffset`.
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

    open var contentSize = CGSize.zero
    /// UIKit calls `scrollViewDidChangeAdjustedContentInset(_:)` from the setter when the adjusted
    /// inset changes (here: whenever the inset does, the safe area being fixed).
    open var contentInset = UIEdgeInsets.zero {
        didSet {
            if contentInset != oldValue { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
        }
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
    /// UIKit's `isTracking` (a finger is down on the content), `isDragging` (the content follows
    /// it) and `isDecelerating` (it moves by itself after the finger lifted); get-only in UIKit,
    /// where the scroll view sets them: here the test's device sets them with the offset.
    /// UIKit's `contentInsetAdjustmentBehavior`; the stand-in's `adjustedContentInset` adds the
    /// safe area on every edge whatever it is (`.always`).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
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

    open var isTracking = false
    open var isDragging = false
    open var isDecelerating = false

    /// `contentInset` plus the safe area the scroll view overlaps (UIKit's
    /// `contentInsetAdjustmentBehavior` `.always`).
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }
}

/// UIKit's `UIScrollViewDelegate` (the callback the stand-in makes).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// After every change of `contentOffset` (UIKit: "Tells the delegate when the user scrolls the
    /// content view within the scroll view"; also for offsets the app or an animation sets).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// After the adjusted content inset changed, from inside the setter that changed it.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
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
