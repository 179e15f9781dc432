import Foundation
import ScrollTape
import ScrollTapeExamples
import ScrollTapeRecorder
import UIKitAdapterOnStandIn
import UIKitStandIn

/// The iPhone 11 collapsing-header screen of the bundled recordings, built from (stand-in) UIKit
/// views as an app builds it: a 414 × 896 window on a 2× screen with a 48 pt status bar and a
/// 34 pt home indicator; the view controller's view holds a full-screen table of 40 rows of
/// 88 pt, its content inset 100 at the top (148 with the safe area), and in front of it the
/// header, 148 pt tall, with a back button and a title.
@MainActor
struct StandInScreen {
    let window: UIWindow
    let scene: UIWindowScene
    let root: UIView
    let list: UIScrollView
    let header: UIView
    let back: UIButton
    let title: UILabel
    /// What the table's data source gives, when the list is a table (`init(sections:style:)`).
    let tableData: TableData?
    /// A horizontal pager of three 414-pt pages, 150 pt tall at the bottom of the screen in front
    /// of the list (`init(carousel: true)`): another scroll view of the screen.
    let carousel: UIScrollView?
    /// With the carousel as a pager (`init(effects: true)`): a navigation bar in front of the
    /// header that fades in as the list scrolls (over 100 pt), and above the pager three tabs of
    /// 138 pt with an underline that follows the pager's page.
    let navigationBar: UIView?
    let tabs: [UIButton]
    let underline: UIView?

    /// The rows of a table in sections, as the app keeps them (its data source and delegate's
    /// heights).
    final class TableData {
        var sections: [UITableView.StandInSection]

        init(_ sections: [UITableView.StandInSection]) {
            self.sections = sections
        }
    }

    /// The screen; with `sections`, its list is a table of those sections (the same frame, inset and
    /// header) instead of 40 rows of 88 pt.
    init(
        sections: [UITableView.StandInSection]? = nil, style: UITableView.Style = .plain,
        carousel: Bool = false, effects: Bool = false
    ) {
        scene = UIWindowScene(standInStatusBarFrame: CGRect(x: 0, y: 0, width: 414, height: 48))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        window.screen = UIScreen(standInBounds: CGRect(x: 0, y: 0, width: 414, height: 896), scale: 2)
        window.windowScene = scene
        window.standInSafeAreaInsets = UIEdgeInsets(top: 48, left: 0, bottom: 34, right: 0)
        root = UIView(frame: window.bounds)
        window.addSubview(root)

        if let sections {
            let data = TableData(sections)
            let table = UITableView(frame: root.bounds, style: style)
            table.standInDataSource = { data.sections }
            tableData = data
            list = table
        } else {
            tableData = nil
            list = UIScrollView(frame: root.bounds)
            list.contentSize = CGSize(width: 414, height: 40 * 88)
            for row in 0..<40 {
                list.addSubview(UIView(frame: CGRect(x: 0, y: 88 * CGFloat(row), width: 414, height: 88)))
            }
        }
        list.accessibilityIdentifier = "list"
        list.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        root.addSubview(list)
        // UIKit moves the list to the top of its range before the screen appears.
        list.contentOffset = CGPoint(x: 0, y: -list.adjustedContentInset.top)
        if carousel || effects {
            let pager = UIScrollView(frame: CGRect(x: 0, y: 700, width: 414, height: 150))
            pager.accessibilityIdentifier = "carousel"
            pager.contentSize = CGSize(width: 3 * 414, height: 150)
            pager.isPagingEnabled = true
            root.addSubview(pager)
            self.carousel = pager
        } else {
            self.carousel = nil
        }

        header = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 148))
        header.accessibilityIdentifier = "header"
        root.addSubview(header)
        back = UIButton(frame: CGRect(x: 8, y: 52, width: 44, height: 44))
        back.accessibilityIdentifier = "back"
        header.addSubview(back)
        title = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
        title.accessibilityIdentifier = "title"
        header.addSubview(title)
        if effects {
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 92))
            bar.accessibilityIdentifier = "navBar"
            root.addSubview(bar)
            navigationBar = bar
            let strip = (0..<3).map { number in
                let tab = UIButton(frame: CGRect(x: 138 * CGFloat(number), y: 650, width: 138, height: 40))
                tab.accessibilityIdentifier = "tab\(number)"
                return tab
            }
            for tab in strip { root.addSubview(tab) }
            tabs = strip
            let line = UIView(frame: CGRect(x: 0, y: 690, width: 138, height: 2))
            line.accessibilityIdentifier = "underline"
            root.addSubview(line)
            underline = line
        } else {
            navigationBar = nil
            tabs = []
            underline = nil
        }
    }

    /// The effects the app means the navigation bar and the underline to have (with `effects`).
    var effectSpecs: [ScrollTapeRecorder.Effect] {
        guard let navigationBar, let underline, let carousel else { return [] }
        return [
            .navigationBar(navigationBar, distance: 100),
            .tabs(underline: underline, tabs: tabs, pager: carousel),
        ]
    }

    /// The header as the app means it: collapsing from 148 to the status bar's 48.
    var headerSpec: ScrollTapeRecorder.Header {
        ScrollTapeRecorder.Header(view: header, behavior: .collapsing, minHeight: 48, maxHeight: 148)
    }

    /// What the recorder should make of it: `IPhone11Screen.snapshot` (the same screen as the
    /// recorder sees it on a device), under the name the recorder gives the device (its hardware
    /// model), with the view controller's view (no identifier: its path, `window.0`) around the
    /// list and the header.
    static func expectedSnapshot(deviceName: String) -> ScreenSnapshot {
        var snapshot = IPhone11Screen.snapshot
        snapshot.device.name = deviceName
        let window = Rect(x: 0, y: 0, width: snapshot.device.width, height: snapshot.device.height)
        snapshot.views = [RecordedView(id: "window.0", frame: window, children: snapshot.views)]
        return snapshot
    }
}
