import Foundation
import ScrollTape
import ScrollTapeCLI
import ScrollTapeExamples
import ScrollTapeRecorder
import Testing
import UIKitStandIn

@testable import ScrollTapeExplorer
@testable import UIKitAdapterOnStandIn

@MainActor
@Suite struct WindowRecorderTests {
    /// Stops `device`'s recorder and reads what it wrote to `path`, which must read without a
    /// warning and pass `check`: every invariant, and the device within 0.5 pt of the model at every
    /// refresh.
    static func stopAndCheck(_ device: StandInDevice, _ path: String) throws -> RecordingFile {
        try #require(device.recorder).stop()
        let file = try RecordingReader.read(path: path)
        #expect(file.warnings.isEmpty)
        let check = RecordingCheck(file)
        #expect(check.violations.map(\.message) == [])
        #expect(check.passed)
        return file
    }

    /// The numbers the recording's `observe` lines give `path`, in order.
    static func observed(_ path: String, in recording: Recording) -> [Double] {
        recording.events.compactMap { event in
            guard case .observe(let members) = event.kind,
                case .number(let value)? = members.first(where: { $0.key == path })?.value
            else { return nil }
            return value
        }
    }

    /// The gestures of the issue, made with fingers on the stand-in's window: a drag up, a flick
    /// up that decelerates, a flick down that hits the top and bounces, a tap on the back button,
    /// and a pull past the top that springs back.
    private func dragFlickBounceAndTap(_ device: StandInDevice) {
        device.frames(5)
        device.drag(1, from: 700, step: -12, samples: 25, rest: 8)
        device.frames(20)
        device.drag(2, from: 700, step: -20, samples: 8, interval: 1.0 / 120)
        device.frames(120)
        device.drag(3, from: 200, step: 35, samples: 8, interval: 1.0 / 120)
        device.frames(180)
        device.touch(4, .began, x: 30, y: 74)
        device.frames(6)
        device.touch(4, .ended, x: 30, y: 74)
        device.frames(10)
        device.drag(5, from: 300, step: 20, samples: 12)
        device.frames(120)
    }

    /// What the app does to the list without a touch is recorded as it happens: a
    /// refresh control's inset shown at the top (an `inset` event), the list scrolled by the app,
    /// at once and animated (`scroll` events at the refreshes that show it), the inset taken away
    /// mid-list; the recording passes `check` and the model stays within 0.5 pt of the device at
    /// every refresh.
    @Test func insetsAndScrollsTheAppMakesAreRecorded() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        device.frames(5)
        // The list's inset is 100 (under the header); a refresh control adds 60.
        device.appSetsContentInset(UIEdgeInsets(top: 160, left: 0, bottom: 0, right: 0))
        device.frames(10)
        device.drag(1, from: 700, step: -12, samples: 25, rest: 8)
        device.frames(20)
        device.appScrolls(to: 600, animated: false)
        device.frames(10)
        device.appScrolls(to: 100, animated: true)
        device.frames(40)
        device.appSetsContentInset(UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
        device.frames(10)
        device.drag(2, from: 300, step: 20, samples: 10, rest: 8)
        device.frames(60)
        let file = try Self.stopAndCheck(device, path)
        let insets = file.recording.events.compactMap { event -> Double? in
            if case .inset(let change) = event.kind { change.inset?.top } else { nil }
        }
        #expect(insets == [208, 148])  // the safe area's 48 and the inset's 160, then 100
        let scrolls = file.recording.events.filter { if case .scroll = $0.kind { true } else { false } }
        #expect(scrolls.count > 10)  // one at once, then one per refresh of the 0.3 s animation
        var replay = Replay(file.recording)
        replay.run()
        #expect(abs(replay.world.scroll.offset.y - device.world.scroll.offset.y) < 0.5)
    }

    /// The keyboard is recorded from the system's notification (a `keyboard` event with the height
    /// it covers and its duration), and the bottom inset the app gives the list for it (an `inset`
    /// event); the recording passes `check` and conformance.
    @Test func theKeyboardIsRecorded() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        device.frames(5)
        device.keyboard(height: 336, duration: 0.25)
        // The app keeps its last rows above the keyboard (its bottom inset: 336 less the safe area's 34).
        device.appSetsContentInset(UIEdgeInsets(top: 100, left: 0, bottom: 302, right: 0))
        device.frames(30)
        device.drag(1, from: 500, step: -12, samples: 20, rest: 8)
        device.frames(20)
        device.keyboard(height: 0, duration: 0.2)
        device.appSetsContentInset(UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
        device.frames(30)
        let file = try Self.stopAndCheck(device, path)
        let keyboards = file.recording.events.compactMap { event -> KeyboardChange? in
            if case .keyboard(let change) = event.kind { change } else { nil }
        }
        #expect(
            keyboards == [
                KeyboardChange(height: 336, duration: 0.25), KeyboardChange(height: 0, duration: 0.2),
            ])
        #expect(file.recording.count("inset") == 2)
    }

    /// The keyboard's frame is in the screen's coordinate space: a window whose scene is lower on
    /// the screen (Stage Manager) is covered from the keyboard's top in that space; an undocked iPad
    /// keyboard, away from the screen's bottom, covers nothing; another app's keyboard (Split View)
    /// covers the window but edits no row of it.
    @Test func theKeyboardIsTakenInTheScreensCoordinates() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        let window = device.screen.window
        window.standInOriginOnScreen = CGPoint(x: 0, y: 100)
        window.screen.bounds = CGRect(x: 0, y: 0, width: 414, height: 996)
        device.frames(5)
        device.systemKeyboard(end: CGRect(x: 0, y: 660, width: 414, height: 336))
        device.frames(5)
        device.systemKeyboard(end: CGRect(x: 0, y: -264, width: 414, height: 304))
        device.frames(5)
        device.systemKeyboard(end: CGRect(x: 0, y: 700, width: 414, height: 296), isLocal: false)
        device.frames(5)
        try #require(device.recorder).stop()
        let recording = try Recording(contentsOfFile: path)
        let keyboards = recording.events.compactMap { event -> KeyboardChange? in
            if case .keyboard(let change) = event.kind { change } else { nil }
        }
        #expect(
            keyboards == [
                KeyboardChange(height: 336, duration: 0.25), KeyboardChange(height: 0, duration: 0.25),
                KeyboardChange(height: 296, duration: 0.25),
            ])
    }

    /// A table in sections is recorded as its rows (the heights its own layout gives), the app's
    /// batch update as an `update` with the new row's height, and the keyboard with the row whose
    /// text field is being edited; the app makes room for the keyboard and scrolls the row above
    /// it. The recording passes `check` (`keyboard.rowVisible` included) and conformance.
    @Test(arguments: [UITableView.Style.plain, .grouped])
    func aTableItsUpdatesAndTheEditedRowAreRecorded(style: UITableView.Style) throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let screen = StandInScreen(
            sections: [
                .init(header: 28, rows: [44, 88, 60]),
                .init(header: 28, rows: Array(repeating: 50, count: 30), footer: 20),
            ], style: style)
        let device = try StandInDevice(screen: screen, recordingTo: path)
        device.frames(5)
        device.drag(1, from: 700, step: -12, samples: 20, rest: 8)
        device.frames(30)
        // The 88-pt row goes; a 120-pt one comes in at the top.
        try device.appUpdatesRows(
            deleting: [IndexPath(row: 1, section: 0)], inserting: [(IndexPath(row: 0, section: 0), 120)])
        device.frames(10)
        // Row 20 of section 1 (row 23 of the list: 1280…1330 down the content) is edited; the app
        // insets the list by the keyboard and scrolls the row above it (560 on screen).
        try device.editText(inRow: IndexPath(row: 20, section: 1))
        device.keyboard(height: 336, editing: 23)
        device.appSetsContentInset(UIEdgeInsets(top: 100, left: 0, bottom: 302, right: 0))
        device.appScrolls(to: 800, animated: false)
        device.frames(30)
        device.drag(2, from: 400, step: 10, samples: 10, rest: 8)
        device.frames(60)
        let file = try Self.stopAndCheck(device, path)
        let scene = file.recording.scene
        guard case .sections(let sections) = scene.scroll.content else {
            Issue.record("the list is not recorded in sections: \(scene.scroll.content)")
            return
        }
        #expect(sections.style == (style == .plain ? .plain : .grouped))
        #expect(
            sections.sections == [
                SectionLayout.Section(header: 28, rows: [44, 88, 60]),
                SectionLayout.Section(header: 28, footer: 20, rows: Array(repeating: 50, count: 30)),
            ])
        let updates = file.recording.events.compactMap { event -> SectionChange? in
            if case .update(let update) = event.kind { update.sectionChange } else { nil }
        }
        #expect(
            updates == [
                SectionChange(
                    deletedRows: [SectionChange.RowPath(section: 0, row: 1)],
                    insertedRows: [
                        SectionChange.InsertedRow(SectionChange.RowPath(section: 0, row: 0), length: 120)
                    ])
            ])
        let keyboards = file.recording.events.compactMap { event -> KeyboardChange? in
            if case .keyboard(let change) = event.kind { change } else { nil }
        }
        #expect(keyboards.map(\.editingItem) == [23])
        let marks = file.recording.events.compactMap { event -> String? in
            if case .mark(let label) = event.kind { label } else { nil }
        }
        #expect(marks == [])
    }

    /// A table whose content is more than its sections (a table header view above them) is
    /// described by its content's size; without it, by its rows.
    @Test func aTableWithAHeaderViewIsRecordedByItsSize() throws {
        let screen = StandInScreen(sections: [.init(header: 28, rows: [44, 88, 60])])
        let table = try #require(screen.list as? UITableView)
        let withRows = try ScreenSnapshot(window: screen.window, scrollView: table, header: screen.headerSpec)
        #expect(withRows.scrollView.sections?.rowCount == 3)
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 200))
        let bySize = try ScreenSnapshot(window: screen.window, scrollView: table, header: screen.headerSpec)
        #expect(bySize.scrollView.sections == nil)
        #expect(bySize.scrollView.contentSize == Size(width: 414, height: 420))
    }

    /// An update that does not say everything the table did (a row inserted that the app did not
    /// tell) is written as the app said it, followed by a mark that says the rows differ from the
    /// table's from there on; one whose indices the rows do not have is a mark alone.
    @Test func anUpdateThatDiffersFromTheTableIsMarked() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let screen = StandInScreen(sections: [.init(header: 28, rows: [44, 88, 60])])
        let device = try StandInDevice(screen: screen, recordingTo: path)
        let table = try #require(screen.list as? UITableView)
        let data = try #require(screen.tableData)
        let recorder = try #require(device.recorder)
        device.frames(2)
        table.performBatchUpdates {
            data.sections[0].rows = [44, 60, 70]
            recorder.update(table, deletingRows: [IndexPath(row: 1, section: 0)])
        }
        device.frames(2)
        table.performBatchUpdates {
            recorder.update(table, deletingRows: [IndexPath(row: 7, section: 0)])
        }
        device.frames(2)
        try recorder.stop()
        let file = try RecordingReader.read(path: path)
        let written = file.recording.events.compactMap { event -> String? in
            switch event.kind {
            case .update(let update): "update \(update.sectionChange?.deletedRows.map(\.row) ?? [])"
            case .mark(let label): label
            default: nil
            }
        }
        #expect(written == ["update [1]", "update-differs-from-table", "update-not-recorded"])
    }

    /// A second scroll view of the screen (a horizontal pager in front of the list) is recorded in
    /// `scrolls`: its offset at every refresh, the offset the app gives it, and the list and the
    /// pager each follow the finger that drags them; the recording passes `check` and conformance
    /// on both scroll views.
    @Test func anotherScrollViewIsRecorded() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(screen: StandInScreen(carousel: true), recordingTo: path)
        device.frames(5)
        device.drag(1, from: 500, step: -12, samples: 20, rest: 4)
        device.frames(30)
        // A swipe to the left on the pager: it pages to the second page.
        device.swipeCarouselLeft(2)
        device.frames(90)
        device.appScrollsCarousel(to: 828)
        device.frames(10)
        let file = try Self.stopAndCheck(device, path)
        let scene = file.recording.scene
        #expect(scene.scrolls.map(\.id) == ["carousel"])
        #expect(scene.scrolls.first?.axis == .horizontal)
        #expect(scene.scrolls.first?.frame == Rect(x: 0, y: 700, width: 414, height: 150))
        let carouselScrolls = file.recording.events.filter {
            if case .scroll(_, scrollView: "carousel") = $0.kind { true } else { false }
        }
        #expect(carouselScrolls.count == 1, "\(carouselScrolls)")
        let carouselOffsets = Self.observed("scrolls.carousel.offset.x", in: file.recording)
        #expect(carouselOffsets.contains(414))
        #expect(carouselOffsets.last == 828)
        var replay = Replay(file.recording)
        replay.run()
        let carousel = try #require(replay.world.scrollViewID(of: "carousel"))
        #expect(replay.world.scrollViews[carousel].state.offset.x == 828)
    }

    /// The effects the app means its views to have (a navigation bar that fades in over 100 pt of
    /// scrolling; a tab strip's underline that follows the pager) are the session's `effects`, and
    /// their views are observed at every refresh: the bar's alpha as the list scrolls, the underline
    /// as a tap on a tab moves the pager and as a swipe pages it; `check` and conformance pass.
    @Test func effectsAndTheirViewsAreRecorded() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(screen: StandInScreen(effects: true), recordingTo: path)
        device.frames(5)
        device.drag(1, from: 500, step: -12, samples: 20, rest: 4)
        device.frames(60)
        device.touch(2, .began, x: 200, y: 670)  // the middle tab
        device.frames(2)
        device.touch(2, .ended, x: 200, y: 670)
        device.frames(40)
        device.swipeCarouselLeft(3)
        device.frames(90)
        let file = try Self.stopAndCheck(device, path)
        #expect(file.recording.scene.effects.map(\.kind) == [.navigationBar, .tabs])
        let alphas = Self.observed("views.navBar.alpha", in: file.recording)
        #expect(alphas.first == 0)
        #expect(alphas.contains { $0 > 0 && $0 < 1 })
        #expect(alphas.last == 1)
        let underline = Self.observed("views.underline.x", in: file.recording)
        #expect(underline.contains(138))  // the tap's page
        #expect(underline.last == 276)  // then the swipe's
        var replay = Replay(file.recording)
        replay.run()
        #expect(replay.world.state[path: "tabs.underline.x"] == .number(276))
        #expect(replay.world.state[path: "navigationBar.alpha"] == .number(1))
    }

    /// A list on a pager's page is recorded inside the pager, with the page on the way to it (and
    /// nothing else of the pager's content), its frame in the pager's content: where it is however
    /// far the pager was scrolled when the recording started.
    @Test func aListOnAPagersPageIsRecordedInsideThePager() throws {
        let screen = StandInScreen(carousel: true)
        let pager = try #require(screen.carousel)
        let page = UIView(frame: CGRect(x: 414, y: 0, width: 414, height: 150))
        let feed = UIScrollView(frame: CGRect(x: 0, y: 10, width: 414, height: 140))
        feed.accessibilityIdentifier = "feed"
        feed.contentSize = CGSize(width: 414, height: 1000)
        page.addSubview(feed)
        pager.addSubview(page)
        pager.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 150)))  // a page without a list
        pager.contentOffset = CGPoint(x: 414, y: 0)
        let snapshot = try ScreenSnapshot(
            window: screen.window, scrollView: screen.list, otherScrollViews: [pager, feed],
            header: screen.headerSpec)
        let file = try RecordingReader.parse(Array((snapshot.sessionLine + "\n").utf8), path: "pager.jsonl")
        let scene = file.recording.scene
        #expect(scene.scrolls.map(\.id) == ["carousel", "feed"])
        #expect(scene.scrolls.map(\.axis) == [.horizontal, .vertical])
        let recordedPager = try #require(scene.view(withID: "carousel"))
        #expect(recordedPager.children.count == 1)
        #expect(recordedPager.children.first?.frame == Rect(x: 414, y: 0, width: 414, height: 150))
        #expect(scene.scrolls.last?.frame == Rect(x: 0, y: 10, width: 414, height: 140))
        // The list itself inside a scroll view is refused with a clear error.
        #expect(throws: ScrollTapeRecorder.StartError.scrollViewInsideScrollView) {
            try ScreenSnapshot(
                window: screen.window, scrollView: feed, otherScrollViews: [pager], header: nil)
        }
    }

    /// A SwiftUI screen: the scroll view behind its `ScrollView` is found by a locator view in its
    /// content once it is in the window (on the main queue's next turn); what
    /// `onScrollGeometryChange` reports is written as `observe` lines (offset, content size,
    /// adjusted inset) that conformance compares; the app's own `mark` and `expect` lines go in at
    /// the moment it writes them, and one naming a path the recording does not have is refused
    /// without stopping the recording.
    @Test func aSwiftUIScreensScrollViewGeometryMarksAndExpectationsAreRecorded() async throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let screen = StandInScreen()
        var found: [UIScrollView] = []
        let locator = ScrollViewLocatorView(frame: .zero)
        locator.found = { found.append($0) }
        screen.list.addSubview(locator)
        await ScrollViewLocatorTests.mainQueueTurns()
        #expect(found.count == 1 && found.first === screen.list)
        #expect(locator.isHidden && !locator.isUserInteractionEnabled)
        let device = try StandInDevice(screen: screen, recordingTo: path)
        let recorder = try #require(device.recorder)
        func swiftUIReportsGeometry() throws {
            let list = screen.list
            let inset = list.adjustedContentInset
            StandIn.now = device.boot + device.t
            try recorder.observe(
                ScrollGeometryValues(
                    contentOffset: Point(x: Double(list.contentOffset.x), y: Double(list.contentOffset.y)),
                    contentSize: Size(
                        width: Double(list.contentSize.width), height: Double(list.contentSize.height)),
                    contentInsets: EdgeInsets(
                        top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom),
                        right: Double(inset.right)),
                    containerSize: Size(width: Double(list.bounds.width), height: Double(list.bounds.height)))
            )
        }
        device.frames(3)
        try swiftUIReportsGeometry()
        device.drag(1, from: 700, step: -12, samples: 25, rest: 8)
        for _ in 0..<30 {
            device.frames(1)
            try swiftUIReportsGeometry()
        }
        StandIn.now = device.boot + device.t
        try recorder.mark("collapsed")
        try recorder.expect([.init("header.height", .number(48)), .init("scroll.phase", .string("idle"))])
        #expect(throws: RecordingWriterError.self) {
            try recorder.expect([.init("header.heigth", .number(48))])
        }
        #expect(recorder.isRecording)
        device.frames(5)
        let file = try Self.stopAndCheck(device, path)
        let observed = file.recording.events.filter {
            if case .observe(let members) = $0.kind {
                members.contains { $0.key == "scroll.adjustedInset.top" }
            } else {
                false
            }
        }
        #expect(observed.count == 31)
        #expect(file.recording.count("mark") == 1)
        #expect(file.recording.count("expect") == 1)
    }

    /// The app's header code as a `ScrollViewDelegate`: the header collapses at half the list's
    /// speed (not as the built-in `pinned` one would) and the title fades with it.
    struct HalfSpeedHeader: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            let list = screen.scrollView
            let scrolled = list.contentOffset.y + list.adjustedContentInset.top
            let height = min(148, max(48, 148 - scrolled / 2))
            screen.headerHeight = height
            screen[view: "title"].alpha = (height - 48) / 100
        }
    }

    /// The same header in a test that forgot the title's fade: what a port of the app's code can
    /// get wrong, and the bridge rules out.
    struct HalfSpeedHeaderWithoutFade: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            var header = HalfSpeedHeader()
            header.scrollViewDidScroll(&screen)
            screen[view: "title"].alpha = 1
        }
    }

    /// The half-speed header whose code takes the list back to its top with animation when a drag
    /// ends without a flick.
    struct SnappingHeader: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            var header = HalfSpeedHeader()
            header.scrollViewDidScroll(&screen)
        }

        mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool) {
            guard !decelerate else { return }
            screen.scrollView.setContentOffset(
                Point(x: 0, y: -screen.scrollView.adjustedContentInset.top), animated: true)
        }
    }

    /// An animated offset the app's delegate sets through the bridge, with the recorder running, is
    /// the replay's to make: the list's way back to its top is compared (`observe`), not written as
    /// `scroll`s (which would stop the replay's animation at every refresh); the replay of the same
    /// delegate agrees with the device at every refresh.
    @Test func anAnimatedOffsetTheDelegateSetsIsTheReplaysToMake() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path, appCode: SnappingHeader())
        let bridge = try #require(device.viewController?.bridge)
        bridge.recorder = device.recorder
        device.frames(5)
        device.drag(1, from: 700, step: -12, samples: 20, rest: 8)
        // UIKit tells the delegate the drag ended; the list then animates to its top, as the
        // delegate asked (the device's model makes UIKit's animation).
        bridge.scrollViewDidEndDragging(device.screen.list, willDecelerate: false)
        #expect(device.screen.list.standInAnimatedTarget == CGPoint(x: 0, y: -148))
        device.appScrolls(to: -148, animated: true)
        device.frames(40)
        try #require(device.recorder).stop()
        let recording = try Recording(contentsOfFile: path)
        #expect(recording.count("scroll") == 0)
        let replayed = recording.replay(AppCode(delegate: SnappingHeader()))
        #expect(replayed.violations.map(\.message) == [])
        #expect(abs(device.world.scroll.offset.y + 148) < 1e-9)
    }

    /// A status-bar tap, which UIKit announces to the delegate (`scrollViewShouldScrollToTop`,
    /// through the bridge), is recorded as a `scrollTo` to the top, not as the app's `scroll`s: the
    /// replay scrolls up as the device did (conformance at every refresh) and calls the same
    /// scroll-to-top callbacks.
    @Test func aStatusBarTapIsRecordedAsAScrollToTheTop() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path, appCode: ScrollToTopLog())
        let bridge = try #require(device.viewController?.bridge)
        bridge.recorder = device.recorder
        device.frames(5)
        device.drag(1, from: 700, step: -12, samples: 30, rest: 8)
        device.frames(10)
        // The status bar is tapped: UIKit asks the delegate, scrolls the list to its top (the
        // device's model makes UIKit's animation), then tells the delegate it is there.
        #expect(device.statusBarTapped(asking: bridge))
        device.frames(40)
        bridge.scrollViewDidScrollToTop(device.screen.list)
        device.frames(5)
        try #require(device.recorder).stop()
        let recording = try Recording(contentsOfFile: path)
        #expect(recording.count("scrollTo") == 1)
        #expect(recording.count("scroll") == 0)
        var replay = Replay(recording, code: AppCode(delegate: ScrollToTopLog()))
        var violations: [Violation] = []
        replay.run { violations.append($0) }
        #expect(violations.map(\.message) == [])
        #expect(abs(replay.world.scroll.offset.y + 148) < 1e-9)
        let log = try #require(replay.world.delegate as? ScrollToTopLog)
        #expect(log.calls == ["should y=200.0", "did y=-148.0"])
    }

    /// The same delegate in the app and in the replay of what the app recorded hears the same
    /// callbacks, in the same order, reading the same `isTracking`, `isDragging` and
    /// `isDecelerating` at each: the stand-in's scroll view scrolls itself as UIKit does (its pan
    /// begins, the finger lifts, a deceleration ends) and makes UIKit's calls, which the view
    /// controller forwards to the bridge.
    @Test func theAppAndTheReplayHearTheSameCallbacksWithTheSameFlags() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path, appCode: CallbackProbe())
        let bridge = try #require(device.viewController?.bridge)
        device.frames(5)
        device.drag(1, from: 700, step: -25, samples: 8)  // a flick
        device.frames(240)
        device.drag(2, from: 400, step: 6, samples: 10, rest: 20)  // released at rest
        device.frames(30)
        try #require(device.recorder).stop()
        let app = try #require(bridge.delegate as? CallbackProbe).log
        #expect(
            app == [
                "willBeginDragging TD-", "didScroll TD-", "willEndDragging TD-",
                "didEndDragging T--", "willBeginDecelerating --X", "didScroll --X", "didEndDecelerating ---",
                "willBeginDragging TD-", "didScroll TD-", "willEndDragging TD-", "didEndDragging T--",
            ])

        var replay = Replay(try Recording(contentsOfFile: path), code: AppCode(delegate: CallbackProbe()))
        var violations: [Violation] = []
        replay.run { violations.append($0) }
        #expect(violations.map(\.message) == [])
        // The replay starts with the `scrollViewDidScroll` UIKit makes when it first lays the list
        // out, before the app's recording began.
        #expect(try #require(replay.world.delegate as? CallbackProbe).log == ["didScroll ---"] + app)
    }

    /// Fades the title out when the load it shows ends (the app's own moment `loadFinished`).
    struct FadesTitleWhenLoaded: ScrollViewDelegate {
        var handled: [String] = []
        mutating func handle(_ call: String, _ screen: inout AppScreen) {
            handled.append(call)
            if call == "loadFinished" { screen[view: "title"].alpha = 0 }
        }
    }

    /// The app's own moment, told to the bridge (`handle(_:)`), is written as a `call` line at its
    /// time and runs the app's code in the app; the replay of the recording runs the same code at
    /// the same place: the title fades in both (conformance on every `observe` of it), and the code
    /// hears the call once.
    @Test func theAppsOwnMomentIsRecordedAsACallAndRunsItsCodeInBoth() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path, appCode: FadesTitleWhenLoaded())
        let bridge = try #require(device.viewController?.bridge)
        bridge.recorder = device.recorder
        device.frames(5)
        device.drag(1, from: 700, step: -6, samples: 10)
        device.frames(10)
        StandIn.now = device.boot + device.t
        bridge.handle("loadFinished")
        #expect(device.screen.title.alpha == 0)
        device.frames(10)
        try #require(device.recorder).stop()
        let recording = try Recording(contentsOfFile: path)
        let calls = recording.events.compactMap { event -> (Double, String)? in
            guard case .call(let name) = event.kind else { return nil }
            return (event.t, name)
        }
        #expect(calls.map(\.1) == ["loadFinished"])
        #expect(abs((calls.first?.0 ?? -1) - device.t + 10.0 / 60) < 1e-6)
        let replayed = recording.replay(AppCode(delegate: FadesTitleWhenLoaded()))
        #expect(replayed.violations.map(\.message) == [])
        let observedFade = recording.events.contains { event in
            guard case .observe(let values) = event.kind else { return false }
            return values.contains { $0.key == "views.title.alpha" && $0.value == .number(0) }
        }
        #expect(observedFade)
        var replay = Replay(recording, code: AppCode(delegate: FadesTitleWhenLoaded()))
        replay.run { _ in }
        let code = try #require(replay.world.delegate as? FadesTitleWhenLoaded)
        #expect(code.handled == ["loadFinished"])
    }

    /// The same `ScrollViewDelegate` value runs in the app, through the bridge, and in
    /// the replay of the recording made from it, and the two agree within 0.5 pt at every refresh
    /// (`conformance` on every `observe` line: the list, the header and the title the code fades,
    /// which the recorder observes), where the built-in header the session names does not.
    @Test func theSameDelegateRunsInTheAppAndInTheReplay() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path, appCode: HalfSpeedHeader())
        dragFlickBounceAndTap(device)
        // Left part-way down, the title half faded.
        device.drag(6, from: 700, step: -12, samples: 10, rest: 8)
        device.frames(20)
        try #require(device.recorder).stop()
        let recording = try Recording(contentsOfFile: path)
        let conformance = { (result: ReplayResult) in
            result.violations.filter { $0.invariant == .conformance }
        }
        let replayed = recording.replay(AppCode(delegate: HalfSpeedHeader()))
        #expect(conformance(replayed).map(\.message) == [])
        let observedTitle = recording.events.filter {
            if case .observe(let values) = $0.kind {
                values.contains { $0.key == "views.title.alpha" }
            } else {
                false
            }
        }
        #expect(observedTitle.count == recording.count("frame"))
        let slipped = conformance(recording.replay(AppCode(delegate: HalfSpeedHeaderWithoutFade())))
        #expect(!slipped.isEmpty && slipped.allSatisfy { $0.message.contains("views.title.alpha") })
        #expect(!conformance(recording.replay()).isEmpty)
        var replay = Replay(recording, code: AppCode(delegate: HalfSpeedHeader()))
        replay.run()
        guard case .number(let title)? = replay.world.state[path: "views.title.alpha"] else {
            Issue.record("the replay's state has no views.title.alpha")
            return
        }
        #expect(abs(title - Double(device.screen.title.alpha)) < 1e-9)
        #expect(device.screen.title.alpha < 1)
    }

    /// The half-speed header whose title shrinks with it (its transform: half its size once
    /// collapsed) and keeps to its bottom edge (its frame): code that moves and scales one view.
    struct ShrinkingTitleHeader: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            var header = HalfSpeedHeader()
            header.scrollViewDidScroll(&screen)
            let height = screen.headerHeight ?? 148
            let scale = 0.5 + (height - 48) / 200
            screen[view: "title"].transform = AffineTransform(scaleX: scale, y: scale)
            screen[view: "title"].frame.y = height - 48
        }
    }

    /// A view the app's code both moves and scales is recorded as the replay lays it out: its frame
    /// before the transform (`views.title.x` … `.height`) and the transform itself
    /// (`views.title.transform.…`), which the replay of the same code matches at every refresh
    /// (`conformance`); on the device the bridge never sets the frame under the transform.
    @Test func aTransformedViewIsRecordedAsTheReplayLaysItOut() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path, appCode: ShrinkingTitleHeader())
        device.frames(5)
        device.drag(1, from: 700, step: -12, samples: 20, rest: 8)
        device.frames(20)
        try #require(device.recorder).stop()
        let recording = try Recording(contentsOfFile: path)
        let replayed = recording.replay(AppCode(delegate: ShrinkingTitleHeader()))
        #expect(replayed.violations.map(\.message) == [])
        let widths = Self.observed("views.title.width", in: recording)
        #expect(widths.count == recording.count("frame") && widths.allSatisfy { $0 == 300 })
        // Scaled once the header collapses (the identity is not written), to half at 48 pt.
        let scales = Self.observed("views.title.transform.a", in: recording)
        #expect(!scales.isEmpty && scales.allSatisfy { $0 < 1 } && scales.last == 0.5)
        #expect(Self.observed("views.title.y", in: recording).last == 0)
        #expect(device.screen.title.standInFramesSetUnderTransform == [])
        #expect(device.screen.title.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    }

    /// A rotation to landscape and back is recorded as it happens: a `safeArea` event
    /// with the window's new size, safe area, status bar and the frames of the views that moved,
    /// the list's new adjusted inset (`inset`) and, at its top, where UIKit put it (`scroll`); the
    /// recording passes `check` and conformance at every refresh, before and after.
    @Test func aRotationIsRecorded() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        device.frames(5)
        device.rotate(
            to: CGSize(width: 896, height: 414),
            safeArea: UIEdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
            statusBar: 0)
        device.frames(10)
        device.drag(1, from: 300, step: -12, samples: 10, rest: 8)
        device.frames(20)
        device.rotate(
            to: CGSize(width: 414, height: 896),
            safeArea: UIEdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
            statusBar: 48)
        device.frames(10)
        device.drag(2, from: 700, step: -20, samples: 8, interval: 1.0 / 120)
        device.frames(120)
        let file = try Self.stopAndCheck(device, path)
        let turns = file.recording.events.compactMap { event -> SafeAreaChange? in
            if case .safeArea(let change) = event.kind { change } else { nil }
        }
        #expect(turns.map(\.width) == [896, 414])
        #expect(turns.first?.frames["list"] == Rect(x: 0, y: 0, width: 896, height: 414))
        #expect(file.recording.count("inset") == 2)
    }

    /// What the recorder wrote from the window passes `check` — every invariant, and the
    /// device's offset and header height at every refresh within 0.5 pt of the model's — and
    /// holds every touch sample the fingers made, numbered from 1, in window coordinates, at
    /// their times.
    @Test func aRecordingMadeThroughTheWindowPassesCheckAndConformance() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        dragFlickBounceAndTap(device)
        let file = try Self.stopAndCheck(device, path)

        let recorded = file.recording.touches
        #expect(recorded.count == device.sent.count)
        #expect(Set(recorded.filter { $0.phase == .began }.map(\.id)) == [1, 2, 3, 4, 5])
        for (touch, sample) in zip(recorded, device.sent) {
            #expect(touch.id == sample.id)
            #expect(touch.phase == sample.phase)
            #expect(touch.x == sample.x && touch.y == sample.y)
            #expect(abs(touch.t - sample.t) < 1e-6)
        }
        let frames = file.recording.count("frame")
        #expect(frames == file.recording.count("observe"))
        #expect(frames >= device.refreshesWithFingersDown)
        #expect(frames < device.refreshes, "refreshes of a screen at rest are left out")

        // The replay did what the fingers did: every phase of the list, past the top and back.
        var replay = Replay(file.recording)
        let worlds = file.recording.events.map { _ in
            replay.step()
            return replay.world
        }
        #expect(
            Set(worlds.map(\.scroll.phase)).isSuperset(of: [
                .tracking, .dragging, .decelerating, .bouncing, .idle,
            ]))
        #expect(worlds.map(\.axisOffset).min().map { $0 < -148 - 20 } == true)
        #expect(replay.world.axisOffset == -148)
        let tapped = replay.world.actions.map { action -> String? in
            guard case .tap(_, let view) = action else { return nil }
            return view
        }
        #expect(tapped == ["back"])
    }

    /// A header that jitters while the list bounces: `conformance` fails on `header.height`,
    /// so the `observe` lines are what the views showed.
    @Test func aJitteringHeaderFailsConformance() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        device.jitter = HeaderJitter.whileBouncingPastTheTop
        dragFlickBounceAndTap(device)
        try #require(device.recorder).stop()

        let check = RecordingCheck(try RecordingReader.read(path: path))
        #expect(!check.passed)
        // One for each display refresh of the bounces back from past the top.
        #expect(check.violations.count == 95)
        #expect(
            check.violations.allSatisfy {
                $0.invariant == .conformance && $0.message.contains("header.height")
            })
    }

    /// The session line is the stand-in's screen as the recorder saw it at the start.
    @Test func theSessionLineDescribesTheWindow() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        let recorder = try #require(device.recorder)
        defer { try? recorder.stop() }
        let screen = recorder.recorder.screen
        #expect(!screen.device.name.isEmpty)
        #expect(screen == StandInScreen.expectedSnapshot(deviceName: screen.device.name))
        #expect(recorder.path == path)
        #expect(recorder.recorder.startTime == device.boot)
    }

    /// After `stop()`, the window has no recorder's recognizer, the display link is gone, and
    /// nothing more is written; the file is closed (another writer can open it). Stopping again
    /// does nothing.
    @Test func stoppingLeavesTheWindowAsItWas() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        let recorder = try #require(device.recorder)
        #expect(device.screen.window.gestureRecognizers?.map(\.name) == ["ScrollTapeRecorder"])
        #expect(StandIn.refreshDisplay(timestamp: device.boot, targetTimestamp: device.boot + 0.01) == 1)
        device.drag(1, from: 600, step: -10, samples: 5)
        try recorder.stop()
        #expect(!recorder.isRecording)
        #expect(device.screen.window.gestureRecognizers?.isEmpty == true)
        #expect(StandIn.refreshDisplay(timestamp: device.boot + 1, targetTimestamp: device.boot + 1.01) == 0)
        let events = recorder.recorder.writer.eventCount
        device.drag(2, from: 600, step: -10, samples: 5)
        device.frames(10)
        #expect(recorder.recorder.writer.eventCount == events)
        try recorder.stop()
        let writer = try RecordingWriter(path: path, sessionLine: nil)
        #expect(writer.eventCount == events)
        try writer.close()
    }

    /// A screen at rest writes two refreshes (the one that shows it, and one that shows it has
    /// not moved), not sixty a second; while a finger is down every refresh is written. The last
    /// refresh is held until the next line (2 lines: its `frame` and `observe`).
    @Test func aScreenAtRestWritesNoFrames() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        let recorder = try #require(device.recorder)
        device.frames(60)
        #expect(recorder.recorder.writer.eventCount == 2 * 2 - 2)
        device.touch(1, .began, y: 600)
        device.frames(30)
        device.touch(1, .ended, y: 600)
        #expect(recorder.recorder.writer.eventCount == 2 * 2 + 1 + 30 * 2 + 1)
        device.frames(60)
        #expect(recorder.recorder.writer.eventCount == 2 * 2 + 1 + 30 * 2 + 1 + 2 - 2)
        try recorder.stop()
        let writer = try RecordingWriter(path: path, sessionLine: nil)
        #expect(writer.eventCount == 2 * 2 + 1 + 30 * 2 + 1 + 2)
        try writer.close()
    }

    /// A gesture that begins after the view tree changed is preceded by a mark, once per change;
    /// the header collapsing (its frame and its subviews' follow its height) is no change, and a
    /// tree back as it was at the start needs no mark.
    @Test func aChangedViewTreeIsMarkedWhenTheNextGestureBegins() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        let recorder = try #require(device.recorder)
        device.drag(1, from: 700, step: -15, samples: 12)  // collapses the header
        device.frames(60)
        device.screen.title.frame.origin.y = 20  // a layout that follows the header's height
        device.drag(2, from: 700, step: -15, samples: 4)
        device.screen.back.isHidden = true
        device.drag(3, from: 700, step: 15, samples: 4)
        device.drag(4, from: 700, step: 15, samples: 4)
        device.screen.back.isHidden = false
        device.drag(5, from: 700, step: 15, samples: 4)
        device.screen.list.contentSize.height += 88  // a row loaded
        device.drag(6, from: 700, step: 15, samples: 4)
        try recorder.stop()

        let events = try RecordingReader.read(path: path).recording.events
        let marked = events.indices.compactMap { index -> Int? in
            guard case .mark(let label) = events[index].kind else { return nil }
            #expect(label == "view-tree-changed")
            guard case .touch(let id, .began, _) = events[index + 1].kind else { return nil }
            return id
        }
        #expect(marked == [3, 6])
    }

    /// A list that is not at its top when recording starts: a `scroll` event at t = 0 puts the
    /// model's list where it is, and the recording conforms from there.
    @Test func aListScrolledBeforeTheStartIsMovedThereFirst() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let screen = StandInScreen()
        screen.list.contentOffset.y = 500
        screen.header.frame.size.height = 48
        let device = try StandInDevice(screen: screen, recordingTo: path)
        device.frames(3)
        device.drag(1, from: 300, step: 12, samples: 20, rest: 5)
        device.frames(60)
        try #require(device.recorder).stop()

        let file = try RecordingReader.read(path: path)
        #expect(file.recording.events.first == Event(t: 0, .scroll(.absolute(x: nil, y: 500))))
        let check = RecordingCheck(file)
        #expect(check.violations.map(\.message) == [])
    }

    /// Fingers are numbered 1, 2, 3, … in the order they begin — several in one event by time,
    /// then place — each keeps its number until it lifts, and numbers are not reused.
    @Test func fingersAreNumberedInTheOrderTheyBegin() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        device.touch([(7, .began, 300, 600), (8, .began, 100, 600)])
        device.frames(1)
        device.touch([(7, .moved, 300, 580), (8, .moved, 100, 580)])
        device.touch(8, .ended, x: 100, y: 580)
        device.touch(9, .began, x: 200, y: 500)
        device.touch([(7, .ended, 300, 580), (9, .ended, 200, 500)])
        try #require(device.recorder).stop()

        let touches = try RecordingReader.read(path: path).recording.touches
        #expect(touches.map(\.id) == [1, 2, 1, 2, 1, 3, 2, 3])
        #expect(touches.map(\.x) == [100, 300, 100, 300, 100, 200, 300, 200])
        #expect(touches.map(\.phase) == [.began, .began, .moved, .moved, .ended, .began, .ended, .ended])
    }

    /// The file goes to the app's Documents folder unless the path is absolute, under the next
    /// free name when a recording is already there.
    @Test func aRecordingGoesToTheNextFreeName() throws {
        #expect(RecordingLocation.path(for: "feed.jsonl", in: "/Documents") == "/Documents/feed.jsonl")
        #expect(RecordingLocation.path(for: "/tmp/feed.jsonl", in: "/Documents") == "/tmp/feed.jsonl")
        let path = temporaryRecordingPath("taken")
        let second = String(path.dropLast(".jsonl".count)) + "-2.jsonl"
        defer {
            for file in [path, second] { try? FileManager.default.removeItem(atPath: file) }
        }
        #expect(RecordingLocation.freePath(path) == path)
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(RecordingLocation.freePath(path) == path, "an empty file is free")

        let first = try StandInDevice(recordingTo: path)
        try #require(first.recorder).stop()
        let device = try StandInDevice(recordingTo: path)
        let recorder = try #require(device.recorder)
        #expect(recorder.path == second)
        try recorder.stop()
    }

    /// Views the recorder cannot describe are refused before any file is made.
    @Test func aScreenWithoutItsListOrHeaderIsRefused() throws {
        let path = temporaryRecordingPath()
        let screen = StandInScreen()
        func start(_ header: ScrollTapeRecorder.Header?) throws(ScrollTapeRecorder.StartError) {
            _ = try ScrollTapeRecorder.start(
                window: screen.window, scrollView: screen.list, header: header, file: path)
        }
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: ScrollTapeRecorder.StartError.headerNotInWindow) {
            try start(.init(view: loose, behavior: .pinned, minHeight: 0, maxHeight: 10))
        }
        screen.list.addSubview(loose)
        #expect(throws: ScrollTapeRecorder.StartError.headerInsideScrollView) {
            try start(.init(view: loose, behavior: .pinned, minHeight: 0, maxHeight: 10))
        }
        screen.list.removeFromSuperview()
        #expect(throws: ScrollTapeRecorder.StartError.scrollViewNotInWindow) { try start(nil) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Tabs that are not the format's tab strip (the underline's siblings, left to right, of equal
    /// widths) are refused with the reason before any file is made: the recording they would make
    /// is one no reader takes.
    @Test func tabsThatAreNotATabStripAreRefused() throws {
        let path = temporaryRecordingPath()
        func start(_ screen: StandInScreen) throws(ScrollTapeRecorder.StartError) {
            _ = try ScrollTapeRecorder.start(
                window: screen.window, scrollView: screen.list, otherScrollViews: [screen.carousel!],
                header: screen.headerSpec, effects: screen.effectSpecs, file: path)
        }
        let narrow = StandInScreen(effects: true)
        narrow.tabs[1].frame.size.width = 100
        #expect(throws: ScrollTapeRecorder.StartError.tabsNotATabStrip("the tabs are not of equal widths")) {
            try start(narrow)
        }
        let reversed = StandInScreen(effects: true)
        reversed.tabs[2].frame.origin.x = 0
        #expect(throws: ScrollTapeRecorder.StartError.tabsNotATabStrip("the tabs are not left to right")) {
            try start(reversed)
        }
        let apart = StandInScreen(effects: true)
        apart.header.addSubview(apart.tabs[0])
        #expect(
            throws: ScrollTapeRecorder.StartError.tabsNotATabStrip("a tab is not a sibling of the underline")
        ) {
            try start(apart)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(
            ScrollTapeRecorder.StartError.tabsNotATabStrip("the tabs are not left to right").description
                == "ScrollTapeRecorder: the tabs are not left to right; a tabs effect needs the tab buttons and "
                + "the underline in one superview, the tabs left to right and of equal widths")
    }
}
