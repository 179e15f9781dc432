/// What one call of the app's code changed (FORMAT.md, "The app's code as UIKit calls it"), as one value: computed once, from the
/// screen as it was handed over and as the code left it, and applied by each back end its own way
/// (the replay's machines, the UIKit bridge's views, the SwiftUI driver's values) in the order
/// FORMAT.md gives: the header's height, the views, each scroll view's insets, then its offset.
package struct AppScreenChange: Hashable, Sendable {
    /// What the code set on one scroll view (nil: unchanged).
    package struct ScrollViewChange: Hashable, Sendable {
        /// Its place among the screen's scroll views (``AppScreen`` numbers them, the primary first).
        package let number: Int
        package var contentInset: EdgeInsets?
        package var insetAdjustment: ScrollConfiguration.InsetAdjustment?
        package var verticalScrollIndicatorInsets: EdgeInsets?
        package var horizontalScrollIndicatorInsets: EdgeInsets?
        /// The move of the content it asked for (the last one), even to the offset it has.
        package var offset: AppScrollView.OffsetRequest?
        /// Its switches (`isScrollEnabled`, `bounces`, …), when the code changed one.
        package var switches: ScrollViewSwitches?
        /// `contentSize`, when the code set it.
        package var contentSize: Size?

        /// Whether it changes what the session says of the scroll view (its switches, its
        /// content's size): ``applied(to:)``.
        package var changesConfiguration: Bool { switches != nil || contentSize != nil }

        /// `configuration` with the switches and the content size the code set (the content size
        /// only of content given by its size: items and rows size their content themselves).
        package func applied(to configuration: ScrollConfiguration) -> ScrollConfiguration {
            var configuration = configuration
            if let switches { configuration.switches = switches }
            if let contentSize, case .size = configuration.content {
                configuration.content = .size(width: contentSize.width, height: contentSize.height)
            }
            return configuration
        }

        /// The indicator insets along `axis` (`scroll.indicatorInset` in the state), if set.
        package func indicatorInsets(along axis: Axis) -> EdgeInsets? {
            axis == .vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
        }

        /// The indicator insets across `axis`, if set.
        package func indicatorInsets(across axis: Axis) -> EdgeInsets? {
            axis == .vertical ? horizontalScrollIndicatorInsets : verticalScrollIndicatorInsets
        }

        /// Whether the insets changed (the content inset, its adjustment or the indicator insets
        /// along `axis`): the range and the adjusted inset follow.
        package func changesInsets(along axis: Axis) -> Bool {
            contentInset != nil || insetAdjustment != nil || indicatorInsets(along: axis) != nil
        }
    }

    /// What the code set on one view.
    package struct ChangedView: Hashable, Sendable {
        package let id: String
        package let change: ViewChange
    }

    /// The header's new height (its height constraint, or the header view's frame height); nil:
    /// unchanged.
    package var headerHeight: Double?
    /// The views the code changed, by id in order.
    package var views: [ChangedView]
    /// The scroll views the code changed, in order.
    package var scrollViews: [ScrollViewChange]
    /// The code's mistakes in the call (an id the screen does not have): each back end reports them.
    package var misuses: [AppCodeMisuse]

    /// What the code changed on `after` (`before`: the screen as handed over); the header view
    /// `headerViewID` (if any) has the header's height as its frame's height.
    package init(from before: AppScreen, to after: AppScreen, headerViewID: String?) {
        headerHeight = after.headerHeight != before.headerHeight ? after.headerHeight : nil
        views = after.changedViews.map { ChangedView(id: $0.id, change: $0.change) }
        for view in views where view.id == headerViewID {
            if let frame = view.change.frame { headerHeight = frame.height }
        }
        scrollViews = []
        for (number, (old, new)) in zip(before.scrollViews, after.scrollViews).enumerated() where old != new {
            var change = ScrollViewChange(number: number)
            change.contentInset = new.contentInset != old.contentInset ? new.contentInset : nil
            change.insetAdjustment = new.insetAdjustment != old.insetAdjustment ? new.insetAdjustment : nil
            change.verticalScrollIndicatorInsets =
                new.verticalScrollIndicatorInsets != old.verticalScrollIndicatorInsets
                ? new.verticalScrollIndicatorInsets : nil
            change.horizontalScrollIndicatorInsets =
                new.horizontalScrollIndicatorInsets != old.horizontalScrollIndicatorInsets
                ? new.horizontalScrollIndicatorInsets : nil
            change.offset = new.offsetRequest
            change.switches = new.switches != old.switches ? new.switches : nil
            change.contentSize = new.contentSize != old.contentSize ? new.contentSize : nil
            if change != ScrollViewChange(number: number) { scrollViews.append(change) }
        }
        misuses = after.allMisuses
    }
}

extension AppScreenChange {
    /// One call of the app's code as a back end made it: the callback, the screen handed over, and
    /// what the call changed.
    package struct Call: Hashable, Sendable {
        package let callback: DelegateCallOrder.Callback
        package let before: AppScreen
        package let change: AppScreenChange
    }

    /// Where each call goes as a back end makes it (nil: nowhere): the tests that run one delegate
    /// through every back end watch what each applied (`watcher.withValue(…) { … }`). A constant
    /// task-local value rather than `@TaskLocal static var`, which the iOS SDK's compiler takes for
    /// shared mutable state.
    package static let watcher = TaskLocal<(@Sendable (Call) -> Void)?>(wrappedValue: nil)

    /// What `callback` changed on `after` (`before`: the screen as handed over; `headerViewID`: as
    /// ``init(from:to:headerViewID:)`` takes it), handed to the ``watcher`` if one watches.
    package static func made(
        by callback: DelegateCallOrder.Callback, from before: AppScreen, to after: AppScreen,
        headerViewID: String?
    ) -> AppScreenChange {
        let change = AppScreenChange(from: before, to: after, headerViewID: headerViewID)
        if let watch = watcher.get() { watch(Call(callback: callback, before: before, change: change)) }
        return change
    }
}

extension AppScreenChange.ScrollViewChange {
    /// No change of scroll view `number`.
    init(number: Int) {
        self.number = number
    }
}

extension ViewChange {
    /// `view` with this change made.
    package func applied(to view: AppView) -> AppView {
        var view = view
        if let frame { view.frame = frame }
        if let alpha { view.alpha = alpha }
        if let transform { view.transform = transform }
        if let isHidden { view.isHidden = isHidden }
        if let isUserInteractionEnabled { view.isUserInteractionEnabled = isUserInteractionEnabled }
        return view
    }
}
