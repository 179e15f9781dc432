"""`inset` events (FORMAT.md `inset`): the app sets the list's contentInset and its scroll
indicator inset while the list rests, while it decelerates and at its top, as a refresh control
or a bar that follows the list does; a pull-to-refresh control that only sets the inset (UIKit
brings a resting list back into the range it leaves); and, known bad, a refresh that ends by
moving the list under a finger.

Every expected value is the oracle's (oracle.py `inset_event`: the offset stays, the adjusted inset
and the range follow, a motion meets the new range at its next frame, a list at rest outside the
new range comes back into it)."""

from ..builder import Recording
from ..sessions import iphone11_collapsing
from .app_code import PullToRefresh, PullToRefreshMovingTheList

BACK, ROW = (30, 74), (200, 420)


def make_inset_changes(path):
    r = Recording(path, iphone11_collapsing(),
                  "iPhone 11 collapsing header (quick return, 48 to 148) over the 40-row list "
                  "(additionalSafeArea top 100, range [-148, 2658]) and the `inset` event, the app "
                  "setting the list's contentInset: a refresh control shown at the top (inset top "
                  "60: range [-208, 2658], the offset stays -148), scrolled down and hidden again "
                  "at rest (the offset stays, the range is back), an inset of 100 set while a flick "
                  "decelerates (the motion meets the new range), a flick back to the new top that "
                  "bounces and rests exactly at -248 with the header expanded, the scroll "
                  "indicator inset set to the header's height, and at the top the inset taken "
                  "away with the list moved to the new top in the same event (`y`: no state "
                  "between is judged).")
    r.expect_initial(hits=[BACK, ROW])
    r.inset(inset={"top": 60}, label="refresh-control-shows", note="inset top 60 at the top",
            hits=[BACK, ROW])
    r.drag(200, 700, [300], label="drag-up", expect_after=(5, 20), note="drag up 300")
    r.inset(inset={}, label="refresh-control-hides", note="inset back to 0 mid-list", hits=[ROW])
    r.flick(200, 850, [12, 16, 20, 24, 24, 24], label="flick-up", note="flick up", follow=False)
    r.follow_frames(frames=12, at=(6, 12), note="flick up, decelerating")
    r.inset(inset={"top": 100}, label="inset-while-decelerating",
            note="inset top 100 while the flick decelerates", at=(1, 15), hits=[ROW])
    r.flick(200, 80, [-12, -50, -60, -60, -60, -60, -60, -60], label="flick-to-new-top",
            note="flick down to the new top", every=0, hits=BACK)
    r.drag(200, 700, [200], label="drag-up-again", note="drag up 200")
    r.inset(inset={"top": 100}, indicator_inset={"top": 148}, label="indicator-below-header",
            note="indicator inset top 148", hits=[ROW])
    # The refresh control's end done right: at the top, the inset goes with the list moved to the
    # new top in the same turn of the run loop (one event: y).
    r.flick(200, 80, [-12, -50, -60, -60, -60], label="flick-to-top-again",
            note="flick down to the top", every=0)
    r.inset(inset={}, y=-148, label="refresh-ends-with-the-list",
            note="inset back to 0 at the top, the list moved to the new top", hits=[BACK])
    r.expect(actions=True, note="end")
    return r


def finger_down_and_move(r, label, y, steps):
    """A finger down at (200, y) (after a mark `label`), then one sample per 60-Hz frame moved
    down by each of `steps` (points; negative: up). Returns (the touch, its y)."""
    r.mark(label)
    t = r.new_touch()
    r.touch("began", t, 200, y)
    for step in steps:
        r.frame += 1
        y += step
        r.touch("moved", t, 200, y)
    return t, y


def pull_and_hold(r, label, note):
    """A finger pulls the list at its top down 130 pt (the pan begins at the first 12-pt sample,
    the content follows the next 120 through the rubber band) and holds; the refresh control
    begins refreshing under it: the app sets inset top 60 (an `inset` event between two samples:
    the range grows, the finger drags on from where both are); the finger lifts at rest and the
    list springs back to the new top, -208, where the control shows."""
    t, y = finger_down_and_move(r, label, 300, [12] + [10] * 12)
    x = 200
    r.expect(note="%s: pulled 130 down past the top" % note)
    r.emit("inset", inset={"top": 60})
    r.expect(note="the refresh begins under the finger: inset top 60",
             extra=("scroll.contentInset.top", "scroll.minOffset.y"))
    r.frame += 1
    r.touch("moved", t, x, y)
    r.wait(8)
    r.touch("ended", t, x, y)
    r.expect(note="released")
    r.follow(note="released", at=(15,), hits=ROW)
    r.wait(18)


def make_pull_to_refresh(path):
    r = Recording(path, iphone11_collapsing(),
                  "iPhone 11 collapsing header (48 to 148) over the 40-row list (range [-148, "
                  "2658]) with a pull-to-refresh control written as such controls are written: "
                  "it adds 60 pt to the top inset when the refresh begins and takes it away when "
                  "it ends, and sets no offset. Pulled past the top, the refresh begins under the "
                  "finger and the released list rests at the new top, -208; scrolled away while "
                  "refreshing, the refresh ends with the list inside the old range (it stays); "
                  "flicked back to the top and pulled again, the second refresh ends with the list "
                  "at rest at -208, outside the range [-148, 2658] the inset leaves: UIKit brings "
                  "it back to -148 at once (its adjustment at rest), and no invariant complains. "
                  "(Before that adjustment was modelled, this was the known-bad "
                  "inset-removed-at-top.)")
    r.expect_initial(hits=[BACK, ROW])
    pull_and_hold(r, "pull-to-refresh", "first refresh")
    r.drag(200, 700, [300], label="scroll-while-refreshing", expect_after=(5, 20),
           note="drag up 300 while refreshing")
    r.inset(inset={}, label="refresh-ends-scrolled-away",
            note="the refresh ends with the list scrolled away: it stays", hits=[ROW])
    r.flick(200, 80, [-12, -50, -60, -60, -60], label="flick-to-top", note="flick down to the top",
            every=0, hits=BACK)
    pull_and_hold(r, "pull-again", "second refresh")
    r.inset(inset={}, label="refresh-ends-at-top",
            note="the refresh ends at the top: the list comes back to -148 at once", hits=[BACK, ROW])
    r.wait(30, with_frames=True)
    r.expect(note="at rest at the top")
    r.drag(200, 700, [150], label="next-drag", note="the next drag", expect_after=(3, 10))
    r.expect(actions=True, note="end")
    return r


def make_refresh_ends_mid_drag(path):
    """KNOWN BAD: a refresh control that ends by moving the list itself, under a finger."""
    r = Recording(path, iphone11_collapsing(expect_failures=["scroll.followsFinger"]),
                  "KNOWN BAD: iPhone 11 collapsing header (48 to 148) over the 40-row list. A "
                  "refresh control shows at the top (inset top 60, the list at -208); while a "
                  "finger drags the list, the refresh ends and the app takes the inset away and "
                  "moves the list to the new top in the same turn (setContentOffset with the "
                  "inset: the event's `y`): the content jumps 60 pt under the finger "
                  "(`scroll.followsFinger`). Taking only the inset away lets the drag go on "
                  "(pull-to-refresh.jsonl).")
    r.expect_initial(hits=[ROW])
    r.drag(200, 700, [200], label="drag-up", note="drag up 200", expect_after=(5,))
    r.flick(200, 80, [-12, -50, -60, -60], label="flick-to-top", note="flick down to the top",
            every=0, hits=ROW)
    r.inset(inset={"top": 60}, y=-208, label="refresh-shows", note="inset top 60, the list at -208")
    t, y = finger_down_and_move(r, "drag-while-refreshing", 500, [12] + [10] * 6)
    x = 200
    r.expect(note="dragged down 60 past the new top")
    r.emit("inset", inset={}, y=-148)
    r.expect(note="the refresh ends under the finger, the list moved to -148: it jumps",
             extra=("scroll.contentInset.top", "scroll.minOffset.y"))
    for _ in range(6):
        r.frame += 1
        y -= 10
        r.touch("moved", t, x, y)
    r.wait(8)
    r.touch("ended", t, x, y)
    r.expect(note="released")
    if r.oracle.moving():
        r.follow(note="released", at=(15,))
    r.wait(18)
    r.drag(200, 700, [150], label="next-drag", note="the next drag", expect_after=(3, 10))
    r.expect(actions=True, note="end")
    return r


def pull_down(r, label, note, steps=(12,) + (10,) * 12):
    """A finger pulls the list at its top down (the pan begins at the first 12-pt sample) and
    lifts at rest; the motion after it is followed to rest."""
    t, y = finger_down_and_move(r, label, 300, list(steps))
    r.expect(note="%s: pulled down past the top" % note, extra=("scroll.contentInset.top",))
    r.wait(8)
    r.touch("ended", t, 200, y)
    r.expect(note="released")
    r.follow(note="released", at=(5, 15, 30), hits=ROW)
    r.wait(18)


def make_pull_to_refresh_code(path):
    session = iphone11_collapsing()
    session["calls"] = ["loadFinished"]
    r = Recording(
        path, session,
        "iPhone 11 collapsing header (48 to 148) over the 40-row list (range [-148, 2658]) and "
        "`expect` lines for two codes: the model's (no refresh control: every pull springs back "
        "to -148 and the calls change nothing), and `PullToRefresh`'s, a refresh control written "
        "as such controls are written: pulled more than 50 pt past the top while the finger "
        "drags, it adds 60 pt to the top inset (the released list rests at -208 with it "
        "showing); when loading finishes — the app's own moment, a `call` named `loadFinished` "
        "— it takes the inset away and sets no offset. Scrolled away, the list stays; at rest at "
        "-208 it comes back to -148 at once (UIKit's adjustment at rest); under a dragging "
        "finger it drags on. Known bad: `PullToRefresh(movesTheList: true)` also sets the "
        "offset to the new top, and the content jumps 60 pt under the finger "
        "(`scroll.followsFinger` at the event before the mark `moves-the-list-caught`).",
        code=PullToRefresh,
        code_paths=["scroll.contentInset.top", "scroll.minOffset.y"],
        watch=[(PullToRefreshMovingTheList, "scroll.followsFinger", "moves-the-list-caught")])
    r.expect_initial(hits=[BACK, ROW])
    pull_down(r, "pull-to-refresh", "PullToRefresh: first refresh")
    r.drag(200, 700, [300], label="scroll-while-refreshing", expect_after=(5, 10, 20, 25),
           note="drag up 300 while refreshing")
    r.call("loadFinished", label="load-finishes-scrolled-away",
           note="loading finishes with the list scrolled away: it stays", hits=[ROW])
    r.flick(200, 200, [-12, -50, -60, -60, -60], label="flick-to-top", note="flick down to the top",
            every=0, at=(10, 30), hits=BACK)
    pull_down(r, "pull-again", "second refresh")
    r.call("loadFinished", label="load-finishes-at-top",
           note="loading finishes at the top: the list comes back to -148 at once",
           hits=[BACK, ROW])
    r.call("loadFinished", label="load-finishes-again",
           note="a second answer while not refreshing: nothing changes")
    pull_down(r, "pull-a-third-time", "third refresh")
    t, y = finger_down_and_move(r, "drag-while-refreshing", 510, [12] + [10] * 6)
    r.expect(note="a finger drags the refreshing list down past its top")
    r.call("loadFinished", note="loading finishes under the finger: the inset goes, the finger "
           "drags on", gap=0)
    for _ in range(6):
        r.frame += 1
        y -= 10
        r.touch("moved", t, 200, y)
    r.expect(note="dragged back up 60")
    r.wait(8)
    r.touch("ended", t, 200, y)
    r.expect(note="released")
    if r.oracle.moving():
        r.follow(note="released", at=(5, 15))
    r.wait(30, with_frames=True)
    r.expect_hits([BACK, ROW], note="at rest at the top")
    r.drag(200, 700, [150], label="next-drag", note="the next drag", expect_after=(1, 3, 6, 10))
    r.expect(actions=True, note="end")
    return r
