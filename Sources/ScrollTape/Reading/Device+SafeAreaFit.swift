import ScrollTapeCore

extension Device {
    /// How the safe area does not fit (`is taller than the screen: …`) inside the screen, or nil when it leaves some of it: top and
    /// bottom together must be less than the height, left and right less than the width (a safe
    /// area that covers the screen leaves the scroll view no viewport, and UIKit never reports one).
    var safeAreaProblem: String? {
        let insets = safeArea
        if insets.top + insets.bottom >= height {
            return "is taller than the screen: top \(formatNumber(insets.top)) + bottom "
                + "\(formatNumber(insets.bottom)) is not less than the height \(formatNumber(height))"
        }
        if insets.left + insets.right >= width {
            return "is wider than the screen: left \(formatNumber(insets.left)) + right "
                + "\(formatNumber(insets.right)) is not less than the width \(formatNumber(width))"
        }
        return nil
    }
}
