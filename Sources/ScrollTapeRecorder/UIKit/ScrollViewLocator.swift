#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    import ScrollTape
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// A view placed inside a scroll view's content that finds that scroll view once it is in a
    /// window: how a SwiftUI screen hands the recorder the `UIScrollView` behind its `ScrollView`
    /// (`ScrollTapeScrollViewReader` puts one in the content). It is hidden and lets every touch
    /// through.
    @MainActor
    public final class ScrollViewLocatorView: UIView {
        /// Called with the scroll view around this view after each time it moves into a window
        /// (SwiftUI may put its content in a new scroll view: keep the latest), on the main queue's
        /// next turn (``MainQueue``): `didMoveToWindow` runs inside SwiftUI's view update, where a
        /// SwiftUI view must not write its state.
        package var found: ((UIScrollView) -> Void)?
        /// Whether a call of `found` waits for the main queue's next turn.
        private var isReportPending = false

        /// A locator at `frame`: hidden, and taking no touches.
        package override init(frame: CGRect) {
            super.init(frame: frame)
            isHidden = true
            isUserInteractionEnabled = false
        }

        #if !SCROLLTAPE_UIKIT_STAND_IN
            @available(*, unavailable)
            required init?(coder: NSCoder) {
                fatalError("ScrollViewLocatorView is made in code")
            }
        #endif

        /// Moving into a window asks for a report on the main queue's next turn: then, if this view
        /// is still in a window and inside a scroll view, `found` gets that scroll view (once for
        /// the moves of one turn).
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil, !isReportPending else { return }
            isReportPending = true
            MainQueue.next { [weak self] in
                guard let self else { return }
                self.isReportPending = false
                guard self.window != nil, let scrollView = self.enclosingScrollView else { return }
                self.found?(scrollView)
            }
        }
    }

    extension UIView {
        /// The nearest scroll view this view is inside, if any.
        @MainActor
        package var enclosingScrollView: UIScrollView? {
            var current = superview
            while let view = current {
                if let scrollView = view as? UIScrollView { return scrollView }
                current = view.superview
            }
            return nil
        }
    }
#endif
