/// The screen a replay runs on: the scene as laid out now, shared by every state of one replay
/// (a checkpoint copies a reference, not the scene), and the software keyboard over it. It
/// answers what the reducer looks up by id (a scroll view's configuration, its id in the
/// session) and takes the events that lay the screen out anew (FORMAT.md `safeArea`, `keyboard`,
/// `inset`, an `update` of a list in sections).
package struct Screen: Hashable, Sendable {
    /// The scene with what the reducer looks up often worked out once; replaced when the screen
    /// is laid out anew.
    private(set) var storage: SceneStorage
    /// The software keyboard, while it is up (`keyboard` events).
    package private(set) var keyboard: KeyboardState?

    /// The screen of `storage`, without a keyboard.
    init(_ storage: SceneStorage) {
        self.storage = storage
    }

    /// The scene as laid out now.
    @inline(__always)
    package var scene: Scene { storage.scene }

    /// The identity of `scene`: the same while no event lays the scene out anew.
    package var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    // MARK: Scroll views by id

    /// The configuration of scroll view `id` as the screen is laid out now.
    @inline(__always)
    package func configuration(_ id: ScrollViewID) -> ScrollConfiguration {
        storage.scrollLayouts[id].configuration
    }

    /// The id of the scroll view the session calls `id`, if the scene has one.
    package func scrollViewID(of id: String) -> ScrollViewID? {
        storage.scrollIDs[id]
    }

    /// The scroll view a `scroll`, `scrollTo`, `inset` or `update` event names (nil: the
    /// primary); the reader checked that the scene has it (`index`: the event's, for the trap
    /// when it did not).
    func scrollViewID(named id: String?, event index: Int) -> ScrollViewID {
        guard let id else { return .primary }
        guard let scrollView = storage.scrollIDs[id] else {
            preconditionFailure("event \(index) names scroll view '\(id)', which the scene does not have")
        }
        return scrollView
    }

    /// Whether a tap on the status bar scrolls scroll view `id` to its top: it has `scrollsToTop`,
    /// and on a phone no other scroll view of the screen has it (UIScrollView.h: "On iPhone, we
    /// execute this gesture only if there's one on-screen scroll view with `scrollsToTop` == YES";
    /// every scroll view of the scene counts as on screen).
    func answersStatusBar(_ id: ScrollViewID) -> Bool {
        guard configuration(id).switches.scrollsToTop else { return false }
        guard !scene.device.name.hasPrefix("iPad") else { return true }
        return storage.scrollLayouts.indices.allSatisfy {
            $0 == id || !storage.scrollLayouts[$0].configuration.switches.scrollsToTop
        }
    }

    /// The id the session gives scroll view `id`.
    package func sessionID(of id: ScrollViewID) -> String {
        configuration(id).id
    }

    /// The id of the view touch `touch` was hit-tested to (`touches.N.target`): an item or a scroll
    /// view is named with the scroll view it belongs to.
    package func targetID(of touch: TouchState) -> String {
        touch.target.id(scrollID: sessionID(of: touch.scrollViewID ?? .primary))
    }

    /// The `scroll` of a `select` action on an item of scroll view `id` (nil outside any): nil for
    /// the primary, else its id in the session.
    func selectScroll(_ id: ScrollViewID?) -> String? {
        guard let id, !id.isPrimary else { return nil }
        return sessionID(of: id)
    }

    /// Whether a tab bar's underline (`TabsEffect`) among `effects` follows scroll view `id`.
    package func hasTabs(following id: ScrollViewID, in effects: [any ViewEffect]) -> Bool {
        let scrollID = sessionID(of: id)
        return effects.contains { $0 is TabsEffect && ($0.scrollViewID ?? scene.scroll.id) == scrollID }
    }

    // MARK: The keyboard

    /// The keyboard's height on the screen now (0 without one): its `keyboard` event's, at most the
    /// screen's height. A keyboard is never taller than the screen it is on; after a turn that makes
    /// the screen shorter than the keyboard the recording last gave, it covers the whole screen
    /// until the next `keyboard` event gives its new frame (UIKit posts
    /// `keyboardWillChangeFrameNotification` with the new end frame when the screen turns).
    package var keyboardHeight: Double {
        guard let keyboard else { return 0 }
        return min(keyboard.change.height, scene.device.height)
    }

    /// How much of the primary scroll view's frame the keyboard covers now, from its bottom: the
    /// part of the frame below the keyboard's top, at most the whole frame (the keyboard's frame
    /// intersected with the list's, as keyboard avoidance takes it: a keyboard taller than a list
    /// in the lower half of the screen covers the list, not more). What the primary machine is
    /// told (`ScrollViewMachine/keyboardMoved(overlap:at:)`) when the keyboard or the screen
    /// changes.
    package var keyboardOverlap: Double {
        guard keyboard != nil else { return 0 }
        let frame = configuration(.primary).frame
        let keyboardTop = scene.device.height - keyboardHeight
        return min(frame.height, max(0, frame.maxY - keyboardTop))
    }

    /// A `keyboard` event at `time`: the keyboard shows (or changes its frame) or hides.
    mutating func keyboardChanged(_ change: KeyboardChange, at time: Double) {
        keyboard = change.height > 0 ? KeyboardState(change: change, shownAt: time) : nil
    }

    // MARK: Laid out anew

    /// The screen on `device` with `frames` (a `safeArea` event: ``Scene/laidOut(on:frames:)``).
    mutating func layOut(on device: Device, frames: [String: Rect]) {
        storage = storage.laidOut(on: device, frames: frames)
    }

    /// Scroll view `id`'s configuration changed by `change` (its content after an `update` of a
    /// list in sections, the insets the app set).
    mutating func changeConfiguration(of id: ScrollViewID, _ change: (inout ScrollConfiguration) -> Void) {
        storage = storage.replacingConfiguration(of: id, change)
    }
}
