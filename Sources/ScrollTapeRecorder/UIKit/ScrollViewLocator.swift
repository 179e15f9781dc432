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
        /// Called with the scroll view around this view each time it moves into a window (SwiftUI
        /// may put its content in a new scroll view: keep the latest).
        package var found: ((UIScrollView) -> Void)?

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

        public override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil, let scrollView = enclosingScrollView else { return }
            found?(scrollView)
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
