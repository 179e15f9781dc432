#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    import ScrollTape
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// The views whose frame in the window, alpha and transform each refresh writes
    /// (`views.<id>.…`), each with what the last refresh read of it (refilled in place: no
    /// allocation per refresh).
    @MainActor
    struct ObservedViews {
        private struct Entry {
            let view: UIView
            var observation: ViewObservation
        }

        private var entries: [Entry]

        /// `views`, each named by its `accessibilityIdentifier`.
        init(_ views: [UIView]) {
            entries = views.map {
                Entry(
                    view: $0,
                    observation: ViewObservation(
                        id: $0.accessibilityIdentifier ?? "",
                        frame: ScrollTapeCore.Rect(x: 0, y: 0, width: 0, height: 0),
                        alpha: 1))
            }
        }

        /// Whether no view is observed.
        var isEmpty: Bool { entries.isEmpty }

        /// What the last ``read()`` found, in order.
        var observations: some Collection<ViewObservation> { entries.lazy.map(\.observation) }

        /// Reads each view's frame in the window before its transform (`UIView.untransformedFrameInWindow`:
        /// the model's `views.<id>.x`, `.y`, `.width`, `.height`; UIKit's `frame` is undefined under
        /// a transform), its alpha, and its transform, which says where it is drawn.
        mutating func read() {
            for number in entries.indices {
                let view = entries[number].view
                entries[number].observation.frame = ScrollTapeCore.Rect(view.untransformedFrameInWindow)
                entries[number].observation.alpha = Double(view.alpha)
                let transform = view.transform
                entries[number].observation.transform = AffineTransform(
                    a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                    d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
            }
        }
    }
#endif
