#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    import ScrollTape
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import ScrollTapeRecorder
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// Runs the app's `ScrollViewDelegate` in the app, on its live views: the same
    /// value a test replays, so the code under test is the code that ships.
    ///
    /// The view controller forwards its `UIScrollViewDelegate` callbacks, `viewDidAppear` and
    /// `viewDidLayoutSubviews` to the bridge; at each call the bridge builds an `AppScreen` from
    /// the views (by their `accessibilityIdentifier`s, the ids a recording gives them), calls the
    /// delegate, and applies what it changed as the replay does: the header's height (the
    /// constant of its height constraint), the views' frames, alpha, transforms, `isHidden` and
    /// `isUserInteractionEnabled`, the scroll views' insets, their
    /// `contentInsetAdjustmentBehavior` and their offsets (`contentOffset =`, or
    /// `setContentOffset(_:animated:)`), and a changed `targetContentOffset`.
    ///
    /// As in a replay, the callbacks that what the code set causes — the `scrollViewDidScroll` of an
    /// offset, the `scrollViewDidChangeAdjustedContentInset` of an inset — come after the callback
    /// that set it returns and its changes are all applied, not inside it (UIKit calls them at once,
    /// from the setters, and a forwarding view controller passes them back into the bridge: the
    /// bridge holds them until the call is over, then makes them in the order they came).
    ///
    /// A view's `frame`, as the code reads and sets it, is its frame before its transform, as in a
    /// replay: the bridge reads and sets the view's `center` and `bounds.size`
    /// (`UIView.untransformedFrame`) and its `transform` on its own, never UIKit's `frame`, which
    /// is undefined while the transform is not the identity — so code that moves a view it also
    /// scales or fades by a transform (a parallax, a title that shrinks) moves it in the app as
    /// the replay does. A scroll view's `frame` is its untransformed frame in the window.
    @MainActor
    public final class ScrollViewDelegateBridge {
        /// The app's code, with its stored properties as the calls left them.
        public private(set) var delegate: any ScrollViewDelegate
        private let window: UIWindow
        /// The scroll views, the primary (the list the header follows) first.
        private let scrollViews: [UIScrollView]
        private let views: [String: UIView]
        private let header: (view: UIView, height: NSLayoutConstraint)?
        /// The recorder of the screen, if one runs: an animated offset the code sets
        /// (`setContentOffset(_:animated: true)`) is then the replay's to make too, and the recorder
        /// compares it (`observe`) rather than writing it as the app's `scroll`s.
        public weak var recorder: WindowRecorder?
        /// Whether a call is under way, and the callbacks UIKit made during it (each once per scroll
        /// view), to make when it is over.
        private var isCalling = false
        private var held: [(callback: DelegateCallOrder.Callback, scrollView: UIScrollView)] = []
        /// Where the code's mistakes go (an id the screen does not have): a log line and a debug
        /// assertion, never a crash in a release build.
        package var misuseReport: MisuseReport

        /// - Parameters:
        ///   - scrollViews: the screen's scroll views, the list the header follows first; each has an
        ///     `accessibilityIdentifier` (the recording's id).
        ///   - views: the views the code reads or changes, each with an `accessibilityIdentifier`.
        ///   - header: the header view and the constraint of its height, if the screen has one.
        /// A scroll view or view without an `accessibilityIdentifier` is a mistake, reported (a log
        /// line and a debug assertion): the code cannot name it; so is no scroll view at all (the
        /// code is then not called).
        public convenience init(
            _ delegate: some ScrollViewDelegate, window: UIWindow, scrollViews: [UIScrollView],
            views: [UIView] = [], header: (view: UIView, height: NSLayoutConstraint)? = nil
        ) {
            self.init(
                delegate, window: window, scrollViews: scrollViews, views: views, header: header,
                misuseReport: .logAndAssert)
        }

        /// `init(_:window:scrollViews:views:header:)` reporting the code's mistakes to `misuseReport`.
        package init(
            _ delegate: some ScrollViewDelegate, window: UIWindow, scrollViews: [UIScrollView],
            views: [UIView] = [], header: (view: UIView, height: NSLayoutConstraint)? = nil,
            misuseReport: MisuseReport
        ) {
            self.delegate = delegate
            self.window = window
            self.scrollViews = scrollViews
            self.misuseReport = misuseReport
            var named: [String: UIView] = [:]
            for view in views + (header.map { [$0.view] } ?? []) {
                guard let id = Self.identifier(of: view) else { continue }
                named[id] = view
            }
            self.views = named
            self.header = header
            if scrollViews.isEmpty {
                misuseReport.report(
                    AppCodeMisuse(
                        subject: "scrollViews",
                        "the bridge was given no scroll view: the app's code is not called (give the list "
                            + "the header follows first)"))
            }
            for scrollView in scrollViews where Self.identifier(of: scrollView) == nil {
                misuseReport.report(Self.unnamed(scrollView))
            }
            for view in views + (header.map { [$0.view] } ?? []) where Self.identifier(of: view) == nil {
                misuseReport.report(Self.unnamed(view))
            }
        }

        private static func identifier(of view: UIView) -> String? {
            guard let id = view.accessibilityIdentifier, !id.isEmpty else { return nil }
            return id
        }

        /// A view given without an `accessibilityIdentifier`: the code cannot name it.
        private static func unnamed(_ view: UIView) -> AppCodeMisuse {
            AppCodeMisuse(
                subject: "\(view)",
                "the bridge names views by their accessibilityIdentifier; \(view) has none, so the "
                    + "app's code cannot read or change it")
        }

        // MARK: UIScrollViewDelegate and the view controller's hooks

        /// The view controller forwards UIKit's `scrollViewDidScroll(_:)`; the bridge calls the
        /// delegate's, after the call under way returns if the code set the offset.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {
            tell(.didScroll, about: scrollView)
        }

        /// The view controller forwards UIKit's `scrollViewWillBeginDragging(_:)`; the bridge calls
        /// the delegate's.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            tell(.willBeginDragging, about: scrollView)
        }

        /// `velocity` in points per millisecond, as UIKit gives it; what the code sets as the target
        /// is written back to `targetContentOffset`.
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            let perMillisecond = ScrollTapeCore.Point(x: Double(velocity.x), y: Double(velocity.y))
            let reply = call(
                .willEndDragging(velocity: perMillisecond), about: scrollView,
                reply: DelegateCallOrder.Reply(
                    targetContentOffset: ScrollTapeCore.Point(
                        x: Double(targetContentOffset.pointee.x), y: Double(targetContentOffset.pointee.y))))
            let target = reply.targetContentOffset
            targetContentOffset.pointee = CGPoint(x: target.x, y: target.y)
        }

        /// The view controller forwards UIKit's `scrollViewDidEndDragging(_:willDecelerate:)`; the
        /// bridge calls the delegate's.
        public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            tell(.didEndDragging(willDecelerate: decelerate), about: scrollView)
        }

        /// The view controller forwards UIKit's `scrollViewWillBeginDecelerating(_:)`; the bridge calls
        /// the delegate's.
        public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            tell(.willBeginDecelerating, about: scrollView)
        }

        /// The view controller forwards UIKit's `scrollViewDidEndDecelerating(_:)`; the bridge calls
        /// the delegate's.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            tell(.didEndDecelerating, about: scrollView)
        }

        /// The view controller forwards UIKit's `scrollViewDidEndScrollingAnimation(_:)`; the bridge calls
        /// the delegate's.
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            tell(.didEndScrollingAnimation, about: scrollView)
        }

        /// The view controller forwards UIKit's `scrollViewShouldScrollToTop(_:)`; the bridge calls
        /// the delegate's and returns its answer (true for a scroll view the bridge was not given).
        /// True, the recorder (if one runs) writes the status-bar tap
        /// (``WindowRecorder/statusBarTapped(scrollingToTop:)``).
        public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            let answer = call(.shouldScrollToTop, about: scrollView).shouldScrollToTop
            if answer { recorder?.statusBarTapped(scrollingToTop: scrollView) }
            return answer
        }

        /// The view controller forwards UIKit's `scrollViewDidScrollToTop(_:)`; the bridge calls
        /// the delegate's.
        public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            tell(.didScrollToTop, about: scrollView)
        }

        /// The view controller forwards UIKit's `scrollViewDidChangeAdjustedContentInset(_:)`; the
        /// bridge calls the delegate's.
        public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            tell(.didChangeAdjustedContentInset, about: scrollView)
        }

        /// The view controller's `viewDidAppear(_:)`.
        public func viewDidAppear() {
            tellAboutPrimary(.viewDidAppear)
        }

        /// The view controller's `viewDidLayoutSubviews()` (a layout the code's changes cause is held
        /// until its call is over, as the other callbacks are).
        public func viewDidLayoutSubviews() {
            tellAboutPrimary(.viewDidLayoutSubviews)
        }

        /// A control's primary action (a button's tap, a tab), by its `accessibilityIdentifier`.
        public func primaryActionTriggered(_ control: String) {
            tellAboutPrimary(.primaryActionTriggered(control))
        }

        /// The app's own moment `call` (a network answer, a timer, a refresh that finished
        /// loading): the recorder, if one runs, writes it (``WindowRecorder/call(_:)``), then the
        /// delegate's `handle(_:_:)` runs about the list the header follows, as a replay runs it at
        /// the `call` event. A name the recording cannot hold is reported (a log line and a debug
        /// assertion) and the code still runs.
        public func handle(_ call: String) {
            do {
                try recorder?.call(call)
            } catch {
                misuseReport.report(
                    AppCodeMisuse(subject: call, "the recorder did not write the call: \(error)"))
            }
            tellAboutPrimary(.handle(call))
        }

        /// A row or item selected in `scrollView` (rows numbered across sections).
        public func didSelectItem(at index: Int, in scrollView: UIScrollView) {
            tell(.didSelectItem(index), about: scrollView)
        }

        /// The app forwards UIKit's `gestureRecognizerShouldBegin(_:)` of a scroll view's pan (from
        /// a `UIScrollView` subclass, which is its pan's delegate); the bridge calls the delegate's
        /// `panShouldBegin` about that scroll view and returns its answer (true for any other
        /// recognizer, or a scroll view the bridge was not given).
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let scrollView = pannedScrollView(gestureRecognizer) else { return true }
            return call(.panShouldBegin, about: scrollView).panShouldBegin
        }

        /// The app forwards UIKit's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` of a
        /// scroll view's pan; the bridge calls the delegate's `panShouldRecognizeSimultaneously` when
        /// both are the pans of scroll views it was given (by their `accessibilityIdentifier`s) and
        /// returns its answer (false otherwise: UIKit's default).
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            guard let scrollView = pannedScrollView(gestureRecognizer),
                let other = pannedScrollView(otherGestureRecognizer), let otherID = Self.identifier(of: other)
            else { return false }
            return call(.panShouldRecognizeSimultaneously(with: otherID), about: scrollView).simultaneous
        }

        /// The scroll view of the bridge whose pan `recognizer` is, if it is one.
        private func pannedScrollView(_ recognizer: UIGestureRecognizer) -> UIScrollView? {
            scrollViews.first { $0.panGestureRecognizer === recognizer }
        }

        // MARK: The call

        /// ``tell(_:about:)`` about the primary scroll view (none given: no call).
        private func tellAboutPrimary(_ callback: DelegateCallOrder.Callback) {
            guard let primary = scrollViews.first else { return }
            tell(callback, about: primary)
        }

        /// Makes `callback`, which answers nothing, about `scrollView` now, or, while a call is under
        /// way (UIKit calling back from a setter the code's changes used), once it is over.
        private func tell(_ callback: DelegateCallOrder.Callback, about scrollView: UIScrollView) {
            guard !isCalling else {
                if !held.contains(where: { $0.callback == callback && $0.scrollView === scrollView }) {
                    held.append((callback, scrollView))
                }
                return
            }
            call(callback, about: scrollView)
        }

        /// Makes `callback` with the screen as the views show it, applies what it changed (the one
        /// change value the replay applies too), then the callbacks UIKit made meanwhile (the
        /// `scrollViewDidScroll` its offsets owe, the `scrollViewDidChangeAdjustedContentInset` of its
        /// insets). A question UIKit asks during a call (it answers) is made inside it.
        /// Returns what the code answered (`reply`: what it is handed).
        @discardableResult
        private func call(
            _ callback: DelegateCallOrder.Callback, about scrollView: UIScrollView,
            reply: DelegateCallOrder.Reply = DelegateCallOrder.Reply()
        ) -> DelegateCallOrder.Reply {
            var reply = reply
            guard let current = scrollViews.firstIndex(where: { $0 === scrollView }) else { return reply }
            let wasCalling = isCalling
            isCalling = true
            let before = screen(current: current)
            var after = before
            callback.make(on: &delegate, &after, reply: &reply)
            let change = AppScreenChange.made(
                by: callback, from: before, to: after,
                headerViewID: header.flatMap { Self.identifier(of: $0.view) })
            apply(change)
            for misuse in change.misuses { misuseReport.report(misuse) }
            isCalling = wasCalling
            while !isCalling, !held.isEmpty {
                let next = held.removeFirst()
                call(next.callback, about: next.scrollView)
            }
            return reply
        }

        /// The screen now, for a call about scroll view number `current`.
        private func screen(current: Int) -> AppScreen {
            var appViews: [String: AppView] = [:]
            for (id, view) in views {
                let transform = view.transform
                appViews[id] = AppView(
                    id: id, frame: ScrollTapeCore.Rect(view.untransformedFrame),
                    alpha: Double(view.alpha),
                    transform: AffineTransform(
                        a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                        d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty)),
                    isHidden: view.isHidden, isUserInteractionEnabled: view.isUserInteractionEnabled)
            }
            let statusBar = window.windowScene?.statusBarManager.map { Double($0.statusBarFrame.height) }
            return AppScreen(
                scrollViews: scrollViews.map(appScrollView), current: current, views: appViews,
                headerHeight: header.map { Double($0.height.constant) },
                safeAreaInsets: ScrollTapeCore.EdgeInsets(window.safeAreaInsets),
                statusBarHeight: statusBar ?? Double(window.safeAreaInsets.top),
                bounds: ScrollTapeCore.Rect(window.bounds))
        }

        private func appScrollView(_ scrollView: UIScrollView) -> AppScrollView {
            var flags: ScrollFlags = []
            if scrollView.isTracking { flags.insert(.tracking) }
            if scrollView.isDragging { flags.insert(.dragging) }
            if scrollView.isDecelerating { flags.insert(.decelerating) }
            let pan = scrollView.panGestureRecognizer
            let translation = pan.translation(in: nil)
            let velocity = pan.velocity(in: nil)
            return AppScrollView(
                id: Self.identifier(of: scrollView) ?? "",
                contentOffset: ScrollTapeCore.Point(
                    x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)),
                contentSize: ScrollTapeCore.Size(
                    width: Double(scrollView.contentSize.width), height: Double(scrollView.contentSize.height)
                ),
                frame: ScrollTapeCore.Rect(scrollView.untransformedFrameInWindow),
                contentInset: ScrollTapeCore.EdgeInsets(scrollView.contentInset),
                adjustedContentInset: ScrollTapeCore.EdgeInsets(scrollView.adjustedContentInset),
                insetAdjustment: Self.insetAdjustment(scrollView.contentInsetAdjustmentBehavior),
                indicatorInsets: (
                    ScrollTapeCore.EdgeInsets(scrollView.verticalScrollIndicatorInsets),
                    ScrollTapeCore.EdgeInsets(scrollView.horizontalScrollIndicatorInsets)
                ),
                safeAreaInsets: ScrollTapeCore.EdgeInsets(scrollView.safeAreaInsets), flags: flags,
                pan: PanGesture(
                    start: .zero,
                    location: ScrollTapeCore.Point(x: Double(translation.x), y: Double(translation.y)),
                    velocity: ScrollTapeCore.Point(x: Double(velocity.x), y: Double(velocity.y)),
                    phase: Self.phase(of: pan)),
                switches: ScrollViewSwitches(scrollView))
        }

        /// The pan's `state` as the app's code reads it.
        private static func phase(of pan: UIPanGestureRecognizer) -> PanGesture.Phase {
            switch pan.state {
            case .began: .began
            case .changed: .changed
            case .ended: .ended
            case .cancelled: .cancelled
            case .failed: .failed
            default: .possible
            }
        }

        /// Applies what the code changed (the one value the replay applies too): the views (a
        /// frame as `center` and `bounds.size`, untouched by the transform), the header's height
        /// (its constraint's constant), each scroll view's insets, then its offset.
        private func apply(_ change: AppScreenChange) {
            for changed in change.views {
                guard let view = views[changed.id] else { continue }
                let change = changed.change
                if let frame = change.frame {
                    view.untransformedFrame = CGRect(
                        x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                }
                if let alpha = change.alpha { view.alpha = CGFloat(alpha) }
                if let transform = change.transform {
                    view.transform = CGAffineTransform(
                        a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx,
                        ty: transform.ty)
                }
                if let isHidden = change.isHidden { view.isHidden = isHidden }
                if let interactive = change.isUserInteractionEnabled {
                    view.isUserInteractionEnabled = interactive
                }
            }
            if let height = change.headerHeight, let header { header.height.constant = CGFloat(height) }
            for changed in change.scrollViews {
                let scrollView = scrollViews[changed.number]
                if let switches = changed.switches { switches.set(on: scrollView) }
                if let size = changed.contentSize {
                    scrollView.contentSize = CGSize(width: size.width, height: size.height)
                }
                if let inset = changed.contentInset { scrollView.contentInset = UIEdgeInsets(inset) }
                if let adjustment = changed.insetAdjustment {
                    scrollView.contentInsetAdjustmentBehavior = Self.behavior(adjustment)
                }
                if let insets = changed.verticalScrollIndicatorInsets {
                    scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(insets)
                }
                if let insets = changed.horizontalScrollIndicatorInsets {
                    scrollView.horizontalScrollIndicatorInsets = UIEdgeInsets(insets)
                }
                switch changed.offset {
                case .assigned(let offset)?: scrollView.contentOffset = CGPoint(x: offset.x, y: offset.y)
                case .set(let offset, let animated)?:
                    if animated { recorder?.willBeMovedByTheReplay(scrollView) }
                    scrollView.setContentOffset(CGPoint(x: offset.x, y: offset.y), animated: animated)
                case nil: break
                }
            }
        }

        private static func insetAdjustment(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior)
            -> ScrollConfiguration.InsetAdjustment
        {
            switch behavior {
            case .scrollableAxes: .scrollableAxes
            case .never: .never
            case .always: .always
            default: .automatic
            }
        }

        private static func behavior(_ adjustment: ScrollConfiguration.InsetAdjustment)
            -> UIScrollView.ContentInsetAdjustmentBehavior
        {
            switch adjustment {
            case .automatic: .automatic
            case .scrollableAxes: .scrollableAxes
            case .never: .never
            case .always: .always
            }
        }
    }
#endif
