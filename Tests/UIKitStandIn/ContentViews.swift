import Foundation

// The view classes whose kind the recorder tells apart; as views they add nothing here but
// UIKit's defaults.

/// UIKit's `UIControl`: a view that handles its own touches (a switch, a slider, a button), and
/// the actions it sends for its events (a test sends them, as the control would on a tap).
@MainActor
open class UIControl: UIView {
    /// UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    private var actions: [(action: UIAction, events: Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Performs the actions added for any of `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.handler(action)
        }
    }
}

/// UIKit's `UIAction`: a handler a control performs.
@MainActor
public final class UIAction {
    let handler: (UIAction) -> Void

    public init(handler: @escaping (UIAction) -> Void) {
        self.handler = handler
    }
}

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
