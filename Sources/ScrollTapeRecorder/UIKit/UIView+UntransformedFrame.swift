#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// A view's frame before its transform: what the recorder records and the bridge hands the
    /// app's code as `frame`, because the model lays a view out so (FORMAT.md, `views.<id>.x`: "a
    /// view's frame in the window, as laid out now (before its transform)") and applies the
    /// transform on top, about the centre, where it draws and hit-tests the view.
    ///
    /// UIKit keeps a view's place as `center`, `bounds` and `transform`; `frame` is derived, and
    /// "if the transform property is not the identity transform, the value of this property is
    /// undefined and therefore should be ignored" (Apple, `UIView.frame`) — reading it gives the
    /// box around the transformed view, and setting it does what no documentation says. So these
    /// read and set `center` and `bounds.size` only, which a transform leaves alone; they are
    /// `frame` whenever the transform is the identity. Auto Layout places the same rectangle
    /// ("Auto layout calculates a view's alignment rectangle based on its untransformed frame":
    /// `UIView.transform`).
    extension UIView {
        /// The frame before `transform`, in the superview's coordinates: the bounds' size about
        /// `center`. Setting it sets `center` and `bounds.size`, and leaves the transform applied
        /// about the new centre.
        @MainActor
        var untransformedFrame: CGRect {
            get {
                CGRect(
                    x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
                    height: bounds.height)
            }
            set {
                center = CGPoint(x: newValue.midX, y: newValue.midY)
                bounds.size = newValue.size
            }
        }

        /// ``untransformedFrame`` in the window's coordinates, placed by the untransformed frames of
        /// the views around it less their bounds' origins (a scroll view's offset) — no transform
        /// taken, the view's nor its superviews', as the model places a view. Without transforms it
        /// is `convert(bounds, to: nil)`.
        @MainActor
        var untransformedFrameInWindow: CGRect {
            var frame = untransformedFrame
            var container = superview
            while let view = container, !(view is UIWindow) {
                let origin = view.untransformedFrame.origin
                frame = frame.offsetBy(dx: origin.x - view.bounds.minX, dy: origin.y - view.bounds.minY)
                container = view.superview
            }
            return frame
        }
    }
#endif
