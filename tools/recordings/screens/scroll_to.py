"""`scrollTo` events on the iPhone 11 collapsing screen (the session of
iphone11-collapsing-header): the status bar tap's animated scroll to the top (at rest, while a
flick decelerates, and cut short by a touch), the app's scrollToItem at the middle and the
bottom (animated and not, clamped at the edges) and an unanimated setContentOffset. Every
expected value is the oracle's: the offset moves at a constant rate over 0.3 s (phase snapping,
velocity (to − from)/0.3), and the collapsing header follows it, coming back as the list runs
up."""

from ..builder import Recording
from ..physics import Deceleration
from ..sessions import IPHONE_11, header_session, iphone11_collapsing
from .sections import SECTIONS_IPHONE_11


def make_status_bar_scroll_to_top(path):
    s = iphone11_collapsing()
    r = Recording(path, s, "iPhone 11 collapsing header (quick return, 48 to 148) over the "
                           "40-row list (additionalSafeArea top 100, range [-148, 2658]) and "
                           "the `scrollTo` event: the status bar tap scrolls to minOffset at a "
                           "constant rate over 0.3 s (phase snapping, velocity (to − from)/0.3, "
                           "one offset per 60 Hz frame) and the header comes back by the "
                           "distance the list runs up; a tap while a flick decelerates stops "
                           "the flick and animates from where it is; a touch on the list "
                           "mid-animation stops it where it is (tracking, no select). The "
                           "app's scrollToItem puts row 20's centre in the middle of the "
                           "visible area (148 to 862), row 30's bottom at its bottom, and is "
                           "clamped at the ends; setContentOffset moves at once.")
    back, row = (30, 74), (200, 420)
    r.expect_initial(hits=[back, row])
    # Down the list: the header collapses (432, 48); at rest, the status bar tap runs it back
    # up at 580/0.3 pt/s, 32.2 pt a frame: the header comes back over the first four frames.
    r.drag(200, 850, [580], label="drag-up", expect_after=(5, 12), note="drag up 580")
    r.scroll_to(top=True, label="status-bar-tap", note="status bar tap at rest",
                at=(1, 2, 3, 4), every=5, hits=back)
    r.tap(*row, label="tap-row-at-top", note="tap a row at the top")
    # A flick up from the top; while it decelerates, the status bar tap stops it and the
    # animation runs from where it is.
    r.flick(200, 850, [12, 16, 20, 24, 24, 24], label="flick-up", note="flick up", follow=False)
    r.follow_frames(frames=12, at=(6, 12), note="flick up, decelerating")
    r.scroll_to(top=True, label="status-bar-tap-while-decelerating",
                note="status bar tap while the flick decelerates", at=(1, 2), every=4,
                hits=back)
    # Further down; the status bar tap, and a finger on the list mid-animation stops it where
    # it is: the touch belongs to the list (tracking) and selects nothing when it lifts.
    r.drag(200, 850, [580], label="drag-up-again")
    r.drag(200, 850, [580], label="drag-up-more", note="drag up again")
    r.scroll_to(top=True, label="status-bar-tap-then-touch", note="status bar tap",
                follow=False)
    r.follow_frames(frames=8, at=(4, 8), note="status bar tap, animating")
    tid = r.new_touch()
    r.mark("touch-stops-the-animation")
    r.touch("began", tid, *row)
    r.expect(hit=row, note="touch down on the list mid-animation")
    r.wait(6, with_frames=True)
    r.expect(note="finger held 6 frames")
    r.touch("ended", tid, *row)
    r.expect(actions=True, hit=row, note="finger lifted (no select)")
    r.wait(18)
    r.tap(*row, label="tap-row-after", note="tap a row")
    # The app's scrollToItem: row 20's centre in the middle of the visible area (148 to 862),
    # animated; row 30's bottom at the bottom, at once; row 12 into view (`none`: its top at
    # the top, it is above), animated; row 14, already in view: no move; row 39 in the middle,
    # animated, clamped to maxOffset; row 0 at the bottom, at once, clamped to minOffset.
    r.scroll_to(item=20, position="middle", animated=True, label="item-20-middle",
                note="app", every=6, hits=row)
    r.scroll_to(item=30, position="bottom", label="item-30-bottom", note="app", hits=row)
    r.scroll_to(item=12, position="none", animated=True, label="item-12-none", note="app",
                every=6, hits=row)
    r.scroll_to(item=14, position="none", animated=True, label="item-14-none", note="app",
                hits=row)
    r.scroll_to(item=39, position="middle", animated=True, label="item-39-middle",
                note="app", every=6, hits=(30, 80))
    r.scroll_to(item=0, position="bottom", label="item-0-bottom", note="app", hits=back)
    # setContentOffset at once, within the range, and animated.
    r.scroll_to(y=1000, label="offset-1000", note="app", hits=row)
    r.scroll_to(y=600, animated=True, label="offset-600-animated", note="app", every=6,
                hits=row)
    r.tap(*row, label="tap-row-at-600", note="tap a row")
    r.expect(actions=True, hit=back, note="end")
    return r


def make_scroll_to_rows(path, style, layout):
    """The app's scrollToRow / scrollToItem in a list in sections (FORMAT.md `scrollTo`): the
    iPhone 11 list in 7 sections of sections-collapsing-iphone11, under a fixed 148-pt header, in
    `style` laid out by `layout` (a table, or a collection view's flow layout)."""
    content = dict(SECTIONS_IPHONE_11, style=style)
    if layout != "table":
        content["layout"] = layout
    s = header_session(IPHONE_11, "none", 48, 148, [8, 52, 44, 44], [16, 100, 300, 30],
                       content=content)
    what = {
        ("plain", "table"): "a plain table: every row is put clear of its section's floating "
                            "header and footer, so a section's first row brings its header into "
                            "view with it and a later row sits right below the pinned header",
        ("grouped", "table"): "a grouped table: headers and footers scroll with the rows; a "
                              "section's first row brings its header into view with it and its "
                              "last row its footer, other rows go to the very edge",
        ("plain", "flow"): "a collection view's flow layout with pinned headers: the item's edge "
                           "goes to the visible area's edge, so a pinned header covers it",
    }[(style, layout)]
    r = Recording(path, s, "iPhone 11, a fixed 148-pt header over a list in 7 sections (headers "
                           "28-40 pt, a 36-pt footer under section 3; visible area from y=148), "
                           "and the app's scrollToRow(at:at:) with each position, in %s. "
                           "Middle centres the row alone; every target is clamped to the range."
                  % what)
    row = (200, 420)
    r.expect_initial(hits=[row])
    r.scroll_to(item=4, position="top", label="first-row-of-section-1-top",
                note="section 1's first row at the top", hits=(200, 150))
    r.tap(200, 190, label="tap-below-the-top", note="tap just below the visible top")
    r.scroll_to(item=6, position="top", label="third-row-of-section-1-top",
                note="section 1's third row at the top", hits=(200, 150))
    r.tap(200, 190, label="tap-below-the-top-again", note="tap just below the visible top")
    r.drag(200, 700, [200], label="drag-up", expect_after=(5, 15), note="the user drags up 200")
    r.scroll_to(item=15, position="bottom", animated=True, label="row-15-bottom",
                note="a row of section 2 at the bottom", every=6, hits=(200, 850))
    r.scroll_to(item=24, position="bottom", label="last-row-of-section-3-bottom",
                note="section 3's last row, above its footer, at the bottom", hits=(200, 850))
    r.scroll_to(item=21, position="none", label="first-row-of-section-3-none",
                note="section 3's first row into view", hits=(200, 150))
    r.scroll_to(item=30, position="middle", animated=True, label="row-30-middle",
                note="a row of section 4 in the middle", every=6, hits=row)
    r.flick(200, 300, [-12, -30, -30], label="flick-down", note="the user flicks down", every=10)
    r.scroll_to(item=9, position="top", label="first-row-of-section-2-top",
                note="section 2's first row at the top", hits=(200, 150))
    r.tap(200, 190, label="tap-below-the-top-at-section-2",
          note="tap just below the visible top")
    r.scroll_to(item=0, position="top", label="row-0-top", note="the first row at the top (a "
                "table clamps to the range's top)", hits=(200, 150))
    r.expect(actions=True, hit=row, note="end")
    return r


def make_status_bar_tap_device(path):
    s = iphone11_collapsing()
    r = Recording(path, s, "A status-bar tap as the recorder writes it on a device: the iPhone 11 "
                           "collapsing screen with the `observe` lines an app logs on every "
                           "finger sample and display frame (offset and header height, rounded "
                           "to device pixels), and each status-bar tap written as a `scrollTo` to "
                           "the top (`\"top\":true`, the bridge's `scrollViewShouldScrollToTop` "
                           "answering true), not as the app's `scroll`s: the replay makes the "
                           "scroll to the top itself (with the app's code, calling its "
                           "`scrollViewShouldScrollToTop` and `scrollViewDidScrollToTop`) and "
                           "`conformance` compares it with what the device showed at every frame. At rest, then while a "
                           "flick decelerates.")
    back, row = (30, 74), (200, 420)
    r.expect_initial(hits=[back, row])
    r.drag(200, 850, [580], label="scroll-down", note="scroll down 580", observe=True)
    r.scroll_to(top=True, label="status-bar-tap", note="status bar tap at rest", every=5,
                hits=back, observe=True)
    r.flick(200, 850, [12, 16, 20, 24, 24, 24], label="flick-up", note="flick up", follow=False)
    r.follow_frames(frames=12, at=(6, 12), note="flick up, decelerating", observe=True)
    r.scroll_to(top=True, label="status-bar-tap-while-decelerating",
                note="status bar tap while the flick decelerates", every=4, hits=back,
                observe=True)
    r.tap(*row, label="tap-row", note="tap a row at the top")
    r.expect(actions=True, hit=back, note="end")
    return r
