"""Touch routing on the iPhone 11 collapsing screen: select, delayed select, slop, cancel,
controls, and touches that stop a moving list."""

from ..builder import Recording
from ..sessions import iphone11_collapsing


def make_touch_routing(path):
    s = iphone11_collapsing()
    r = Recording(path, s, "Touch routing on the iPhone 11 collapsing screen (the rules under `touch` in "
                           "FORMAT.md): select, delayed select, slop, cancel, controls, stopping a moving list.")
    r.expect_initial()
    r.tap(200, 420, label="tap-row", note="tap row")

    # Held on a row longer than touchDelay (0.15 s): the item owns it; lifting selects.
    r.mark("hold-row")
    t = r.new_touch()
    r.touch("began", t, 200, 508)
    r.expect(note="hold: touch down")
    r.wait(12, with_frames=True)
    r.expect(note="hold: after 0.2 s")
    r.wait(6, with_frames=True)
    r.touch("ended", t, 200, 508)
    r.expect(actions=True, note="hold: lifted")
    r.wait(18)

    # Moves of exactly panSlop (6, 8 → 10 pt) do not pan: still a select, the list stays.
    r.mark("wiggle-within-slop")
    t = r.new_touch()
    r.touch("began", t, 200, 600)
    for dx, dy in ((3, 4), (6, 8), (-6, -8), (0, 10), (6, 8)):
        r.frame += 1
        r.touch("moved", t, 200 + dx, 600 + dy)
    r.expect(note="wiggle: moved exactly 10 pt")
    r.frame += 1
    r.touch("ended", t, 206, 608)
    r.expect(actions=True, note="wiggle: lifted")
    r.wait(18)

    # The first sample beyond the slop (10.63 pt) starts the pan without moving the list.
    r.mark("just-past-slop")
    t = r.new_touch()
    r.touch("began", t, 200, 600)
    r.frame += 1
    r.touch("moved", t, 207, 592)
    r.expect(note="slop: pan began, no jump")
    for y in (582, 572, 562, 552, 542):
        r.frame += 1
        r.touch("moved", t, 207, y)
    r.expect(note="slop: 50 pt after the pan began")
    r.wait(8)
    r.touch("ended", t, 207, 542)
    r.expect(actions=True, note="slop: lifted, no select")
    r.wait(18)

    # Held past touchDelay (owner item), then dragged: the pan cancels the item, no select.
    r.drag(200, 700, [150], label="hold-then-drag", hold=15, expect_after=(1, 8),
           note="hold then drag", end_actions=True)

    # The header at 48 (collapsed): a touch on the title label reaches the header view
    # (labels are not interactive) and moves nothing.
    r.drag(200, 20, [-150], label="drag-on-header-label", expect_after=(1, 10),
           note="drag on collapsed header's title", end_actions=True)

    # Back to the top so the header expands and the back button is reachable again.
    r.drag(200, 320, [-200], label="drag-to-top", note="back to top")
    r.drag(200, 116, [-100], label="drag-on-expanded-title", expect_after=(5,),
           note="drag on expanded header's title", end_actions=True)

    # Controls: a touch that slides off the button before lifting does not tap; one that
    # wiggles inside it does.
    r.mark("back-slide-off")
    t = r.new_touch()
    r.touch("began", t, 30, 74)
    for x in (40, 55, 80, 120):
        r.frame += 1
        r.touch("moved", t, x, 74)
    r.expect(note="slide off back: still down")
    r.frame += 1
    r.touch("ended", t, 120, 74)
    r.expect(actions=True, note="slide off back: lifted outside, no tap")
    r.wait(18)

    r.mark("back-wiggle-inside")
    t = r.new_touch()
    r.touch("began", t, 30, 74)
    for x, y in ((34, 78), (40, 84), (44, 90)):
        r.frame += 1
        r.touch("moved", t, x, y)
    r.frame += 1
    r.touch("ended", t, 44, 90)
    r.expect(actions=True, note="wiggle inside back: tap")
    r.wait(18)

    stop_moving_list(r)
    r.tap(30, 74, label="tap-back", note="tap back")
    return r


def stop_moving_list(r):
    """A touch that begins on the list while it decelerates or bounces stops it at
    once; the scroll view owns it (even past touchDelay) and it never selects."""
    # A flick up from the top (about 1800 pt/s), decelerating: a finger goes down on a row.
    r.flick(200, 700, [12, 10, 20] + [30] * 6, label="flick-then-hold", follow=False,
            note="flick then hold: flick")
    r.follow_frames(12, at=(6, 12), note="flick then hold: decelerating")
    t = r.new_touch()
    r.touch("began", t, 200, 500)
    r.expect(note="flick then hold: finger down (stopped, owner scroll)")
    r.wait(12, with_frames=True)  # held 0.2 s, longer than touchDelay: still the scroll view's
    r.expect(note="flick then hold: held 0.2 s")
    r.touch("ended", t, 200, 500)
    r.expect(actions=True, note="flick then hold: lifted, no select")
    r.wait(18)

    # Another flick; a tap on a row while it decelerates stops it and selects nothing.
    r.flick(200, 700, [12, 10, 20] + [30] * 6, label="flick-then-tap", follow=False,
            note="flick then tap: flick")
    r.follow_frames(10, at=(10,), note="flick then tap: decelerating")
    r.tap(200, 500, label="tap-moving-list", note="flick then tap: tapped, stopped, no select")

    # A flick down into the top edge; a finger catches the list mid-bounce, past the edge,
    # and lets go without moving: it springs back from there (settle with velocity 0).
    offset = r.oracle.offset
    r.flick(200, 300, [-12, -20] + [-30] * 6, label="flick-into-top", follow=False,
            note="flick into top: flick")
    assert r.oracle.motion.hit is not None
    r.follow_frames(until="bouncing", note="flick into top")
    r.follow_frames(3, at=(3,), note="flick into top: bouncing")
    t = r.new_touch()
    r.touch("began", t, 200, 500)
    r.expect(note="flick into top: caught mid-bounce (stopped past the edge)")
    r.wait(6, with_frames=True)
    r.expect(note="flick into top: held 0.1 s, still past the edge")
    r.touch("ended", t, 200, 500)
    r.expect(actions=True, note="flick into top: lifted, springs back")
    r.follow(note="flick into top: spring back", at=(12,), hits=(30, 74))
    r.wait(18)
    assert offset > r.oracle.lo
