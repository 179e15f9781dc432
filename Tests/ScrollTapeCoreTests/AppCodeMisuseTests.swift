import Testing

@testable import ScrollTapeCore

/// A mistake of the app's code in naming a view or scroll view (an id the scene does not have) is a
/// `code.misuse` failure of the replay at the event, once per id per event, with the ids the scene
/// has (the closest first): the replay lives, reads of the unknown id give a neutral value, and the
/// rest of the code's changes are carried out. (These used to trap and end the process.)
@Suite struct AppCodeMisuseTests {
    /// Fades `title` and, mistyped, `titel`; at every scroll past 0 (read and write, twice).
    struct MistypedView: ScrollViewDelegate {
        var readAlphas: [Double] = []
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            guard screen.scrollView.contentOffset.y > -148 else { return }
            readAlphas.append(screen[view: "titel"].alpha)
            screen[view: "titel"].alpha = 0
            screen[view: "titel"].isHidden = true
            screen[view: "title"].alpha = 0.5
        }
    }

    static func drag(_ code: AppCode) -> (violations: [Violation], world: World) {
        var events: [Event] = [.touch(1, .began, 200, 600, at: 0)]
        for step in 1...5 {
            events.append(.touch(1, .moved, 200, 600 - Double(step) * 20, at: Double(step) / 60))
        }
        events.append(.touch(1, .ended, 200, 500, at: 0.1))
        var replay = Replay(Recording(scene: Scenes.collapsing(), events: events), code: code)
        var violations: [Violation] = []
        replay.run { violations.append($0) }
        return (violations, replay.world)
    }

    @Test func anUnknownViewIsReportedOncePerEventAndTheRestIsCarriedOut() throws {
        let (violations, world) = Self.drag(AppCode(delegate: MistypedView()))
        let misuses = violations.filter { $0.invariant == .codeMisuse }
        // One per event that moved the list past the top (read and written many times in each).
        #expect(misuses.map(\.eventIndex) == Array(Set(misuses.map(\.eventIndex))).sorted())
        #expect(misuses.count >= 4)
        let message = try #require(misuses.first?.message)
        #expect(
            message
                == "the app's code names view 'titel', which the screen does not have (views: back, header, "
                + "list, title; did you mean 'title'?): it reads as an empty view and what is set on it is dropped"
        )
        // The neutral value read: an opaque, empty view (not what was set on it before).
        let code = try #require(world.delegate as? MistypedView)
        #expect(!code.readAlphas.isEmpty && code.readAlphas.allSatisfy { $0 == 1 })
        // The code's other change took effect.
        #expect(world.state[path: "views.title.alpha"] == .number(0.5))
    }

    /// Moves a scroll view named by a mistyped id.
    struct MistypedScrollView: ScrollViewDelegate {
        var read: AppScrollView?
        mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen) {
            read = screen[scrollView: "lst"]
            screen[scrollView: "lst"].contentOffset.y = 500
            screen.headerHeight = 100
        }
    }

    @Test func anUnknownScrollViewIsReportedAtTheEventWithTheClosestId() throws {
        let (violations, world) = Self.drag(AppCode(delegate: MistypedScrollView()))
        let misuses = violations.filter { $0.invariant == .codeMisuse }
        #expect(misuses.count == 1)
        #expect(misuses.first?.eventIndex == 2)  // the drag begins at the first move
        #expect(
            misuses.first?.message
                == "the app's code names scroll view 'lst', which the screen does not have (scroll views: list; "
                + "did you mean 'list'?): it reads as an empty scroll view at rest and what is set on it is dropped"
        )
        let read = try #require((world.delegate as? MistypedScrollView)?.read)
        #expect(read.id == "lst" && read.contentOffset == .zero && !read.isDragging)
        // The list was not moved to 500; the header's height was set.
        #expect(world.axisOffset < 0)
        #expect(world.header?.height == 100)
    }

    /// Mistakes in `viewDidAppear`, before any event.
    struct MistakesOnAppearing: ScrollViewDelegate {
        mutating func viewDidAppear(_ screen: inout AppScreen) {
            screen.scrollView.contentInsetAdjustmentBehavior = "nevr"
            screen[view: "title"] = screen[view: "back"]
            screen[view: "title"].alpha = 0.25
        }
    }

    @Test func mistakesWhileTheScreenIsSetUpAreReportedAtIndexZero() {
        let (violations, world) = Self.drag(AppCode(delegate: MistakesOnAppearing()))
        let misuses = violations.filter { $0.invariant == .codeMisuse }
        #expect(
            misuses.map(\.message) == [
                "the app's code assigns view 'back' to screen[view: \"title\"]: the change is dropped (set the "
                    + "properties of view 'title' instead)",
                "the app's code sets contentInsetAdjustmentBehavior 'nevr' on scroll view 'list' (did you mean "
                    + "'never'?): the change is dropped; use one of automatic, scrollableAxes, never, always",
            ])
        #expect(misuses.allSatisfy { $0.eventIndex == 0 })
        #expect(world.state[path: "views.title.alpha"] == .number(0.25))
        #expect(world.scrollViews.layout(.primary).configuration.insetAdjustment == .automatic)
    }

    struct FadingEffect: ViewEffect {
        var scrollViewID: String?
        var viewIDs: [String]
        mutating func didScroll(_ screen: inout EffectScreen) {
            for index in screen.views.indices { screen.views[index].alpha = 0.5 }
        }
    }

    @Test func unknownIdsInTheCodeGivenAreLeftOutAndReported() {
        let code = AppCode(
            hitTests: ["haeder": PassThroughSelf()],
            effects: [
                FadingEffect(scrollViewID: "pager", viewIDs: ["title"]),
                FadingEffect(scrollViewID: nil, viewIDs: ["bck", "title"]),
            ])
        let (violations, world) = Self.drag(code)
        let misuses = violations.filter { $0.invariant == .codeMisuse }
        #expect(
            misuses.map(\.message) == [
                "a hit-test override names view 'haeder', which the screen does not have (views: back, header, "
                    + "list, title; did you mean 'header'?): it reads as an empty view and what is set on it is dropped",
                "effect FadingEffect names scroll view 'pager', which the screen does not have (scroll views: list): "
                    + "it reads as an empty scroll view at rest and what is set on it is dropped",
                "effect FadingEffect names view 'bck', which the screen does not have (views: back, header, list, "
                    + "title; did you mean 'back'?): it reads as an empty view and what is set on it is dropped",
            ])
        #expect(misuses.allSatisfy { $0.eventIndex == 0 })
        // The effect on the list still fades the view it names rightly.
        #expect(world.state[path: "views.title.alpha"] == .number(0.5))
    }

    /// The code that names only what the scene has makes no report, and a world without app code
    /// keeps nothing for it.
    @Test func correctCodeIsNotReported() {
        struct Fader: ScrollViewDelegate {
            mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
                screen[view: "title"].alpha = 0.5
                screen[scrollView: "list"].verticalScrollIndicatorInsets.top = 10
            }
        }
        #expect(!Self.drag(AppCode(delegate: Fader())).violations.contains { $0.invariant == .codeMisuse })
        #expect(Self.drag(AppCode()).world.scratch.misuses.isEmpty)
    }
}
