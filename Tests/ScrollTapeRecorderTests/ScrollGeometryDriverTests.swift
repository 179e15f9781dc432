import Foundation
import ScrollTape
import ScrollTapeRecorder
import Testing

/// The SwiftUI path: a `ScrollViewDelegate` driven by what SwiftUI reports
/// (`onScrollGeometryChange`, `onScrollPhaseChange`) sets what a replay of the same value sets.
@Suite struct ScrollGeometryDriverTests {
    /// The app's header code: the header follows the offset, the title fades with it, and the back
    /// button hides while a finger drags the list and until the list comes to rest.
    struct FadingHeader: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            let list = screen.scrollView
            let scrolled = list.contentOffset.y + list.adjustedContentInset.top
            let height = min(148, max(48, 148 - scrolled))
            screen.headerHeight = height
            screen[view: "title"].alpha = (height - 48) / 100
        }

        mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen) {
            screen[view: "back"].isHidden = true
        }

        mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool) {
            if !decelerate { screen[view: "back"].isHidden = false }
        }

        mutating func scrollViewDidEndDecelerating(_ screen: inout AppScreen) {
            screen[view: "back"].isHidden = false
        }
    }

    /// What SwiftUI would report of the replay's list now: its geometry and its phase.
    static func swiftUI(_ world: World) -> (ScrollGeometryValues, ScrollPhaseValue) {
        let state = world.state
        func number(_ path: String) -> Double {
            guard case .number(let value)? = state[path: StatePath(path)] else { return .nan }
            return value
        }
        let frame = world.scene.scroll.frame
        let geometry = ScrollGeometryValues(
            contentOffset: Point(x: number("scroll.offset.x"), y: number("scroll.offset.y")),
            contentSize: Size(
                width: number("scroll.contentSize.width"), height: number("scroll.contentSize.height")),
            contentInsets: EdgeInsets(
                top: number("scroll.adjustedInset.top"), left: number("scroll.adjustedInset.left"),
                bottom: number("scroll.adjustedInset.bottom"), right: number("scroll.adjustedInset.right")),
            containerSize: Size(width: frame.width, height: frame.height))
        let phase: ScrollPhaseValue =
            switch state[path: "scroll.phase"] {
            case .string("tracking")?: .tracking
            case .string("dragging")?: .interacting
            case .string("decelerating")?, .string("bouncing")?, .string("snapping")?: .decelerating
            case .string("scrollingTo")?: .animating
            default: .idle
            }
        return (geometry, phase)
    }

    /// Tells `driver` what SwiftUI would report of the replay's list after an event at `time` — the
    /// phase before the geometry, but the geometry first when the list comes to rest, as UIKit
    /// orders its calls — and returns the phase.
    @discardableResult
    static func report(_ world: World, at time: Double, to driver: inout ScrollGeometryDriver)
        -> ScrollPhaseValue
    {
        let (geometry, phase) = swiftUI(world)
        if phase == .idle {
            driver.scrollGeometryDidChange(to: geometry, at: time)
            driver.scrollPhaseDidChange(to: phase, at: time)
        } else {
            driver.scrollPhaseDidChange(to: phase, at: time)
            driver.scrollGeometryDidChange(to: geometry, at: time)
        }
        return phase
    }

    /// At every event of three recordings (drags, flicks that decelerate and bounce, a pull past the
    /// top), the driver fed what SwiftUI would report (``report(_:at:to:)``) has the header's
    /// height, the title's alpha and the back button's visibility that the replay of the same
    /// delegate has.
    @Test(arguments: [
        "recordings/iphone11-collapsing-header.jsonl", "recordings/flick-to-bottom-bounce.jsonl",
        "recordings/flick-to-top.jsonl",
    ])
    func theDriverSetsWhatTheReplaySets(path: String) throws {
        let recording = try RecordingReader.read(path: path).recording
        var world = World(scene: recording.scene, delegate: FadingHeader())
        let views = ["back", "title"].map { id in
            let state = world.state(naming: ["views.\(id).x"])
            func number(_ key: String) -> Double {
                guard case .number(let value)? = state[path: StatePath("views.\(id).\(key)")] else {
                    return .nan
                }
                return value
            }
            return AppView(
                id: id,
                frame: Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height")))
        }
        let (start, _) = Self.swiftUI(world)
        let device = recording.scene.device
        var driver = ScrollGeometryDriver(
            FadingHeader(), geometry: start, views: views, headerHeight: 148,
            bounds: Rect(x: 0, y: 0, width: device.width, height: device.height))
        driver.appear()
        var phase = ScrollPhaseValue.idle
        var dragsSeen = 0
        for (index, event) in recording.events.enumerated() {
            world.apply(event)
            let newPhase = Self.report(world, at: event.t, to: &driver)
            if newPhase == .interacting, phase != .interacting { dragsSeen += 1 }
            phase = newPhase
            let state = world.state
            let at = "event \(index + 1) of \(path)"
            #expect(abs((driver.headerHeight ?? .nan) - (world.header?.height ?? .nan)) < 1e-9, "\(at)")
            #expect(state[path: "views.title.alpha"] == .number(driver[view: "title"].alpha), "\(at)")
            #expect(state[path: "views.back.hidden"] == .bool(driver[view: "back"].isHidden), "\(at)")
        }
        #expect(dragsSeen > 0)
    }

    /// The geometry's observe values name the state's paths, and read back in an `observe` line.
    @Test func theGeometryIsObservedAsTheStatesPaths() throws {
        let geometry = ScrollGeometryValues(
            contentOffset: Point(x: 0, y: -148), contentSize: Size(width: 414, height: 3520),
            contentInsets: EdgeInsets(top: 148, bottom: 34), containerSize: Size(width: 414, height: 896))
        let values = geometry.observedValues()
        let recording = try RecordingReader.read(path: "recordings/iphone11-collapsing-header.jsonl")
            .recording
        let state = World(scene: recording.scene).state
        for member in values {
            #expect(state[path: StatePath(member.key)] == member.value, "\(member.key)")
        }
        #expect(geometry.observedValues(scrollView: "pager").first?.key == "scrolls.pager.offset.x")
    }

    /// A mistake of the app's code in SwiftUI (a view id the driver was not given, read by the code
    /// or by the view) is reported (a log line and a debug assertion: here, to the test), never a
    /// crash; the call's other changes are kept.
    @Test func aMistypedViewIsReportedAndTheRestIsKept() {
        struct Mistyped: ScrollViewDelegate {
            mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
                screen[view: "titel"].alpha = 0
                screen.headerHeight = 100
            }
        }
        final class Reports { var messages: [String] = [] }
        let reports = Reports()
        var driver = ScrollGeometryDriver(
            Mistyped(),
            geometry: ScrollGeometryValues(
                contentOffset: Point(x: 0, y: -148), contentSize: Size(width: 414, height: 3520),
                contentInsets: EdgeInsets(top: 148), containerSize: Size(width: 414, height: 896)),
            views: [AppView(id: "title", frame: Rect(x: 16, y: 100, width: 300, height: 30))],
            headerHeight: 148,
            bounds: Rect(x: 0, y: 0, width: 414, height: 896))
        driver.misuseReport = MisuseReport { reports.messages.append($0.message) }
        driver.appear()
        #expect(driver.headerHeight == 100)
        #expect(driver[view: "title"].alpha == 1)
        #expect(driver[view: "ttle"].frame.width == 0)
        #expect(
            reports.messages == [
                "the app's code names view 'titel', which the screen does not have (views: title; did you mean "
                    + "'title'?): it reads as an empty view and what is set on it is dropped",
                "the SwiftUI view names view 'ttle', which the screen does not have (views: title; did you mean "
                    + "'title'?): it reads as an empty view and what is set on it is dropped",
            ])
    }
}
