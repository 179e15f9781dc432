/// The view a hit lands on.
package enum HitTarget: Hashable, Sendable {
    /// No view: the window itself.
    case window
    /// A view that is not a control.
    case view(String)
    /// A control (`UIControl`).
    case control(String)
    /// The scroll view itself (outside any item).
    case scroll
    /// One of the list's items.
    case item(Int)

    /// The target's id (`"window"`, a view id, or `"<scrollId>.item.<index>"`).
    package func id(scrollID: String) -> String {
        switch self {
        case .window: "window"
        case .view(let id), .control(let id): id
        case .scroll: scrollID
        case .item(let index): "\(scrollID).item.\(index)"
        }
    }
}
