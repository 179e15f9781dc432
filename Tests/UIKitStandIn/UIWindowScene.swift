import Foundation

/// UIKit's `UIWindowScene`: here only its status bar manager.
@MainActor
open class UIWindowScene {
    public private(set) var statusBarManager: UIStatusBarManager?

    public init(standInStatusBarFrame frame: CGRect?) {
        statusBarManager = frame.map(UIStatusBarManager.init(standInStatusBarFrame:))
    }
}

/// UIKit's `UIStatusBarManager`: the status bar's frame in the scene (get-only in UIKit; a test
/// sets it, as a rotation to landscape hides the status bar).
@MainActor
open class UIStatusBarManager {
    public var statusBarFrame: CGRect

    public init(standInStatusBarFrame frame: CGRect) {
        statusBarFrame = frame
    }
}
