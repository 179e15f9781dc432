import Foundation
import ScrollTape
import ScrollTapeExamples
import ScrollTapeRecorder
import Testing
import UIKitAdapterOnStandIn
import UIKitStandIn

// The "Record on a device" article (ScrollTapeRecorder's documentation), "A whole screen": the code
// between the markers is its block (less its imports), compiled here against the UIKit stand-in;
// the tests below check the two are the same, and run the view controller on a stand-in window:
// the bridge drives the header, the title and the underline, a tab scrolls the menu, the keyboard
// insets it, and the recording has the menu in sections, the added dish and the keyboard with the
// row being edited.

// Block begin
/// The menu's scroll code: one value, run by the app (below) and replayed by its tests
/// (`recording.replay(AppCode(delegate: MenuHeader(…)))`, `assertReplay(…, code: AppCode(delegate: MenuHeader(…)))`). The header
/// collapses from 148 pt to the status bar's 48 as the menu scrolls, its title fades, and the
/// underline of the tab strip moves under the tab of the section at the header's bottom edge.
struct MenuHeader: ScrollViewDelegate {
    /// Where each section begins down the list, and a tab's width.
    var sectionStarts: [Double]
    var tabWidth: Double

    mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        let list = screen.scrollView
        let scrolled = list.contentOffset.y + list.adjustedContentInset.top
        let height = min(148, max(48, 148 - scrolled))
        screen.headerHeight = height
        screen[view: "title"].alpha = (height - 48) / 100
        let below = list.contentOffset.y + height
        let section = sectionStarts.lastIndex { $0 <= below } ?? 0
        screen[view: "underline"].frame.x = tabWidth * Double(section)
    }
}

final class MenuViewController: UIViewController, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let header = UIView()
    let titleLabel = UILabel()
    /// One tab per section of the menu, left to right, and the line under the current one.
    var tabs: [UIButton] = []
    let underline = UIView()
    lazy var headerHeight = header.heightAnchor.constraint(equalToConstant: 148)
    /// The dishes of each section of the menu (the table's data source, not shown, reads them).
    var menu: [[String]] = []
    /// Where the recording goes: a name in the app's Documents folder, or an absolute path.
    var recordingFile = "menu.jsonl"
    private var code: ScrollViewDelegateBridge?
    private var keyboardObserver: NSObjectProtocol?
    #if DEBUG
        private(set) var recorder: WindowRecorder?
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        // The ids the recording gives the views, and the bridge finds them by.
        tableView.accessibilityIdentifier = "list"
        header.accessibilityIdentifier = "header"
        titleLabel.accessibilityIdentifier = "title"
        underline.accessibilityIdentifier = "underline"
        for (section, tab) in tabs.enumerated() {
            tab.accessibilityIdentifier = "tab\(section)"
            tab.addAction(UIAction { [weak self] _ in self?.show(section: section) }, for: .touchUpInside)
        }
        headerHeight.isActive = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let starts = (0..<tableView.numberOfSections).map { Double(tableView.rect(forSection: $0).minY) }
        code = ScrollViewDelegateBridge(
            MenuHeader(sectionStarts: starts, tabWidth: Double(tabs.first?.bounds.width ?? 0)),
            window: view.window!, scrollViews: [tableView], views: [titleLabel, underline],
            header: (header, headerHeight))
        tableView.delegate = self
        #if DEBUG
            do {
                recorder = try ScrollTapeRecorder.start(
                    window: view.window!, scrollView: tableView,
                    header: .init(view: header, behavior: .collapsing, minHeight: 48, maxHeight: 148),
                    file: recordingFile, observing: [titleLabel, underline])
                code?.recorder = recorder
            } catch {
                print(error)
            }
        #endif
        code?.viewDidAppear()
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] notification in
            // Posted on the main thread, where this runs (queue nil): its user info is read there.
            // The end frame comes boxed, an NSValue of a CGRect.
            nonisolated(unsafe) let info = notification.userInfo
            MainActor.assumeIsolated {
                let end = info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
                self?.keyboardWillCover(end?.cgRectValue ?? .zero)
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        #if DEBUG
            do { try recorder?.stop() } catch { print(error) }
            recorder = nil
        #endif
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        code?.viewDidLayoutSubviews()
    }

    /// A tab's section: its first row at the top of the list, under the header.
    func show(section: Int) {
        tableView.scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: true)
    }

    /// The keyboard will end at `frame`, in the screen's coordinate space (not the view's: they
    /// differ in Split View, Slide Over and Stage Manager): the list's last rows can scroll above
    /// it, and the order's note (the last row) is moved into view.
    func keyboardWillCover(_ frame: CGRect) {
        guard let screen = view.window?.screen else { return }
        let end = view.convert(frame, from: screen.coordinateSpace)
        let covered = frame.height == 0 ? 0 : max(0, view.bounds.maxY - end.minY)
        tableView.contentInset.bottom = max(0, covered - view.safeAreaInsets.bottom)
        let last = tableView.numberOfSections - 1
        guard covered > 0, last >= 0, tableView.numberOfRows(inSection: last) > 0 else { return }
        let note = IndexPath(row: tableView.numberOfRows(inSection: last) - 1, section: last)
        tableView.scrollToRow(at: note, at: .none, animated: false)
    }

    /// The customer adds a dish: the app's batch update, told to the recorder.
    func insertDish(_ name: String, at path: IndexPath) {
        tableView.performBatchUpdates {
            self.menu[path.section].insert(name, at: path.row)
            self.tableView.insertRows(at: [path], with: .automatic)
            #if DEBUG
                self.recorder?.update(self.tableView, insertingRows: [path])
            #endif
        }
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

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        code?.scrollViewDidEndScrollingAnimation(scrollView)
    }
}
// Block end

@MainActor
@Suite struct RecordOnADeviceExampleTests {
    @Test func theArticleShowsTheCodeCompiledHere() throws {
        let block = try #require(
            try DocumentBlocks.code(
                under: "## A whole screen",
                in: "Sources/ScrollTapeRecorder/ScrollTapeRecorder.docc/RecordOnADevice.md"))
        #expect(try block == #require(try DocumentBlocks.marked(in: #filePath)))
    }

    @Test func theViewControllerRunsItsCodeAndIsRecorded() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        StandIn.now = 100
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        window.standInSafeAreaInsets = UIEdgeInsets(top: 48, left: 0, bottom: 34, right: 0)
        let controller = MenuViewController()
        controller.recordingFile = path
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        // The menu: three sections of dishes (a 30-pt section header, 60-pt rows: 0…390, 390…1020,
        // 1020…1770 down the list), the order's note as the last row.
        controller.menu = [
            (1...6).map { "starter \($0)" }, (1...10).map { "main \($0)" },
            (1...11).map { "dessert \($0)" } + ["note"],
        ]
        controller.tableView.frame = window.bounds
        controller.tableView.standInDataSource = { [controller] in
            controller.menu.map {
                UITableView.StandInSection(header: 30, rows: Array(repeating: 60, count: $0.count))
            }
        }
        controller.tableView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        controller.view.addSubview(controller.tableView)
        controller.header.frame = CGRect(x: 0, y: 0, width: 414, height: 148)
        controller.view.addSubview(controller.header)
        controller.header.addSubview(controller.titleLabel)
        controller.tabs = (0..<3).map {
            UIButton(frame: CGRect(x: 138 * CGFloat($0), y: 106, width: 138, height: 40))
        }
        for tab in controller.tabs { controller.header.addSubview(tab) }
        controller.underline.frame = CGRect(x: 0, y: 146, width: 138, height: 2)
        controller.header.addSubview(controller.underline)
        controller.tableView.contentOffset = CGPoint(x: 0, y: -148)
        controller.viewDidLoad()
        controller.viewDidAppear(false)
        #expect(controller.recorder != nil)

        controller.tableView.contentOffset = CGPoint(x: 0, y: -98)
        #expect(controller.headerHeight.constant == 98)
        #expect(controller.titleLabel.alpha == 0.5)
        // Section 1 begins at 390: under the 48-pt header once the list is past 342.
        controller.tableView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(controller.headerHeight.constant == 48)
        #expect(controller.underline.frame.minX == 0)
        controller.tableView.contentOffset = CGPoint(x: 0, y: 350)
        #expect(controller.underline.frame.minX == 138)
        // A tab: its section's first row (1050) under the header's inset (148).
        controller.tabs[2].sendActions(for: .touchUpInside)
        #expect(controller.tableView.standInAnimatedTarget == CGPoint(x: 0, y: 1050 - 148))
        // A dish added to the first section: the table has it, the recorder is told.
        controller.insertDish("bread", at: IndexPath(row: 1, section: 0))
        #expect(controller.tableView.numberOfRows(inSection: 0) == 7)
        StandIn.refreshDisplay(timestamp: 100.5, targetTimestamp: 100.5 + 1.0 / 60, runLoopMode: .default)
        // The note is edited: the keyboard covers 336 pt, the list makes room and shows the note.
        let notePath = IndexPath(row: 11, section: 2)
        let note = UITextField(frame: controller.tableView.rectForRow(at: notePath))
        controller.tableView.addSubview(note)
        note.becomeFirstResponder()
        StandIn.now = 101
        StandIn.postKeyboardWillChangeFrame(
            end: CGRect(x: 0, y: 560, width: 414, height: 336), duration: 0.25)
        #expect(controller.tableView.contentInset.bottom == 302)
        #expect(
            controller.tableView.rectForRow(at: notePath).maxY <= controller.tableView.contentOffset.y + 560)
        controller.viewWillDisappear(false)

        let recording = try Recording(contentsOfFile: path)
        guard case .sections(let sections) = recording.scene.scroll.content else {
            Issue.record("the menu is not recorded in sections")
            return
        }
        #expect(sections.sections.map { $0.rows.count } == [6, 10, 12])
        let inserted = recording.events.compactMap { event -> [SectionChange.InsertedRow]? in
            if case .update(let update) = event.kind { update.sectionChange?.insertedRows } else { nil }
        }
        #expect(
            inserted == [[SectionChange.InsertedRow(SectionChange.RowPath(section: 0, row: 1), length: 60)]])
        let edited = recording.events.compactMap { event -> Int? in
            if case .keyboard(let change) = event.kind { change.editingItem } else { nil }
        }
        #expect(edited == [28])  // rows 0–6 (with the bread), 7–16, then 17–28: the note is the last
    }
}
