import Foundation

/// UIKit's `UIScreen`: its bounds in points, its scale and its refresh rate.
@MainActor
open class UIScreen {
    public var bounds: CGRect
    /// Pixels per point.
    public private(set) var scale: CGFloat

    /// The most frames a second the display shows (`StandIn.display`: 120 on ProMotion).
    public var maximumFramesPerSecond: Int {
        StandIn.display.maximumFramesPerSecond
    }

    /// The screen's coordinate space, which the keyboard's frames are in.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }

    public init(standInBounds bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
