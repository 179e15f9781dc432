import Foundation

// The view classes whose kind the recorder tells apart; as views they add nothing here but
// UIKit's defaults.

/// UIKit's `UIControl`: a view that handles its own touches (a switch, a slider, a button).
@MainActor
open class UIControl: UIView {}

/// UIKit's `UIButton`.
@MainActor
open class UIButton: UIControl {}

/// UIKit's `UILabel`: not interactive by default.
@MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}

/// UIKit's `UIImageView`: not interactive by default.
@MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}

/// UIKit's `UIStackView`.
@MainActor
open class UIStackView: UIView {}

/// UIKit's `UITextField`: a control that takes the keyboard's input when it becomes first responder.
@MainActor
open class UITextField: UIControl {}
