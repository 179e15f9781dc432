extension Event {
    /// Whether it can be applied to `world` now, as `shrink` asks of a candidate: an update fits the
    /// lists as they are (the reader's checks: for a list of items, distinct `delete` indices below
    /// the item count before it and distinct `insert` indices below the count after it; for a list
    /// in sections, every entry names a row or a section there is); with
    /// `keepingAppScrollsInRange`, an app scroll to an offset lands inside the range of the scroll
    /// view it moves. `World.apply(_:)` traps on an update that does not fit; removing a gesture can leave
    /// a later update naming a row that an earlier, removed, insertion made.
    package func fits(_ world: World, keepingAppScrollsInRange: Bool = false) -> Bool {
        let scrollView: String?
        let x: Double?
        let y: Double?
        switch kind {
        case .update(let update):
            return update.fits(world.screen, world.scrollViews)
        case .scroll(.absolute(let toX, let toY), let id) where keepingAppScrollsInRange:
            (scrollView, x, y) = (id, toX, toY)
        case .scrollTo(let request) where keepingAppScrollsInRange:
            guard case .offset(let toX, let toY) = request.target else { return true }
            (scrollView, x, y) = (request.scrollView, toX, toY)
        default:
            return true
        }
        let id = scrollView.flatMap(world.screen.scrollViewID(of:)) ?? .primary
        let target = world.screen.configuration(id).axis == .vertical ? y : x
        return target.map { world.scrollViews.metrics(id).contains($0, tolerance: Tolerance.invariant) }
            ?? true
    }
}
