/// The device the recording was made on.
public struct Device: Hashable, Sendable {
    /// The device's name as the recording gives it (`"iPhone 11"`); empty when it does not.
    public var name: String
    /// Screen width in points.
    public var width: Double
    /// Screen height in points.
    public var height: Double
    /// Pixels per point.
    package var scale: Double
    /// The system safe area (status bar, home indicator), in points.
    public var safeArea: EdgeInsets
    /// The status bar's height in points, when the recording gives it (`HeaderScreen` falls back
    /// to the safe-area top).
    package var statusBar: Double?

    /// The status bar's height: `statusBar` when given, else the safe area's top.
    public var statusBarHeight: Double { statusBar ?? safeArea.top }

    /// A device with a screen of `width` by `height` points; `scale` defaults to 1, the safe area
    /// to none, and `statusBar` to nil (the safe area's top).
    package init(
        name: String = "", width: Double, height: Double, scale: Double = 1, safeArea: EdgeInsets = .zero,
        statusBar: Double? = nil
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.statusBar = statusBar
    }
}
