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

    @MainActor
    extension ScrollViewSwitches {
        /// Each switch and the `UIScrollView` property it stands for: the one list that reading and
        /// setting them go through.
        private static let properties:
            [(WritableKeyPath<ScrollViewSwitches, Bool>, ReferenceWritableKeyPath<UIScrollView, Bool>)] = [
                (\.scrollEnabled, \.isScrollEnabled), (\.bounces, \.bounces),
                (\.alwaysBounceVertical, \.alwaysBounceVertical),
                (\.alwaysBounceHorizontal, \.alwaysBounceHorizontal), (\.scrollsToTop, \.scrollsToTop),
                (\.showsVerticalIndicator, \.showsVerticalScrollIndicator),
                (\.showsHorizontalIndicator, \.showsHorizontalScrollIndicator),
                (\.delaysContentTouches, \.delaysContentTouches),
                (\.canCancelContentTouches, \.canCancelContentTouches),
            ]

        /// The switches of `scrollView` as they are now.
        init(_ scrollView: UIScrollView) {
            self.init()
            for (mine, its) in Self.properties { self[keyPath: mine] = scrollView[keyPath: its] }
        }

        /// Sets them on `scrollView`.
        func set(on scrollView: UIScrollView) {
            for (mine, its) in Self.properties { scrollView[keyPath: its] = self[keyPath: mine] }
        }
    }
#endif
