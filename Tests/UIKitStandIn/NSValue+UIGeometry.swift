import Foundation

/// UIKit's `NSValue` additions for its geometry (`UIGeometry.h`): a `CGRect` boxed, as UIKit boxes
/// the keyboard's frames in a notification's user info. Linux's Foundation has the box itself
/// (`NSValue(rect:)`, `rectValue`: AppKit's names) but not UIKit's names for it.
extension NSValue {
    /// UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
}
