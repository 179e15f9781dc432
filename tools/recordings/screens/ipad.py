"""`scroll` and `observe` events on an iPad: a trackpad, a mouse wheel and the app scrolling."""

from ..builder import Recording
from ..sessions import IPAD_PRO_11, collapsing_session


def make_ipad_scroll(path):
    """`scroll` and `observe` events on an iPad collapsing-header screen: a trackpad and a
    mouse wheel (relative dy, clamped at the edges), the app setting the offset (absolute y),
    and the offset and header height the app logged (`observe`)."""
    s = collapsing_session(
        IPAD_PRO_11, 74, 174, [8, 27, 44, 44], [20, 124, 600, 40],
        content={"items": {"count": 60, "length": 88}}, extra_top=150)
    r = Recording(path, s, "iPad Pro 11-inch, collapsing header (74 to 174) over 60 rows, "
                           "range [-174, 4106]: `scroll` events from a trackpad and a mouse "
                           "wheel (`dy`, relative: clamped to the range, no rubber band) and "
                           "from the app (`y`, absolute: `setContentOffset`), and `observe` "
                           "lines after each of them and after each display frame of a flick, "
                           "with the offset and header height the app logged, rounded to "
                           "device pixels (0.5 pt), which `conformance` compares with the "
                           "model. The header follows `scroll` events like any offset change: "
                           "collapsing while the content moves up, quick return on the way "
                           "back. A `scroll` stops a deceleration at once. Last, one finger "
                           "sample drags the list from inside past maxOffset: the header "
                           "collapses by the in-bounds part of that sample and grows back by "
                           "the in-bounds travel when the finger brings the list back inside.")
    r.expect_initial(hits=[(30, 50), (400, 400)])

    def scroll(label, note, steps, key="dy", every=1, hits=None):
        """One `scroll` event (and an `observe`) every `every` frames per step, then an
        expect."""
        r.mark(label)
        for i, step in enumerate(steps):
            if i:
                r.wait(every)
            r.emit("scroll", **{key: step})
            r.observe()
        r.expect(touches=False, hit=hits, note=note)
        r.wait(18)

    # A two-finger swipe on the trackpad: the system delivers the scroll, speeding up then
    # slowing down, one event per display frame.
    scroll("trackpad-scroll-down", "trackpad: content up 252 (header collapsed after 100)",
           [2, 4, 7, 11, 15, 18, 20, 21, 21, 20, 20, 19, 18, 16, 14, 11, 7, 4, 3, 1])
    scroll("trackpad-scroll-up", "trackpad: content down 50 (quick return: header +50)",
           [-2, -5, -8, -10, -9, -7, -5, -3, -1], hits=(30, 50))
    # Mouse-wheel notches of 40 pt from 28: the 6th would go 38 pt past the top and stops
    # there; the 7th moves nothing.
    scroll("wheel-up-past-the-top", "wheel up 7 notches of 40 from 28: the 6th stops at "
           "minOffset, the 7th moves nothing; header 174", [-40] * 7, every=6, hits=(400, 400))
    scroll("wheel-down", "wheel down 5 notches", [40] * 5, every=6)
    # A flick; while the list decelerates the app scrolls it to the top (say, the tab was
    # selected again): the deceleration stops, the header expands.
    r.flick(400, 900, [12, 10, 20] + [30] * 6, label="flick", follow=False,
            note="flick")
    r.follow_frames(12, at=(6, 12), note="flick: decelerating", observe=True)
    r.mark("app-scrolls-to-top")
    r.emit("scroll", y=r.oracle.lo)
    r.observe()
    r.expect(touches=False, hit=(30, 50), note="app scrolls to the top while decelerating")
    r.wait(3, with_frames=True)
    r.expect(touches=False, note="3 frames later: still at rest at the top")
    r.wait(18)
    # scrollToRow(30, at: .top): row 30's top just below the top inset.
    scroll("app-scrolls-to-row-30", "app scrolls to row 30 (30·88 − 174)",
           [30 * 88 + r.oracle.lo], key="y", hits=(400, 200))
    scroll("app-scrolls-near-the-bottom", "app scrolls to 40 above maxOffset",
           [r.oracle.hi - 40], key="y")
    scroll("trackpad-reveals-header", "trackpad: content down 30 (header 104)",
           [-10, -10, -10])
    # One 60 Hz sample drags the list 120 pt, from 4036 (70 pt inside) to 50 pt (raw) past
    # maxOffset; the next brings it back 80 pt, inside; the finger rests, then lifts.
    r.mark("one-sample-past-the-bottom")
    tid = r.new_touch()
    r.touch("began", tid, 400, 900)
    r.observe()
    for y in (888, 768, 848):
        r.frame += 1
        r.touch("moved", tid, 400, y)
        r.observe()
        if y == 768:
            r.expect(note="one sample past maxOffset")
    r.expect(note="back inside")
    r.wait(8)
    r.touch("ended", tid, 400, 848)
    r.observe()
    r.expect(actions=True, note="lifted at rest (no velocity)")
    r.wait(18)
    r.tap(400, 600, label="tap-row", note="tap a row")
    return r
