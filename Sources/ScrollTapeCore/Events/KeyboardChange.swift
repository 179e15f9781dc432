/// What a `keyboard` event says: the software keyboard's end frame, as
/// `keyboardWillShowNotification` / `keyboardWillHideNotification` give it
/// (`UIKeyboardFrameEndUserInfoKey`, `UIKeyboardAnimationDurationUserInfoKey`).
public struct KeyboardChange: Hashable, Sendable {
    /// The keyboard's height from the bottom of the screen, in points (0: hidden).
    public var height: Double
    /// How long the keyboard's animation takes, in seconds (UIKit's is 0.25).
    public var duration: Double
    /// The item being edited (the row holding the text field), if the recording says: it must be
    /// visible once the keyboard is up (`keyboard.rowVisible`).
    package var editingItem: Int?

    /// A keyboard `height` points tall (0: hidden), animating over `duration` seconds (default 0.25),
    /// with the item being edited, if the recording says.
    package init(height: Double, duration: Double = KeyboardChange.defaultDuration, editingItem: Int? = nil) {
        self.height = height
        self.duration = duration
        self.editingItem = editingItem
    }

    /// `UIKeyboardAnimationDurationUserInfoKey` as UIKit sends it for the system keyboard.
    package static let defaultDuration = 0.25
}

/// The keyboard as the state has it: up (with the change that showed it and when), or not.
package struct KeyboardState: Hashable, Sendable {
    // The change last, so that its tail (the optional editing item's tag) is the state's: a state
    // with an optional keyboard stays as small as it was (a checkpoint is a copy of the world).
    /// When it began to show, in seconds.
    package var shownAt: Double
    /// The change that showed it.
    package var change: KeyboardChange

    package init(change: KeyboardChange, shownAt: Double) {
        self.shownAt = shownAt
        self.change = change
    }

    /// When its animation ends.
    package var settledAt: Double { shownAt + change.duration }
}
