import ScrollTape

/// What the recorder writes the session line from: the device, the scroll view,
/// the header the app means to have, and the window's view tree.
package struct ScreenSnapshot: Hashable, Sendable {
    /// The device: its model, screen size, scale, safe area and status bar (the session's `device`).
    package var device: Device
    /// The list, the primary scroll view, which the header follows (the session's `scroll`).
    package var scrollView: RecordedScrollView
    /// The screen's other scroll views the app named (a pager, a carousel): the session's `scrolls`.
    /// Each is among `views`, with the views inside it that lead to another of them.
    package var otherScrollViews: [RecordedScrollView]
    /// The header: its view id and the behaviour the app means it to have (the replay's reference:
    /// the app's own code can be compared with it).
    package var header: HeaderConfiguration?
    /// The window's subviews, back to front; the scroll view among them (its subviews are the
    /// list's content and are not recorded).
    package var views: [RecordedView]
    /// The built-in effects the app means its views to follow (the session's `effects`):
    /// the replay's reference for the views the app's code fades or moves, as the header's
    /// behaviour is for the header. (A tab strip's `tabWidth` is the decoder's to work out.)
    package var effects: [EffectConfiguration]

    /// A snapshot of these; by default no other scroll views and no effects.
    package init(
        device: Device, scrollView: RecordedScrollView, otherScrollViews: [RecordedScrollView] = [],
        header: HeaderConfiguration?, views: [RecordedView], effects: [EffectConfiguration] = []
    ) {
        self.device = device
        self.scrollView = scrollView
        self.otherScrollViews = otherScrollViews
        self.header = header
        self.views = views
        self.effects = effects
    }
}
