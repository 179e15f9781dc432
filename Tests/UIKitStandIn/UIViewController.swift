import Foundation

/// UIKit's `UIViewController`: its view and the hooks UIKit calls as it appears and lays out (a
/// test calls them, as UIKit would).
@MainActor
open class UIViewController: UIResponder {
    open var view: UIView!

    public override init() {
        view = UIView(frame: .zero)
        super.init()
    }

    open func viewDidLoad() {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidLayoutSubviews() {}
}
