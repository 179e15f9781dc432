/// One finger that is down, and who handles it (FORMAT.md `touch`).
public struct TouchState: Hashable, Sendable {
    /// Who handles a touch (`owner` in the state JSON).
    public enum Owner: String, Hashable, Sendable, CaseIterable {
        /// In a scroll view's content (an item, a control, a plain view or the scroll view itself),
        /// before a pan began or the item or control started tracking.
        case pending
        /// The scroll view pans with it (or it stopped a moving list).
        case scroll
        /// The item it began on tracks it (after `touchDelay`, or at once without delaysContentTouches).
        case item
        /// A control tracks it and fires `tap` when it ends inside (in a scroll view's content: after
        /// `touchDelay`, or at once without delaysContentTouches; no pan takes it from then on).
        case control
        /// Nothing handles it.
        case none
    }

    /// The touch's `id` in the recording (`touches.N.id` in the state JSON).
    public var id: Int
    /// Where the finger is now (window coordinates).
    public var location: Point
    /// Where the finger went down.
    public var start: Point
    /// When the finger went down, in seconds.
    package var beganAt: Double
    /// The view the touch was hit-tested to when it began.
    package var target: HitTarget
    /// Who handles the touch now (`owner` in the state JSON).
    public var owner: Owner
    /// The touch stopped a moving list: it never selects.
    package var stoppedMotion: Bool
    /// The innermost scroll view around the view it was hit-tested to, whose scroll views may pan
    /// with it; nil outside every scroll view.
    public var scrollViewID: ScrollViewID?
    /// More than one scroll view pans with it (the app's code let their pans recognize
    /// simultaneously): each follows it.
    package var pansSimultaneously = false
    /// Every pan that could begin with it was refused (`panShouldBegin`): none is tried again, and
    /// the view of the content under it has it.
    package var panFailed = false

    /// A finger down with these values; `scrollViewID` defaults to nil (outside every scroll view).
    package init(
        id: Int, location: Point, start: Point, beganAt: Double, target: HitTarget, owner: Owner,
        stoppedMotion: Bool, scrollViewID: ScrollViewID? = nil
    ) {
        self.id = id
        self.location = location
        self.start = start
        self.beganAt = beganAt
        self.target = target
        self.owner = owner
        self.stoppedMotion = stoppedMotion
        self.scrollViewID = scrollViewID
    }
}
