import Foundation

/// UIKit's `UICoordinateSpace`: a frame of reference on the screen that rectangles convert to and
/// from. The stand-in converts through the screen's coordinates: a view's are its window's, offset
/// by where the window's scene is on the screen (`UIWindow.standInOriginOnScreen`: Split View,
/// Slide Over, Stage Manager).
@MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    /// `rect` in this space, in the screen's coordinates (the stand-in's own).
    func standInToScreen(_ rect: CGRect) -> CGRect
    /// `rect` in the screen's coordinates, in this space (the stand-in's own).
    func standInFromScreen(_ rect: CGRect) -> CGRect
}

extension UICoordinateSpace {
    /// `rect` from this space to `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace.standInFromScreen(standInToScreen(rect))
    }

    /// `rect` from `coordinateSpace` to this space.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        standInFromScreen(coordinateSpace.standInToScreen(rect))
    }
}

/// The screen's own coordinate space (`UIScreen.coordinateSpace`).
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    func standInToScreen(_ rect: CGRect) -> CGRect { rect }
    func standInFromScreen(_ rect: CGRect) -> CGRect { rect }
}

extension UIView: UICoordinateSpace {
    public func standInToScreen(_ rect: CGRect) -> CGRect {
        let inWindow = convert(rect, to: nil)
        let origin = (window ?? (self as? UIWindow))?.standInOriginOnScreen ?? .zero
        return inWindow.offsetBy(dx: origin.x, dy: origin.y)
    }

    public func standInFromScreen(_ rect: CGRect) -> CGRect {
        let origin = (window ?? (self as? UIWindow))?.standInOriginOnScreen ?? .zero
        let inWindow = rect.offsetBy(dx: -origin.x, dy: -origin.y)
        return convert(inWindow, from: nil)
    }
}
