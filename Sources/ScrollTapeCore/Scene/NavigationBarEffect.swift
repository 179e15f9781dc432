/// `navigationBar` (seed 002): a navigation bar that fades in as the list scrolls, with its title
/// sliding up into place.
///
/// alpha = clamp((y − minOffset) / `distance`, 0, 1), the article's `min(y / (headerHeight −
/// barHeight), 1)` clamped at 0 with `distance` = headerHeight − barHeight. The title (if any) is
/// moved down by (1 − alpha) · `titleTravel`.
public struct NavigationBarEffect: Hashable, Sendable {
    /// What fades.
    public enum Fades: String, Hashable, Sendable, CaseIterable {
        /// The view's `alpha`: below 0.01 the bar takes no touch.
        case view
        /// Only its background colour: the bar looks gone but keeps alpha 1 and still takes
        /// touches (the bug `navigationBar.touches` catches).
        case background
    }

    /// The bar's view id.
    package var view: String
    public var scrollViewID: String?
    /// Points of scrolling from the top over which the bar fades in (headerHeight − barHeight).
    package var distance: Double
    /// What fades (`fades`; default `view`).
    package var fades: Fades
    /// A view that slides up into place as the bar appears.
    package var title: String?
    /// How far below its place the title starts, in points.
    package var titleTravel: Double
    /// The alpha the user sees, as of the last `didScroll`.
    package internal(set) var alpha: Double = 0

    /// The effect for bar `view`, following scroll view `scrollViewID` (nil: the primary) and fading
    /// in over `distance` points, with an optional `title` that travels `titleTravel` points.
    public init(
        view: String, scrollViewID: String? = nil, distance: Double, fades: Fades = .view,
        title: String? = nil,
        titleTravel: Double = 0
    ) {
        self.view = view
        self.scrollViewID = scrollViewID
        self.distance = distance
        self.fades = fades
        self.title = title
        self.titleTravel = titleTravel
    }
}
