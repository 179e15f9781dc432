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

    extension ScreenSnapshot {
        /// The screen as `window` shows it now, for the session line.
        ///
        /// - **Device**: the window's own size (`bounds`: the app's part of the screen in iPad
        ///   Split View, Slide Over and Stage Manager, where the screen's bounds are the whole
        ///   display), its screen's `scale` (the screen that shows the window, where
        ///   `UIScreen.main`, deprecated since iOS 16, may not be), the window's `safeAreaInsets`,
        ///   the status bar's height from its scene's `statusBarManager`, and the hardware model
        ///   (`iPhone12,1`) as its name.
        /// - **Views**: the window's subviews and theirs, back to front, each with its frame in
        ///   window coordinates before any transform (`UIView.untransformedFrameInWindow`: the
        ///   session's frames are laid out, untransformed; the format has no transform for them, so
        ///   a replay has one only once the app's code sets it), `isHidden`, `alpha` and
        ///   `isUserInteractionEnabled`. Its id is its `accessibilityIdentifier`, else its path
        ///   from the window (`window.0.2`: subview 2 of the window's subview 0), which stays the
        ///   same while the tree does; the list's and the header's identifiers are used only if no
        ///   other recorded view shares them (the same for the other scroll views named). Its kind
        ///   follows its class: the list and the other scroll views named `scroll`,
        ///   `UIButton` `button`, another `UIControl` a `view` that is a control, `UILabel`
        ///   `label`, `UIImageView` `image`, `UIStackView` `stack`, anything else `view`. The
        ///   subviews of scroll views (the list's content, a text view's text) are not recorded,
        ///   but those on the way to a scroll view named in `otherScrollViews` (a list on a page of
        ///   a pager); a scroll view not named is a plain view.
        /// - **Scroll views** (the list, and each of `otherScrollViews`, the session's `scrolls`):
        ///   its frame in the window (before any transform, as a view's), `contentOffset`,
        ///   `contentSize`, `adjustedContentInset`, `bounces`, `isPagingEnabled`, `decelerationRate`,
        ///   `isScrollEnabled`, `delaysContentTouches`, `canCancelContentTouches`, `scrollsToTop`,
        ///   the indicator along its axis shown, and its axis: horizontal when its
        ///   content scrolls across and not down (or it bounces only across), with
        ///   `alwaysBounceHorizontal` as the bounce along it; vertical otherwise. A table view whose
        ///   rows fill its content is recorded as its rows in sections (`SectionLayout`).
        ///
        /// - Throws: When the scroll view, another scroll view or the header view is not among the
        ///   recorded views, or the list is inside a scroll view.
        @MainActor
        package init(
            window: UIWindow, scrollView: UIScrollView, otherScrollViews: [UIScrollView] = [],
            header: ScrollTapeRecorder.Header?
        ) throws(ScrollTapeRecorder.StartError) {
            var walk = ViewTreeWalk(scrollView: scrollView, others: otherScrollViews, header: header)
            walk.countIdentifiers(in: window)
            let views = window.subviews.enumerated().map { walk.record($1, path: "window.\($0)") }
            guard let scrollID = walk.scrollID else { throw .scrollViewNotInWindow }
            guard !scrollView.isInsideScrollView(below: window) else { throw .scrollViewInsideScrollView }
            var others: [RecordedScrollView] = []
            for (number, other) in otherScrollViews.enumerated() {
                guard let id = walk.otherIDs[number] else { throw .scrollViewNotInWindow }
                others.append(RecordedScrollView(other, id: id))
            }
            var headerConfiguration: HeaderConfiguration?
            if let header {
                guard let headerID = walk.headerID else {
                    throw header.view.isInsideScrollView(below: window)
                        ? .headerInsideScrollView : .headerNotInWindow
                }
                headerConfiguration = HeaderConfiguration(
                    viewID: headerID, behavior: header.behavior, minHeight: Double(header.minHeight),
                    maxHeight: Double(header.maxHeight), ignoresOverscroll: header.ignoresOverscroll,
                    stretches: header.stretches)
            }
            self.init(
                device: Device(window: window), scrollView: RecordedScrollView(scrollView, id: scrollID),
                otherScrollViews: others, header: headerConfiguration, views: views)
        }
    }

    /// Records the window's views, choosing their ids and kinds.
    @MainActor
    private struct ViewTreeWalk {
        let scrollView: UIScrollView
        let others: [UIScrollView]
        let header: ScrollTapeRecorder.Header?
        /// How many recorded views carry each `accessibilityIdentifier`.
        private var identifierCounts: [String: Int] = [:]
        private(set) var scrollID: String?
        private(set) var headerID: String?
        /// The ids of the other scroll views, in order, once recorded.
        private(set) var otherIDs: [String?]

        init(scrollView: UIScrollView, others: [UIScrollView], header: ScrollTapeRecorder.Header?) {
            self.scrollView = scrollView
            self.others = others
            self.header = header
            otherIDs = others.map { _ in nil }
        }

        /// Whether `view` is one of the other scroll views named.
        private func isOther(_ view: UIView) -> Bool {
            others.contains { $0 === view }
        }

        /// Whether `view` is, or holds, one of the scroll views named (the list too: so that a list
        /// inside a scroll view is found, and refused).
        private func leadsToOther(_ view: UIView) -> Bool {
            isOther(view) || view === scrollView || view.subviews.contains { leadsToOther($0) }
        }

        mutating func countIdentifiers(in view: UIView) {
            for subview in view.subviews {
                if let identifier = subview.accessibilityIdentifier, !identifier.isEmpty {
                    identifierCounts[identifier, default: 0] += 1
                }
                if !(subview is UIScrollView) || leadsToOther(subview) { countIdentifiers(in: subview) }
            }
        }

        mutating func record(_ view: UIView, path: String) -> RecordedView {
            let isList = view === scrollView
            let isHeader = view === header?.view
            let otherNumber = others.firstIndex { $0 === view }
            var id = path
            if let identifier = view.accessibilityIdentifier, !identifier.isEmpty,
                !(isList || isHeader || otherNumber != nil) || identifierCounts[identifier] == 1
            {
                id = identifier
            }
            if isList { scrollID = id }
            if isHeader { headerID = id }
            if let otherNumber { otherIDs[otherNumber] = id }
            let (kind, isControl) = Self.kind(of: view, isScroll: isList || otherNumber != nil)
            // A scroll view's content is not recorded, but the way to a scroll view named inside it.
            let children = view.subviews.enumerated().compactMap { number, subview in
                view is UIScrollView && !leadsToOther(subview)
                    ? nil : record(subview, path: "\(path).\(number)")
            }
            return RecordedView(
                id: id, kind: kind, frame: ScrollTapeCore.Rect(view.untransformedFrameInWindow),
                isHidden: view.isHidden,
                alpha: Double(view.alpha), isUserInteractionEnabled: view.isUserInteractionEnabled,
                isControl: isControl, passThrough: isHeader ? header?.passThrough ?? .none : .none,
                children: children)
        }

        private static func kind(of view: UIView, isScroll: Bool) -> (ViewSpec.Kind, isControl: Bool) {
            if isScroll { return (.scroll, false) }
            switch view {
            case is UIButton: return (.button, true)
            case is UIControl: return (.view, true)
            case is UILabel: return (.label, false)
            case is UIImageView: return (.image, false)
            case is UIStackView: return (.stack, false)
            default: return (.view, false)
            }
        }
    }

    extension UIView {
        /// Whether a scroll view lies between this view and `window`.
        @MainActor
        func isInsideScrollView(below window: UIWindow) -> Bool {
            var current = superview
            while let view = current, view !== window {
                if view is UIScrollView { return true }
                current = view.superview
            }
            return false
        }

        /// The view among this one's descendants that has the keyboard's input, if one does.
        @MainActor
        func firstResponderInside() -> UIView? {
            for subview in subviews {
                if subview.isFirstResponder { return subview }
                if let found = subview.firstResponderInside() { return found }
            }
            return nil
        }
    }

    extension Device {
        /// The device as `window` sees it: its size, its screen's scale, its safe area, its
        /// scene's status bar.
        @MainActor
        fileprivate init(window: UIWindow) {
            let layout = Self.layout(of: window)
            self.init(
                name: Self.hardwareModel, width: layout.size.width, height: layout.size.height,
                scale: Double(window.screen.scale), safeArea: layout.safeArea, statusBar: layout.statusBar)
        }

        /// The window's size, safe area and status bar's height: what a rotation or a resize
        /// changes (read at every refresh, so without the hardware model's lookup).
        @MainActor
        static func layout(of window: UIWindow) -> (
            size: ScrollTapeCore.Size, safeArea: ScrollTapeCore.EdgeInsets, statusBar: Double?
        ) {
            (
                ScrollTapeCore.Size(width: Double(window.bounds.width), height: Double(window.bounds.height)),
                ScrollTapeCore.EdgeInsets(window.safeAreaInsets),
                window.windowScene?.statusBarManager.map { Double($0.statusBarFrame.height) }
            )
        }

        /// The hardware model (`iPhone12,1`), also in the simulator.
        private static var hardwareModel: String {
            if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] {
                return simulated
            }
            var system = utsname()
            uname(&system)
            return withUnsafeBytes(of: &system.machine) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
    }

    extension RecordedScrollView {
        @MainActor
        fileprivate init(_ scrollView: UIScrollView, id: String) {
            let inset = scrollView.adjustedContentInset
            let size = scrollView.contentSize
            let bounds = scrollView.bounds
            let scrollsAcross = size.width + inset.left + inset.right > bounds.width
            let scrollsDown = size.height + inset.top + inset.bottom > bounds.height
            let bouncesOnlyAcross = scrollView.alwaysBounceHorizontal && !scrollView.alwaysBounceVertical
            let axis: ScrollTapeCore.Axis =
                !scrollsDown && (scrollsAcross || bouncesOnlyAcross) ? .horizontal : .vertical
            self.init(
                id: id, frame: ScrollTapeCore.Rect(scrollView.untransformedFrameInWindow),
                contentOffset: ScrollTapeCore.Point(
                    x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)),
                axis: axis,
                contentSize: ScrollTapeCore.Size(width: Double(size.width), height: Double(size.height)),
                adjustedContentInset: ScrollTapeCore.EdgeInsets(inset), bounces: scrollView.bounces,
                alwaysBounceVertical: axis == .vertical
                    ? scrollView.alwaysBounceVertical : scrollView.alwaysBounceHorizontal,
                isPagingEnabled: scrollView.isPagingEnabled,
                decelerationRate: Double(scrollView.decelerationRate.rawValue),
                sections: (scrollView as? UITableView).flatMap(SectionLayout.init(table:)))
            switches = ScrollViewSwitches(scrollView)
        }
    }

    extension SectionLayout {
        /// The table's rows in sections as it lays them out now (its own `rectForHeader(inSection:)`,
        /// `rectForRow(at:)` and `rectForFooter(inSection:)`: the heights its delegate gave, or
        /// Auto Layout worked out), if they make up its whole content
        /// (``init(laidOut:contentLength:style:)``). A `plain` table's headers pin; `grouped` and
        /// `insetGrouped` ones scroll with their rows.
        @MainActor
        init?(table: UITableView) {
            let sections = (0..<table.numberOfSections).map { section in
                LaidOutSection(
                    header: LaidOutSection.Span(table.rectForHeader(inSection: section)),
                    rows: (0..<table.numberOfRows(inSection: section)).map {
                        LaidOutSection.Span(table.rectForRow(at: IndexPath(row: $0, section: section)))
                    },
                    footer: LaidOutSection.Span(table.rectForFooter(inSection: section)))
            }
            self.init(
                laidOut: sections, contentLength: Double(table.contentSize.height),
                style: table.style == .plain ? .plain : .grouped)
        }
    }

    extension LaidOutSection.Span {
        /// A rect's extent down the content.
        init(_ rect: CGRect) {
            self.init(start: Double(rect.origin.y), length: Double(rect.size.height))
        }
    }

    extension ScrollTapeCore.Rect {
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }
    }

    extension ScrollTapeCore.EdgeInsets {
        init(_ insets: UIEdgeInsets) {
            self.init(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                right: Double(insets.right))
        }
    }

    extension UIEdgeInsets {
        init(_ insets: ScrollTapeCore.EdgeInsets) {
            self.init(
                top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
                right: CGFloat(insets.right))
        }
    }
#endif
