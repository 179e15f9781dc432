import ScrollTapeCore

/// What the device showed of one view at a display refresh: its frame in the window and its alpha,
/// written as `views.<id>.x`, `.y`, `.width`, `.height` and `.alpha` in an `observe` line
/// (`RecordingWriter.appendObservation(t:views:)`).
public struct ViewObservation: Hashable, Sendable {
    /// The view's id in the session line.
    public var id: String
    /// Its frame in the window's coordinates.
    public var frame: Rect
    /// Its `alpha`, 0 to 1.
    public var alpha: Double

    /// View `id` as shown: at `frame` in the window, with `alpha`.
    public init(id: String, frame: Rect, alpha: Double) {
        self.id = id
        self.frame = frame
        self.alpha = alpha
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
