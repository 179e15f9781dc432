"""Seed 003 pattern 2: an overlay header in front of the list, the list's `contentInset.top` the
header's height; done right with `scrollIndicatorInsets.top` = the header's height too (the
indicator's track starts at the header's bottom), and the known-bad without it (the indicator
runs under the header: `indicator.belowHeader`)."""

from ..builder import Recording
from ..sessions import IPHONE_11, LIST_40x88, session
from .flicks import flick_into_edge


def overlay_inset_session(indicator_top, expect_failures=None):
    # insetAdjustment never: the header covers the status bar, so the list's top inset is the
    # header's height exactly (no safe area added); the bottom inset is the home indicator's 34.
    return session(
        IPHONE_11,
        {"id": "list", "content": LIST_40x88, "inset": {"top": 148, "bottom": 34},
         "insetAdjustment": "never", "indicatorInset": {"top": indicator_top, "bottom": 34}},
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, 414, 148],
          "children": [{"id": "back", "kind": "button", "frame": [8, 52, 44, 44]},
                       {"id": "title", "kind": "label", "frame": [16, 100, 300, 30],
                        "pin": "bottom"}]}],
        header={"view": "header", "behavior": "enterAlways", "minHeight": 48, "maxHeight": 148},
        expect_failures=expect_failures)


def indicator_script(r):
    back, row = (30, 74), (200, 420)
    r.expect_initial(hits=[back, row])
    r.drag(200, 800, [300], label="drag-up", expect_after=(5, 15, 25), note="drag up 300",
           end_hit=row)
    o = r.oracle
    track = o.s.primary.frame[1] + o.s.primary.indicator["top"]
    where = "below it" if track >= o.header_height else "under it"
    r.subnote("the indicator's track starts at frame.y 0 + indicatorInset.top %g = %g; the "
              "header's bottom is 0 + %g: the track starts %s" % (track, track, o.header_height,
                                                                  where))
    r.flick(200, 800, [12, 10, 20] + [30] * 6, label="flick-up", note="flick up", every=30)
    r.drag(200, 300, [-60], label="quick-return", expect_after=(3,),
           note="drag down 60 (enterAlways: the header comes back by 60)", end_hit=back)
    r.drag(200, 300, [-400], label="drag-down", note="drag down 400", end_hit=back)
    flick_into_edge(r, 200, 300, [-14, -30, -30, -30], label="flick-to-top",
                    note="flick into the top edge", hits=back)
    r.tap(*back, label="tap-back", note="tap back")
    r.expect(actions=True, hit=row, note="end")


def make_overlay_indicator(path):
    r = Recording(path, overlay_inset_session(148),
                  "iPhone 11, seed 003 pattern 2 done right: an `enterAlways` header (48 to "
                  "148, the Android name of `collapsing`) in front of the list, the list's "
                  "`inset.top` 148 = the header's height (`insetAdjustment` never, as the "
                  "header covers the status bar itself: the first row starts at the header's "
                  "bottom, 148, not 48 pt lower) and `indicatorInset` {top 148, bottom 34} "
                  "(`scrollIndicatorInsets.top = headerHeight`; with insetAdjustment never the "
                  "indicator inset is not adjusted either, so the track runs from frame.y 0 + "
                  "148 = 148, the expanded header's bottom, to 896 − 34). The header only "
                  "shrinks from 148, so its bottom is never below the track's top: "
                  "`indicator.belowHeader` holds while the list is dragged, flicked, "
                  "decelerates and bounces.")
    indicator_script(r)
    return r


def make_indicator_under_header(path):
    r = Recording(path, overlay_inset_session(0, expect_failures=["indicator.belowHeader"]),
                  "KNOWN BAD: overlay-header-indicator-insets without "
                  "`scrollIndicatorInsets.top = headerHeight` (seed 003 pattern 2 as the "
                  "article first writes it): `indicatorInset` {top 0, bottom 34}, UIKit's "
                  "default top (given explicitly: a recording that does not give "
                  "`indicatorInset` is not judged). The track starts at the window top, under "
                  "the header (whose bottom is 48 to 148): `indicator.belowHeader` flags every "
                  "event while the list moves (dragging, decelerating, bouncing) inside its "
                  "range; at rest, or while pulled past an edge, nothing is flagged. The same "
                  "gestures as the good recording, with the same offsets and header heights.")
    indicator_script(r)
    return r
