"""A list under a collapsing header (quick return) scrolled to the bottom and back, on an
iPhone 11 and an iPhone 8; also the known-bad bouncing header (ignoreOverscroll false)."""

from ..builder import Recording
from ..sessions import IPHONE_8, IPHONE_11, collapsing_session


def collapsing_script(r, low, high, down_legs, to_bottom, pull_bottom, up_legs, pull_top,
                      row_tap, bottom_tap, back_tap):
    """Scroll the whole list down and back up on a collapsing-header screen.
    low/high: finger y range below the header; *_legs: offset changes per drag."""
    x = 200
    r.expect_initial(hits=[back_tap, row_tap])
    r.tap(*row_tap, label="tap-row", note="tap a row")
    for i, leg in enumerate(down_legs):
        r.drag(x, high, [leg], label="drag-up-%d" % (i + 1),
               expect_after=(3, 5, 8, 12) if i == 0 else (20,),
               note="drag up %d" % (i + 1) if i == 0 else None)
    r.drag(x, high, [to_bottom], label="drag-to-bottom", note="drag to the bottom",
           end_hit=bottom_tap)
    # Pull past the bottom edge, back a little (still past the edge), rest, release.
    r.drag(x, high, pull_bottom, label="pull-past-bottom", expect_after=(3, 6),
           expect_legs=True, note="pull past bottom")
    r.tap(*bottom_tap, label="tap-top-left-at-bottom", note="tap at the back button's "
          "position while at the bottom")
    for i, leg in enumerate(up_legs):
        r.drag(x, low, [leg], label="drag-down-%d" % (i + 1),
               expect_after=(3, 5, 8, 12) if i == 0 else (20,),
               note="drag down 1 (quick return)" if i == 0 else None)
    r.drag(x, low, pull_top, label="pull-past-top", expect_after=(20,), expect_legs=True,
           note="pull past top", end_hit=back_tap)
    r.tap(*back_tap, label="tap-back", note="tap back")
    r.expect(actions=True, hit=row_tap, note="end")


def make_iphone11_collapsing(path, ignore_overscroll=True, expect_failures=None, note=None):
    r = Recording(path, collapsing_session(
        IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30],
        ignore_overscroll=ignore_overscroll, expect_failures=expect_failures),
        summary=note or "iPhone 11 collapsing header (quick return) over a 40-row list.")
    # range [-148, 2658]: 4×580 down → 2172, +486 → exactly 2658;
    # 5×−520 up → 58, then −206 to the top edge and 180 past it.
    collapsing_script(r, low=250, high=850, down_legs=[580] * 4, to_bottom=486,
                      pull_bottom=[200, -80], up_legs=[-520] * 5, pull_top=[-206 - 180, 60],
                      row_tap=(200, 420), bottom_tap=(30, 80), back_tap=(30, 74))
    return r


def make_iphone8_collapsing(path):
    r = Recording(path, collapsing_session(
        IPHONE_8, 20, 120, [8, 24, 44, 44], [16, 80, 300, 30]),
        summary="iPhone 8 collapsing header (quick return) over a 40-row list.")
    # range [-120, 2853]: 7×400 → 2680, +173 → exactly 2853;
    # 7×−400 → 53, then −173 to the top edge and 180 past it.
    collapsing_script(r, low=200, high=620, down_legs=[400] * 7, to_bottom=173,
                      pull_bottom=[200, -80], up_legs=[-400] * 7, pull_top=[-173 - 180, 60],
                      row_tap=(200, 400), bottom_tap=(30, 40), back_tap=(30, 46))
    return r
