import Foundation
import ScrollTape
import ScrollTapeRecorder
import Testing
import UIKitAdapterOnStandIn
import UIKitStandIn

// README.md, "The same code in the app": the code between the markers is the README's block (less
// its imports), compiled here against the UIKit stand-in; the test below checks the two are the
// same and that the view controller drives its views through the bridge.

// README begin
/// The header's scroll code: one value, run by the app (below) and replayed by its tests
/// (`recording.replay(delegate: ProfileHeader())`, `assertReplay(…, delegate:)`).
struct ProfileHeader: ScrollViewDelegate {
    mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        let list = screen.scrollView
        let scrolled = list.contentOffset.y + list.adjustedContentInset.top
        let height = min(148, max(48, 148 - scrolled))
        screen.headerHeight = height
        screen[view: "title"].alpha = (height - 48) / 100
    }
}

final class ProfileViewController: UIViewController, UITableViewDelegate {
    let tableView = UITableView()
    let header = UIView()
    let titleLabel = UILabel()
    lazy var headerHeight = header.heightAnchor.constraint(equalToConstant: 148)
    private var code: ScrollViewDelegateBridge?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The ids the recording gives the views, and the bridge finds them by.
        tableView.accessibilityIdentifier = "list"
        header.accessibilityIdentifier = "header"
        titleLabel.accessibilityIdentifier = "title"
        headerHeight.isActive = true
        code = ScrollViewDelegateBridge(
            ProfileHeader(), window: view.window!, scrollViews: [tableView], views: [titleLabel],
            header: (header, headerHeight))
        tableView.delegate = self
        code?.viewDidAppear()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        code?.viewDidLayoutSubviews()
    }

    // The table view's scroll callbacks, forwarded as they come.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        code?.scrollViewDidScroll(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        code?.scrollViewWillBeginDragging(scrollView)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        code?.scrollViewWillEndDragging(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        code?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        code?.scrollViewDidEndDecelerating(scrollView)
    }
}
// README end

@MainActor
@Suite struct ReadmeBridgeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theReadmeShowsTheCodeCompiledHere() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let heading = try #require(readme.range(of: "### The same code in the app"))
        let start = try #require(readme[heading.upperBound...].range(of: "```swift\n"))
        let end = try #require(readme[start.upperBound...].range(of: "```\n"))
        let block = readme[start.upperBound..<end.lowerBound].split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let begin = try #require(source.range(of: "// README begin\n"))
        let stop = try #require(source.range(of: "// README end\n"))
        #expect(block == String(source[begin.upperBound..<stop.lowerBound]))
    }

    @Test func theViewControllerDrivesItsViewsThroughTheBridge() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        window.standInSafeAreaInsets = UIEdgeInsets(top: 48, left: 0, bottom: 34, right: 0)
        let controller = ProfileViewController()
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        controller.tableView.frame = window.bounds
        controller.tableView.contentSize = CGSize(width: 414, height: 3520)
        controller.tableView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        controller.view.addSubview(controller.tableView)
        controller.header.frame = CGRect(x: 0, y: 0, width: 414, height: 148)
        controller.view.addSubview(controller.header)
        controller.header.addSubview(controller.titleLabel)
        controller.tableView.contentOffset = CGPoint(x: 0, y: -148)
        controller.viewDidAppear(false)
        controller.tableView.contentOffset = CGPoint(x: 0, y: -98)
        #expect(controller.headerHeight.constant == 98)
        #expect(controller.titleLabel.alpha == 0.5)
        controller.tableView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(controller.headerHeight.constant == 48)
        #expect(controller.titleLabel.alpha == 0)
    }
}
