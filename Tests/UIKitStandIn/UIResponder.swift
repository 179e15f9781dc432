import Foundation

/// UIKit's `UIResponder`: what a view does with the touches delivered to it (nothing, unless a
/// subclass overrides it).
@MainActor
open class UIResponder {
    public init() {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
