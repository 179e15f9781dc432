import Foundation

/// UIKit's `UIScreen`: its bounds in points and its scale.
@MainActor
open class UIScreen {
    public private(set) var bounds: CGRect
    /// Pixels per point.
    public private(set) var scale: CGFloat

    public init(standInBounds bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
