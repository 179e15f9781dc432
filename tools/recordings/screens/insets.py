"""`inset` events (FORMAT.md `inset`): the app sets the list's contentInset and its scroll
indicator inset while the list rests, while it decelerates and at its top, as a refresh control
or a bar that follows the list does; and, known bad, a refresh control's inset removed at the top
without moving the list, which then rests above its top.

Every expected value is the oracle's (oracle.py `inset_event`: the offset stays, the adjusted inset
and the range follow, a motion meets the new range at its next frame)."""

from ..builder import Recording
from ..sessions import IPHONE_11, collapsing_session

BACK, ROW = (30, 74), (200, 420)


def inset_session(**options):
    return collapsing_session(IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30], **options)


def make_inset_changes(path):
    r = Recording(path, inset_session(),
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


def make_inset_removed_at_top(path):
    """KNOWN BAD: a refresh control's inset removed while the list rests at its top."""
    r = Recording(path, inset_session(expect_failures=["scroll.rest"]),
                  "KNOWN BAD: iPhone 11 collapsing header (48 to 148) over the 40-row list. A "
                  "refresh control shows at the top (inset top 60, range [-208, 2658]), the user "
                  "pulls the list to its new top, and when the refresh ends the app sets the "
                  "inset back to 0 without moving the list: UIKit keeps the offset, so the list "
                  "rests at -208, 60 pt above its top of -148 (`scroll.rest`), a gap over the "
                  "first row until the next touch. The app must set the offset with the inset "
                  "(setContentOffset to the new top). The next drag takes the list from where it "
                  "is.")
    r.expect_initial(hits=[ROW])
    r.inset(inset={"top": 60}, label="refresh-control-shows", note="inset top 60 at the top")
    r.drag(200, 300, [-60], label="pull-to-new-top", note="drag down 60 to the new top")
    r.inset(inset={}, label="refresh-ends", note="inset back to 0 at the top", hits=[ROW])
    r.wait(30, with_frames=True)
    r.expect(note="still above its top")
    r.drag(200, 700, [150], label="next-drag", note="the next drag takes it from there",
           expect_after=(3, 10))
    r.wait(30, with_frames=True)
    r.expect(actions=True, note="end")
    return r
