/// The scene's scroll views by number: 0 is the primary (`scroll`, the one the header follows),
/// 1… are `scrolls` in session order (SPEC §9). The motion and touch code takes the number of the
/// scroll view it works on.
extension World {
    /// The number of the primary scroll view.
    package static let primary = 0

    /// The machine of scroll view `number` (changed through `changeScroll(_:_:)`).
    public subscript(scroll number: Int) -> ScrollState {
        number == Self.primary ? scroll : otherScrolls[number - 1].scroll
    }

    /// Changes the machine of scroll view `number` in place. (A `_modify` accessor would allocate
    /// its coroutine's frame at every call: too slow for the reducer's hot path.)
    @inline(__always)
    mutating func changeScroll<Result>(_ number: Int, _ change: (inout ScrollState) -> Result) -> Result {
        number == Self.primary ? change(&scroll) : change(&otherScrolls[number - 1].scroll)
    }

    /// The mode of scroll view `number`, read without copying its machine: a copy would share its
    /// samples, which the next sample added would then copy whole.
    @inline(__always)
    func mode(ofScroll number: Int) -> ScrollState.Mode {
        number == Self.primary ? scroll.mode : otherScrolls[number - 1].scroll.mode
    }

    /// The configuration of scroll view `number`.
    @inline(__always)
    package func configuration(_ number: Int) -> ScrollConfiguration {
        sceneStorage.scrolls[number]
    }

    /// Whether a tab bar's underline (`TabsEffect`) follows scroll view `number`.
    package func hasTabs(followingScroll number: Int) -> Bool {
        effects.contains { $0.scrollNumber == number && $0.effect is TabsEffect }
    }

    /// How many scroll views the scene has.
    public var scrollViewCount: Int { 1 + otherScrolls.count }

    /// The number of the scroll view with `id`, if the scene has one.
    public func scrollNumber(of id: String) -> Int? {
        sceneStorage.scrollNumbers[id]
    }

    /// The id of scroll view `number`.
    public func scrollID(_ number: Int) -> String {
        configuration(number).id
    }

    /// The id of the view touch `touch` was hit-tested to (`touches.N.target`): an item or a scroll
    /// view is named with the scroll view it belongs to.
    public func targetID(of touch: TouchState) -> String {
        touch.target.id(scrollID: scrollID(touch.scrollNumber ?? Self.primary))
    }

    /// The scroll views that contain scroll view `number`, innermost first, itself included.
    func scrollChain(_ number: Int) -> [Int] {
        sceneStorage.scrollChains[number]
    }

    /// Items in scroll view `number` now.
    public func itemCount(ofScroll number: Int) -> Int {
        number == Self.primary ? itemCount : otherScrolls[number - 1].itemCount
    }

    mutating func setItemCount(_ count: Int, ofScroll number: Int) {
        if number == Self.primary { itemCount = count } else { otherScrolls[number - 1].itemCount = count }
    }

    /// The geometry of scroll view `number` now.
    @inline(__always)
    public func metrics(ofScroll number: Int) -> ScrollMetrics {
        let count = itemCount(ofScroll: number)
        let initial = sceneStorage.initialMetrics[number]
        if count == initial.itemCount, keyboard == nil { return initial.metrics }
        return ScrollMetrics(
            configuration(number), safeArea: sceneStorage.safeAreas[number], itemCount: count,
            keyboardOverlap: number == Self.primary ? keyboardOverlap : 0)
    }

    /// How much of the primary scroll view's frame the keyboard covers now, from its bottom.
    public var keyboardOverlap: Double {
        guard let keyboard else { return 0 }
        let keyboardTop = sceneStorage.scene.device.height - keyboard.change.height
        return max(0, sceneStorage.scrolls[Self.primary].frame.maxY - keyboardTop)
    }

    /// The offset of scroll view `number` along its axis.
    public func axisOffset(ofScroll number: Int) -> Double {
        offset(ofScroll: number).component(sceneStorage.scrolls[number].axis)
    }

    /// The velocity of scroll view `number` along its axis, in points per second.
    public func axisVelocity(ofScroll number: Int) -> Double {
        self[scroll: number].velocity.component(sceneStorage.scrolls[number].axis)
    }

    /// The offset of scroll view `number`, read without copying its machine (see `mode(ofScroll:)`).
    @inline(__always)
    func offset(ofScroll number: Int) -> Point {
        number == Self.primary ? scroll.offset : otherScrolls[number - 1].scroll.offset
    }

    /// Scroll view `number` as app code reads it (`UIScrollView`'s properties).
    func scrollViewInfo(_ number: Int, metrics: ScrollMetrics) -> ScrollViewInfo {
        let configuration = configuration(number)
        let state = self[scroll: number]
        let frame = configuration.frame
        return ScrollViewInfo(
            contentOffset: state.offset,
            contentSize: Size(width: metrics.contentWidth, height: metrics.contentHeight),
            bounds: Rect(x: state.offset.x, y: state.offset.y, width: frame.width, height: frame.height),
            frame: frame, contentInset: configuration.inset, adjustedContentInset: metrics.adjustedInset,
            isTracking: state.mode.isTracking, isDragging: state.mode.isDragging,
            isDecelerating: state.mode.isDecelerating)
    }
}
