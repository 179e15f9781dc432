import Foundation

/// UIKit's `NSLayoutDimension`, for the one kind of constraint the stand-in lays out: a view's
/// height equal to a constant (`view.heightAnchor.constraint(equalToConstant:)`), the way a
/// collapsing header is usually driven.
@MainActor
public final class NSLayoutDimension {
    unowned let view: UIView

    init(view: UIView) {
        self.view = view
    }

    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view: view, constant: c)
    }
}

/// UIKit's `NSLayoutConstraint`, a height equal to `constant` only. As in UIKit, changing
/// `constant` or activating it changes no frame at once: it marks the layout as needed, and the
/// next layout pass (`layoutIfNeeded()`, or the one Core Animation's commit runs at the end of
/// the run loop's turn, `StandIn.refreshDisplay`) gives the view its new height.
@MainActor
public final class NSLayoutConstraint {
    unowned let view: UIView

    public var constant: CGFloat {
        didSet { if isActive { view.setNeedsLayout() } }
    }

    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                view.activeConstraints.append(self)
            } else {
                view.activeConstraints.removeAll { $0 === self }
            }
            view.setNeedsLayout()
        }
    }

    init(view: UIView, constant: CGFloat) {
        self.view = view
        self.constant = constant
    }
}
