/// What a `safeArea` event says (issue #17): the screen's size or safe area changed, as
/// `viewWillTransition(to:with:)` and `viewSafeAreaInsetsDidChange()` tell a view controller (a
/// rotation, a window resize, an in-call or hotspot bar). A value left out keeps the device's.
public struct SafeAreaChange: Hashable, Sendable {
    /// The screen's new width in points.
    public var width: Double?
    /// The screen's new height in points.
    public var height: Double?
    /// The new system safe area.
    public var safeArea: EdgeInsets?
    /// The status bar's new height in points (0: hidden, as in landscape on a phone).
    public var statusBar: Double?

    public init(
        width: Double? = nil, height: Double? = nil, safeArea: EdgeInsets? = nil, statusBar: Double? = nil
    ) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.statusBar = statusBar
    }

    /// `device` after the change.
    public func applied(to device: Device) -> Device {
        var device = device
        if let width { device.width = width }
        if let height { device.height = height }
        if let safeArea { device.safeArea = safeArea }
        if let statusBar { device.statusBar = statusBar }
        return device
    }
}
