import Foundation

/// UIKit's `UIScreen`: its bounds in points, its scale and its refresh rate.
@MainActor
open class UIScreen {
    public private(set) var bounds: CGRect
    /// Pixels per point.
    public private(set) var scale: CGFloat

    /// The most frames a second the display shows (`StandIn.display`: 120 on ProMotion).
    public var maximumFramesPerSecond: Int {
        StandIn.display.maximumFramesPerSecond
    }

    public init(standInBounds bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
