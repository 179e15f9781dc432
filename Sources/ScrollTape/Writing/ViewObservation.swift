import ScrollTapeCore

/// What the device showed of one view at a display refresh: its frame in the window, its alpha and
/// its transform, written as `views.<id>.x`, `.y`, `.width`, `.height` and `.alpha`, and
/// `views.<id>.transform.a` … `.ty` when the transform is not the identity, in an `observe` line
/// (`RecordingWriter.appendObservation(t:views:)`).
public struct ViewObservation: Hashable, Sendable {
    /// The view's id in the session line.
    public var id: String
    /// Its frame in the window's coordinates before its transform, as the state's
    /// `views.<id>.x` … `.height` has it: `center` and `bounds` of the view and of the views around
    /// it (UIKit's `frame` is undefined under a transform).
    public var frame: Rect
    /// Its `alpha`, 0 to 1.
    public var alpha: Double
    /// Its `transform`, about the centre of `frame`.
    public var transform: AffineTransform

    /// View `id` as shown: at `frame` in the window (before `transform`), with `alpha`.
    public init(id: String, frame: Rect, alpha: Double, transform: AffineTransform = .identity) {
        self.id = id
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
    }
}

/// What the device showed of a scroll view other than the primary one at a display refresh: its
/// `contentOffset`, written as `scrolls.<id>.offset.x` and `.y` in the refresh's `observe` line
/// (`RecordingWriter.appendObservation(t:contentOffset:headerHeight:scrolls:)`).
public struct ScrollObservation: Hashable, Sendable {
    /// The scroll view's id in the session line (one of `scrolls`).
    public var id: String
    /// Its `contentOffset`, in points.
    public var contentOffset: Point

    /// Scroll view `id` as shown, at `contentOffset`.
    public init(id: String, contentOffset: Point) {
        self.id = id
        self.contentOffset = contentOffset
    }
}
