/// Which scroll views' pans begin with a finger that moved past the slop, decided as UIKit's gesture
/// recognizers decide it with the app's code (FORMAT.md `touch`, "Pans that begin together"), and
/// carried out on the world: the router gives the candidates in the order the recognizers try them
/// (``TouchRouter/panCandidates(touch:start:location:chain:scrollViews:)``); the first whose pan the
/// code lets begin (`panShouldBegin`) wins, and each other candidate whose pan may recognize
/// simultaneously with the winner's (either one's `panShouldRecognizeSimultaneously` answering
/// true) and may begin pans with it. Without app code the first candidate pans alone, as before.
enum PanArena {
    /// Finger `touch`, now at `location`, moved past the slop over the scroll views around `inner`
    /// in `world`: the pans that begin start on their machines (each delegate call in UIKit's
    /// order: `scrollViewWillBeginDragging`, innermost first), the other scroll views tracking the
    /// finger settle where they are; when every pan is refused, the finger is the content's.
    static func begin(touch id: Int, at location: Point, inner: ScrollViewID, in world: inout World) {
        guard let touch = world.fingers.touch(id) else { return }
        let chain = world.scrollViews.chain(inner)
        let candidates = TouchRouter.panCandidates(
            touch: id, start: touch.start, location: location, chain: chain, scrollViews: world.scrollViews)
        guard let first = candidates.first else { return }
        // What the code sees of the pan (no code: nobody looks).
        let pan =
            world.appCode.runsCode
            ? PanGesture(
                start: touch.start, location: location,
                velocity: averageVelocity(of: touch, at: location, now: world.t), phase: .possible)
            : PanGesture()
        let began: [ScrollViewID]
        if world.appCode.runsCode {
            let names = candidates.map { world.screen.sessionID(of: $0) }
            began = decide(among: candidates, named: names, pan: pan, in: &world)
        } else {
            // Without app code every pan may begin and none recognizes with another: the first.
            began = [first]
        }
        // The others stop tracking this finger. One the touch stopped mid-motion (past an edge, or
        // between pages) settles from there, as UIKit lets it when its pan fails.
        for scrollView in chain
        where !began.contains(scrollView) && world.scrollViews.mode(scrollView) == .tracking(touch: id) {
            world.settle(scrollView, velocity: 0)
        }
        guard !began.isEmpty else {
            world.fingers.refusedPans(id)
            return
        }
        world.fingers.beganPans(id, count: began.count)
        let now = world.t
        for scrollView in began {
            let metrics = world.scrollViews.metrics(scrollView)
            world.scrollViews.change(scrollView) {
                $0.beginDrag(touch: id, finger: location, metrics: metrics, at: now)
            }
            world.tell(
                .beganDragging, about: scrollView,
                pan: PanGesture(
                    start: touch.start, location: location, velocity: pan.velocity(in: nil), phase: .began))
        }
    }

    /// The candidates whose pans begin, in the candidates' order (innermost first); empty when the
    /// code refused every one. `names`: the candidates' ids, in their order. Asks `host`'s code as
    /// UIKit asks the recognizers' delegates: each candidate's `panShouldBegin` in turn until one
    /// answers true (the winner); then, for each other candidate, whether it may pan with the
    /// winner (the winner's delegate is asked first, then the other's: either true is enough) and,
    /// if so, whether its own pan should begin.
    static func decide<Host: AppCodeHost>(
        among candidates: [ScrollViewID], named names: [String], pan: PanGesture, in host: inout Host
    ) -> [ScrollViewID] {
        guard
            let winner = candidates.indices.first(where: {
                host.tell(.askedToBeginPan, about: candidates[$0], pan: pan).panShouldBegin
            })
        else { return [] }
        var began: [ScrollViewID] = []
        for other in candidates.indices {
            guard other != winner else {
                began.append(candidates[winner])
                continue
            }
            let together =
                host.tell(.askedToPanWith(other: names[other]), about: candidates[winner], pan: pan)
                .simultaneous
                || host.tell(.askedToPanWith(other: names[winner]), about: candidates[other], pan: pan)
                    .simultaneous
            if together, host.tell(.askedToBeginPan, about: candidates[other], pan: pan).panShouldBegin {
                began.append(candidates[other])
            }
        }
        return began
    }

    /// Scroll view `id`'s pan stops following the finger that drags it, as UIKit cancels a pan
    /// whose recognizer is disabled (the code set `isScrollEnabled` false under the finger;
    /// Apple, UIGestureRecognizer.isEnabled: set false "while a gesture recognizer is currently
    /// recognizing a gesture, the gesture recognizer transitions to a cancelled state"): its release
    /// is told with the pan `cancelled`, where the finger is, and no pan begins with that finger
    /// again (the other scroll views that pan with it go on).
    static func cancel(_ id: ScrollViewID, in world: inout World) {
        guard case .dragging(let touch, _, _) = world.scrollViews.mode(id),
            let finger = world.fingers.touch(touch)
        else { return }
        world.fingers.refusedPans(touch)
        _ = world.releaseTellingDelegate(id, touch: finger, at: finger.location, isCancelled: true)
    }

    /// The finger's mean velocity since it went down, in points per second (what the pan's
    /// `velocity(in:)` shows before it begins: the model keeps no samples of a finger no pan follows).
    private static func averageVelocity(of touch: TouchState, at location: Point, now: Double) -> Point {
        let elapsed = now - touch.beganAt
        guard elapsed > 0 else { return .zero }
        return Point(x: (location.x - touch.start.x) / elapsed, y: (location.y - touch.start.y) / elapsed)
    }
}
