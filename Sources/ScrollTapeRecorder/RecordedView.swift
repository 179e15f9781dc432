import ScrollTape

/// One view of the window as the recorder sees it on the device (`UIView`), with its frame in
/// window coordinates, as `convert(_:to: nil)` gives it.
package struct RecordedView: Hashable, Sendable {
    /// `accessibilityIdentifier`, else a stable path (the adapter's choice); 1–64 characters of
    /// `A–Z a–z 0–9 _ . -` (others are replaced by `_`).
    package var id: String
    /// What kind of view it is (the session's `kind`).
    package var kind: ViewSpec.Kind
    /// The frame in window coordinates.
    package var frame: Rect
    /// `isHidden`.
    package var isHidden: Bool
    /// `alpha`, 0 to 1.
    package var alpha: Double
    /// `isUserInteractionEnabled`.
    package var isUserInteractionEnabled: Bool
    /// Whether the view is a `UIControl`.
    package var isControl: Bool
    /// What a `hitTest(_:with:)` override of the view does, if the app declares it.
    package var passThrough: ViewSpec.PassThrough
    /// Subviews, back to front.
    package var children: [RecordedView]

    /// A view as the recorder saw it. `isUserInteractionEnabled` defaults to its kind's default
    /// (false for a label or an image), `isControl` to whether it is a button.
    package init(
        id: String, kind: ViewSpec.Kind = .view, frame: Rect, isHidden: Bool = false, alpha: Double = 1,
        isUserInteractionEnabled: Bool? = nil, isControl: Bool? = nil,
        passThrough: ViewSpec.PassThrough = .none,
        children: [RecordedView] = []
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.isHidden = isHidden
        self.alpha = alpha
        self.isUserInteractionEnabled = isUserInteractionEnabled ?? kind.isInteractiveByDefault
        self.isControl = isControl ?? (kind == .button)
        self.passThrough = passThrough
        self.children = children
    }
}

extension RecordedView {
    /// Its id and its descendants', depth first.
    package var allIDs: [String] {
        [id] + children.flatMap(\.allIDs)
    }
}
