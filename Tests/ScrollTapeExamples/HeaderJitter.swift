import ScrollTape

/// How a misbehaving header strays from the height the model gives it, for test devices that
/// show the model's state: the points added to the header's height, given the state.
public enum HeaderJitter: Sendable {
    /// 3 pt while the list bounces back from past its top (its offset below the lowest of its
    /// range); nothing otherwise.
    public static func whileBouncingPastTheTop(_ world: World) -> Double {
        world.scroll.phase == .bouncing && world.axisOffset < world.metrics.lowerBound ? 3 : 0
    }
}
