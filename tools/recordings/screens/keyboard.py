"""The software keyboard on a chat screen: an iPhone 11 conversation (a plain list
of messages in day sections, rows of their own heights, the composer as the last row) under a
collapsing title bar (48 to 104). With the default insetAdjustment the keyboard's overlap
becomes the bottom of the list's adjusted inset, the edited row comes into view with the
keyboard's animation, and hiding it brings a list scrolled to its end back into range; the
known-bad screen sets its inset by hand (insetAdjustment never) and leaves the edited row under
the keyboard (keyboard.rowVisible).

The hit points and the edited rows are picked from the oracle's layout at the moment they are
used, and every expected value is the oracle's."""

import copy

from ..builder import Recording
from ..physics import Deceleration
from ..sessions import IPHONE_11, collapsing_session
from .sections import expect_hits, layout, row_point, steady, window_y

# Four days of messages (a 28-pt day header pinned at the top of the visible area), bubbles 44
# to 140 pt; the last row (52 pt) is the composer. 43 rows.
CHAT = {"sections": [
    {"header": 28, "rows": [64, 44, 88, 64, 120, 44, 64, 44]},
    {"header": 28, "rows": [44, 88, 64, 140, 44, 64, 88, 44, 64, 44]},
    {"header": 28, "rows": [64, 44, 104, 64, 44, 88, 64, 44, 120, 64, 44, 64]},
    {"header": 28, "rows": [88, 44, 64, 44, 64, 104, 44, 64, 44, 64, 44, 64, 52]},
], "style": "plain"}

KEYBOARD = 336  # the iPhone 11's keyboard with its predictive bar
BACK = (30, 74)


def chat_session(**options):
    return collapsing_session(IPHONE_11, 48, 104, [8, 52, 44, 44], [60, 62, 294, 30],
                              content=CHAT, **options)


def last_row(r):
    return layout(r).row_count - 1


def row_window(r, k):
    """Row k's window top and bottom now."""
    sections = layout(r)
    top = window_y(r, sections.row_start[k])
    return top, top + sections.row_length[k]


def row_between(r, top, bottom):
    """The first row wholly inside the window band top..bottom now."""
    for k in range(layout(r).row_count):
        a, b = row_window(r, k)
        if top <= a and b <= bottom:
            return k
    raise AssertionError("%s: no row inside %g..%g at event %d" % (r.path, top, bottom,
                                                                   len(r.events)))


def rows_above_keyboard(r, height=KEYBOARD, below=110):
    """Points in the middle of three rows wholly between y=`below` and the keyboard's top."""
    keyboard_top = IPHONE_11["height"] - height
    rows = [k for k in range(layout(r).row_count)
            if row_window(r, k)[0] >= below and row_window(r, k)[1] <= keyboard_top]
    assert len(rows) >= 3, (r.path, rows)
    return [row_point(r, k) for k in (rows[0], rows[len(rows) // 2], rows[-1])]



def scroll_to_composer(r):
    """The app scrolls to the end of the conversation (the composer's bottom at the bottom of the
    visible area), and the last message and the composer are hit there. Returns the composer's
    row."""
    last = last_row(r)
    r.scroll_to(item=last, position="bottom", animated=True, label="scroll-to-composer",
                note="app", every=6)
    expect_hits(r, [(30, 80)] + [row_point(r, k) for k in (last - 1, last)],
                note="at the end: the last message and the composer above the safe area")
    return last

def make_chat_keyboard(path):
    r = Recording(path, chat_session(extra_top=56, expect_failures=["section.gapBelowHeader"]),
                  "iPhone 11 chat screen: a collapsing title bar (quick return, 48 to 104, "
                  "additionalSafeArea top 56: adjusted inset 104 at the top, 34 at the bottom) "
                  "over a plain list of messages in 4 day sections (28-pt day headers pinned "
                  "at y=104, 56 pt below the collapsed bar: section.gapBelowHeader, bubbles 44 to 140 pt, the 52-pt composer as the last row: 43 "
                  "rows, 2920 pt, range [-104, 2058]). Scrolled to the bottom with "
                  "scrollToItem, the keyboard (336 pt, 0.25 s) comes up for the composer: the "
                  "adjusted inset's bottom becomes the keyboard's 336 (safe area bottom 34 < "
                  "the 336 pt it covers), maxOffset grows by 302 to 2360 and the list follows "
                  "the keyboard at a constant rate (phase snapping, 302/0.25 pt/s) so the "
                  "composer ends at the keyboard's top (y=560). With the keyboard up, drags "
                  "reach the new end (a pull past it springs back to 2360) and rows above the "
                  "keyboard are hit where they are drawn. The keyboard hides at the end: the "
                  "list comes back into its range with it (2360 to 2058 in 0.25 s, the header "
                  "untouched outside the range). It shows again for a row already in view "
                  "(no move), hides (no move inside the range), shows for a row that it would "
                  "cover (the list moves just enough: the row's bottom at y=560, the header "
                  "collapsing along), and changes its frame (291 pt, 0.35 s) for a row under "
                  "the title bar (its top comes to the visible top, y=104, the header coming "
                  "back). keyboard.rowVisible holds after every animation.")
    r.expect_initial(hits=[BACK, (200, 118), (200, 150)])
    r.tap(*row_point(r, 2), label="tap-message", note="tap row 2 (88 pt)")
    r.drag(200, 800, [300], label="drag-up", expect_after=(5, 15, 25), note="drag up 300")
    last = scroll_to_composer(r)
    # The keyboard comes up for the composer: the list follows it to the new maxOffset.
    r.keyboard(KEYBOARD, editing=last, label="keyboard-shows-for-composer",
               note="composer focused", every=3, at=(7, 8))
    expect_hits(r, rows_above_keyboard(r) + [row_point(r, last)],
                note="keyboard up: rows above it, the composer just above it")
    r.tap(*row_point(r, last - 2), label="tap-message-above-keyboard",
          note="tap a message above the keyboard")
    # Drags with the keyboard up (the finger stays above it): back a little (quick return),
    # then to the new end and past it: the spring brings it back to the new maxOffset.
    r.drag(*steady(r, 200, 180), [-240], label="drag-down-keyboard-up", expect_after=(6, 18),
           note="drag down 240 with the keyboard up")
    expect_hits(r, rows_above_keyboard(r), note="rows above the keyboard")
    remaining = r.oracle.hi - r.oracle.offset
    r.drag(*steady(r, 200, 540), [remaining + 120, -40], label="pull-past-new-end",
           expect_legs=True, note="pull past the new end")
    expect_hits(r, rows_above_keyboard(r) + [row_point(r, last)],
                note="back at the new end: the composer above the keyboard")
    # The keyboard hides at the end: the list comes back into its range with it.
    r.keyboard(0, label="keyboard-hides-at-end", note="keyboard dismissed at the end",
               every=3, at=(7, 8), hits=row_point(r, last - 3))
    expect_hits(r, [(30, 80)] + [row_point(r, k) for k in (last - 1, last)],
                note="back at the old end: the composer above the safe area")
    # Up the conversation (quick return), then the keyboard for a row already in view.
    r.drag(*steady(r, 200, 200), [-300], label="drag-down-1", note="drag down 300")
    r.drag(*steady(r, 200, 200), [-300], label="drag-down-2")
    visible = row_between(r, 160, 500)
    r.keyboard(KEYBOARD, editing=visible, label="keyboard-shows-for-visible-row",
               note="row %d (in view) focused" % visible, hits=row_point(r, visible))
    r.keyboard(0, label="keyboard-hides-in-range", note="keyboard dismissed inside the range",
               hits=row_point(r, visible))
    # The keyboard for a row it would cover: the list moves just enough, the header collapsing.
    covered = row_between(r, 600, 820)
    r.keyboard(KEYBOARD, editing=covered, label="keyboard-shows-for-covered-row",
               note="row %d (under the keyboard's frame) focused" % covered, every=3)
    expect_hits(r, rows_above_keyboard(r) + [row_point(r, covered)],
                note="row %d just above the keyboard" % covered)
    # The keyboard changes its frame (predictive bar off) for a row under the title bar.
    above = next(k for k in range(layout(r).row_count) if row_window(r, k)[1] > 104) - 1
    r.keyboard(291, editing=above, duration=0.35, label="keyboard-frame-change",
               note="row %d (above the visible top) focused" % above, every=3)
    expect_hits(r, rows_above_keyboard(r, 291) + [row_point(r, above)],
                note="row %d at the visible top" % above)
    r.keyboard(0, label="keyboard-hides", note="keyboard dismissed", hits=row_point(r, above))
    r.drag(*steady(r, 200, 700), [400], label="drag-up-after", note="drag up 400")
    r.expect(actions=True, hit=row_point(r, row_between(r, 300, 700)), note="end")
    return r


def make_keyboard_hides_edited_row(path):
    s = chat_session(extra_top=0, expect_failures=["keyboard.rowVisible", "section.gapBelowHeader"],
                     scroll_extra={"insetAdjustment": "never",
                                   "inset": {"top": 104, "bottom": 34}})
    r = Recording(path, s, "KNOWN BAD: the chat screen of chat-keyboard with the list's inset "
                           "set by hand for the title bar and the home indicator "
                           "(insetAdjustment never, inset top 104, bottom 34: range [-104, "
                           "2058]) and no keyboard avoidance: the keyboard (336 pt) comes up "
                           "for the composer at the end of the conversation, the inset and "
                           "the range stay as they were, nothing moves, and the composer "
                           "stays at y=810…862, under the keyboard's top at y=560: "
                           "keyboard.rowVisible once the keyboard's animation is over. A pull "
                           "past the end springs back to the same maxOffset (the composer "
                           "cannot be reached). The keyboard comes up again for a message it "
                           "covers (reported again), then for one in view (not reported).")
    r.expect_initial(hits=[BACK, (200, 118), (200, 150)])
    r.tap(*row_point(r, 2), label="tap-message", note="tap row 2 (88 pt)")
    last = scroll_to_composer(r)
    r.keyboard(KEYBOARD, editing=last, label="keyboard-shows-for-composer",
               note="composer focused, nothing moves", hits=rows_above_keyboard(r)[1])
    expect_hits(r, rows_above_keyboard(r), note="rows above the keyboard")
    remaining = r.oracle.hi - r.oracle.offset
    assert remaining == 0
    r.drag(*steady(r, 200, 540), [120, -40], label="pull-past-end", expect_legs=True,
           note="pull past the end (the composer stays under the keyboard)",
           end_hit=rows_above_keyboard(r)[1])
    r.keyboard(0, label="keyboard-hides", note="keyboard dismissed")
    r.drag(*steady(r, 200, 200), [-300], label="drag-down", note="drag down 300")
    covered = row_between(r, 600, 820)
    r.keyboard(KEYBOARD, editing=covered, label="keyboard-shows-for-covered-row",
               note="row %d (under the keyboard's frame) focused, nothing moves" % covered)
    r.keyboard(0, label="keyboard-hides-again", note="keyboard dismissed")
    visible = row_between(r, 160, 500)
    r.keyboard(KEYBOARD, editing=visible, label="keyboard-shows-for-visible-row",
               note="row %d (in view) focused" % visible, hits=row_point(r, visible))
    r.keyboard(0, label="keyboard-hides-last", note="keyboard dismissed")
    r.drag(*steady(r, 200, 200), [-200], label="drag-down-more", note="drag down 200")
    r.expect(actions=True, hit=row_point(r, row_between(r, 300, 700)), note="end")
    return r


def frames_until(r, condition):
    """`frame` events at 60 Hz until `condition(oracle)` holds (the list still moving)."""
    o = r.oracle
    n = 0
    while not condition(o):
        assert n < 240 and o.moving(), "%s: the list stopped early" % r.path
        r.frame += 1
        n += 1
        r.emit("frame")
    return n


def make_keyboard_hides_while_moving(path):
    r = Recording(path, chat_session(extra_top=56, expect_failures=["section.gapBelowHeader"]),
                  "The chat screen of chat-keyboard (range [-104, 2058]; 2360 with the 336-pt "
                  "keyboard up): the keyboard hides while the list still moves by itself, "
                  "found by explore. UIScrollView's deceleration and bounce read the range at "
                  "every frame, so the motion goes on in the new range: a flick that bounces "
                  "past the keyboard's end (2360) when the keyboard hides springs back from "
                  "where it is, with its velocity, to the new end (2058), not to 2360; a "
                  "flick still decelerating between 2058 and 2360 when it hides goes on from "
                  "there with its velocity and springs back to 2058, with no jump. Last, a "
                  "slow flick toward the top whose deceleration would end 0.25 pt past it (the "
                  "motion ends 0.5 pt short of its projected rest, before it reaches the "
                  "edge) rests exactly at the top, -104, where a device brings it at a crawl. "
                  "scroll.rest holds at every rest.")
    r.expect_initial(hits=[BACK, (200, 118), (200, 150)])
    last = scroll_to_composer(r)
    r.keyboard(KEYBOARD, editing=last, label="keyboard-shows-for-composer",
               note="composer focused", every=6)
    # Up the conversation, then a flick into the keyboard's end: it bounces there, and the
    # keyboard hides during the bounce.
    r.drag(*steady(r, 200, 180), [-400], label="drag-down", note="drag down 400")
    r.flick(*steady(r, 200, 500), [12, 20, 26, 30, 30, 30, 30, 30], label="flick-into-end",
            note="flick into the keyboard's end", follow=False)
    frames_until(r, lambda o: o.phase == "bouncing" and o.offset > o.hi + 20)
    r.expect(note="bouncing past the keyboard's end")
    r.keyboard(0, label="keyboard-hides-while-bouncing", every=3, at=(1, 2),
               note="keyboard dismissed while the list bounces past 2360",
               hits=row_point(r, last - 3))
    expect_hits(r, [(30, 80)] + [row_point(r, k) for k in (last - 1, last)],
                note="at the new end: the composer above the safe area")
    # Again, the keyboard hiding while the list still decelerates toward the keyboard's end,
    # already past the new one.
    r.keyboard(KEYBOARD, editing=last, label="keyboard-shows-again", note="composer focused",
               every=6)
    r.drag(*steady(r, 200, 180), [-500], label="drag-down-again", note="drag down 500")
    r.flick(*steady(r, 200, 500), [12, 20, 26, 30, 30, 30, 30, 30], label="flick-toward-end",
            note="flick toward the keyboard's end", follow=False)
    frames_until(r, lambda o: o.phase == "decelerating" and o.offset > 2058 + 40)
    r.expect(note="decelerating past the end without the keyboard")
    r.keyboard(0, label="keyboard-hides-while-decelerating", every=3, at=(1, 2),
               note="keyboard dismissed while the list decelerates past 2058",
               hits=row_point(r, last - 3))
    # Up the conversation, close to the top, then a slow flick toward the top whose projected
    # rest lies 0.25 pt past it: placed by trial flicks on copies (a drag of whole points to
    # about there, then the flick's last finger step, to 1e-4 pt).
    r.drag(*steady(r, 200, 150), [-600], label="drag-down-1", note="drag down 600")
    r.drag(*steady(r, 200, 150), [-600], label="drag-down-2")
    r.drag(*steady(r, 200, 150), [-500], label="drag-down-3")
    target = r.oracle.lo - 0.25

    def rest(last):
        trial = copy.deepcopy(r)
        trial.flick(*steady(trial, 200, 400), [-12, -6, -4, -3, last], follow=False)
        d = trial.oracle.motion
        assert isinstance(d, Deceleration), "the trial flick does not decelerate"
        return d.rest, d.hit

    shift = round(rest(-3)[0] - target)
    assert 20 < shift < 600 and r.oracle.offset - shift > r.oracle.lo + 50, shift
    r.drag(*steady(r, 200, 150), [-shift], label="position", note="position")
    low, high = -5.0, -1.0  # the last step: the further up, the further the rest
    for _ in range(40):
        mid = (low + high) / 2
        low, high = (mid, high) if rest(mid)[0] < target else (low, mid)
    steps = [-12, -6, -4, -3, round(high, 4)]
    projected, hit = rest(steps[-1])
    assert target - 0.01 < projected < target + 0.01 and hit is None, (projected, hit)
    r.flick(*steady(r, 200, 400), steps, label="slow-flick-to-top", every=30,
            note="slow flick toward the top (rest projected 0.25 pt past it)",
            hits=BACK)
    r.expect(actions=True, hit=row_point(r, row_between(r, 300, 700)), note="end")
    return r

