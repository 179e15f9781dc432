/// The devices of the bundled recordings, for screens written in Swift.
extension Device {
    /// An iPhone 11 (and XR): 414 × 896 points, scale 2, the
    /// status bar's 48 points at the top and the home indicator's 34 at the bottom.
    public static let iPhone11 = Device(
        name: "iPhone 11", width: 414, height: 896, scale: 2, safeArea: EdgeInsets(top: 48, bottom: 34))

    /// An iPhone 8 (also SE 2nd and 3rd generation): 375 × 667 points, scale 2, a 20-point status
    /// bar and no home indicator.
    public static let iPhone8 = Device(
        name: "iPhone 8", width: 375, height: 667, scale: 2, safeArea: EdgeInsets(top: 20))
}
