#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Dispatch

    /// The main queue, for what a UIKit view that SwiftUI hosts hands to the SwiftUI screen.
    ///
    /// SwiftUI makes and updates a representable's view (`makeUIView`, `updateUIView`) inside its
    /// view update, and the view's `didMoveToWindow` runs there too. State a SwiftUI view writes
    /// there is "Modifying state during view update, this will cause undefined behavior" (SwiftUI's
    /// runtime warning), so what the view hands over waits for the main queue's next turn, which
    /// comes after the update: blocks on the main queue run one after another, in the order they
    /// were added (Dispatch's serial main queue).
    @MainActor
    package enum MainQueue {
        /// Calls `body` on the main queue's next turn, after the work under way (SwiftUI's view
        /// update) returns; never from inside this call.
        package static func next(_ body: @escaping @MainActor () -> Void) {
            DispatchQueue.main.async { body() }
        }
    }
#endif
