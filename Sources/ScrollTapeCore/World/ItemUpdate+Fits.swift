extension ItemUpdate {
    /// Whether this update fits the lists of `screen`, whose scroll views are `scrollViews` now
    /// (`Event.fits(_:keepingAppScrollsInRange:)`): a list in sections accepts it when
    /// `SectionLayout.applying(_:)` does.
    func fits(_ screen: Screen, _ scrollViews: ScrollViewMachines) -> Bool {
        guard let id = scrollView.map({ screen.scrollViewID(of: $0) }) ?? .primary else { return false }
        if let sectionChange {
            guard case .sections(let layout) = screen.configuration(id).content else { return false }
            return (try? layout.applying(sectionChange)) != nil
        }
        let count = scrollViews.itemCount(id)
        let newCount = count - deleted.count + inserted.count
        return Set(deleted).count == deleted.count && Set(inserted).count == inserted.count
            && deleted.allSatisfy { (0..<count).contains($0) }
            && inserted.allSatisfy { (0..<newCount).contains($0) }
    }
}
