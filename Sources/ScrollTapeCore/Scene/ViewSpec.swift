/// One view of the window's view tree (`views` in the session line).
public struct ViewSpec: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case view, stack, button, label, image, scroll
    }

    /// How hit-testing treats a hit inside this view (SPEC §1.1, §3.1).
    public enum PassThrough: String, Hashable, Sendable, CaseIterable {
        case none
        /// `"self"`: a hit on the view itself is discarded (the `hitTest` override returning nil
        /// for self); hits on its interactive descendants are returned.
        case emptyArea = "self"
        /// Only controls inside are returned; every other point falls through.
        case controls
    }

    /// How the view follows a change of its parent's height (UIKit autoresizing).
    public enum Pin: String, Hashable, Sendable, CaseIterable {
        /// Fixed to the parent's top.
        case top
        /// Moves with the parent's bottom edge.
        case bottom
        /// Grows and shrinks with the parent, passing its change on to its children.
        case fill
    }

    public var id: String
    public var kind: Kind
    /// Frame in the parent's coordinates (for the header's descendants: as laid out at maxHeight).
    public var frame: Rect
    /// `isUserInteractionEnabled`.
    public var isInteractive: Bool
    /// Receives taps (a `UIControl`).
    public var isControl: Bool
    public var isHidden: Bool
    public var alpha: Double
    public var passThrough: PassThrough
    public var pin: Pin
    /// Subviews, back to front.
    public var children: [ViewSpec]

    public init(
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
    public var isInteractiveByDefault: Bool {
        switch self {
        case .view, .stack, .button, .scroll: true
        case .label, .image: false
        }
    }
}
