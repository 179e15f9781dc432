"""Buttons in a list's rows (a `button` child of the list, in its content): UIScrollView holds
every touch-down in its content for touchDelay (delaysContentTouches), so a quick drag that
starts on a button scrolls the list and never reaches the button; a press held past the delay
is the button's, and no pan takes it from a control (touchesShouldCancel(in:) is false for a
UIControl); a quick tap reaches the button when the finger lifts; a touch on a moving list
stops it and reaches no button."""

from ..builder import Recording
from ..sessions import IPHONE_11, session

ROW = 88
TOP = 48  # the safe area's top: the list starts at offset -48


def make_buttons_in_rows(path):
    # A "like" button 60 x 44 at the right of each of the first 12 rows (content coordinates).
    buttons = [{"id": "like%d" % row, "kind": "button", "frame": [340, row * ROW + 22, 60, 44]}
               for row in range(12)]
    s = session(IPHONE_11, {"id": "list", "content": {"items": {"count": 40, "length": ROW}}},
                [{"id": "list", "kind": "scroll", "children": buttons}])
    r = Recording(path, s, "iPhone 11: a list of 40 rows of 88 (range [-48, 2658]) with a like "
                           "button (60 x 44, a `button` child of the list, in its content) at "
                           "the right of each of the first 12 rows. A quick drag from a button "
                           "scrolls the list (the touch-down is held delaysContentTouches, "
                           "0.15 s, and the pan takes it: no tap); a quick tap taps it; a press "
                           "held 0.2 s is the button's and a drag then moves nothing (no pan "
                           "takes a touch from a control); a touch on the moving list stops it "
                           "and taps nothing.")
    # Row 2's button: content y 198…242, window y 246…290 at offset -48.
    button = (370, 2 * ROW + 44 + TOP)
    r.expect_initial(hits=[button, (200, button[1])])

    r.tap(*button, label="tap-button", note="a tap on row 2's button taps it")

    # A quick touch: down and up within 0.1 s without moving. Held (pending) until it lifts,
    # then the button gets both: a tap.
    r.mark("quick-press")
    t = r.new_touch()
    r.touch("began", t, *button)
    r.expect(note="quick press: down (pending: held for the delay)")
    r.wait(5, with_frames=True)
    r.touch("ended", t, *button)
    r.expect(actions=True, note="quick press: lifted after 0.083 s, the button taps")
    r.wait(18)

    # A quick drag from the button: past panSlop in the first sample, within the delay.
    r.drag(*button, [300], label="quick-drag-from-button", expect_after=(1, 10),
           note="quick drag from the button: the list scrolls 300, no tap", end_actions=True)

    # Row 5's button, where it is now (the list at 252): content y 462…506, window y 210…254.
    offset = r.oracle.primary.offset
    held = (370, 5 * ROW + 44 - offset)
    r.mark("held-then-drag")
    t = r.new_touch()
    r.touch("began", t, *held)
    r.wait(12, with_frames=True)
    r.expect(note="held 0.2 s: the button tracks the finger (owner control)")
    x, y = held
    for _ in range(10):
        r.frame += 1
        y -= 10
        r.touch("moved", t, x, y)
    r.expect(note="held, then dragged 100 pt up: the list has not moved")
    r.frame += 1
    r.touch("ended", t, x, y)
    r.expect(actions=True, note="lifted outside the button: no tap, no scroll")
    r.wait(18)

    r.mark("held-then-lift-inside")
    t = r.new_touch()
    r.touch("began", t, *held)
    r.wait(12, with_frames=True)
    r.frame += 1
    r.touch("moved", t, held[0] + 8, held[1] + 9)
    r.frame += 1
    r.touch("ended", t, held[0] + 8, held[1] + 9)
    r.expect(actions=True, note="held, moved 12 pt inside the button, lifted: a tap")
    r.wait(18)

    # Back toward the top with a flick; a tap on a button while the list decelerates stops
    # the list and taps nothing.
    r.flick(200, 300, [-12, -10, -20] + [-30] * 5, label="flick-then-tap-button", follow=False,
            note="flick toward the top")
    r.follow_frames(2, at=(2,), note="decelerating")
    offset = r.oracle.primary.offset
    moving_button = (370, 5 * ROW + 44 - offset)
    r.tap(*moving_button, label="tap-button-on-moving-list",
          note="a tap on row 5's button while the list decelerates: the list stops, no tap")
    return r
