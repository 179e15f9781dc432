import Foundation
import Testing
import UIKitStandIn

@testable import UIKitAdapterOnStandIn

/// The keyboard's notification is read as UIKit posts it (`StandIn.postKeyboardWillChangeFrame`):
/// its user info's values boxed, the end frame in an `NSValue`, the duration and whether the
/// keyboard is this app's in `NSNumber`s — where a bare `CGRect` read (`as? CGRect`) finds nothing
/// without Apple's bridging.
@MainActor
@Suite struct KeyboardObserverTests {
    @Test func theKeyboardIsReadFromTheBoxesUIKitPostsItIn() {
        let screen = StandInScreen()
        var heard: [String] = []
        let observer = KeyboardObserver(window: screen.window) { height, duration, isLocal in
            heard.append("\(height) \(duration.map { String($0) } ?? "none") \(isLocal)")
        }
        defer { observer.invalidate() }
        StandIn.postKeyboardWillChangeFrame(
            end: CGRect(x: 0, y: 560, width: 414, height: 336), duration: 0.3, isLocal: false)
        StandIn.postKeyboardWillChangeFrame(end: CGRect(x: 0, y: 896, width: 414, height: 336), duration: 0.2)
        #expect(heard == ["336.0 0.3 false", "0.0 0.2 true"])
    }
}
