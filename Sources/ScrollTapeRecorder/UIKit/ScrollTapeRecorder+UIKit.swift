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

    extension ScrollTapeRecorder {
        /// Starts recording a screen of the app: every touch of `window`, and at every
        /// display refresh what `scrollView` and the header show, into a format v1 recording that
        /// `scrolltape check` replays and compares with the model.
        ///
        /// Call it on the main thread once the screen is laid out, with the header expanded
        /// (`viewDidAppear(_:)`), in debug builds only:
        ///
        /// ```swift
        /// #if DEBUG
        ///     recorder = try ScrollTapeRecorder.start(
        ///         window: view.window!, scrollView: tableView,
        ///         header: .init(view: headerView, behavior: .collapsing, minHeight: 48, maxHeight: 148),
        ///         file: "feed.jsonl")
        /// #endif
        /// ```
        ///
        /// and `try recorder?.stop()` when the screen goes away (`viewWillDisappear(_:)`).
        ///
        /// The session line describes the screen as it is now: the device, the scroll view and the
        /// window's view tree (format v1 has one session line; a gesture that begins after the
        /// tree changed is preceded by a `view-tree-changed` mark). The header's subviews are
        /// recorded as laid out now, the header expanded.
        ///
        /// - Parameters:
        ///   - window: The window whose touches are recorded (by a gesture recognizer that never
        ///     recognizes and delays or cancels nothing: the app handles every touch as before).
        ///   - scrollView: The list: its `contentOffset` is sampled at every display refresh.
        ///     It must be in `window`, and not inside another scroll view.
        ///   - otherScrollViews: The screen's other scroll views (a horizontal pager beside a tab
        ///     strip, a carousel, the lists on a pager's pages): the session's `scrolls`, each
        ///     with its offset at every refresh (`scrolls.<id>.offset.x`, `.y`) and what the app
        ///     does to it (`scroll`, `inset` with its `scroll` id). Each must be in `window`.
        ///   - header: The header view and the behaviour the app means it to have, or nil.
        ///   - file: A file name in the app's Documents folder (or an absolute path). If a
        ///     recording is already there, the next free name is used: `feed-2.jsonl`, … (see
        ///     `WindowRecorder.path`).
        ///   - touches: Where the touches come from: a gesture recognizer the recorder adds to the
        ///     window (the default), or the app's `UIWindow.sendEvent(_:)` override.
        ///   - effects: The built-in behaviours the app means views to have as a scroll
        ///     view scrolls — a navigation bar that fades in, an image's parallax, a tab strip's
        ///     underline that follows a pager — the replay's reference for them, as `header` is for
        ///     the header (the session's `effects`). Their views are observed at every refresh as
        ///     `views` are, and must be named as those are. After a tap on a tab of `tabs`, the
        ///     pager's motion is the replay's to make (the effect scrolls it to the tab's page), not
        ///     written as the app's `scroll`s, until it comes to rest.
        ///   - views: Views whose frame in the window and alpha are written at every refresh, as
        ///     `observe` lines of `views.<id>.x`, `.y`, `.width`, `.height` and `.alpha` (the views
        ///     the app's code moves or fades: a navigation bar, a tab underline) — the frame before
        ///     the view's transform, as the replay lays it out, and the transform, when it is not the
        ///     identity, as `views.<id>.transform.a` … `.ty`; each must be in the window, named by an
        ///     `accessibilityIdentifier` no other view has.
        /// - Returns: The running recorder; keep it, and stop it.
        @MainActor
        public static func start(
            window: UIWindow, scrollView: UIScrollView, otherScrollViews: [UIScrollView] = [],
            header: Header?,
            effects: [Effect] = [], file: String, touches: WindowRecorder.TouchSource = .gestureRecognizer,
            observing views: [UIView] = []
        ) throws(StartError) -> WindowRecorder {
            var screen = try ScreenSnapshot(
                window: window, scrollView: scrollView, otherScrollViews: otherScrollViews, header: header)
            let ids = Set(screen.views.flatMap(\.allIDs))
            func id(of view: UIView) throws(StartError) -> String {
                guard let id = view.accessibilityIdentifier, ids.contains(id) else {
                    throw .observedViewNotNamed(view.accessibilityIdentifier)
                }
                return id
            }
            for view in views { _ = try id(of: view) }
            let otherIDs = screen.otherScrollViewSessionIDs
            func scrollID(of followed: UIScrollView?) throws(StartError) -> String? {
                guard let followed, followed !== scrollView else { return nil }
                guard let number = otherScrollViews.firstIndex(where: { $0 === followed }) else {
                    throw .effectScrollViewNotRecorded
                }
                return otherIDs[number]
            }
            var observed = views
            for effect in effects {
                screen.effects.append(try effect.configuration(id: id, scrollID: scrollID))
                for view in effect.views where !observed.contains(where: { $0 === view }) {
                    observed.append(view)
                }
            }
            guard let documents = RecordingLocation.documentsFolder else { throw .noDocumentsFolder }
            let path = RecordingLocation.freePath(RecordingLocation.path(for: file, in: documents))
            return try WindowRecorder(
                path: path, screen: screen, window: window, scrollView: scrollView,
                otherScrollViews: otherScrollViews, header: header, touchSource: touches, observing: observed,
                tabs: effects.flatMap(\.tabs))
        }

        /// A view the app's code changes as a scroll view scrolls, and the built-in effect
        /// (recordings/FORMAT.md "effects") it means it to follow: the replay's reference, which
        /// `conformance` compares with what the view showed on the device at every refresh (its
        /// frame in the window before its transform, its alpha and its transform, `views.<id>.…`).
        /// An effect moves the view's laid-out frame, as an app does by setting `center` or `frame`;
        /// a move the app makes with a translation instead is observed as the transform's `tx`,
        /// `ty`, and `conformance` compares the view where it is drawn (its `x` and `y` plus the
        /// translation), so either way matches. `following` is the scroll view it follows:
        /// the list (nil) or one of the other scroll views the recording is started with.
        @MainActor
        public enum Effect {
            /// A bar that fades in as the list scrolls: alpha = clamp((offset − minOffset) / `distance`,
            /// 0, 1); `fadesBackground`: only its background colour fades (it keeps alpha 1); `title`
            /// slides up by (1 − alpha) · `titleTravel` as it appears.
            case navigationBar(
                UIView, distance: CGFloat, fadesBackground: Bool = false, title: UIView? = nil,
                titleTravel: CGFloat = 0, following: UIScrollView? = nil)
            /// An image that moves `ratio` times as fast as the content while scrolling.
            case parallax(UIView, ratio: CGFloat = 0.5, following: UIScrollView? = nil)
            /// A tab strip's underline that follows a pager's fractional page (x = tab width · page),
            /// the tab buttons left to right (equal widths, the underline's siblings); `pageLength`:
            /// what the app divides the offset by, if not the pager's page.
            case tabs(underline: UIView, tabs: [UIView], pager: UIScrollView, pageLength: CGFloat? = nil)

            /// The views the effect changes.
            var views: [UIView] {
                switch self {
                case .navigationBar(let bar, _, _, let title, _, _): [bar] + (title.map { [$0] } ?? [])
                case .parallax(let image, _, _): [image]
                case .tabs(let underline, _, _, _): [underline]
                }
            }

            /// A tab strip's tabs, each with the pager a tap on it scrolls.
            var tabs: [(tab: UIView, pager: UIScrollView)] {
                guard case .tabs(_, let tabs, let pager, _) = self else { return [] }
                return tabs.map { ($0, pager) }
            }

            /// The effect as the session line has it, its views and scroll view by their ids.
            func configuration(
                id: (UIView) throws(StartError) -> String,
                scrollID: (UIScrollView?) throws(StartError) -> String?
            ) throws(StartError) -> EffectConfiguration {
                switch self {
                case .navigationBar(
                    let bar, let distance, let fadesBackground, let title, let travel, let followed):
                    return .navigationBar(
                        NavigationBarEffect(
                            view: try id(bar), scrollViewID: try scrollID(followed),
                            distance: Double(distance),
                            fades: fadesBackground ? .background : .view, title: try title.map(id),
                            titleTravel: Double(travel)))
                case .parallax(let image, let ratio, let followed):
                    return .parallax(
                        ParallaxEffect(
                            view: try id(image), scrollViewID: try scrollID(followed), ratio: Double(ratio)))
                case .tabs(let underline, let tabs, let pager, let pageLength):
                    // The format's tab strip (FORMAT.md, `tabs`): the underline's siblings, left to
                    // right, of equal widths; another strip makes a recording no reader takes.
                    var previous: UIView?
                    for tab in tabs {
                        guard tab.superview != nil, tab.superview === underline.superview else {
                            throw .tabsNotATabStrip("a tab is not a sibling of the underline")
                        }
                        // Their frames as the session line has them: before any transform.
                        if let previous {
                            let (frame, previousFrame) = (tab.untransformedFrame, previous.untransformedFrame)
                            guard frame.minX > previousFrame.minX else {
                                throw .tabsNotATabStrip("the tabs are not left to right")
                            }
                            guard abs(frame.width - previousFrame.width) <= 0.01 else {
                                throw .tabsNotATabStrip("the tabs are not of equal widths")
                            }
                        }
                        previous = tab
                    }
                    var tabIDs: [String] = []
                    for tab in tabs { tabIDs.append(try id(tab)) }
                    return .tabs(
                        TabsEffect(
                            view: try id(underline), scrollViewID: try scrollID(pager), tabs: tabIDs,
                            tabWidth: Double(tabs.first?.bounds.width ?? 0),
                            pageLength: pageLength.map(Double.init)))
                }
            }
        }

        /// The header a list drives, and the behaviour the app means it to have: the replay's
        /// reference, which `conformance` compares with the height the view had on
        /// the device at every display refresh.
        @MainActor
        public struct Header {
            /// The header's view: its `bounds.height` is the header's height.
            package var view: UIView
            /// How the header's height follows the list (the session's `header.behavior`).
            package var behavior: HeaderConfiguration.Behavior
            /// The collapsed height in points.
            package var minHeight: CGFloat
            /// The expanded height in points.
            package var maxHeight: CGFloat
            /// `collapsing`: ignore offsets outside the scroll range.
            package var ignoresOverscroll: Bool
            /// `pinned`: grow past `maxHeight` while the list is pulled past its top.
            package var stretches: Bool
            /// What the view's `hitTest(_:with:)` override does, if it has one: `.emptyArea` for a
            /// header that lets touches on its empty parts through to the list, `.controls` for one
            /// that keeps only touches on its controls.
            package var passThrough: ViewSpec.PassThrough

            /// A header of `view` with `behavior`, from `minHeight` to `maxHeight` points; by default
            /// it ignores overscroll, does not stretch and has no `hitTest(_:with:)` override.
            public init(
                view: UIView, behavior: HeaderConfiguration.Behavior, minHeight: CGFloat, maxHeight: CGFloat,
                ignoresOverscroll: Bool = true, stretches: Bool = false,
                passThrough: ViewSpec.PassThrough = .none
            ) {
                self.view = view
                self.behavior = behavior
                self.minHeight = minHeight
                self.maxHeight = maxHeight
                self.ignoresOverscroll = ignoresOverscroll
                self.stretches = stretches
                self.passThrough = passThrough
            }
        }

        /// Why ``ScrollTapeRecorder/start(window:scrollView:otherScrollViews:header:effects:file:touches:observing:)``
        /// could not start.
        public enum StartError: Error, Hashable, CustomStringConvertible {
            /// The scroll view (or one of the other scroll views) is not in the window.
            case scrollViewNotInWindow
            /// The list is inside another scroll view: the list the header follows is one of the
            /// window's own (name the outer one the list, the inner one among the other scroll views).
            case scrollViewInsideScrollView
            /// The header view is not in the window.
            case headerNotInWindow
            /// The header view is inside a scroll view (a table header view, a cell): format v1
            /// records the views in front of the list, not its content.
            case headerInsideScrollView
            /// The app has no Documents folder to write a recording named by a relative path into.
            case noDocumentsFolder
            /// The recording file could not be created.
            case recording(RecordingWriterError)
            /// A view to observe (or one an effect changes) is not in the window, or its
            /// `accessibilityIdentifier` (given here) is missing or not its own.
            case observedViewNotNamed(String?)
            /// An effect follows a scroll view that is neither the list nor one of the other scroll
            /// views the recording is started with.
            case effectScrollViewNotRecorded
            /// The tabs of a tabs effect are not the underline's siblings, left to right, of equal
            /// widths (what the reason says), as the format's tab strip is.
            case tabsNotATabStrip(String)

            public var description: String {
                switch self {
                case .scrollViewNotInWindow:
                    "ScrollTapeRecorder: the scroll view is not in the window; start once the screen is on it"
                case .scrollViewInsideScrollView:
                    "ScrollTapeRecorder: the list is inside another scroll view; record the outer one as the "
                        + "list and the inner one among the other scroll views"
                case .headerNotInWindow:
                    "ScrollTapeRecorder: the header view is not in the window; start once the screen is on it"
                case .headerInsideScrollView:
                    "ScrollTapeRecorder: the header view is inside a scroll view; record a header in front of the list"
                case .noDocumentsFolder:
                    "ScrollTapeRecorder: no Documents folder; pass an absolute path as the file"
                case .recording(let error):
                    error.description
                case .observedViewNotNamed(let id?):
                    "ScrollTapeRecorder: the view to observe '\(id)' is not in the window under that "
                        + "accessibilityIdentifier (is it shared?)"
                case .observedViewNotNamed(nil):
                    "ScrollTapeRecorder: a view to observe has no accessibilityIdentifier; give it one"
                case .effectScrollViewNotRecorded:
                    "ScrollTapeRecorder: an effect follows a scroll view that is not recorded; pass it in "
                        + "otherScrollViews"
                case .tabsNotATabStrip(let reason):
                    "ScrollTapeRecorder: \(reason); a tabs effect needs the tab buttons and the underline in "
                        + "one superview, the tabs left to right and of equal widths"
                }
            }
        }
    }
#endif
