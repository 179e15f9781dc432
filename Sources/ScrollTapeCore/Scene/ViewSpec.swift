/// One view of the window's view tree (`views` in the session line).
public struct ViewSpec: Hashable, Sendable {
    /// The kind of a view (`kind`), which sets whether it takes touches and is a control by default.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `view`: a plain view; `stack`: a stack view; `button`: a button (a control); `label`: a label;
        /// `image`: an image view; `scroll`: one of the scene's scroll views (its frame comes from its
        /// scroll configuration).
        case view, stack, button, label, image, scroll
    }

    /// How hit-testing treats a hit inside this view.
    public enum PassThrough: String, Hashable, Sendable, CaseIterable {
        /// Hit-testing treats the view as UIKit does by default.
        case none
        /// `"self"`: a hit on the view itself is discarded (the `hitTest` override returning nil
        /// for self); hits on its interactive descendants are returned.
        case emptyArea = "self"
        /// Only controls inside are returned; every other point falls through.
        case controls
    }

    /// How the view follows a change of its parent's height (UIKit autoresizing).
    package enum Pin: String, Hashable, Sendable, CaseIterable {
        /// Fixed to the parent's top.
        case top
        /// Moves with the parent's bottom edge.
        case bottom
        /// Grows and shrinks with the parent, passing its change on to its children.
        case fill
    }

    /// The view's id, unique in the scene.
    public var id: String
    /// The kind of view (`kind`; default `view`).
    public var kind: Kind
    /// Frame in the parent's coordinates (for the header's descendants: as laid out at maxHeight).
    public var frame: Rect
    /// `isUserInteractionEnabled`.
    package var isInteractive: Bool
    /// Receives taps (a `UIControl`).
    package var isControl: Bool
    /// `isHidden`: a hidden view and its subviews are not hit.
    package var isHidden: Bool
    /// `alpha`: below 0.01 the view and its subviews are not hit.
    package var alpha: Double
    /// How hit-testing treats a hit inside the view (`passThrough`; default `none`).
    package var passThrough: PassThrough
    /// How the view follows a change of its parent's height (`pin`; default `top`).
    package var pin: Pin
    /// Subviews, back to front.
    public var children: [ViewSpec]

    /// A view `id` of `kind` at `frame`; `isInteractive` and `isControl` nil take the kind's defaults
    /// (``ViewSpec/Kind/isInteractiveByDefault``; a control when it is a button).
    package init(
        id: String, kind: Kind = .view, frame: Rect, isInteractive: Bool? = nil, isControl: Bool? = nil,
        isHidden: Bool = false, alpha: Double = 1, passThrough: PassThrough = .none, pin: Pin = .top,
        children: [ViewSpec] = []
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.isInteractive = isInteractive ?? kind.isInteractiveByDefault
        self.isControl = isControl ?? (kind == .button)
        self.isHidden = isHidden
        self.alpha = alpha
        self.passThrough = passThrough
        self.pin = pin
        self.children = children
    }
}

extension ViewSpec.Kind {
    /// UIKit's `isUserInteractionEnabled` default: labels and image views are not interactive.
    package var isInteractiveByDefault: Bool {
        switch self {
        case .view, .stack, .button, .scroll: true
        case .label, .image: false
        }
    }
}
