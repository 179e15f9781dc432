#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// The target of the recorder's `CADisplayLink`. A display link retains its target until it
    /// is invalidated; this one holds the recorder's ``FrameClock`` weakly, so a recorder that is
    /// dropped without being stopped is not kept alive by its display link (the link invalidates
    /// itself at the next refresh).
    @MainActor
    final class DisplayLinkTarget: NSObject {
        private weak var clock: FrameClock?

        init(clock: FrameClock) {
            self.clock = clock
            super.init()
        }

        func displayDidRefresh(_ link: CADisplayLink) {
            guard let clock else {
                link.invalidate()
                return
            }
            clock.displayDidRefresh(link)
        }
    }

    // A display link calls its target through a selector. The only difference between iOS and
    // the Linux stand-in: without an Objective-C runtime, the stand-in's selector carries the call.
    #if canImport(ObjectiveC)
        extension DisplayLinkTarget {
            static var action: Selector { #selector(DisplayLinkTarget.displayLinkDidFire(_:)) }

            @objc private func displayLinkDidFire(_ link: CADisplayLink) {
                displayDidRefresh(link)
            }
        }
    #else
        extension DisplayLinkTarget {
            static let action = Selector("displayLinkDidFire:") { target, link in
                guard let target = target as? DisplayLinkTarget, let link = link as? CADisplayLink else {
                    return
                }
                target.displayDidRefresh(link)
            }
        }
    #endif
#endif
