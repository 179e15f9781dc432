/// What a `safeArea` event says: the screen's size or safe area changed, as
/// `viewWillTransition(to:with:)` and `viewSafeAreaInsetsDidChange()` tell a view controller (a
/// rotation, a window resize, an in-call or hotspot bar). A value left out keeps the device's.
public struct SafeAreaChange: Hashable, Sendable {
    /// The screen's new width in points.
    package var width: Double?
    /// The screen's new height in points.
    package var height: Double?
    /// The new system safe area.
    package var safeArea: EdgeInsets?
    /// The status bar's new height in points (0: hidden, as in landscape on a phone).
    package var statusBar: Double?

    /// New frames of views that do not simply keep to their parent's edges (tabs that share the
    /// width, a centred title, a view the app moves in `viewWillTransition`), by view id, in their
    /// parent's coordinates (the primary scroll view's in window coordinates), as the device laid
    /// them out: ``Scene/laidOut(on:frames:)``.
    package var frames: [String: Rect]

    /// A change of the values given (each one left nil keeps the device's), with the new `frames`
    /// of the views that move, by view id.
    package init(
        width: Double? = nil, height: Double? = nil, safeArea: EdgeInsets? = nil, statusBar: Double? = nil,
        frames: [String: Rect] = [:]
    ) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.statusBar = statusBar
        self.frames = frames
    }

    /// Whether this change and `other` give the screen the same size and safe area.
    package func showsTheScreen(of other: SafeAreaChange) -> Bool {
        (width, height, safeArea) == (other.width, other.height, other.safeArea)
    }

    /// `device` after the change.
    package func applied(to device: Device) -> Device {
        var device = device
        if let width { device.width = width }
        if let height { device.height = height }
        if let safeArea { device.safeArea = safeArea }
        if let statusBar { device.statusBar = statusBar }
        return device
    }
}
